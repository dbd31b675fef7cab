import {randomUUID} from 'node:crypto'
import type {RequestHandler} from 'express'
import type {Logger} from '../log'
import type {HttpMetrics} from '../metrics'

/**
 * The first step: a request id (answered as `X-Request-Id` on every response), and once the
 * response has finished or the client has gone, one count and one duration by route pattern,
 * and one log line. The route pattern, never the URL: paths hold conversation ids and share
 * tokens, which must not reach the logs.
 */
export function observeRequest(metrics: HttpMetrics, log: Logger, requestLog: boolean): RequestHandler {
  return function observeRequest(req, res, next) {
    const started = performance.now()
    const requestId = randomUUID()
    res.locals.requestId = requestId
    res.locals.route = 'not_found'
    res.setHeader('X-Request-Id', requestId)
    res.once('close', () => {
      const ms = performance.now() - started
      const {route} = res.locals
      metrics.observe(route, req.method, res.statusCode, ms / 1000)
      if (!requestLog) return
      const length = Number(res.getHeader('content-length'))
      log.info('Request', {
        requestId, method: req.method, route, status: res.statusCode, ms: Math.round(ms * 10) / 10,
        ...(Number.isFinite(length) ? {bytes: length} : {}), aborted: !res.writableFinished,
      })
    })
    next()
  }
}
