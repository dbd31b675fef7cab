import type {RequestHandler} from 'express'
import {HttpError} from '../errors'
import {apiLocale} from '../http/api-locale'
import {translate} from '../../../src/framework/i18n/translate'
import type {AppConfig} from '../../config'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface RequestSite {
  method: string
  /** The `Origin` header, when sent. */
  origin: string | undefined
  /** The `Sec-Fetch-Site` header, when sent. */
  secFetchSite: string | undefined
  /** The `Host` header: used only to compare with `Origin` when no public origin is configured. */
  host: string | undefined
}

/**
 * Whether a request must be refused as cross-site. Only state-changing methods are checked.
 * - `Sec-Fetch-Site: cross-site` and `same-site` are refused: a sibling subdomain is another
 *   party too (and SameSite=Lax cookies do not stop it). `same-origin` and `none` pass.
 * - An `Origin` must be ours: exactly the configured public origin; without one (development,
 *   tests), an origin whose host and port are the request's `Host`, which is what same-origin
 *   means to the browser that sent both. `Origin: null` (sandboxed frames, `file:`) is refused.
 * - Without either header (not a browser, or a very old one) the request passes: it still needs
 *   a verified session.
 */
export function isCrossSite(request: RequestSite, publicOrigin: string | undefined): boolean {
  if (!STATE_CHANGING.has(request.method)) return false
  const site = request.secFetchSite?.toLowerCase()
  if (site === 'cross-site' || site === 'same-site') return true
  if (request.origin === undefined) return false
  if (publicOrigin !== undefined) return request.origin !== publicOrigin
  let origin: URL
  try {
    origin = new URL(request.origin)
  } catch {
    return true // includes 'null'
  }
  if ((origin.protocol !== 'http:' && origin.protocol !== 'https:') || !request.host) return true
  try {
    return new URL(`${origin.protocol}//${request.host}`).host !== origin.host
  } catch {
    return true
  }
}

/** Refuse cross-site state-changing requests with a 403 (JSON under /api). docs/security.md "Cross-site requests". */
export function refuseCrossSite(config: AppConfig): RequestHandler {
  return function refuseCrossSite(req, res, next) {
    const header = (name: string) => {
      const value = req.headers[name]
      return typeof value === 'string' ? value : undefined
    }
    if (!isCrossSite({method: req.method, origin: header('origin'), secFetchSite: header('sec-fetch-site'), host: header('host')}, config.publicOrigin)) return next()
    const {pathname} = res.locals
    if (pathname === '/api' || pathname.startsWith('/api/')) res.locals.api = true
    throw new HttpError(403, translate(apiLocale(req, config), 'request.crossSite'), {code: 'cross_site_request'})
  }
}
