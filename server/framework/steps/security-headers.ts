/**
 * The security headers of every response: helmet's defaults, with a Content-Security-Policy that carries a
 * fresh nonce per request (in `res.locals.cspNonce`, for React's scripts; never derived from the
 * request), `'strict-dynamic'`, and images only from the site itself, `data:` and `blob:`, so that
 * a remote image in a page can never load. An app adds the sources it needs (a third-party
 * script, its frames and its API) through `extraSources`.
 *
 * A page served as stored bytes (the 400, 404 and 405 pages) has no inline script to allow and
 * cannot carry a per-request nonce: it gets `policyWithoutNonce`, the same directives with
 * `script-src 'self'` and the app's script sources instead.
 */
import {randomBytes} from 'node:crypto'
import type {RequestHandler} from 'express'

/** Sources an app adds to the policy's directives, e.g. a captcha's script, frames and API. */
export interface ContentSecuritySources {
  script?: readonly string[]
  style?: readonly string[]
  connect?: readonly string[]
  frame?: readonly string[]
}

/** Every directive but `script-src`, which is the one the two policies differ in. */
function directivesBesideScripts(extraSources: ContentSecuritySources): [string, string[]][] {
  const extra = (name: keyof ContentSecuritySources) => [...(extraSources[name] ?? [])]
  return [
    ['default-src', ["'self'"]],
    ['style-src', ["'self'", ...extra('style')]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra('connect')]],
    ['frame-src', extra('frame').length > 0 ? extra('frame') : ["'none'"]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
}

/**
 * The headers besides the policy, on every answer: helmet's defaults with `Referrer-Policy:
 * same-origin` (browsers keep their own referrer for navigation inside the site; nothing leaves
 * it). Written out rather than run through helmet's dozen middleware on every request; the unit
 * test holds them to what helmet sets (bench/README.md, "Measures kept").
 */
export const FIXED_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'same-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
]

/**
 * `basePath` is where the framework's own paths start: answers under `/_app/` and `/api/` (data
 * files, static files, the API) are never a page with inline scripts, so they get the policy
 * without a nonce, and no nonce is drawn for them (bench/README.md, "Measures kept").
 */
export function securityHeaders(extraSources: ContentSecuritySources = {}, basePath = ''): RequestHandler {
  const policyWith = noncePolicy(extraSources)
  const fixedPolicy = policyWithoutNonce(extraSources)
  const framework = [`${basePath}/_app/`, `${basePath}/api/`]
  return function securityHeaders(req, res, next) {
    for (const [name, value] of FIXED_SECURITY_HEADERS) res.setHeader(name, value)
    res.removeHeader('X-Powered-By')
    if (framework.some((prefix) => req.url.startsWith(prefix))) {
      res.setHeader('Content-Security-Policy', fixedPolicy)
    } else {
      const nonce = randomBytes(16).toString('base64')
      res.locals.cspNonce = nonce
      res.setHeader('Content-Security-Policy', policyWith(nonce))
    }
    next()
  }
}

/** The policy of a page: its inline scripts run with the request's nonce, and what they load. */
function noncePolicy(extraSources: ContentSecuritySources): (nonce: string) => string {
  const [defaultSrc, ...others] = directivesBesideScripts(extraSources)
  const before = serialize([defaultSrc!])
  const after = [["'strict-dynamic'", ...(extraSources.script ?? [])].join(' '), serialize(others)].join(';')
  return (nonce) => `${before};script-src 'nonce-${nonce}' ${after}`
}

function serialize(directives: ReadonlyArray<[string, string[]]>): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';')
}

/**
 * The policy of a page without inline scripts, written as the nonce policy is: its
 * external module scripts load from the site (and the app's script sources), and nothing else
 * changes. Without `'strict-dynamic'`, the site's own scripts may still import the site's chunks.
 */
export function policyWithoutNonce(extraSources: ContentSecuritySources = {}): string {
  const [defaultSrc, ...others] = directivesBesideScripts(extraSources)
  const directives = [defaultSrc!, ['script-src', ["'self'", ...(extraSources.script ?? [])]] as [string, string[]], ...others]
  return serialize(directives)
}
