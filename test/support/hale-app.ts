/**
 * Hale's own app for supertest: the modules and manifest that `node build.mjs` wrote into dist/
 * (the jest global setup builds it), with a configuration read from a test environment.
 *
 * `haleApp` is the app without storage (pages only). `haleServicesApp` is the whole Hale: real
 * SQLite in a temporary DATA_DIR and the model client pointed at `LLM_BASE_URL` (a fake model
 * server of the test's), with helpers to make sessions the way the browser would have them.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {createApp} from '../../server/framework/app'
import {loadAppBundle} from '../../server/framework/app-bundle'
import {loadConfig, type AppConfig} from '../../server/config'
import {createMemoryLogger} from '../../server/framework/log'
import {Registry} from '../../server/framework/metrics'
import {createHaleMetrics} from '../../server/metrics'
import {createModelService, type HaleServices} from '../../server/services'
import {HeavyWork} from '../../server/attachments/heavy-work'
import {OCR_LANGUAGES} from '../../server/attachments/ocr'
import {SESSION_COOKIE} from '../../server/verification/sessions'
import {openSqliteStore, type SqliteStore} from '../../server/storage/sqlite-store'
import {modules} from '../../dist/.gen/server-modules'

export const DIST = path.resolve(__dirname, '../../dist')

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({NODE_ENV: 'test', ...env})
}

/** A fresh in-process app and the logger that records what it logged. */
export function haleApp(env: Record<string, string> = {}) {
  const log = createMemoryLogger()
  const config = testConfig(env)
  const bundle = loadAppBundle(modules, DIST)
  return {app: createApp(config, {bundle, log}), log, config, bundle}
}

export interface HaleTestApp {
  app: ReturnType<typeof createApp>
  services: HaleServices
  storage: SqliteStore
  config: AppConfig
  log: ReturnType<typeof createMemoryLogger>
  dataDir: string
  /** What `/metrics` serves (with METRICS_TOKEN set). */
  metrics: Registry
  /** Aborts `services.shutdown`, as SIGTERM does. */
  shutdown(): void
  /** A new verified session (as after passing the human check) and its `Cookie` header value. */
  verifiedSession(): Promise<{id: string; cookie: string}>
  /** Closes the database and removes the temporary DATA_DIR. */
  close(): Promise<void>
}

/**
 * The whole Hale in-process: SQLite in a temporary DATA_DIR (or `dataDir`), the model client of
 * `env` (set `LLM_BASE_URL` to a fake model server). OCR is off unless `env` sets `OCR=auto`;
 * then Tesseract is taken to have the four languages CI installs (`.ci/run`). `now` replaces the storage clock,
 * `busyTimeoutMs` the store's wait for another connection's lock.
 */
export function haleServicesApp(env: Record<string, string> = {}, options: {now?: () => number; dataDir?: string; busyTimeoutMs?: number} = {}): HaleTestApp {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'hale-data-'))
  const log = createMemoryLogger()
  const config = testConfig({DATA_DIR: dataDir, OCR: 'off', ...env})
  const storage = openSqliteStore({dataDir, ...(options.now ? {now: options.now} : {}), ...(options.busyTimeoutMs === undefined ? {} : {busyTimeoutMs: options.busyTimeoutMs})})
  const controller = new AbortController()
  const heavyWork = new HeavyWork(config.attachments.heavyWork)
  const metrics = new Registry()
  const services: HaleServices = {config, storage, log, shutdown: controller.signal, model: createModelService(config), heavyWork,
    ocr: config.attachments.ocr.mode === 'off' ? null : {command: config.attachments.ocr.command, languages: Object.values(OCR_LANGUAGES)},
    metrics: createHaleMetrics(metrics, heavyWork),
  }
  const bundle = loadAppBundle(modules, DIST)
  const app = createApp(config, {bundle, log, services, metrics})
  return {
    app, services, storage, config, log, dataDir, metrics,
    shutdown: () => controller.abort(),
    async verifiedSession() {
      const session = await storage.sessions.create({verified: true})
      return {id: session.id, cookie: `${SESSION_COOKIE}=${session.id}`}
    },
    async close() {
      controller.abort()
      services.heavyWork.stop()
      await storage.close()
      rmSync(dataDir, {recursive: true, force: true})
    },
  }
}

/**
 * Hale apps for a test file that share one fake clock: `hale(env)` builds an app (with
 * PUBLIC_ORIGIN https://hale.example.org unless `env` says otherwise) whose storage reads
 * `clock.now`; the clock goes back to `start` before each test and every app is closed after
 * the file. Call at the top of the file.
 */
export function haleAppsOnClock(start: number): {hale: (env?: Record<string, string>) => HaleTestApp; clock: {now: number}} {
  const clock = {now: start}
  const apps: HaleTestApp[] = []
  beforeEach(() => { clock.now = start })
  afterAll(async () => { await Promise.all(apps.map((app) => app.close())) })
  return {
    clock,
    hale(env = {}) {
      const app = haleServicesApp({PUBLIC_ORIGIN: 'https://hale.example.org', ...env}, {now: () => clock.now})
      apps.push(app)
      return app
    },
  }
}
