/**
 * Hale's configuration: every variable of Hale's own, validated once at start (a bad one stops
 * start-up with a message that names it), on top of the engine's (server/framework/config.ts).
 */
import {readFileSync} from 'node:fs'
import {availableParallelism} from 'node:os'
import path from 'node:path'
import {loadEngineConfig, type EngineConfig} from './framework/config'
import {
  ConfigError, DAY, HOUR, MINUTE, read, readBoolean, readChoice, readDuration, readInteger, readLimited, readList, readOrigin, readUrl, SECOND, UNITS,
  type Environment,
} from './framework/env'
import type {HeavyWorkLimits} from './attachments/heavy-work'
import {parsePostgresUrl} from './storage/postgres-url'

/** Hale's configuration: the engine's (server/framework/config.ts) and Hale's own. */
export interface AppConfig extends EngineConfig {
  /** Conversations without activity for this many days are deleted; 0 keeps them. */
  retentionDays: number
  /** Where the SQLite database lives (unless `database` is set). */
  dataDir: string
  /** DATABASE_URL: a PostgreSQL database that stores everything instead of SQLite; null: SQLite in `dataDir`. */
  database: DatabaseConfig | null
  /** The model server (any OpenAI-compatible API with streaming). */
  llm: {
    baseUrl: string
    model: string
    apiKey: string | undefined
    firstTokenTimeoutMs: number
    idleTimeoutMs: number
    totalTimeoutMs: number
    maxTokens: number
  }
  /** The system prompt file's contents, when SYSTEM_PROMPT_FILE is set. */
  systemPrompt: string | undefined
  /** The operator's emergency number, shown as a `tel:` link on the emergency banner. */
  emergencyNumber: string | undefined
  /** The operator's crisis line text, shown on the banner for self-harm. */
  crisisLine: string | undefined
  /** Shown on the banner for an overdose or poisoning (`POISON_CONTROL`), e.g. a poison centre's number. */
  poisonControl: string | undefined
  /** Longest visitor message, in characters (413 beyond). */
  maxMessageChars: number
  /** A chat stream quiet for this long gets a comment line, so proxies keep it open. */
  streamHeartbeatMs: number
  /** A render that has not finished by then is aborted. */
  renderTimeoutMs: number
  /** How long SIGTERM waits for open responses before closing their connections. */
  shutdownGraceMs: number
  /** `https://hale.example.org`: where visitors reach Hale (share links, hCaptcha hostname). */
  publicOrigin: string | undefined
  // verification, limits
  /** Human verification (hCaptcha) before any state-changing API call. */
  hcaptcha: HcaptchaConfig
  /** A verified session expires after this long without a state-changing request. */
  sessionTtlMs: number
  /** Abuse limits, per session and per IP (IPv6 by /64), counted in the database. */
  limits: LimitsConfig
  /** Things the operator must know, logged at start (e.g. test keys, hCaptcha off). */
  warnings: string[]
  // voice, attachments
  /** Server-side transcription of recorded audio (`POST /api/transcribe`). */
  transcribe: TranscribeConfig
  /** Server-side speech of answers read aloud (`POST /api/speech`). */
  speech: SpeechConfig

  /** Attachments: upload limits, what the model is given. */
  attachments: AttachmentsConfig
  /** Health-data exports: the largest accepted. */
  healthImport: HealthImportConfig
  // sharing, retention
}

export interface AttachmentsConfig {
  /** Largest file, in bytes (413 beyond). */
  maxUploadBytes: number
  /** Files one message may carry (and one upload request may hold). */
  maxFiles: number
  /** Largest decoded image, in pixels (width × height): a pixel flood is refused before decoding. */
  maxImagePixels: number
  /** Pages of a PDF read for text; the rest are left out (and the model is told). */
  maxPdfPages: number
  /** Characters of document text one message gives the model, shared by its documents. */
  textBudget: number
  /** Images go to the model as image parts; off: they are not sent and the visitor is told. */
  vision: boolean
  /** Reading images and PDFs: jobs at once, memory and time of one, the wait for a turn. */
  heavyWork: HeavyWorkLimits
  /** Reading the text of photos and scanned PDF pages (server/attachments/ocr.ts). */
  ocr: OcrConfig
}

