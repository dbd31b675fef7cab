/**
 * Building internal URLs (docs/routing.md "Locales") and page data file paths ("Data files"). Every URL the
 * app generates goes through here, so base path and locale are never added by hand.
 */
import {assertBasePath} from './base-path'

/** What `href` needs to know about where the app lives and who is looking. */
export interface HrefOptions {
  /** `''` or a path like `/care`. */
  basePath: string
  /** The current locale, configured spelling. */
  locale: string
  /** The default locale, which gets no prefix. */
  defaultLocale: string
}

/** Throw a `TypeError` unless `path` is a local absolute path (`/…`, not `//…` or `/\…`). */
function assertLocalPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    throw new TypeError(`Expected \`path\` to start with a single '/', got ${JSON.stringify(path)}`)
  }
}

/** `path` without trailing slashes, `/` kept as `/`. */
function withoutTrailingSlash(path: string): string {
  let end = path.length
  while (end > 1 && path[end - 1] === '/') end--
  return path.slice(0, end)
}

/**
 * The only way internal URLs are built: `basePath` + `/{locale}` (omitted for the
 * default locale) + `path`, with the path's query and hash kept as they are.
 * `href('/', {basePath: '/care', locale: 'es', defaultLocale: 'en'})` → `/care/es`;
 * `href('/', {basePath: '', locale: 'en', defaultLocale: 'en'})` → `/`;
 * `href('/help?x=1#a', {basePath: '', locale: 'es', …})` → `/es/help?x=1#a`.
 * Never ends the path with a slash, except the bare `/`. Throws a `TypeError` when
 * `path` does not start with a single `/` (`help`, `//evil.com`) or `basePath` is invalid.
 */
export function href(path: string, options: HrefOptions): string {
  assertLocalPath(path)
  assertBasePath(options.basePath)
  const split = path.search(/[?#]/)
  const pathname = withoutTrailingSlash(split === -1 ? path : path.slice(0, split))
  const suffix = split === -1 ? '' : path.slice(split)
  const isDefault = options.locale.toLowerCase() === options.defaultLocale.toLowerCase()
  const prefix = options.basePath + (isDefault ? '' : `/${options.locale}`)
  const full = prefix + (pathname === '/' ? '' : pathname)
  return (full === '' ? '/' : full) + suffix
}

/**
 * Path of a page data file (docs/routing.md "Data files"), always with the locale:
 * `dataHref('/blog/1', {basePath: '/care', buildId: 'abc', locale: 'en'})` →
 * `/care/_app/data/abc/en/blog/1.json`; for `/` → `/care/_app/data/abc/en.json`.
 * `search` (with or without `?`) is appended when not empty. Throws a `TypeError` when
 * `path` does not start with a single `/` or carries its own `?` or `#`.
 */
export function dataHref(
  path: string,
  options: {basePath: string; buildId: string; locale: string},
  search?: string,
): string {
  assertLocalPath(path)
  assertBasePath(options.basePath)
  if (/[?#]/.test(path)) {
    throw new TypeError(`Expected \`path\` without a query or hash (pass the query as \`search\`), got ${JSON.stringify(path)}`)
  }
  const pathname = withoutTrailingSlash(path)
  const query = search === undefined || search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`
  const page = pathname === '/' ? '' : pathname
  return `${options.basePath}/_app/data/${options.buildId}/${options.locale}${page}.json${query}`
}

/**
 * Inverse of `dataHref` for the server: the part of the path after `/_app/data` →
 * `{buildId, locale, pathname}`, or `null` when the shape is wrong (no `.json`, no
 * locale, an empty segment). `/abc/en.json` → `{buildId: 'abc', locale: 'en', pathname:
 * '/'}`; `/abc/en/blog/1.json` → `{…, pathname: '/blog/1'}`. The locale is returned as
 * written (the caller checks it against the configured locales) and nothing is decoded.
 */
export function parseDataPath(rest: string): {buildId: string; locale: string; pathname: string} | null {
  if (!rest.startsWith('/') || !rest.endsWith('.json')) return null
  const segments = rest.slice(1, -'.json'.length).split('/')
  const [buildId, locale, ...page] = segments
  if (!buildId || !locale || page.includes('')) return null
  return {buildId, locale, pathname: '/' + page.join('/')}
}
