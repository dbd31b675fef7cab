/**
 * Whether the model server can answer: checked once at start, and again in the background, with
 * backoff, until it can (the model server may start after Hale). Each check asks the server for
 * its models (`GET {LLM_BASE_URL}/models`, which Ollama, vLLM, llama.cpp's server and OpenAI
 * answer) and says what it found with the fix, for the log and for `GET /api/health`.
 */
import type {Logger} from '../framework/log'

export interface ModelServerSettings {
  baseUrl: string
  model: string
  apiKey: string | undefined
}

export type ModelServerState =
  | {status: 'ok'; latencyMs: number}
  | {status: 'unreachable'; detail: string}
  | {status: 'key_refused'; httpStatus: number}
  | {status: 'model_missing'; available: string[]}
  | {status: 'error'; detail: string}
  | {status: 'unchecked'}

const CHECK_TIMEOUT_MS = 5000
/** How many of the server's models a line names. */
const MODELS_SHOWN = 10

/** One check of the model server and the model. Never throws. */
export async function checkModelServer(settings: ModelServerSettings, timeoutMs = CHECK_TIMEOUT_MS): Promise<ModelServerState> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/models`
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(url, {
      headers: settings.apiKey ? {authorization: `Bearer ${settings.apiKey}`, accept: 'application/json'} : {accept: 'application/json'},
      signal: AbortSignal.timeout(timeoutMs), redirect: 'manual',
    })
  } catch (error) {
    return {status: 'unreachable', detail: connectionProblem(error, timeoutMs)}
  }
  const latencyMs = Math.round(performance.now() - started)
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel()
    return {status: 'key_refused', httpStatus: response.status}
  }
  if (!response.ok) {
    await response.body?.cancel()
    return {status: 'error', detail: `GET ${url} answered ${response.status}`}
  }
  let ids: string[]
  try {
    const body = (await response.json()) as {data?: Array<{id?: unknown}>}
    ids = (body.data ?? []).map((entry) => entry.id).filter((id): id is string => typeof id === 'string')
  } catch {
    return {status: 'error', detail: `GET ${url} did not answer with a list of models`}
  }
  return ids.some((id) => sameModel(id, settings.model)) ? {status: 'ok', latencyMs} : {status: 'model_missing', available: ids}
}

/** "llama3.2" and "llama3.2:latest" are one Ollama model. */
function sameModel(id: string, model: string): boolean {
  const withTag = (name: string) => (name.includes(':') ? name : `${name}:latest`)
  return id === model || withTag(id) === withTag(model)
}

/** Why a request got no HTTP answer, in a few words ("connection refused"). */
export function connectionProblem(error: unknown, timeoutMs: number): string {
  // Read by shape: fetch's errors may come from another realm (a test's), where instanceof fails.
  const {name, message, cause} = (typeof error === 'object' && error !== null ? error : {}) as {name?: unknown; message?: unknown; cause?: {code?: unknown}}
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`
  const code = typeof cause?.code === 'string' ? cause.code : undefined
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found'
  return code ?? (typeof message === 'string' ? message : String(error))
}

/** What the operator reads about a state: what was found and how to fix it. */
export function describeModelServerState(state: ModelServerState, settings: ModelServerSettings): string {
  const where = settings.baseUrl
  switch (state.status) {
    case 'ok': return `The model server at ${where} answers, with the model ${settings.model}`
    case 'unreachable': return `No model server at ${where} (${state.detail}). Start Ollama (\`ollama serve\`) or set LLM_BASE_URL`
    case 'key_refused': return `LLM_API_KEY was refused by ${where} (HTTP ${state.httpStatus})`
    case 'model_missing': {
      const shown = state.available.slice(0, MODELS_SHOWN).join(', ')
      const more = state.available.length > MODELS_SHOWN ? `, and ${state.available.length - MODELS_SHOWN} more` : ''
      return `The model server at ${where} does not have the model ${settings.model} (it has: ${shown || 'none'}${more}). `
        + `For Ollama: \`ollama pull ${settings.model}\`; or set LLM_MODEL`
    }
    case 'error': return `The model server at ${where} could not be checked: ${state.detail}. Is LLM_BASE_URL the API's base (ending in /v1)?`
    case 'unchecked': return 'The model server has not been checked yet'
  }
}

/** First wait before checking again, and the longest; and the wait between checks while it answers. */
const FIRST_RETRY_MS = 5000
const LONGEST_RETRY_MS = 5 * 60_000
const HEALTHY_RECHECK_MS = 60_000

/**
 * Checks the model server at start and again, with backoff while it does not answer with the
 * model and every minute while it does; logs the first state and every change. `state` is the
 * last state found.
 */
export class ModelServerMonitor {
  state: ModelServerState = {status: 'unchecked'}
  private firstCheck: Promise<ModelServerState> | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private stopped = false

  constructor(
    private readonly settings: ModelServerSettings,
    private readonly log: Logger,
    private readonly waits = {firstMs: FIRST_RETRY_MS, longestMs: LONGEST_RETRY_MS, healthyMs: HEALTHY_RECHECK_MS},
  ) {}

  /** The first check; later ones run in the background. Resolves with the first state. */
  start(): Promise<ModelServerState> {
    this.firstCheck ??= this.check(this.waits.firstMs).then(() => this.state)
    return this.firstCheck
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  private async check(nextWaitMs: number): Promise<void> {
    const previous = this.state
    const state = await checkModelServer(this.settings)
    if (this.stopped) return
    this.state = state
    if (state.status !== previous.status) {
      const line = describeModelServerState(state, this.settings)
      if (state.status === 'ok') this.log.info(line, {latencyMs: state.latencyMs})
      else this.log.warn(previous.status === 'unchecked' ? line : `${line} (checking again in the background)`, {nextCheckMs: nextWaitMs})
    }
    const [wait, after] = state.status === 'ok' ? [this.waits.healthyMs, this.waits.firstMs] : [nextWaitMs, Math.min(nextWaitMs * 2, this.waits.longestMs)]
    this.timer = setTimeout(() => void this.check(after), wait)
    this.timer.unref()
  }
}
