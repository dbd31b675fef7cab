import express, {type Request, type RequestHandler, type Response} from 'express'
import {matchRoute} from '../../../src/framework/router/routes'
import type {AppContext} from '../app-context'
import type {ApiModule} from '../app-bundle'
import {HttpError} from '../errors'
import {apiLocale} from '../http/api-locale'
import {NO_STORE} from '../http/respond'
import {queryFor} from '../render/route-info'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** The methods an API module answers, for the `Allow` header (HEAD comes with GET). */
export function allowedMethods(module: ApiModule): string[] {
  return METHODS.filter((method) => module[method] || (method === 'HEAD' && module.GET))
}

/** The JSON body limit of every API route (a route that needs more parses its own body). */
export const JSON_BODY_LIMIT = 64 * 1024

/**
 * `/api/…` (docs/routing.md, "The API"): one module per route, one exported handler per method.
 * Never locale-prefixed; always answers JSON, errors included; never cached. The request's
 * locale, for the messages of its answer and its errors, is resolved here, once, after the body.
 */
export function apiRoutes(app: AppContext, localeCookie: string): RequestHandler {
  const {bundle, config, log, services} = app
  const json = express.json({limit: JSON_BODY_LIMIT})
  const readJsonBody = (req: Request, res: Response) => new Promise<void>((resolve, reject) => {
    json(req, res, (error?: unknown) => (error ? reject(error) : resolve()))
  })
  return async function apiRoutes(req, res, next) {
    const {pathname} = res.locals
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return next()
    res.locals.api = true
    res.set('Cache-Control', NO_STORE)
    const match = matchRoute(bundle.apiRoutes, pathname.slice('/api'.length) || '/')
    const module = match ? bundle.modules.apis[match.route.id]! : undefined
    if (match) res.locals.route = match.route.pattern === '/' ? '/api' : `/api${match.route.pattern}`
    const handler = module && (module[req.method as (typeof METHODS)[number]] ?? (req.method === 'HEAD' ? module.GET : undefined))
    try {
      if (!match || !module) throw new HttpError(404, {key: 'apiError.noApi'})
      if (!handler) {
        res.set('Allow', allowedMethods(module).join(', '))
        throw new HttpError(405)
      }
      await readJsonBody(req, res)
    } finally {
      // The body's `locale` when it has one: so also when the route or the body was refused.
      res.locals.locale = apiLocale(req, config, localeCookie)
    }
    const result = await handler({req, res, params: match.params, query: queryFor(res.locals.search, match), config, log, services})
    if (res.headersSent || res.writableEnded) return
    if (result === undefined) res.status(204).end()
    else res.json(result)
  }
}
