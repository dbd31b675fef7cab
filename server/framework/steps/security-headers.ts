/**
 * The security headers of every response: helmet's, with a Content-Security-Policy that carries a
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
import helmet from 'helmet'

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

// Browsers keep their own referrer for navigation inside the site; nothing leaves it.
const referrerPolicy = {policy: 'same-origin'} as const

/**
 * `basePath` is where the framework's own paths start: answers under `/_app/` and `/api/` (data
 * files, static files, the API) are never a page with inline scripts, so they get the policy
 * without a nonce, and no nonce is drawn for them (bench/README.md, "Measures kept").
 */
export function securityHeaders(extraSources: ContentSecuritySources = {}, basePath = ''): RequestHandler {
  const [defaultSrc, ...others] = directivesBesideScripts(extraSources)
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as {locals: {cspNonce: string}}).locals.cspNonce}'`
  const withNonce = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries([defaultSrc!, ['script-src', [nonceSource, "'strict-dynamic'", ...(extraSources.script ?? [])]], ...others]),
    },
    referrerPolicy,
  })
  const withoutPolicy = helmet({contentSecurityPolicy: false, referrerPolicy})
  const fixedPolicy = policyWithoutNonce(extraSources)
  const framework = [`${basePath}/_app/`, `${basePath}/api/`]
  return function securityHeaders(req, res, next) {
    if (framework.some((prefix) => req.url.startsWith(prefix))) {
      res.setHeader('Content-Security-Policy', fixedPolicy)
      withoutPolicy(req, res, next)
      return
    }
    res.locals.cspNonce = randomBytes(16).toString('base64')
    withNonce(req, res, next)
  }
}

/**
 * The policy of a page without inline scripts, written as helmet writes the nonce policy: its
 * external module scripts load from the site (and the app's script sources), and nothing else
 * changes. Without `'strict-dynamic'`, the site's own scripts may still import the site's chunks.
 */
export function policyWithoutNonce(extraSources: ContentSecuritySources = {}): string {
  const [defaultSrc, ...others] = directivesBesideScripts(extraSources)
  const directives = [defaultSrc!, ['script-src', ["'self'", ...(extraSources.script ?? [])]] as [string, string[]], ...others]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';')
}

/**
 * The headers helmet sets beside the policy, recorded once (none of them depends on the request):
 * for answers written before Express (server/framework/early-error-pages.ts).
 */
export function headersBesidePolicy(): [string, string][] {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  }
  const helmetWithoutPolicy = helmet({contentSecurityPolicy: false, referrerPolicy}) as (req: unknown, res: unknown, next: () => void) => void
  helmetWithoutPolicy({}, recorder, () => {})
  return [...headers]
}
