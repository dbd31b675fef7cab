/**
 * The process around the app: read the environment, build the app, listen with explicit
 * timeouts, and shut down gracefully on SIGTERM.
 */
import {createServer, type RequestListener, type Server} from 'node:http'
import {createApp} from './app'
import {loadAppBundle, type AppModules} from './app-bundle'
import {ConfigError, loadConfig, type AppConfig} from './config'
import {createLogger, type Logger} from './log'

/** Server limits: a slow or idle client cannot hold a connection open for long. */
export const SERVER_TIMEOUTS = {headersTimeout: 20_000, requestTimeout: 120_000, keepAliveTimeout: 5_000} as const

/** An HTTP server for the app with explicit limits (Node's defaults are too lenient for the open internet). */
export function createHttpServer(app: RequestListener): Server {
  const server = createServer(app)
  Object.assign(server, SERVER_TIMEOUTS)
  server.maxHeadersCount = 100
  return server
}

export interface ServerRuntime {
  start(): Promise<Server>
}

export function createServerRuntime(modules: AppModules, outDir: string, env = process.env): ServerRuntime {
  return {
    async start() {
      const log = createLogger()
      let config: AppConfig
      try {
        config = loadConfig(env)
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error
        log.error(error.message, {variable: error.variable})
        console.error(`Hale cannot start: ${error.message}`)
        process.exit(1)
      }
      const bundle = loadAppBundle(modules, outDir)
      const server = createHttpServer(createApp(config, {bundle, log}))
      // Before listening: a SIGTERM that arrives right after the "listening" line must be handled.
      handleShutdown(server, config, log)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(config.port, config.host, () => resolve())
      })
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      log.info('Hale is listening', {url: `http://${config.host ?? 'localhost'}:${port}${config.basePath || '/'}`, build: bundle.manifest.buildId})
      return server
    },
  }
}

/**
 * SIGTERM/SIGINT: stop accepting connections, close idle ones, give open responses (streams)
 * `shutdownGraceMs` to finish, then close what is left and exit. `server.close()` alone would
 * wait forever for an open stream.
 */
export function handleShutdown(server: Server, config: AppConfig, log: Logger): void {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info('Shutting down', {signal, graceMs: config.shutdownGraceMs})
    server.close(() => {
      log.info('Stopped')
      process.exit(0)
    })
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
