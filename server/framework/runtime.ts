/**
 * The process around the app: read the environment, open the app's services (Hale: storage and
 * the model client), build the app, listen with explicit timeouts, and shut down gracefully on
 * SIGTERM.
 */
import {setMaxListeners} from 'node:events'
import {createServer, IncomingMessage, ServerResponse, type RequestListener, type Server} from 'node:http'
import type {Socket} from 'node:net'
import type {Express} from 'express'
import {createApp} from './app'
import {loadAppBundle, type AppModules} from './app-bundle'
import {ConfigError, loadConfig, type AppConfig} from '../config'
import {createLogger, type Logger} from './log'

/** Server limits: a slow or idle client cannot hold a connection open for long. */
export const SERVER_TIMEOUTS = {headersTimeout: 20_000, requestTimeout: 120_000, keepAliveTimeout: 5_000} as const

/**
 * An HTTP server for the app with explicit limits (Node's defaults are too lenient for the open
 * internet). For an Express app, requests and responses are made with Express's prototypes
 * (`expressServerClasses`).
 */
export function createHttpServer(app: RequestListener | Express): Server {
  const classes = 'request' in app && 'response' in app ? expressServerClasses(app) : null
  const server = classes ? createServer(classes, app) : createServer(app)
  Object.assign(server, SERVER_TIMEOUTS)
  server.maxHeadersCount = 100
  return server
}

/**
 * Node's request and response constructors, with `app.request` and `app.response` (Express's
 * methods, on top of Node's) as the prototypes of what they make. Express gives every request
 * and response those prototypes when it receives them (`Object.setPrototypeOf` in
 * `app.handle`); an object made with them already is left as it is. Changing the prototype of
 * every request and response cost about 0.1 ms of CPU per request (bench: `/` at about 1.3 ms):
 * it gave each object a new hidden class, so Node's own HTTP code missed its property caches
 * on every response.
 *
 * Node's constructors are plain functions, called here on the new object. (`Reflect.construct`
 * with another `new.target` would work with classes too, but V8 then made new hidden classes
 * for every object.) Null, and Express does as before, if a Node version makes them classes.
 */
export function expressServerClasses(app: Pick<Express, 'request' | 'response'>): {IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse} | null {
  const isClass = (constructor: unknown) => /^class\b/.test(Function.prototype.toString.call(constructor))
  if (isClass(IncomingMessage) || isClass(ServerResponse)) return null
  const Request = function (this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket)
  }
  Request.prototype = app.request
  const Response = function (this: ServerResponse, req: IncomingMessage, options?: unknown) {
    ;(ServerResponse as unknown as (this: ServerResponse, ...args: unknown[]) => void).call(this, req, options)
  }
  Response.prototype = app.response
  return {
    IncomingMessage: Request as unknown as typeof IncomingMessage,
    ServerResponse: Response as unknown as typeof ServerResponse,
  }
}

export interface ServerRuntime {
  start(): Promise<Server>
}

export function createServerRuntime(modules: AppModules, outDir: string, env = process.env): ServerRuntime {
  return {
    async start() {
      const log = createLogger()
      logProcessEvents(log)
      let config: AppConfig
      try {
        config = loadConfig(env)
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error
        log.error(error.message, {variable: error.variable})
        console.error(`Hale cannot start: ${error.message}`)
        process.exit(1)
      }
      for (const warning of config.warnings) log.warn(warning)
      const bundle = loadAppBundle(modules, outDir)
      const lifecycle = new AbortController()
      // Every answer in progress listens for shutdown: as many listeners as answers, by design.
      setMaxListeners(0, lifecycle.signal)
      let services: unknown
      try {
        services = modules.services ? await modules.services.createServices(config, log, lifecycle.signal) : undefined
      } catch (error) {
        log.error('Hale cannot start: its services failed to open', {error})
        console.error(`Hale cannot start: ${(error as Error).message}`)
        process.exit(1)
      }
      const server = createHttpServer(createApp(config, {bundle, log, services}))
      // Before listening: a SIGTERM that arrives right after the "listening" line must be handled.
      handleShutdown(server, config, log, {
        stopping: () => lifecycle.abort(),
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
      log.info('Hale is listening', {url: `http://${config.host ?? 'localhost'}:${port}${config.basePath || '/'}`, build: bundle.manifest.buildId})
      return server
    },
  }
}

/**
 * Node's own warnings and a last-resort crash go to the log as JSON like every other line
 * (Node prints warnings as plain text unless its listener is replaced).
 */
export function logProcessEvents(log: Logger): void {
  process.removeAllListeners('warning')
  process.on('warning', (warning) => log.warn(warning.message, {name: warning.name, ...('code' in warning ? {code: warning.code} : {})}))
  process.on('uncaughtException', (error, origin) => {
    log.error('Hale stopped on an unexpected error', {error, origin})
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
export function handleShutdown(server: Server, config: AppConfig, log: Logger, hooks: ShutdownHooks = {}): void {
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
