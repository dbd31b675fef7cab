/**
 * What Hale prints once it listens, and what `npm run doctor` prints: the settings that matter in
 * one short block (never a password or key), then a check of each service it depends on, each
 * problem with its fix. A failed check never stops Hale: the model server may start later, and
 * the model server's monitor (server/chat/model-server-check.ts) keeps checking in the background.
 */
import type {AppConfig} from './config'
import {connectionProblem, describeModelServerState, type ModelServerState} from './chat/model-server-check'
import {postgresLabel} from './storage/postgres-url'

export interface ReportLine { label: string; text: string }
export interface CheckLine {
  ok: boolean
  text: string
  /** For `GET /api/health`: `ok`, `unreachable` or `key_refused`. */
  status?: 'ok' | 'unreachable' | 'key_refused'
}

const CHECK_TIMEOUT_MS = 5000

/** The settings an operator wants to see at a glance. */
export function describeSettings(config: AppConfig, extra: {url?: string; ocr?: boolean} = {}): ReportLine[] {
  const {llm, transcribe, speech, hcaptcha} = config
  const lines: ReportLine[] = []
  if (extra.url) lines.push({label: 'Open', text: extra.url})
  lines.push(
    {label: 'Languages', text: `${config.locales.join(', ')} (default ${config.defaultLocale})`},
    {label: 'Storage', text: config.database ? postgresLabel(config.database.url) : `SQLite in ${config.dataDir}`},
    {label: 'Model', text: `${llm.model} at ${llm.baseUrl}${llm.apiKey ? ' (with LLM_API_KEY)' : ''}`},
    {label: 'Transcription', text: transcribe.baseUrl ? `${transcribe.model} at ${transcribe.baseUrl}` : 'off (TRANSCRIBE_BASE_URL not set; browsers with their own speech recognition still work)'},
    {label: 'Reading aloud', text: speech.baseUrl ? `${speech.model} (${speech.voice}) at ${speech.baseUrl}` : 'the browser\'s own voice (TTS_BASE_URL not set)'},
    {label: 'hCaptcha', text: !hcaptcha.enabled ? 'off (HCAPTCHA=off): only the rate limits protect the model server'
      : hcaptcha.testKeys ? "hCaptcha's test keys, which let every bot pass: set HCAPTCHA_SITEKEY and HCAPTCHA_SECRET before going live"
        : 'your own keys'},
  )
  if (extra.ocr !== undefined) lines.push({label: 'OCR', text: extra.ocr ? 'on (Tesseract)' : 'off'})
  lines.push({label: 'Metrics', text: describeMetrics(config)})
  return lines
}

/** Where `/metrics` is served, if anywhere (never the token itself). */
function describeMetrics(config: AppConfig): string {
  const places = [
    ...(config.metricsToken ? [`${config.basePath}/metrics with METRICS_TOKEN`] : []),
    ...(config.metricsPort !== undefined ? [`http://127.0.0.1:${config.metricsPort}/metrics`] : []),
  ]
  return places.length > 0 ? places.join(', and ') : 'off (set METRICS_TOKEN or METRICS_PORT)'
}

/** The model server's first check as a report line. */
export function modelCheckLine(state: ModelServerState, config: AppConfig): CheckLine {
  const text = describeModelServerState(state, {baseUrl: config.llm.baseUrl, model: config.llm.model, apiKey: undefined})
  return state.status === 'ok' ? {ok: true, text: `${text} (${state.latencyMs} ms)`} : {ok: false, text}
}

/** Whether a server answers at all: its HTTP status, or what kept it from answering. */
async function reach(url: string, init: RequestInit, timeoutMs: number): Promise<{status: number} | {problem: string}> {
  try {
    const response = await fetch(url, {...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs)})
    await response.body?.cancel()
    return {status: response.status}
  } catch (error) {
    return {problem: connectionProblem(error, timeoutMs)}
  }
}

