import type {RequestHandler} from 'express'
import helmet from 'helmet'
import {randomString} from '../random'

/** hCaptcha's documented hosts: its script, the check's frames and styles, and its API. */
export const HCAPTCHA_HOSTS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'] as const

/** Where the nonce goes while helmet writes the policy once (no `;` or `,`, which helmet refuses). */
const NONCE_SLOT = 'HALE-NONCE-SLOT'

export interface SecurityHeaderOptions {
  /**
   * The origin of `HCAPTCHA_SCRIPT_URL` (a test stand-in for hCaptcha's script), allowed where
   * hCaptcha's hosts are. From configuration only, never from a request.
   */
  hcaptchaScriptOrigin?: string | null
}

/**
 * Hale's Content-Security-Policy: a fresh nonce per request (never derived from the request),
 * `'strict-dynamic'`, hCaptcha's hosts, and images only from ourselves, `data:` and `blob:`, so
 * a remote image in model output can never load. Helmet writes the header value once, at start,
 * with a placeholder for the nonce; a request then costs one string concatenation (helmet's
 * per-request builder validated every directive on every response).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): {before: string; after: string} {
  const hcaptcha = options.hcaptchaScriptOrigin ? [...HCAPTCHA_HOSTS, options.hcaptchaScriptOrigin] : [...HCAPTCHA_HOSTS]
  const directives = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${NONCE_SLOT}'`, "'strict-dynamic'", ...hcaptcha],
    'style-src': ["'self'", ...hcaptcha],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...hcaptcha],
    'frame-src': [...hcaptcha],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  let value = ''
  const capture = {setHeader: (_name: string, header: string) => (value = header)}
  helmet.contentSecurityPolicy({useDefaults: false, directives})({} as never, capture as never, (error?: unknown) => {
    if (error) throw error
  })
  const [before, after, ...rest] = value.split(NONCE_SLOT)
  if (before === undefined || after === undefined || rest.length > 0) throw new Error(`Expected one nonce in the CSP, got ${value}`)
  return {before, after}
}

/**
 * The security headers of every response: the Content-Security-Policy above with the request's
 * nonce (in `res.locals.cspNonce`, for React's scripts), then helmet's other headers.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): RequestHandler {
  const csp = contentSecurityPolicy(options)
  const otherHeaders = helmet({
    contentSecurityPolicy: false,
    // Browsers keep their own referrer for navigation inside the site; nothing leaves it.
    referrerPolicy: {policy: 'same-origin'},
  })
  return function securityHeaders(req, res, next) {
    const nonce = randomString(16, 'base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', csp.before + nonce + csp.after)
    otherHeaders(req, res, next)
  }
}
