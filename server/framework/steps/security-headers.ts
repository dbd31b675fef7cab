import type {RequestHandler} from 'express'
import helmet from 'helmet'
import {randomString} from '../../random'

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
  const {set, removed} = recordHeaders(helmet({
    contentSecurityPolicy: false,
    // Browsers keep their own referrer for navigation inside the site; nothing leaves it.
    referrerPolicy: {policy: 'same-origin'},
  }))
  return function securityHeaders(_req, res, next) {
    const nonce = randomString(16, 'base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', csp.before + nonce + csp.after)
    for (const [name, value] of set) res.setHeader(name, value)
    for (const name of removed) res.removeHeader(name)
    next()
  }
}

/**
 * What a header middleware sets and removes, recorded once, at start: helmet's headers (all but
 * the CSP) are the same for every request and it reads nothing from the request, so a request
 * then costs the `setHeader` calls alone, not helmet's chain of a dozen middlewares. Throws if
 * the middleware does not finish at once, or fails. Exported for tests.
 */
export function recordHeaders(middleware: RequestHandler): {set: Array<[string, string]>; removed: string[]} {
  const set: Array<[string, string]> = []
  const removed: string[] = []
  const recorder = {
    setHeader: (name: string, value: unknown) => { set.push([name, String(value)]) },
    removeHeader: (name: string) => { removed.push(name) },
  }
  let finished = false
  void middleware({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error
    finished = true
  })
  if (!finished) throw new Error('Expected the header middleware to finish at once')
  return {set, removed}
}
