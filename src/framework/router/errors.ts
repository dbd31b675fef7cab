/**
 * Errors raised by the router. Both are plain `Error` subclasses with a stable `name`, so
 * they survive bundling and can be told apart with `instanceof` or by name.
 */

/**
 * A request path the router refuses to interpret: a matched route's parameter is not
 * valid percent-encoded UTF-8 (`/chat/%E0%A4%A`, `/topics/%`), or the path is absurdly
 * long or deep (see `isAbsurdPath`). The visitor's mistake, so it maps to HTTP `400`.
 * The message never repeats the raw path.
 */
export class MalformedPathError extends Error {
  /** The HTTP status this error maps to. */
  readonly status = 400

  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options)
    this.name = 'MalformedPathError'
  }
}

/**
 * A page or API route table the build refuses (docs/routing.md "Conflicts"): two routes that cannot
 * coexist, or one route whose file name is not valid route syntax. The message names
 * both offending patterns, or the one offending route, e.g.
 * `Route conflict: "/help" and "/help/[[...slug]]": a page cannot sit at the same path
 * as an optional catch-all`.
 */
export class RouteConflictError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RouteConflictError'
  }
}
