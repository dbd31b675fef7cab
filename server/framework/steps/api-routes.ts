import type {Request, RequestHandler, Response} from 'express'
import {matchRoute} from '../../../src/framework/router/routes'
import type {ApiModule} from '../app-bundle'
import {HttpError} from '../errors'
import {jsonBodyReader} from '../../http/json-body'
import {NO_STORE} from '../http/respond'
import type {RenderDeps} from '../render/document'
import {queryFor} from '../render/route-info'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** The methods an API module answers, for the `Allow` header (HEAD comes with GET). */
export function allowedMethods(module: ApiModule): string[] {
  return METHODS.filter((method) => module[method] || (method === 'HEAD' && module.GET))
}

/** The JSON body limit of every API route (a route that needs more parses its own body). */
export const JSON_BODY_LIMIT = 64 * 1024

/**
 * `/api/…` (docs/routing.md "Methods and the API"): one module per route, one exported handler per method. Never
 * locale-prefixed; always answers JSON, errors included; never cached.
 */
export function apiRoutes(deps: RenderDeps): RequestHandler {
  const {bundle, config, log, services} = deps
  const readJsonBody = jsonBodyReader(JSON_BODY_LIMIT)
  // Checked synchronously: every other request passes on without a promise.
  return function apiRoutes(req, res, next) {
    const {pathname} = res.locals
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return next()
    return serve(req, res, pathname)
  }

  async function serve(req: Request, res: Response, pathname: string): Promise<void> {
    res.locals.api = true
    res.set('Cache-Control', NO_STORE)
    const match = matchRoute(bundle.apiRoutes, pathname.slice('/api'.length) || '/')
    if (!match) throw new HttpError(404, 'There is no API at this address.')
    const module = bundle.modules.apis[match.route.id]!
    const handler = module[req.method as (typeof METHODS)[number]] ?? (req.method === 'HEAD' ? module.GET : undefined)
    if (!handler) {
      res.set('Allow', allowedMethods(module).join(', '))
      throw new HttpError(405, 'This method is not allowed here.')
    }
    await readJsonBody(req, res)
    const result = await handler({req, res, params: match.params, query: queryFor(res.locals.search, match), config, log, services})
    if (res.headersSent || res.writableEnded) return
    if (result === undefined) res.status(204).end()
    else res.json(result)
  }
}
