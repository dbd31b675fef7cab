/**
 * What the pipeline learns about a request, kept in `res.locals` (typed once, here) rather than
 * as ad-hoc fields on `req`. Each middleware sets what it decides; later steps only read.
 */
declare global {
  namespace Express {
    interface Locals {
      /** Per-request CSP nonce (16 random bytes, base64). */
      cspNonce: string
      /** The configured base path ('' or '/care'). */
      basePath: string
      /** The raw (still percent-encoded) path inside the base path and, after the locale step, without the locale prefix. */
      pathname: string
      /** The raw query string with its '?', or ''. */
      search: string
      /** The request's locale; the default locale until the locale step has run. */
      locale: string
      /** Whether the locale step has run (an error page before it finds the locale itself). */
      localeResolved: boolean
      /** Set for `/api` requests: errors answer as JSON. */
      api: boolean
    }
  }
}

export {}
