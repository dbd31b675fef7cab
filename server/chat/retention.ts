/**
 * Retention (docs/product.md "Retention"): conversations without activity for `RETENTION_DAYS` are
 * deleted with their messages, share links and attachments, at start and then every hour.
 * `RETENTION_DAYS=0` keeps conversations; expired and revoked share links are cleared either way.
 * Each sweep also ends answers still marked streaming long after any answer can last (an instance
 * that stopped mid-answer, on a database other instances share, leaves them so until then).
 * Every time comes from the storage clock, which tests control.
 */
import type {AppConfig} from '../config'
import type {Logger} from '../framework/log'
import type {Storage} from '../storage/storage'

const DAY = 24 * 60 * 60 * 1000
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000

export interface RetentionServices {
  config: Pick<AppConfig, 'retentionDays' | 'llm'>
  storage: Storage
  log: Logger
}

export interface RetentionResult {
  conversations: number
  shares: number
  /** Answers left streaming by a process that stopped, now saved as incomplete. */
  abandoned: number
}

/** Beyond the longest an answer may take: no live answer is this old. */
const ABANDONED_AFTER_MARGIN_MS = 60_000

/** One sweep: delete what is past the retention period (by the storage clock). */
export async function sweepRetention({config, storage, log}: RetentionServices): Promise<RetentionResult> {
  const conversations = config.retentionDays === 0 ? 0 : await storage.conversations.deleteInactive(storage.limits.now() - config.retentionDays * DAY)
  const shares = await storage.shares.prune()
  const abandoned = await storage.messages.finishAbandoned(storage.limits.now() - config.llm.totalTimeoutMs - ABANDONED_AFTER_MARGIN_MS)
  if (conversations > 0) log.info('Deleted conversations past the retention period', {conversations, retentionDays: config.retentionDays})
  if (abandoned > 0) log.warn('Answers left streaming by a stopped process are saved as incomplete', {count: abandoned})
  return {conversations, shares, abandoned}
}

export interface RetentionJob {
  /** Settles when the sweep in progress (if any) has finished. */
  stop(): Promise<void>
}

/**
 * Sweep now, then every `intervalMs` on an unref'd timer (it never keeps the process alive). A
 * failed sweep is logged and tried again at the next tick. `stop` on shutdown, before the
 * storage closes.
 */
export function startRetention(services: RetentionServices, options: {intervalMs?: number} = {}): RetentionJob {
  let running: Promise<unknown> | null = null
  let stopped = false
  const run = () => {
    if (running || stopped) return
    running = sweepRetention(services)
      .catch((error: unknown) => services.log.error('The retention sweep failed', {error}))
      .finally(() => { running = null })
  }
  const timer = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS)
  timer.unref()
  run()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
