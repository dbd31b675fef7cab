/**
 * What Hale's data functions and API handlers work with, built once at start and injected
 * (tests build their own with a temporary DATA_DIR and a fake model server).
 */
import type {AppConfig} from './config'
import type {Logger} from './framework/log'
import type {ApiHandler} from './framework/app-bundle'
import {Registry} from './framework/metrics'
import {createHaleMetrics, type HaleMetrics} from './metrics'
import {streamCompletion, type ModelMessage} from './chat/model-client'
import {withConversationCache} from './storage/conversation-cache'
import {openPostgresStore} from './storage/postgres-store'
import {postgresLabel} from './storage/postgres-url'
import {openSqliteStore} from './storage/sqlite-store'
import type {Storage} from './storage/storage'
import {startRetention, type RetentionJob} from './chat/retention'
import {detectRedFlags, warmUpRedFlags} from '../src/safety/red-flags'
import {withCriticalLab} from '../src/safety/verdict'
import {hasCriticalLabValue} from './attachments/lab-context'
import {HeavyWork} from './attachments/heavy-work'
import {checkOcr, type OcrReader} from './attachments/ocr'
import {ModelServerMonitor} from './chat/model-server-check'
import type {ContentSecuritySources} from './framework/steps/security-headers'
import {hcaptchaSources} from './verification/csp'
import {DependencyChecks, describeSettings, formatReport, modelCheckLine, type CheckLine} from './startup-report'

export interface ModelService {
  /** The model's name, saved with each answer. */
  name: string
  /** Stream an answer's text deltas; aborting `signal` aborts the upstream request. */
  stream(messages: ModelMessage[], signal: AbortSignal): AsyncGenerator<{text: string}, unknown>
}

export interface HaleServices {
  config: AppConfig
  storage: Storage
  model: ModelService
  log: Logger
  /** Aborted when the server shuts down: live answers save what they have and end. */
  shutdown: AbortSignal
  /** The hourly retention sweep (server/chat/retention.ts), when running; stopped before storage closes. */
  retention?: RetentionJob
  /** Reading images and PDFs in child processes with a memory, time and concurrency budget. */
  heavyWork: HeavyWork
  /** Reading the text of photos and scanned PDF pages; null when OCR is off (OCR=off, or no Tesseract at start). */
  ocr: OcrReader | null
  /** Whether the model server answers with the model, checked at start and in the background (absent: not checked). */
  modelServer?: ModelServerMonitor
  /** The transcription server's and hCaptcha's last checks (absent: not checked). */
  dependencies?: DependencyChecks
  /** Hale's metrics (server/metrics.ts), on the registry `/metrics` serves. */
  metrics: HaleMetrics
}

/** An API handler of Hale's (a module under server/api), with Hale's services. */
export type HaleApiHandler = ApiHandler<HaleServices, AppConfig>

/** The model server client of the configuration. */
export function createModelService(config: AppConfig): ModelService {
  const {baseUrl, model, apiKey, firstTokenTimeoutMs, idleTimeoutMs, totalTimeoutMs, maxTokens} = config.llm
  return {
    name: model,
    stream: (messages, signal) => streamCompletion({baseUrl, model, apiKey, firstTokenTimeoutMs, idleTimeoutMs, totalTimeoutMs, maxTokens}, messages, signal),
  }
}