/** Health-data exports (docs/health-data.md). */
export interface HealthImportConfig {
  /** The largest export accepted, in bytes (413 `too_large` beyond). */
  maxBytes: number
}

/** `OCR`: `auto` reads text with Tesseract when `tesseract --list-langs` lists English (checked once, at start); `off` never. */
export interface OcrConfig {
  mode: 'auto' | 'off'
  /** `TESSERACT_COMMAND`: the program to run, `tesseract` (found on PATH) unless set. */
  command: string
}

/** The OpenAI-compatible transcription server (`{baseUrl}/audio/transcriptions`). */
export interface TranscribeConfig {
  /** Unset: no transcription server; only browsers with their own speech recognition can take voice. */
  baseUrl: string | undefined
  model: string
  /** Sent as `Authorization: Bearer …`; server-side only. */
  apiKey: string | undefined
  /** Longest recording, in seconds: the browser stops there, the server refuses longer audio. */
  maxAudioSeconds: number
  /** Largest recording, in bytes (413 beyond), whatever its stated length. */
  maxAudioBytes: number
  /** Longest wait for the transcription server's whole answer. */
  timeoutMs: number
}

/** The OpenAI-compatible text-to-speech server (`{baseUrl}/audio/speech`). */
export interface SpeechConfig {
  /** Unset: no speech server; only browsers with their own speech synthesis can read answers aloud. */
  baseUrl: string | undefined
  model: string
  voice: string
  /** Sent as `Authorization: Bearer …`; server-side only. */
  apiKey: string | undefined
  /** Longest wait for the speech server's headers, and then between two pieces of its audio. */
  timeoutMs: number
}

export {MAX_SPEECH_CHARS} from '../src/voice/speech-limits'

/** The largest audio the transcription API of OpenAI accepts; no default goes beyond it. */
export const MAX_AUDIO_BYTES_CEILING = 25 * 1024 * 1024
/** Bytes a second of audio may take by default: 512 kbit/s, far above compressed speech, enough for 16-bit mono WAV at 32 kHz. */
export const AUDIO_BYTES_PER_SECOND = 64 * 1024

/** hCaptcha's published test keys: every check passes, so they are refused in production. */
export const HCAPTCHA_TEST_SITEKEY = '10000000-ffff-ffff-ffff-000000000001'
export const HCAPTCHA_TEST_SECRET = '0x0000000000000000000000000000000000000000'
/** The `hostname` siteverify answers for tokens of the test keys. */
export const HCAPTCHA_TEST_HOSTNAME = 'dummy-key-pass'
/** The other published test sitekeys (enterprise: safe user, bot detected). */
const HCAPTCHA_TEST_SITEKEYS = [HCAPTCHA_TEST_SITEKEY, '20000000-ffff-ffff-ffff-000000000002', '30000000-ffff-ffff-ffff-000000000003']

export interface HcaptchaConfig {
  /** False only with `HCAPTCHA=off`: no check, anyone may use the model server (a loud warning). */
  enabled: boolean
  sitekey: string
  /** Server-side only: never in a page, a data file or the client bundle. */
  secret: string
  /** True when running on the published test keys (never in production). */
  testKeys: boolean
  verifyUrl: string
  /** The `hostname`s siteverify may answer for a pass: ours, and `dummy-key-pass` with the test keys. */
  hostnames: string[]
  size: 'normal' | 'compact' | 'invisible'
  /** siteverify down, slow or broken: refuse (`closed`) or open a session under tight limits (`degraded`). */
  onOutage: 'closed' | 'degraded'
  /** Timeout of one siteverify request; with one retry the whole check takes at most twice this. */
  timeoutMs: number
  /**
   * For tests only (`HCAPTCHA_SCRIPT_URL`): where the browser loads the check's `api.js` instead
   * of hCaptcha's CDN, e.g. a local stand-in. Only from configuration, never from a request;
   * refused in production. The CSP allows its origin. Null: hCaptcha's CDN.
   */
  scriptUrl: string | null
}