/** The transcription server, when configured: reachable, and the key not refused. */
export async function checkTranscription(config: AppConfig, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckLine | null> {
  const {baseUrl, apiKey} = config.transcribe
  if (!baseUrl) return null
  const answer = await reach(`${baseUrl.replace(/\/+$/, '')}/models`, {headers: apiKey ? {authorization: `Bearer ${apiKey}`} : {}}, timeoutMs)
  if ('problem' in answer) return {ok: false, status: 'unreachable', text: `No transcription server at ${baseUrl} (${answer.problem}). Start it or set TRANSCRIBE_BASE_URL; until then only browsers with their own speech recognition take voice`}
  if (answer.status === 401 || answer.status === 403) return {ok: false, status: 'key_refused', text: `TRANSCRIBE_API_KEY was refused by ${baseUrl} (HTTP ${answer.status})`}
  return {ok: true, status: 'ok', text: `The transcription server at ${baseUrl} answers`}
}

/** hCaptcha's siteverify, in production with the check on: reachable (no token is spent). */
export async function checkSiteverify(config: AppConfig, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckLine | null> {
  const {enabled, verifyUrl, onOutage} = config.hcaptcha
  if (!config.production || !enabled) return null
  const answer = await reach(verifyUrl, {method: 'POST', headers: {'content-type': 'application/x-www-form-urlencoded'}, body: ''}, timeoutMs)
  if ('problem' in answer) {
    const effect = onOutage === 'closed' ? 'new visitors cannot open a session (HCAPTCHA_ON_OUTAGE=closed)' : 'new sessions open under tighter limits (HCAPTCHA_ON_OUTAGE=degraded)'
    return {ok: false, status: 'unreachable', text: `hCaptcha's siteverify at ${verifyUrl} cannot be reached (${answer.problem}): ${effect}. Check this machine's outbound network or HCAPTCHA_VERIFY_URL`}
  }
  return {ok: true, status: 'ok', text: `hCaptcha's siteverify at ${verifyUrl} answers`}
}

/** The block as printed: a heading, the settings aligned, then the checks. */
export function formatReport(heading: string, settings: readonly ReportLine[], checks: readonly CheckLine[]): string {
  const width = Math.max(...settings.map((line) => line.label.length))
  const lines = [heading, ...settings.map((line) => `  ${line.label.padEnd(width)}  ${line.text}`)]
  if (checks.length > 0) {
    lines.push('Checks:')
    for (const check of checks) lines.push(`  ${check.ok ? 'ok ' : 'FIX'}  ${check.text}`)
  }
  return lines.join('\n') + '\n'
}

const RECHECK_MS = 60_000

/**
 * The transcription server's and hCaptcha's last checks, for `GET /api/health`: checked at start
 * (the report) and again, at most once a minute, when health is asked (it answers with what it
 * knows and does not wait). hCaptcha is only checked in production; elsewhere it is `on` or `off`.
 */
export class DependencyChecks {
  transcription: CheckLine | null = null
  siteverify: CheckLine | null = null
  #checkedAt = -Infinity
  #running: Promise<void> | null = null

  constructor(private readonly config: AppConfig, private readonly recheckMs = RECHECK_MS) {}

  /** Checks both now, unless a check runs already. */
  run(): Promise<void> {
    this.#running ??= Promise.all([checkTranscription(this.config), checkSiteverify(this.config)]).then(([transcription, siteverify]) => {
      this.transcription = transcription
      this.siteverify = siteverify
      this.#checkedAt = Date.now()
    }).finally(() => {
      this.#running = null
    })
    return this.#running
  }

  /** Starts a check in the background when the last is older than a minute. */
  refreshIfStale(): void {
    if (Date.now() - this.#checkedAt >= this.recheckMs) void this.run().catch(() => {})
  }

  get transcriptionStatus(): string {
    return this.config.transcribe.baseUrl ? this.transcription?.status ?? 'unchecked' : 'off'
  }

  get hcaptchaStatus(): string {
    if (!this.config.hcaptcha.enabled) return 'off'
    return this.config.production ? this.siteverify?.status ?? 'unchecked' : 'on'
  }
}
