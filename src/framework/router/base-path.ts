/**
 * Checking a base path (docs/routing.md "Base path"), on its own so that building URLs in the browser
 * (./href.ts) needs none of the request pipeline's path steps (./path.ts).
 */

/** pchars of RFC 3986 without `%`: what a configured base path segment may contain. */
const BASE_PATH_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@-]+$/

/**
 * Throw a `TypeError` unless `basePath` is `''` or a path like `/care` or `/a/b`: starts
 * with `/`, no trailing `/`, no empty, `.` or `..` segment, and only characters that
 * need no percent-encoding (the base path is compared byte for byte with raw paths).
 * Call it once when the configuration is read.
 */
export function assertBasePath(basePath: string): void {
  if (basePath === '') return
  const segments = basePath.split('/')
  const valid =
    segments[0] === '' &&
    segments.length > 1 &&
    segments.slice(1).every((s) => BASE_PATH_SEGMENT.test(s) && s !== '.' && s !== '..')
  if (!valid) {
    throw new TypeError(
      `Expected \`basePath\` to be '' or a path like '/care' (leading '/', no trailing '/', ` +
        `no empty or dot segments, no characters that need percent-encoding), got ${JSON.stringify(basePath)}`,
    )
  }
}