/** Called by the runtime at start (server/framework/runtime.ts): opens the database, runs its migrations. */
export async function createServices(config: AppConfig, log: Logger, shutdown: AbortSignal, engine: {metrics: Registry} = {metrics: new Registry()}): Promise<HaleServices> {
  const storage = await openStorage(config)
  // Instances sharing PostgreSQL must not end each other's live answers: only those that
  // outlived the longest an answer may take were abandoned.
  const abandoned = await storage.messages.finishAbandoned(config.database ? Date.now() - config.llm.totalTimeoutMs : undefined)
  if (abandoned > 0) log.warn('Answers that were streaming when the server stopped are saved as incomplete', {count: abandoned})
  log.info('Storage is open', config.database ? {database: postgresLabel(config.database.url), poolSize: config.database.poolSize} : {dataDir: config.dataDir})
  const retention = startRetention({config, storage, log})
  warmUpRedFlags()
  const checked = await checkUncheckedMessages(storage)
  if (checked > 0) log.info('Saved messages checked for emergency signs', {count: checked})
  const heavyWork = new HeavyWork(config.attachments.heavyWork)
  const ocr = await checkOcr(config.attachments.ocr)
  log[ocr.level](ocr.message, ocr.details)
  const {baseUrl, model, apiKey} = config.llm
  const modelServer = new ModelServerMonitor({baseUrl, model, apiKey}, log)
  // Not awaited: the check says what it finds in the log and the start-up report, after the
  // "listening" line if it is slow.
  void modelServer.start()
  const metrics = createHaleMetrics(engine.metrics, heavyWork)
  return {config, log, shutdown, storage, model: createModelService(config), retention, heavyWork, ocr: ocr.reader, modelServer, dependencies: new DependencyChecks(config), metrics}
}

/**
 * The configured backend: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR behind the
 * conversation cache (which assumes the only writer is this process, so never on a shared database).
 */
export async function openStorage(config: AppConfig): Promise<Storage> {
  if (!config.database) return withConversationCache(openSqliteStore({dataDir: config.dataDir}))
  try {
    return await openPostgresStore({url: config.database.url, poolSize: config.database.poolSize})
  } catch (error) {
    throw new Error(`DATABASE_URL: ${(error as Error).message}`, {cause: error})
  }
}

/**
 * Visitors' messages saved without the red-flag detector's verdict (before it was stored, or by a
 * process that stopped mid-answer) get it now, once, in batches; returns how many.
 */
export async function checkUncheckedMessages(storage: Storage, batch = 500): Promise<number> {
  let checked = 0
  for (;;) {
    const unchecked = await storage.messages.listUnchecked(batch)
    if (unchecked.length === 0) return checked
    const attachments = await storage.attachments.forMessages(unchecked.map((message) => message.id))
    await storage.transaction(async () => {
      for (const message of unchecked) {
        const verdict = withCriticalLab(detectRedFlags(message.content, message.locale), hasCriticalLabValue(attachments.get(message.id)))
        await storage.messages.update(message.id, {redFlags: verdict.categories})
      }
    })
    checked += unchecked.length
  }
}

/** Printed once Hale listens (server/startup-report.ts): the settings, then each dependency's check. */
export async function startupReport(services: HaleServices, context: {url: string}): Promise<string> {
  const {config} = services
  const dependencies = services.dependencies ?? new DependencyChecks(config)
  const [model] = await Promise.all([services.modelServer?.start(), dependencies.run()])
  const checks = [model && modelCheckLine(model, config), dependencies.transcription, dependencies.siteverify].filter((line): line is CheckLine => Boolean(line))
  return formatReport(`Hale is ready: open ${context.url}`, describeSettings(config, {ocr: services.ocr !== null}), checks)
}

/** Called by the runtime after the server has stopped. */
export async function closeServices(services: HaleServices): Promise<void> {
  await services.retention?.stop()
  services.modelServer?.stop()
  services.heavyWork.stop()
  await services.storage.close()
}

// What the engine asks of the app (server/framework/app-bundle.ts, ServicesModule).

/** The name in the server's log lines. */
export const appName = 'Hale'

/** Hale's configuration: the engine's and Hale's own variables (server/config.ts). */
export {loadConfig} from './config'

/** The language switcher's cookie, which the engine's locale detection reads. */
export {LOCALE_COOKIE as localeCookie} from '../src/ui/locale-cookie'

/** The human check's script, frames and API in the Content-Security-Policy. */
export function contentSecurity(config: AppConfig): ContentSecuritySources {
  return hcaptchaSources(config)
}

/** Storage faults answer 503 or 507 and are logged once per incident (server/storage/faults.ts). */
export {storageFaultMapper as errorMapper} from './storage/faults'