/** `max` requests per `windowMs`. */
export interface RateLimit { max: number; windowMs: number }

export const limitedActions = ['messages', 'conversations', 'uploads', 'transcriptions', 'speech', 'verifications', 'shares', 'shareViews', 'sharePhotos'] as const
export type LimitedAction = (typeof limitedActions)[number]

export interface LimitsConfig {
  /** Per action, a limit per session and one per IP (IPv6 by /64); null: no limit. */
  actions: Record<LimitedAction, {session: RateLimit | null; ip: RateLimit | null}>
  /** Answers streaming at once per session. */
  concurrentStreams: number
}




/** Hale's configuration from the environment, on top of the engine's (read first, unless given). */
export function loadConfig(env: Environment, engine: EngineConfig = loadEngineConfig(env)): AppConfig {
  const {production, publicOrigin} = engine
  if (production && publicOrigin === undefined) {
    throw new ConfigError('PUBLIC_ORIGIN', 'is required when NODE_ENV=production: set it to the origin visitors use, such as https://hale.example.org')
  }
  const warnings = [...engine.warnings]
  const hcaptcha = readHcaptcha(env, {production, publicOrigin, warnings})
  return {
    ...engine,
    retentionDays: readInteger(env, 'RETENTION_DAYS', 30, 0, 36500),
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    database: readDatabase(env),
    llm: {
      baseUrl: readUrl(env, 'LLM_BASE_URL', 'http://127.0.0.1:11434/v1'),
      model: read(env, 'LLM_MODEL') ?? 'llama3.2',
      apiKey: read(env, 'LLM_API_KEY'),
      firstTokenTimeoutMs: readInteger(env, 'LLM_FIRST_TOKEN_TIMEOUT_MS', 60_000, 100, 600_000),
      idleTimeoutMs: readInteger(env, 'LLM_IDLE_TIMEOUT_MS', 30_000, 100, 600_000),
      totalTimeoutMs: readInteger(env, 'LLM_TOTAL_TIMEOUT_MS', 300_000, 100, 3_600_000),
      maxTokens: readInteger(env, 'LLM_MAX_TOKENS', 2048, 1, 100_000),
    },
    systemPrompt: readTextFile(env, 'SYSTEM_PROMPT_FILE'),
    emergencyNumber: readEmergencyNumber(env),
    crisisLine: readLimited(env, 'CRISIS_LINE', 300),
    poisonControl: readLimited(env, 'POISON_CONTROL', 300),
    maxMessageChars: readInteger(env, 'MAX_MESSAGE_CHARS', 8000, 100, 100_000),
    streamHeartbeatMs: readInteger(env, 'STREAM_HEARTBEAT_MS', 15_000, 100, 600_000),
    // verification, limits
    hcaptcha,
    sessionTtlMs: readDuration(env, 'SESSION_TTL', 24 * HOUR, MINUTE, 365 * 24 * HOUR),
    limits: readLimits(env),
    warnings,
    // voice, attachments
    transcribe: readTranscribe(env),
    speech: readSpeech(env),
    attachments: {
      maxUploadBytes: readInteger(env, 'MAX_UPLOAD_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
      maxFiles: readInteger(env, 'MAX_ATTACHMENTS', 5, 1, 20),
      maxImagePixels: readInteger(env, 'MAX_IMAGE_PIXELS', 50_000_000, 1_000_000, 200_000_000),
      maxPdfPages: readInteger(env, 'MAX_PDF_PAGES', 50, 1, 1000),
      textBudget: readInteger(env, 'ATTACHMENT_TEXT_CHARS', 30_000, 1000, 1_000_000),
      vision: readBoolean(env, 'LLM_VISION', true),
      heavyWork: readHeavyWork(env),
      ocr: readOcr(env),
    },
    healthImport: {
      maxBytes: readInteger(env, 'HEALTH_IMPORT_MAX_BYTES', 1024 * 1024 * 1024, 1024 * 1024, 4 * 1024 * 1024 * 1024),
    },
    // sharing, retention
  }
}

export interface DatabaseConfig {
  /** A `postgres://` URL; it may hold a password: never log it. */
  url: string
  /** DATABASE_POOL_SIZE: connections this instance keeps to the database. */
  poolSize: number
}

function readDatabase(env: Environment): DatabaseConfig | null {
  const url = read(env, 'DATABASE_URL')
  if (url === undefined) return null
  try {
    parsePostgresUrl(url)
  } catch (error) {
    // The message says what is wrong with the URL, never the URL itself (it may hold a password).
    throw new ConfigError('DATABASE_URL', (error as Error).message)
  }
  return {url, poolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 100)}
}

