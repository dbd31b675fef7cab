import type {RequestHandler} from 'express'
import {collapseSlashes, isAbsurdPath, resolveDotSegments} from '../../../src/framework/router/path'
import {MalformedPathError} from '../../../src/framework/router/errors'
import {sendRedirect} from '../http/respond'

/**
 * docs/routing.md "The pipeline", on the raw request target: `//` and `\` answer 308 to the collapsed path;
 * dot segments are resolved silently; absurd paths (huge segments, thousands of segments) are a
 * fast 400. Sets `res.locals.pathname` and `res.locals.search` from the raw URL.
 */
export function normalizePath(): RequestHandler {
  return function normalizePath(req, res, next) {
    let target = req.url
    if (!target.startsWith('/')) {
      // Absolute-form (`GET http://host/path`) or `*`: only the path and query count.
      try {
        const url = new URL(target)
        target = url.pathname + url.search
      } catch {
        throw new MalformedPathError('The request target is not a path')
      }
    }
    const queryStart = target.indexOf('?')
    const path = queryStart < 0 ? target : target.slice(0, queryStart)
    const search = queryStart < 0 ? '' : target.slice(queryStart)

    // On the raw path, before any work: `/..` × 5,000 is 5,000 segments even though it resolves to `/`.
    if (isAbsurdPath(path)) throw new MalformedPathError('The path is too long or has too many segments')

    const collapsed = collapseSlashes(path)
    if (collapsed !== null) {
      res.locals.route = 'redirect'
      return sendRedirect(res, 308, collapsed + search)
    }

    const resolved = resolveDotSegments(path)
    res.locals.pathname = resolved
    res.locals.search = search
    if (resolved !== path) req.url = resolved + search
    next()
  }
}
