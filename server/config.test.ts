import {availableParallelism} from 'node:os'
import path from 'node:path'
import {DEFAULT_LIMITS, HCAPTCHA_TEST_SECRET, HCAPTCHA_TEST_SITEKEY, loadConfig} from './config'
import {ConfigError} from './framework/env'
import {loadEngineConfig} from './framework/config'
import {haleApp} from '../test/support/hale-app'

/** What production needs: its public origin and real hCaptcha keys. */
const PRODUCTION = {NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hale.example.org', HCAPTCHA_SITEKEY: 'a1b2c3d4-0000-4000-8000-123456789abc', HCAPTCHA_SECRET: '0x1234567890abcdef1234567890abcdef12345678'}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000, host: undefined, basePath: '', locales: ['en', 'es', 'fr', 'de'], defaultLocale: 'en',
      localeDetection: true, trustProxy: false, nodeEnv: 'development', production: false, retentionDays: 30,
      dataDir: path.resolve('data'),
      database: null,
      llm: {
        baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: undefined,
        firstTokenTimeoutMs: 60_000, idleTimeoutMs: 30_000, totalTimeoutMs: 300_000, maxTokens: 2048,
      },
      systemPrompt: undefined, emergencyNumber: undefined, crisisLine: undefined, maxMessageChars: 8000,
      streamHeartbeatMs: 15_000, renderTimeoutMs: 10_000, shutdownGraceMs: 10_000,
      metricsToken: undefined, metricsPort: undefined, requestLog: true,
      publicOrigin: undefined,
      hcaptcha: {
        enabled: true, sitekey: HCAPTCHA_TEST_SITEKEY, secret: HCAPTCHA_TEST_SECRET, testKeys: true,
        verifyUrl: 'https://api.hcaptcha.com/siteverify', hostnames: ['localhost', '127.0.0.1', 'dummy-key-pass'],
        size: 'normal', onOutage: 'closed', timeoutMs: 2500, scriptUrl: null,
      },
      sessionTtlMs: 24 * 3600_000,
      limits: DEFAULT_LIMITS,
      warnings: [expect.stringMatching(/^hCaptcha runs on its published test keys/)],
      transcribe: {baseUrl: undefined, model: 'whisper-1', apiKey: undefined, maxAudioSeconds: 120, maxAudioBytes: 120 * 64 * 1024, timeoutMs: 60_000},
      speech: {baseUrl: undefined, model: 'tts-1', voice: 'alloy', apiKey: undefined, timeoutMs: 30_000},
      attachments: {
        maxUploadBytes: 10 * 1024 * 1024, maxFiles: 5, maxImagePixels: 50_000_000, maxPdfPages: 50, textBudget: 30_000, vision: true,
        heavyWork: {jobs: availableParallelism(), memoryMb: 128, timeoutMs: 20_000, waitMs: 10_000, maxWaiting: 4 * availableParallelism()},
        ocr: {mode: 'auto', command: 'tesseract'},
      },
      healthImport: {maxBytes: 1024 * 1024 * 1024},
    })
  })

  it('adds its own to the engine\'s configuration, which it is given', () => {
    const engine = {...loadEngineConfig({}), port: 4321, warnings: ['from the engine']}
    expect(loadConfig({}, engine)).toMatchObject({port: 4321, warnings: ['from the engine', expect.stringMatching(/^hCaptcha runs on its published test keys/)]})
  })

  it.each([
    [PRODUCTION, {nodeEnv: 'production', production: true, warnings: []}],
    [PRODUCTION, {hcaptcha: expect.objectContaining({sitekey: PRODUCTION.HCAPTCHA_SITEKEY, secret: PRODUCTION.HCAPTCHA_SECRET, testKeys: false, hostnames: ['hale.example.org']})}],
    [{...PRODUCTION, HCAPTCHA_HOSTNAMES: 'hale.example.org,WWW.hale.example.org'}, {hcaptcha: expect.objectContaining({hostnames: ['hale.example.org', 'www.hale.example.org']})}],
    [{NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hale.example.org', HCAPTCHA: 'off'}, {hcaptcha: expect.objectContaining({enabled: false}), warnings: [expect.stringMatching(/^hCaptcha is off \(HCAPTCHA=off\)/)]}],
    [{HCAPTCHA_SIZE: 'invisible', HCAPTCHA_ON_OUTAGE: 'Degraded', HCAPTCHA_TIMEOUT_MS: '500', HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify'}, {hcaptcha: expect.objectContaining({size: 'invisible', onOutage: 'degraded', timeoutMs: 500, verifyUrl: 'http://127.0.0.1:9/siteverify'})}],
    [{HCAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/1/api.js'}, {hcaptcha: expect.objectContaining({scriptUrl: 'http://127.0.0.1:9/1/api.js'}), warnings: expect.arrayContaining([expect.stringMatching(/HCAPTCHA_SCRIPT_URL.*for tests only/)])}],
    [{SESSION_TTL: '30m'}, {sessionTtlMs: 30 * 60_000}],
    [{SESSION_TTL: '7d'}, {sessionTtlMs: 7 * 24 * 3600_000}],
    [{SESSION_TTL: '3600'}, {sessionTtlMs: 3600_000}],
    [{RATE_LIMIT_MESSAGES: '5/m', RATE_LIMIT_MESSAGES_IP: '100 / 2h', RATE_LIMIT_UPLOADS_IP: 'off', MAX_CONCURRENT_STREAMS: '3'}, {limits: {
      actions: {...DEFAULT_LIMITS.actions, messages: {session: {max: 5, windowMs: 60_000}, ip: {max: 100, windowMs: 2 * 3600_000}}, uploads: {session: DEFAULT_LIMITS.actions.uploads.session, ip: null}},
      concurrentStreams: 3,
    }}],
    [{RETENTION_DAYS: '0'}, {retentionDays: 0}],
    [{DATA_DIR: '/var/lib/hale'}, {dataDir: '/var/lib/hale'}],
    [{DATABASE_URL: 'postgres://hale:pw@db:5432/hale?sslmode=verify-full'}, {database: {url: 'postgres://hale:pw@db:5432/hale?sslmode=verify-full', poolSize: 10}}],
    [{DATABASE_URL: 'postgresql://hale@10.0.0.5/hale', DATABASE_POOL_SIZE: '25'}, {database: {url: 'postgresql://hale@10.0.0.5/hale', poolSize: 25}}],
    [{LLM_BASE_URL: 'http://gpu:8000/v1/', LLM_MODEL: 'qwen', LLM_API_KEY: 'k'}, {llm: expect.objectContaining({baseUrl: 'http://gpu:8000/v1', model: 'qwen', apiKey: 'k'})}],
    [{EMERGENCY_NUMBER: '112', CRISIS_LINE: 'Call 116 123, day or night'}, {emergencyNumber: '112', crisisLine: 'Call 116 123, day or night'}],
    [{MAX_MESSAGE_CHARS: '2000'}, {maxMessageChars: 2000}],
    [{MAX_UPLOAD_BYTES: '2097152', MAX_ATTACHMENTS: '3', LLM_VISION: 'off', ATTACHMENT_TEXT_CHARS: '5000'}, {attachments: expect.objectContaining({maxUploadBytes: 2_097_152, maxFiles: 3, vision: false, textBudget: 5000})}],
    [{HEAVY_JOBS: '3', HEAVY_JOB_MEMORY_MB: '256', HEAVY_JOB_TIMEOUT_MS: '5000', HEAVY_JOB_WAIT_MS: '0'}, {attachments: expect.objectContaining({heavyWork: {jobs: 3, memoryMb: 256, timeoutMs: 5000, waitMs: 0, maxWaiting: 12}})}],
    [{HEALTH_IMPORT_MAX_BYTES: '2097152'}, {healthImport: {maxBytes: 2_097_152}}],
    [{OCR: 'off'}, {attachments: expect.objectContaining({ocr: {mode: 'off', command: 'tesseract'}})}],
    [{OCR: 'Auto', TESSERACT_COMMAND: '/opt/tesseract/bin/tesseract'}, {attachments: expect.objectContaining({ocr: {mode: 'auto', command: '/opt/tesseract/bin/tesseract'}})}],
    [{STREAM_HEARTBEAT_MS: '5000'}, {streamHeartbeatMs: 5000}],
    [{TRANSCRIBE_BASE_URL: 'http://whisper:8000/v1/', TRANSCRIBE_MODEL: 'large-v3', TRANSCRIBE_API_KEY: 'sk-1'}, {transcribe: expect.objectContaining({baseUrl: 'http://whisper:8000/v1', model: 'large-v3', apiKey: 'sk-1'})}],
    [{TTS_BASE_URL: 'http://kokoro:8880/v1/', TTS_MODEL: 'kokoro', TTS_VOICE: 'af_bella', TTS_API_KEY: 'sk-2', TTS_TIMEOUT_MS: '5000'}, {speech: {baseUrl: 'http://kokoro:8880/v1', model: 'kokoro', voice: 'af_bella', apiKey: 'sk-2', timeoutMs: 5000}}],
    [{MAX_AUDIO_SECONDS: '30'}, {transcribe: expect.objectContaining({maxAudioSeconds: 30, maxAudioBytes: 30 * 64 * 1024})}],
    [{MAX_AUDIO_SECONDS: '1800'}, {transcribe: expect.objectContaining({maxAudioSeconds: 1800, maxAudioBytes: 25 * 1024 * 1024})}],
    [{MAX_AUDIO_BYTES: '2000000', TRANSCRIBE_TIMEOUT_MS: '5000'}, {transcribe: expect.objectContaining({maxAudioBytes: 2_000_000, timeoutMs: 5000})}],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected)
  })

  it.each([
    [{RETENTION_DAYS: 'forever'}, 'RETENTION_DAYS'],
    [{LLM_BASE_URL: 'ftp://x'}, 'LLM_BASE_URL'],
    [{LLM_BASE_URL: 'not a url'}, 'LLM_BASE_URL'],
    [{LLM_MAX_TOKENS: '0'}, 'LLM_MAX_TOKENS'],
    [{SYSTEM_PROMPT_FILE: '/nonexistent/prompt.txt'}, 'SYSTEM_PROMPT_FILE'],
    [{EMERGENCY_NUMBER: 'call 911!'}, 'EMERGENCY_NUMBER'],
    [{CRISIS_LINE: 'x'.repeat(301)}, 'CRISIS_LINE'],
    [{NODE_ENV: 'production', HCAPTCHA_SITEKEY: PRODUCTION.HCAPTCHA_SITEKEY, HCAPTCHA_SECRET: PRODUCTION.HCAPTCHA_SECRET}, 'PUBLIC_ORIGIN'],
    [{...PRODUCTION, HCAPTCHA_SITEKEY: undefined, HCAPTCHA_SECRET: undefined}, 'HCAPTCHA_SECRET'], // production without keys
    [{...PRODUCTION, HCAPTCHA_SECRET: HCAPTCHA_TEST_SECRET}, 'HCAPTCHA_SECRET'], // production with the test secret
    [{...PRODUCTION, HCAPTCHA_SITEKEY: HCAPTCHA_TEST_SITEKEY}, 'HCAPTCHA_SITEKEY'], // production with the test sitekey
    [{...PRODUCTION, HCAPTCHA_SITEKEY: '20000000-ffff-ffff-ffff-000000000002'}, 'HCAPTCHA_SITEKEY'],
    [{HCAPTCHA_SECRET: '0xabc'}, 'HCAPTCHA_SITEKEY'],
    [{HCAPTCHA_SITEKEY: 'a1b2'}, 'HCAPTCHA_SECRET'],
    [{HCAPTCHA: 'maybe'}, 'HCAPTCHA'],
    [{HCAPTCHA_SIZE: 'large'}, 'HCAPTCHA_SIZE'],
    [{HCAPTCHA_ON_OUTAGE: 'open'}, 'HCAPTCHA_ON_OUTAGE'],
    [{HCAPTCHA_VERIFY_URL: 'siteverify'}, 'HCAPTCHA_VERIFY_URL'],
    [{HCAPTCHA_HOSTNAMES: 'https://hale.example.org'}, 'HCAPTCHA_HOSTNAMES'],
    [{HCAPTCHA_TIMEOUT_MS: '60000'}, 'HCAPTCHA_TIMEOUT_MS'],
    [{HCAPTCHA_SCRIPT_URL: 'api.js'}, 'HCAPTCHA_SCRIPT_URL'],
    [{HCAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/1/api.js?render=explicit'}, 'HCAPTCHA_SCRIPT_URL'], // the component adds the query
    [{...PRODUCTION, HCAPTCHA_SCRIPT_URL: 'https://hale.example.org/api.js'}, 'HCAPTCHA_SCRIPT_URL'], // tests only
    [{SESSION_TTL: '24 hours'}, 'SESSION_TTL'],
    [{SESSION_TTL: '10s'}, 'SESSION_TTL'],
    [{SESSION_TTL: '400d'}, 'SESSION_TTL'],
    [{RATE_LIMIT_MESSAGES: '30'}, 'RATE_LIMIT_MESSAGES'],
    [{RATE_LIMIT_MESSAGES: '0/1m'}, 'RATE_LIMIT_MESSAGES'],
    [{RATE_LIMIT_CONVERSATIONS_IP: '10/1y'}, 'RATE_LIMIT_CONVERSATIONS_IP'],
    [{RATE_LIMIT_VERIFICATIONS: '10/60d'}, 'RATE_LIMIT_VERIFICATIONS'],
    [{MAX_CONCURRENT_STREAMS: '0'}, 'MAX_CONCURRENT_STREAMS'],
    [{TRANSCRIBE_BASE_URL: 'whisper:8000'}, 'TRANSCRIBE_BASE_URL'],
    [{TRANSCRIBE_API_KEY: 'sk 1'}, 'TRANSCRIBE_API_KEY'],
    [{TTS_BASE_URL: 'kokoro:8880'}, 'TTS_BASE_URL'],
    [{TTS_API_KEY: 'sk 2'}, 'TTS_API_KEY'],
    [{TTS_TIMEOUT_MS: '0'}, 'TTS_TIMEOUT_MS'],
    [{MAX_AUDIO_SECONDS: '2m'}, 'MAX_AUDIO_SECONDS'],
    [{MAX_AUDIO_SECONDS: '0'}, 'MAX_AUDIO_SECONDS'],
    [{MAX_AUDIO_BYTES: '10MB'}, 'MAX_AUDIO_BYTES'],
    [{TRANSCRIBE_TIMEOUT_MS: '0'}, 'TRANSCRIBE_TIMEOUT_MS'],
    [{HEAVY_JOBS: '0'}, 'HEAVY_JOBS'],
    [{OCR: 'on'}, 'OCR'], // auto already turns it on where Tesseract is installed
    [{TESSERACT_COMMAND: 'nice tesseract'}, 'TESSERACT_COMMAND'],
    [{HEAVY_JOB_MEMORY_MB: '32'}, 'HEAVY_JOB_MEMORY_MB'],
    [{HEAVY_JOB_TIMEOUT_MS: '1s'}, 'HEAVY_JOB_TIMEOUT_MS'],
    [{HEAVY_JOB_WAIT_MS: '-1'}, 'HEAVY_JOB_WAIT_MS'],
    [{DATABASE_URL: 'mysql://hale:pw@db/hale'}, 'DATABASE_URL'],
    [{DATABASE_URL: 'postgres://hale:pw@db:5432'}, 'DATABASE_URL'],
    [{DATABASE_URL: 'hale:pw@db/hale'}, 'DATABASE_URL'],
    [{DATABASE_URL: 'postgres://hale@db/hale', DATABASE_POOL_SIZE: '0'}, 'DATABASE_POOL_SIZE'],
    [{DATABASE_URL: 'postgres://hale@db/hale', DATABASE_POOL_SIZE: '500'}, 'DATABASE_POOL_SIZE'],
  ] as Array<[Record<string, string | undefined>, string]>)('refuses %j, naming %s', (env, variable) => {
    let caught: unknown
    try {
      loadConfig(env)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as ConfigError).variable).toBe(variable)
    expect((caught as ConfigError).message).toMatch(new RegExp(`^Invalid ${variable}: `))
    expect((caught as ConfigError).message).not.toContain('pw') // a password is never repeated
  })
})

describe('the app', () => {
  it.each([
    [{}, false],
    [{TRUST_PROXY: '1'}, 1],
    [{TRUST_PROXY: '10.0.0.1,10.0.0.2'}, ['10.0.0.1', '10.0.0.2']],
  ])('applies TRUST_PROXY %j to Express as %j (never `true`)', (env, expected) => {
    expect(haleApp(env).app.get('trust proxy')).toEqual(expected)
  })
})