function readHeavyWork(env: Environment): HeavyWorkLimits {
  const jobs = readInteger(env, 'HEAVY_JOBS', availableParallelism(), 1, 64)
  return {
    jobs,
    memoryMb: readInteger(env, 'HEAVY_JOB_MEMORY_MB', 128, 64, 16_384),
    timeoutMs: readInteger(env, 'HEAVY_JOB_TIMEOUT_MS', 20_000, 1000, 600_000),
    waitMs: readInteger(env, 'HEAVY_JOB_WAIT_MS', 10_000, 0, 600_000),
    // Each waiting job holds its file in memory: a few per running job at most.
    maxWaiting: jobs * 4,
  }
}

function readOcr(env: Environment): OcrConfig {
  const command = read(env, 'TESSERACT_COMMAND') ?? 'tesseract'
  // Run without a shell: one program, named or given by its path.
  if (/\s/.test(command)) throw new ConfigError('TESSERACT_COMMAND', `expected one program name or path without spaces, got ${JSON.stringify(command)}`)
  return {mode: readChoice(env, 'OCR', ['auto', 'off'] as const, 'auto'), command}
}

function readTranscribe(env: Environment): TranscribeConfig {
  const maxAudioSeconds = readInteger(env, 'MAX_AUDIO_SECONDS', 120, 5, 1800)
  const model = read(env, 'TRANSCRIBE_MODEL') ?? 'whisper-1'
  const apiKey = read(env, 'TRANSCRIBE_API_KEY')
  if (apiKey !== undefined && /[\s]/.test(apiKey)) throw new ConfigError('TRANSCRIBE_API_KEY', 'must not contain spaces or line breaks')
  return {
    baseUrl: read(env, 'TRANSCRIBE_BASE_URL') === undefined ? undefined : readUrl(env, 'TRANSCRIBE_BASE_URL', ''),
    model,
    apiKey,
    maxAudioSeconds,
    maxAudioBytes: readInteger(env, 'MAX_AUDIO_BYTES', Math.min(maxAudioSeconds * AUDIO_BYTES_PER_SECOND, MAX_AUDIO_BYTES_CEILING), 1024, 100 * 1024 * 1024),
    timeoutMs: readInteger(env, 'TRANSCRIBE_TIMEOUT_MS', 60_000, 100, 600_000),
  }
}

function readSpeech(env: Environment): SpeechConfig {
  const apiKey = read(env, 'TTS_API_KEY')
  if (apiKey !== undefined && /[\s]/.test(apiKey)) throw new ConfigError('TTS_API_KEY', 'must not contain spaces or line breaks')
  return {
    baseUrl: read(env, 'TTS_BASE_URL') === undefined ? undefined : readUrl(env, 'TTS_BASE_URL', ''),
    model: read(env, 'TTS_MODEL') ?? 'tts-1',
    voice: read(env, 'TTS_VOICE') ?? 'alloy',
    apiKey,
    timeoutMs: readInteger(env, 'TTS_TIMEOUT_MS', 30_000, 100, 600_000),
  }
}

