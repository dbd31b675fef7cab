/**
 * Metrics in the Prometheus text format (prom-client). The engine counts requests by route
 * pattern and serves the registry, never publicly by accident: only with `METRICS_TOKEN` (then a
 * bearer token is required) on the main port, or on a separate listener on 127.0.0.1 with
 * `METRICS_PORT`. The app registers its own metrics on the same registry.
 */
import {createHash, timingSafeEqual} from 'node:crypto'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {RequestHandler} from 'express'
import {collectDefaultMetrics, Counter, Histogram, Registry} from 'prom-client'
import {NO_STORE} from './http/respond'

export {Registry}

/** Seconds; answers streamed for minutes need the long buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300]

/** The methods counted by name; anything else is `other`, so a client cannot invent labels. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export interface HttpMetrics {
  /** Count one finished (or abandoned) request and observe its duration. */
  observe(route: string, method: string, status: number, seconds: number): void
}

export function createHttpMetrics(registry: Registry): HttpMetrics {
  const requests = new Counter({
    name: 'http_requests_total', help: 'HTTP requests by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const, registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time from the request to the end of its response, by route pattern.',
    labelNames: ['route'] as const, buckets: DURATION_BUCKETS, registers: [registry],
  })
  return {
    observe(route, method, status, seconds) {
      requests.inc({route, method: KNOWN_METHODS.has(method) ? method : 'other', status})
      duration.observe({route}, seconds)
    },
  }
}

/** A registry with the process metrics (memory, CPU, event loop lag…): for a server that serves them. */
export function createServedRegistry(): Registry {
  const registry = new Registry()
  collectDefaultMetrics({register: registry})
  return registry
}

/** Compares in constant time (both sides hashed first, so their lengths never show). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return given !== '' && timingSafeEqual(digest(given), digest(token))
}

type Answer = {status: number; headers: Record<string, string>; body: string}

/** What `GET /metrics` answers: the metrics, 401 without the token (when one is required), 405 for other methods. */
async function metricsAnswer(registry: Registry, method: string, authorization: string | undefined, token: string | undefined): Promise<Answer> {
  const plain = (status: number, body: string, headers: Record<string, string> = {}) =>
    ({status, body, headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, ...headers}})
  if (token !== undefined && !bearerMatches(authorization, token)) return plain(401, 'Unauthorized\n', {'WWW-Authenticate': 'Bearer'})
  if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Method Not Allowed\n', {Allow: 'GET, HEAD'})
  return {status: 200, body: await registry.metrics(), headers: {'Content-Type': registry.contentType, 'Cache-Control': NO_STORE}}
}

/** The pipeline's `/metrics` (inside the base path), with `METRICS_TOKEN` only. */
export function metricsEndpoint(registry: Registry, token: string): RequestHandler {
  return async function metricsEndpoint(req, res, next) {
    if (res.locals.pathname !== '/metrics') return next()
    res.locals.route = '/metrics'
    const answer = await metricsAnswer(registry, req.method, req.headers.authorization, token)
    res.status(answer.status).set(answer.headers).send(answer.body)
  }
}

/**
 * `METRICS_PORT`: `/metrics` alone on 127.0.0.1, for a scraper on the same machine; the token
 * is asked for here too when one is set.
 */
export async function startMetricsServer(registry: Registry, port: number, token: string | undefined): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?', 1)[0]
    const answering = path === '/metrics'
      ? metricsAnswer(registry, req.method ?? 'GET', req.headers.authorization, token)
      : Promise.resolve<Answer>({status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}, body: 'Not Found\n'})
    answering.then(
      (answer) => { res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body) },
      () => { res.writeHead(500).end() },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}
