/**
 * Every variable Hale's configuration reads (server/framework/config.ts, server/config.ts), with
 * its default as one would write it in `.env` and a one-line meaning: the source of `.env.example`
 * (`npm run env-example` writes it) and of the masks in reports. server/config-variables.test.ts
 * keeps the three equal: the names the code reads, the defaults it applies, the file's text.
 */
import {limitedActions} from './config'

export interface ConfigVariable {
  name: string
  /** The value the code uses when the variable is unset; '' when that is "none" or computed. */
  default: string
  meaning: string
  /** A password or key: reports show only whether it is set. */
  secret?: boolean
}

export interface ConfigSection { title: string; variables: ConfigVariable[] }

const v = (name: string, fallback: string, meaning: string, secret = false): ConfigVariable =>
  secret ? {name, default: fallback, meaning, secret} : {name, default: fallback, meaning}

const rateLimitName = (action: string) => `RATE_LIMIT_${action.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`

export const CONFIG_SECTIONS: readonly ConfigSection[] = [
  {title: 'Server', variables: [
    v('PORT', '3000', 'Port to listen on (0: any free port).'),
    v('HOST', '', 'Interface to listen on, e.g. 127.0.0.1 behind a reverse proxy (unset: all interfaces).'),
    v('BASE_PATH', '', 'Serve everything under a path, e.g. /care.'),
    v('PUBLIC_ORIGIN', '', 'Where visitors reach Hale, e.g. https://hale.example.org. Required in production.'),
    v('TRUST_PROXY', 'off', 'Behind a reverse proxy: their number (e.g. 1) or their addresses or CIDR ranges.'),
    v('NODE_ENV', 'development', 'production turns on the production-only checks (and reads .env.production).'),
    v('RENDER_TIMEOUT_MS', '10000', 'A page render not finished by then is aborted.'),
    v('SHUTDOWN_GRACE_MS', '10000', 'On SIGTERM, how long open responses may finish.'),
  ]},
  {title: 'Metrics and logs', variables: [
    v('METRICS_TOKEN', '', 'Serve Prometheus metrics at /metrics to requests with Authorization: Bearer <token> (at least 16 characters). Unset: no /metrics on the main port.', true),
    v('METRICS_PORT', '', 'Serve /metrics on 127.0.0.1 on this port only, for a scraper on the same machine.'),
    v('REQUEST_LOG', 'on', 'One JSON log line per request (id, route pattern, status, duration); off turns it off.'),
  ]},
  {title: 'Languages', variables: [
    v('LOCALES', 'en,es,fr,de', 'The languages offered, in order of preference.'),
    v('DEFAULT_LOCALE', '', 'The language of un-prefixed URLs (unset: the first of LOCALES).'),
    v('LOCALE_DETECTION', 'on', "On /, send visitors to their language (cookie, then the browser's)."),
  ]},
  {title: 'Storage', variables: [
    v('DATA_DIR', './data', 'Folder of the SQLite database (not used with DATABASE_URL).'),
    v('DATABASE_URL', '', 'A postgres:// URL stores everything in PostgreSQL instead of SQLite.', true),
    v('DATABASE_POOL_SIZE', '10', 'Connections each instance keeps to PostgreSQL (1 to 100).'),
    v('RETENTION_DAYS', '30', 'Delete conversations after this many days without activity; 0 keeps them.'),
  ]},
  {title: 'Model server', variables: [
    v('LLM_BASE_URL', 'http://127.0.0.1:11434/v1', "The model server's OpenAI-compatible API (the default is Ollama's)."),
    v('LLM_MODEL', 'llama3.2', 'The model to ask (for Ollama: ollama pull <model> fetches it).'),
    v('LLM_API_KEY', '', 'Sent as Authorization: Bearer to the model server, if it needs one.', true),
    v('LLM_VISION', 'on', 'Send attached images to the model; off if it cannot read images.'),
    v('LLM_FIRST_TOKEN_TIMEOUT_MS', '60000', 'The longest wait for the first word of an answer.'),
    v('LLM_IDLE_TIMEOUT_MS', '30000', 'The longest pause within an answer.'),
    v('LLM_TOTAL_TIMEOUT_MS', '300000', 'The longest one answer may take.'),
    v('LLM_MAX_TOKENS', '2048', 'The longest answer, in tokens.'),
    v('SYSTEM_PROMPT_FILE', '', 'A text file with your own system prompt.'),
    v('MAX_MESSAGE_CHARS', '8000', "The longest visitor's message, in characters."),
    v('STREAM_HEARTBEAT_MS', '15000', 'A comment line this often keeps a quiet answer stream open through proxies.'),
  ]},
  {title: 'Emergency guidance', variables: [
    v('EMERGENCY_NUMBER', '', 'The emergency number in the emergency banner, e.g. 112.'),
    v('CRISIS_LINE', '', 'A crisis line shown when a message mentions suicide or self-harm.'),
    v('POISON_CONTROL', '', 'A poison control line shown for an overdose or a poisoning.'),
  ]},
  {title: 'Human check', variables: [
    v('HCAPTCHA', 'on', 'off runs without the human check (only the rate limits protect the model server).'),
    v('HCAPTCHA_SITEKEY', '', "Your hCaptcha site key (unset: hCaptcha's test keys, refused in production)."),
    v('HCAPTCHA_SECRET', '', 'Your hCaptcha secret key.', true),
    v('HCAPTCHA_VERIFY_URL', 'https://api.hcaptcha.com/siteverify', 'Where tokens are checked.'),
    v('HCAPTCHA_HOSTNAMES', '', 'Host names a pass may name (unset: the host of PUBLIC_ORIGIN, or localhost).'),
    v('HCAPTCHA_SIZE', 'normal', 'The widget: normal, compact or invisible.'),
    v('HCAPTCHA_ON_OUTAGE', 'closed', 'hCaptcha unreachable: closed refuses new sessions, degraded opens them under tighter limits.'),
    v('HCAPTCHA_TIMEOUT_MS', '2500', 'Timeout of one siteverify request.'),
    v('HCAPTCHA_SCRIPT_URL', '', "For tests only: a stand-in for hCaptcha's api.js. Refused in production."),
    v('SESSION_TTL', '24h', 'A session unused this long must pass the check again (30m, 24h, 7d or seconds).'),
  ]},
  {title: 'Abuse limits (count/period such as 30/10m, or off)', variables: [
    ...limitedActions.flatMap((action) => [
      v(rateLimitName(action), '', `Per session: ${action} (unset: the documented default, README "Abuse limits").`),
      v(`${rateLimitName(action)}_IP`, '', `Per address: ${action}.`),
    ]),
    v('MAX_CONCURRENT_STREAMS', '2', 'Answers one session may stream at once.'),
  ]},
  {title: 'Voice input', variables: [
    v('TRANSCRIBE_BASE_URL', '', 'An OpenAI-compatible API with /audio/transcriptions, for browsers without speech recognition.'),
    v('TRANSCRIBE_MODEL', 'whisper-1', 'The transcription model.'),
    v('TRANSCRIBE_API_KEY', '', 'Sent as Authorization: Bearer to the transcription server.', true),
    v('TRANSCRIBE_TIMEOUT_MS', '60000', 'The longest wait for a transcription.'),
    v('MAX_AUDIO_SECONDS', '120', 'The longest recording.'),
    v('MAX_AUDIO_BYTES', '', 'The largest recording read (unset: 64 KiB a second of MAX_AUDIO_SECONDS, at most 25 MiB).'),
  ]},
  {title: 'Reading aloud', variables: [
    v('TTS_BASE_URL', '', 'An OpenAI-compatible API with /audio/speech that reads answers aloud (unset: the browser\'s own voice, where it has one).'),
    v('TTS_MODEL', 'tts-1', 'The speech model.'),
    v('TTS_VOICE', 'alloy', 'The voice the speech server reads with.'),
    v('TTS_API_KEY', '', 'Sent as Authorization: Bearer to the speech server.', true),
    v('TTS_TIMEOUT_MS', '30000', 'The longest wait for the speech server to start, or to send more audio.'),
  ]},
  {title: 'Attachments', variables: [
    v('MAX_UPLOAD_BYTES', '10485760', 'The largest attachment, in bytes.'),
    v('MAX_ATTACHMENTS', '5', 'Files one message may carry.'),
    v('MAX_IMAGE_PIXELS', '50000000', 'The largest image, width times height.'),
    v('MAX_PDF_PAGES', '50', 'Pages of a PDF read for text.'),
    v('ATTACHMENT_TEXT_CHARS', '30000', "Characters of document text one message gives the model."),
    v('HEALTH_IMPORT_MAX_BYTES', '1073741824', 'The largest health-data export (Apple Health, Google Fit, CSV), in bytes.'),
    v('HEAVY_JOBS', '', 'Images and PDFs read at once (unset: the number of CPUs).'),
    v('HEAVY_JOB_MEMORY_MB', '128', 'Memory one image or PDF job may use before it is stopped.'),
    v('HEAVY_JOB_TIMEOUT_MS', '20000', 'One image or PDF job is stopped after this long.'),
    v('HEAVY_JOB_WAIT_MS', '10000', 'The longest an upload waits for a free job.'),
    v('OCR', 'auto', 'auto reads photos and scanned pages with Tesseract when it is installed; off does not.'),
    v('TESSERACT_COMMAND', 'tesseract', 'The Tesseract program, a name on PATH or a path.'),
  ]},
]

export const CONFIG_VARIABLES: readonly ConfigVariable[] = CONFIG_SECTIONS.flatMap((section) => section.variables)

/** The text of `.env.example`. */
export function renderEnvExample(): string {
  const lines = [
    "# Hale's settings with their defaults. Copy this file to .env (and .env.production for",
    '# NODE_ENV=production) and uncomment what you change; variables set in the environment win.',
    '# Made from server/config-variables.ts by `npm run env-example`: do not edit by hand.',
  ]
  for (const section of CONFIG_SECTIONS) {
    lines.push('', `# ## ${section.title}`)
    for (const variable of section.variables) lines.push('', `# ${variable.meaning}`, `# ${variable.name}=${variable.default}`)
  }
  return lines.join('\n') + '\n'
}