function readHcaptcha(env: Environment, context: {production: boolean; publicOrigin: string | undefined; warnings: string[]}): HcaptchaConfig {
  const {production, publicOrigin, warnings} = context
  const enabled = readBoolean(env, 'HCAPTCHA', true)
  const givenSitekey = read(env, 'HCAPTCHA_SITEKEY')
  const givenSecret = read(env, 'HCAPTCHA_SECRET')
  if (givenSitekey === undefined && givenSecret !== undefined) throw new ConfigError('HCAPTCHA_SITEKEY', 'is missing: HCAPTCHA_SECRET is set, set the sitekey of the same hCaptcha site too')
  if (givenSecret === undefined && givenSitekey !== undefined) throw new ConfigError('HCAPTCHA_SECRET', 'is missing: HCAPTCHA_SITEKEY is set, set the secret of the same hCaptcha account too')
  const sitekey = givenSitekey ?? HCAPTCHA_TEST_SITEKEY
  const secret = givenSecret ?? HCAPTCHA_TEST_SECRET
  const testKeys = HCAPTCHA_TEST_SITEKEYS.includes(sitekey) || secret === HCAPTCHA_TEST_SECRET
  if (!enabled) {
    warnings.push('hCaptcha is off (HCAPTCHA=off): anyone, bots included, can use the model server. Only the abuse limits protect it.')
  } else if (production && givenSitekey === undefined) {
    throw new ConfigError('HCAPTCHA_SECRET', 'is required when NODE_ENV=production: set HCAPTCHA_SITEKEY and HCAPTCHA_SECRET to your hCaptcha keys (or HCAPTCHA=off to run without the human check)')
  } else if (production && testKeys) {
    const variable = secret === HCAPTCHA_TEST_SECRET ? 'HCAPTCHA_SECRET' : 'HCAPTCHA_SITEKEY'
    throw new ConfigError(variable, "is one of hCaptcha's published test keys, which let every bot pass; set your own keys in production")
  } else if (testKeys) {
    warnings.push("hCaptcha runs on its published test keys, which let every bot pass. Set HCAPTCHA_SITEKEY and HCAPTCHA_SECRET before going live (production refuses to start with test keys).")
  }
  const hostnames = readList(env, 'HCAPTCHA_HOSTNAMES', [])
  for (const hostname of hostnames) {
    if (!/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(hostname)) throw new ConfigError('HCAPTCHA_HOSTNAMES', `expected host names such as hale.example.org (no scheme, port or path), got ${JSON.stringify(hostname)}`)
  }
  const ours = hostnames.length > 0 ? hostnames.map((hostname) => hostname.toLowerCase())
    : publicOrigin !== undefined ? [new URL(publicOrigin).hostname]
      : ['localhost', '127.0.0.1']
  return {
    enabled, sitekey, secret, testKeys,
    verifyUrl: readUrl(env, 'HCAPTCHA_VERIFY_URL', 'https://api.hcaptcha.com/siteverify'),
    hostnames: testKeys ? [...ours, HCAPTCHA_TEST_HOSTNAME] : ours,
    size: readChoice(env, 'HCAPTCHA_SIZE', ['normal', 'compact', 'invisible'] as const, 'normal'),
    onOutage: readChoice(env, 'HCAPTCHA_ON_OUTAGE', ['closed', 'degraded'] as const, 'closed'),
    timeoutMs: readInteger(env, 'HCAPTCHA_TIMEOUT_MS', 2500, 100, 10_000),
    scriptUrl: readScriptUrl(env, production, warnings),
  }
}

/** `HCAPTCHA_SCRIPT_URL`: a test stand-in for hCaptcha's api.js. Not in production. */
function readScriptUrl(env: Environment, production: boolean, warnings: string[]): string | null {
  const name = 'HCAPTCHA_SCRIPT_URL'
  if (read(env, name) === undefined) return null
  if (production) throw new ConfigError(name, 'is for tests only (it replaces hCaptcha’s script); unset it when NODE_ENV=production')
  const value = readUrl(env, name, '')
  const url = new URL(value)
  // The component appends `?onload=…` to it.
  if (url.search !== '' || url.hash !== '') throw new ConfigError(name, `expected a URL without a query or fragment, got ${JSON.stringify(value)}`)
  warnings.push(`hCaptcha's script is loaded from ${url.origin} (HCAPTCHA_SCRIPT_URL), not from hCaptcha: for tests only.`)
  return value
}

