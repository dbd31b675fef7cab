import {randomBytes} from 'node:crypto'
import type {RequestHandler} from 'express'
import helmet from 'helmet'
import type {IncomingMessage, ServerResponse} from 'node:http'

/** hCaptcha's documented hosts: its script, the check's frames and styles, and its API. */
export const HCAPTCHA_HOSTS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'] as const

export interface SecurityHeaderOptions {
  /**
   * The origin of `HCAPTCHA_SCRIPT_URL` (a test stand-in for hCaptcha's script), allowed where
   * hCaptcha's hosts are. From configuration only, never from a request.
   */
  hcaptchaScriptOrigin?: string | null
}

/**
 * Helmet with Hale's Content-Security-Policy: a fresh nonce per request (never derived from the
 * request), `'strict-dynamic'`, hCaptcha's hosts, and images only from ourselves, `data:` and
 * `blob:`, so a remote image in model output can never load.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): RequestHandler[] {
  const hcaptcha = options.hcaptchaScriptOrigin ? [...HCAPTCHA_HOSTS, options.hcaptchaScriptOrigin] : [...HCAPTCHA_HOSTS]
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as unknown as {locals: Express.Locals}).locals.cspNonce}'`
  return [
    function assignNonce(_req, res, next) {
      res.locals.cspNonce = randomBytes(16).toString('base64')
      next()
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': [nonce, "'strict-dynamic'", ...hcaptcha],
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
        },
      },
      // Browsers keep their own referrer for navigation inside the site; nothing leaves it.
      referrerPolicy: {policy: 'same-origin'},
    }),
  ]
}
