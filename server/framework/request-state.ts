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
      /** A fresh id for this request, sent as `X-Request-Id` and written in its log lines. */
      requestId: string
      /**
       * What answered, for metrics and logs: a route pattern (`/chat/[id]`, `/api/conversations/[id]`),
       * `/_app/static`, `/_app/data`, `public`, `redirect`, `/metrics`, else `not_found`. Never the
       * path itself, which may hold ids and tokens.
       */
      route: string
    }
  }
}

export {}
