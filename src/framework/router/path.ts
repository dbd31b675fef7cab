/**
 * Pure path steps of the request pipeline (docs/routing.md "The pipeline") and query parsing.
 * Every function works on the raw, still percent-encoded path and never decodes it.
 */
import {assertBasePath} from './base-path'

/** A path with a segment longer than this many characters is absurd (a fast `400`). */
export const MAX_SEGMENT_LENGTH = 1024

/** A path with more than this many segments is absurd (a fast `400`). */
export const MAX_SEGMENTS = 128

/** A path longer than this many characters is absurd (a fast `400`). */
export const MAX_PATH_LENGTH = 8192

/**
 * docs/routing.md "Repeated slashes and backslashes": if the raw path (no query) contains
 * `//` or `\`, the normalized path:
 * each `\` turned into `/` and runs of `/` collapsed to one. Otherwise `null` (nothing
 * to redirect). The result never starts with `//`, so it is never a protocol-relative
 * `Location`: `//evil.com` → `/evil.com`, `/\evil.example` → `/evil.example`.
 * `%5C` is not a backslash: `/%5Cevil.example` → `null`.
 */
export function collapseSlashes(rawPath: string): string | null {
  if (!rawPath.includes('//') && !rawPath.includes('\\')) return null
  let out = ''
  let previousSlash = false
  for (const char of rawPath) {
    const slash = char === '/' || char === '\\'
    if (slash && previousSlash) continue
    out += slash ? '/' : char
    previousSlash = slash
  }
  return out
}

const PERCENT_DOT = /%2e/i

/** `.` or `%2e` (any case): a single-dot segment as the WHATWG URL parser defines it. */
function isSingleDot(segment: string): boolean {
  return segment === '.' || segment.toLowerCase() === '%2e'
}

/** `..`, `.%2e`, `%2e.` or `%2e%2e` (any case): a double-dot segment per WHATWG. */
function isDoubleDot(segment: string): boolean {
  switch (segment.toLowerCase()) {
    case '..':
    case '.%2e':
    case '%2e.':
    case '%2e%2e':
      return true
    default:
      return false
  }
}

/**
 * docs/routing.md "Dot segments": resolve dot segments (`.`, `..`, `%2e`, `.%2E`, `%2e%2e` …, any case)
 * exactly like the WHATWG URL parser's path state. A trailing dot segment leaves a
 * trailing `/` (`/a/b/..` → `/a/`, `/a/.` → `/a/`); `..` above the root stays at the
 * root (`/../a` → `/a`). Other segments are untouched: nothing is decoded or re-encoded
 * (`/%2e%2e%2fx` stays as it is, `%2f` is not a separator). A path that does not start
 * with `/` is returned unchanged.
 */
export function resolveDotSegments(path: string): string {
  if (!path.startsWith('/')) return path
  // Nearly every request: no `.` and no `%2e` anywhere, so no dot segment (and no work).
  if (!path.includes('.') && !PERCENT_DOT.test(path)) return path
  const input = path.slice(1).split('/')
  const output: string[] = []
  input.forEach((segment, index) => {
    const last = index === input.length - 1
    if (isDoubleDot(segment)) {
      output.pop()
      if (last) output.push('')
    } else if (isSingleDot(segment)) {
      if (last) output.push('')
    } else {
      output.push(segment)
    }
  })
  return '/' + output.join('/')
}

/**
 * docs/routing.md "Base path": remove the base path. With `basePath` `''` the path is returned as it is.
 * Otherwise the path must be exactly the base path or continue it at a segment boundary
 * (case-sensitive): with `/care`, `/care` → `/`, `/care/es` → `/es`, `/care/` → `/`,
 * `/carex` → `null`, `/CARE` → `null`, `/` → `null`. `null` means "outside the app": 404.
 * Throws a `TypeError` for an invalid `basePath` (see `assertBasePath`).
 */
export function stripBasePath(path: string, basePath: string): string | null {
  assertBasePath(basePath)
  if (basePath === '') return path
  if (path === basePath) return '/'
  if (path.startsWith(basePath + '/')) return path.slice(basePath.length)
  return null
}

/**
 * docs/routing.md "Trailing slash": for a path of one or more segments ending in `/`, the `308` target: the
 * path without its trailing slashes (`/help/` → `/help`, `/care/es/` → `/care/es`).
 * `/` and paths without a trailing slash → `null`. Apply it to the full path, base path
 * included (`/care/` → `/care`). Defensive: the target is also passed through
 * `collapseSlashes`, so it can never be a protocol-relative `Location` even if the
 * pipeline forgot the repeated-slashes step (`//evil.com/` → `/evil.com`).
 */
export function trailingSlashTarget(path: string): string | null {
  if (path === '/' || !path.endsWith('/')) return null
  let end = path.length
  while (end > 0 && path[end - 1] === '/') end--
  const target = end === 0 ? '/' : path.slice(0, end)
  return collapseSlashes(target) ?? target
}

/**
 * Limits against absurd input (docs/security.md "Absurd paths": a 10,000-character segment or
 * 5,000 segments are a fast `400`). True if the path is longer than `MAX_PATH_LENGTH`
 * characters, has more than `MAX_SEGMENTS` segments, or has a segment longer than
 * `MAX_SEGMENT_LENGTH` characters. Lengths count the raw (encoded) characters; `/` has
 * zero segments, `/a/b` two. Runs in one pass over at most `MAX_PATH_LENGTH` characters.
 */
export function isAbsurdPath(path: string): boolean {
  if (path.length > MAX_PATH_LENGTH) return true
  let segments = 0
  let segmentLength = 0
  for (let i = 0; i < path.length; i++) {
    if (path.charCodeAt(i) === 0x2f /* '/' */) {
      segmentLength = 0
      if (i < path.length - 1 && ++segments > MAX_SEGMENTS) return true
    } else if (++segmentLength > MAX_SEGMENT_LENGTH) {
      return true
    }
  }
  return false
}

/**
 * Query string (with or without the leading `?`) → record, decoded as a form
 * (`URLSearchParams`): `+` is a space, repeated keys become arrays in order
 * (`x=1&x=2` → `{x: ['1', '2']}`), a key without `=` has the value `''`. Bad
 * percent-encoding never throws: a `%` that starts no escape stays a `%` and bytes that
 * are not UTF-8 become U+FFFD (`x=%E0%A4%A` → `{x: '\uFFFD%A'}`). Keys such as
 * `__proto__` become ordinary own properties.
 */
export function parseQuery(search: string): Record<string, string | string[]> {
  const entries = new Map<string, string | string[]>()
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = entries.get(key)
    if (existing === undefined) entries.set(key, value)
    else if (Array.isArray(existing)) existing.push(value)
    else entries.set(key, [existing, value])
  }
  return Object.fromEntries(entries)
}