/** The documented default limits (README "Abuse limits"). */
export const DEFAULT_LIMITS: LimitsConfig = {
  actions: {
    messages: {session: {max: 30, windowMs: 10 * MINUTE}, ip: {max: 120, windowMs: 10 * MINUTE}},
    conversations: {session: {max: 20, windowMs: HOUR}, ip: {max: 60, windowMs: HOUR}},
    uploads: {session: {max: 20, windowMs: HOUR}, ip: {max: 60, windowMs: HOUR}},
    transcriptions: {session: {max: 60, windowMs: HOUR}, ip: {max: 240, windowMs: HOUR}},
    // Pieces of answers read aloud by the speech server: a long answer takes several.
    speech: {session: {max: 120, windowMs: HOUR}, ip: {max: 480, windowMs: HOUR}},
    verifications: {session: {max: 10, windowMs: 10 * MINUTE}, ip: {max: 30, windowMs: 10 * MINUTE}},
    // Creating share links; viewing shared pages (by IP only: a viewer has no session), which also
    // bounds how fast anyone can guess tokens.
    shares: {session: {max: 30, windowMs: HOUR}, ip: {max: 60, windowMs: HOUR}},
    shareViews: {session: null, ip: {max: 60, windowMs: 10 * MINUTE}},
    // The photos of shared pages: one view of a page shows all of its photos, so they have their
    // own, larger budget (a clinician reopening a page with 20 photos stays within it). It bounds
    // guesses through the photo route too: 600 in 10 minutes against 128-bit tokens.
    sharePhotos: {session: null, ip: {max: 600, windowMs: 10 * MINUTE}},
  },
  concurrentStreams: 2,
}

function readLimits(env: Environment): LimitsConfig {
  const actions = {} as LimitsConfig['actions']
  for (const action of limitedActions) {
    const name = `RATE_LIMIT_${action.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}` // sharePhotos → SHARE_PHOTOS
    actions[action] = {
      session: readRateLimit(env, name, DEFAULT_LIMITS.actions[action].session),
      ip: readRateLimit(env, `${name}_IP`, DEFAULT_LIMITS.actions[action].ip),
    }
  }
  return {actions, concurrentStreams: readInteger(env, 'MAX_CONCURRENT_STREAMS', DEFAULT_LIMITS.concurrentStreams, 1, 100)}
}

/** `30/10m`: 30 requests per 10 minutes (`s`, `m`, `h`, `d`; `30/m` is per minute); `off`: no limit. */
export function readRateLimit(env: Environment, name: string, fallback: RateLimit | null): RateLimit | null {
  const value = read(env, name)
  if (value === undefined) return fallback
  if (value.toLowerCase() === 'off') return null
  const match = /^(\d{1,7})\s*\/\s*(\d{0,6})\s*([smhd])$/.exec(value)
  const max = Number(match?.[1])
  const windowMs = Number(match?.[2] || 1) * (UNITS[match?.[3] ?? ''] ?? 0)
  if (!match || max < 1 || windowMs < SECOND || windowMs > 30 * DAY) {
    throw new ConfigError(name, `expected a count per period such as 30/10m (s, m, h or d; at most 30 days) or off, got ${JSON.stringify(value)}`)
  }
  return {max, windowMs}
}











function readTextFile(env: Environment, name: string): string | undefined {
  const file = read(env, name)
  if (file === undefined) return undefined
  try {
    const text = readFileSync(file, 'utf8').trim()
    if (text === '') throw new ConfigError(name, `the file ${JSON.stringify(file)} is empty`)
    return text
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(name, `cannot read ${JSON.stringify(file)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
}

function readEmergencyNumber(env: Environment): string | undefined {
  const value = read(env, 'EMERGENCY_NUMBER')
  if (value !== undefined && !/^\+?[0-9][0-9 ()-]{0,19}$/.test(value)) {
    throw new ConfigError('EMERGENCY_NUMBER', `expected a phone number such as 112 or +1 911, got ${JSON.stringify(value)}`)
  }
  return value
}


