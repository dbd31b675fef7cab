/**
 * The security headers of every response: helmet's, with a Content-Security-Policy that carries a
 * fresh nonce per request (in `res.locals.cspNonce`, for React's scripts; never derived from the
 * request), `'strict-dynamic'`, and images only from the site itself, `data:` and `blob:`, so that
 * a remote image in a page can never load. An app adds the sources it needs (a third-party
 * script, its frames and its API) through `extraSources`.
 */
import {randomBytes} from 'node:crypto'
import type {RequestHandler} from 'express'
import helmet from 'helmet'

/** Sources an app adds to the policy's directives, e.g. a captcha's script, frames and API. */
export interface ContentSecuritySources {
  script?: readonly string[]
  style?: readonly string[]
  connect?: readonly string[]
  frame?: readonly string[]
}

export function securityHeaders(extraSources: ContentSecuritySources = {}): RequestHandler {
  const extra = (name: keyof ContentSecuritySources) => [...(extraSources[name] ?? [])]
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [(_req, res) => `'nonce-${(res as unknown as {locals: {cspNonce: string}}).locals.cspNonce}'`, "'strict-dynamic'", ...extra('script')],
        'style-src': ["'self'", ...extra('style')],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...extra('connect')],
        'frame-src': extra('frame').length > 0 ? extra('frame') : ["'none'"],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // Browsers keep their own referrer for navigation inside the site; nothing leaves it.
    referrerPolicy: {policy: 'same-origin'},
  })
  return function securityHeaders(req, res, next) {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    headers(req, res, next)
  }
}
