import type {RequestHandler} from 'express'
import {stripBasePath, trailingSlashTarget} from '../../../src/framework/router/path'
import {HttpError} from '../errors'
import {sendRedirect} from '../http/respond'

/**
 * docs/routing.md "Base path" and "Trailing slash": the site lives under the base path (matched on a segment boundary,
 * case-sensitive) and everything outside it is a 404; then a trailing slash answers 308.
 * Afterwards `res.locals.pathname` is the path inside the base path.
 */
export function basePathScope(basePath: string): RequestHandler {
  return function basePathScope(_req, res, next) {
    res.locals.basePath = basePath
    const inner = stripBasePath(res.locals.pathname, basePath)
    if (inner === null) throw new HttpError(404)
    // The full path as requested: `basePath + inner` would turn `/care` into `/care/` (a 308 to itself).
    const target = trailingSlashTarget(res.locals.pathname)
    if (target !== null) {
      res.locals.route = 'redirect'
      return sendRedirect(res, 308, target + res.locals.search)
    }
    res.locals.pathname = inner
    next()
  }
}
