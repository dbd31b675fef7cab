/**
 * The process around the app: read the environment, filled in from the working folder's `.env`
 * files (./env-files.ts), for the engine's variables and then the app's; open the app's services,
 * build the app, listen with explicit timeouts, and shut down gracefully on SIGTERM.
 */
import {setMaxListeners} from 'node:events'
import {createServer, type RequestListener, type Server} from 'node:http'
import type {Express} from 'express'
import {createApp} from './app'
import {expressServerClasses} from './http/express-classes'
import {loadAppBundle, type AppModules, type ServicesModule} from './app-bundle'
import {loadEngineConfig, type EngineConfig} from './config'
import {ConfigError, type Environment} from './env'
import {loadEnvFiles, withSourceFile, type LoadedEnvironment} from './env-files'
import {createLogger, type Logger} from './log'
import {createServedRegistry, Registry, startMetricsServer} from './metrics'

/** Server limits: a slow or idle client cannot hold a connection open for long. */
export const SERVER_TIMEOUTS = {headersTimeout: 20_000, requestTimeout: 120_000, keepAliveTimeout: 5_000} as const

/**
 * An HTTP server for the app with explicit limits (Node's defaults are too lenient for the open
 * internet); for an Express app, with Express's request and response classes (./http/express-classes.ts).
 */
export function createHttpServer(app: RequestListener): Server {
  const classes = 'request' in app && 'response' in app ? expressServerClasses(app as unknown as Express) : null
  const server = classes ? createServer(classes, app) : createServer(app)
  Object.assign(server, SERVER_TIMEOUTS)
  server.maxHeadersCount = 100
  return server
}

/** The configuration: the engine's variables, then the app's own (its services module's `loadConfig`). */
export function loadAppConfig(services: ServicesModule | undefined, env: Environment): EngineConfig {
  const engine = loadEngineConfig(env)
  return services?.loadConfig ? services.loadConfig(env, engine) : engine
}

export interface ServerRuntime {
  start(): Promise<Server>
}

export function createServerRuntime(modules: AppModules, outDir: string, env = process.env, envFolder = process.cwd()): ServerRuntime {
  return {
    async start() {
      const log = createLogger()
      const name = modules.services?.appName ?? 'The server'
      logProcessEvents(log, name)
      let loaded: LoadedEnvironment
      let config: EngineConfig
      try {
        loaded = loadEnvFiles(envFolder, env)
      } catch (error) {
        console.error(`${name} cannot start: ${(error as Error).message}`)
        process.exit(1)
      }
      try {
        config = loadAppConfig(modules.services, loaded.env)
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error
        const file = loaded.sources.get(error.variable)
        const message = withSourceFile(error.message, error.variable, loaded)
        log.error(message, {variable: error.variable, ...(file === undefined ? {} : {file})})
        console.error(`${name} cannot start: ${message}`)
        process.exit(1)
      }
      if (loaded.files.length > 0) log.info('Settings read from files', {files: loaded.files, variables: loaded.sources.size})
      for (const warning of config.warnings) log.warn(warning)
      const bundle = loadAppBundle(modules, outDir)
      const lifecycle = new AbortController()
      // Every answer in progress listens for shutdown: as many listeners as answers, by design.
      setMaxListeners(0, lifecycle.signal)
      const served = config.metricsToken !== undefined || config.metricsPort !== undefined
      const metrics = served ? createServedRegistry() : new Registry()
      let services: unknown
      try {
        services = await modules.services?.createServices?.(config, log, lifecycle.signal, {metrics})
      } catch (error) {
        log.error(`${name} cannot start: its services failed to open`, {error})
        console.error(`${name} cannot start: ${(error as Error).message}`)
        process.exit(1)
      }
      const server = createHttpServer(createApp(config, {bundle, log, services, metrics}))
      let metricsServer: Server | null = null
      try {
        if (config.metricsPort !== undefined) metricsServer = await startMetricsServer(metrics, config.metricsPort, config.metricsToken)
      } catch (error) {
        log.error(`${name} cannot start: METRICS_PORT ${config.metricsPort} cannot be listened on`, {error})
        console.error(`${name} cannot start: METRICS_PORT: ${(error as Error).message}`)
        process.exit(1)
      }
      if (metricsServer) log.info('Metrics are served on 127.0.0.1', {metricsUrl: `http://127.0.0.1:${config.metricsPort}/metrics`})
      // Before listening: a SIGTERM that arrives right after the "listening" line must be handled.
      handleShutdown(server, config, log, {
        stopping: () => {
          lifecycle.abort()
          metricsServer?.close()
        },
        stopped: async () => {
          await modules.services?.closeServices?.(services)
        },
      })
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(config.port, config.host, () => resolve())
      })
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      const url = `http://${config.host ?? 'localhost'}:${port}${config.basePath || '/'}`
      log.info(`${name} is listening`, {url, build: bundle.manifest.buildId})
      modules.services?.startupReport?.(services, {url}).then(
        (report) => process.stdout.write(report),
        (error) => log.warn('The start-up report failed', {error}),
      )
      return server
    },
  }
}

/**
 * Node's own warnings and a last-resort crash go to the log as JSON like every other line
 * (Node prints warnings as plain text unless its listener is replaced).
 */
export function logProcessEvents(log: Logger, name: string): void {
  process.removeAllListeners('warning')
  process.on('warning', (warning) => log.warn(warning.message, {name: warning.name, ...('code' in warning ? {code: warning.code} : {})}))
  process.on('uncaughtException', (error, origin) => {
    log.error(`${name} stopped on an unexpected error`, {error, origin})
    process.exit(1)
  })
}

export interface ShutdownHooks {
  /** Right away: tell live streams to finish (they save what they have). */
  stopping?: () => void
  /** After the server has closed: close the database. */
  stopped?: () => Promise<void>
}

/**
 * SIGTERM/SIGINT: stop accepting connections, tell live streams to finish, close idle
 * connections, give open responses `shutdownGraceMs` to finish, then close what is left, close
 * the services and exit. `server.close()` alone would wait forever for an open stream.
 */
export function handleShutdown(server: Server, config: Pick<EngineConfig, 'shutdownGraceMs'>, log: Logger, hooks: ShutdownHooks = {}): void {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info('Shutting down', {signal, graceMs: config.shutdownGraceMs})
    // A keep-alive connection whose response finishes during the grace period is idle from then
    // on: close it at once instead of holding the exit until the grace period ends.
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    sweep.unref()
    server.close(async () => {
      clearInterval(sweep)
      try {
        await hooks.stopped?.()
        log.info('Stopped')
        process.exit(0)
      } catch (error) {
        log.error('Shutting down failed', {error})
        process.exit(1)
      }
    })
    hooks.stopping?.()
    server.closeIdleConnections()
    const timer = setTimeout(() => {
      log.warn('Closing the connections still open after the grace period')
      server.closeAllConnections()
    }, config.shutdownGraceMs)
    timer.unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}
