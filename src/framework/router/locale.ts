/**
 * Locales (docs/routing.md "Locales"): the locale prefix of a path, `Accept-Language` negotiation
 * and root-path detection. Pure; comparisons are ASCII case-insensitive and results
 * always use the configured spelling.
 */

/** Locale configuration, validated once with `assertLocaleOptions`. */
export interface LocaleOptions {
  /** Configured locales in order of preference (`LOCALES`), e.g. `['en', 'es', 'fr']`. */
  locales: readonly string[]
  /** The locale of paths without a prefix (`DEFAULT_LOCALE`); one of `locales`. */
  defaultLocale: string
  /** Whether the root path redirects by cookie / `Accept-Language` (`LOCALE_DETECTION`). */
  detection: boolean
}

/** A configured locale tag: `en`, `es`, `nl-NL`, `zh-Hant-TW`. */
const LOCALE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/

/** A language range in `Accept-Language`: a tag or `*`. */
const LANGUAGE_RANGE = /^([A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*|\*)$/

/** A `name=value` parameter: no whitespace, no second `=`. */
const PARAMETER = /^[^\s=]+=[^\s=]+$/

/** A decimal `q` value: `1`, `0.5`, `.5`, `0.`. */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/

/** Headers longer than this are ignored, so negotiation stays cheap. */
const MAX_ACCEPT_LANGUAGE_LENGTH = 4096

/** ASCII-only lower case: `toLowerCase` would fold `K` (U+212A, Kelvin) into `k`. */
function asciiLower(value: string): string {
  return value.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32))
}

/** The configured locale equal to `value` (ASCII case-insensitive), or `null`. */
function findLocale(value: string, locales: readonly string[]): string | null {
  const lower = asciiLower(value)
  return locales.find((locale) => asciiLower(locale) === lower) ?? null
}

/**
 * Throw a `TypeError` naming the problem unless: `locales` is non-empty, has no
 * duplicates (case-insensitive), every tag matches `/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/`,
 * and `defaultLocale` is one of them (exact spelling). Call it once at startup.
 */
export function assertLocaleOptions(options: LocaleOptions): void {
  const {locales, defaultLocale} = options
  if (locales.length === 0) throw new TypeError('Expected `locales` to list at least one locale')
  const seen = new Set<string>()
  for (const locale of locales) {
    if (!LOCALE_TAG.test(locale)) {
      throw new TypeError(`Expected each locale to be a tag like "en" or "nl-NL", got ${JSON.stringify(locale)}`)
    }
    const lower = asciiLower(locale)
    if (seen.has(lower)) throw new TypeError(`Expected \`locales\` without duplicates, got "${locale}" twice`)
    seen.add(lower)
  }
  if (!locales.includes(defaultLocale)) {
    throw new TypeError(
      `Expected \`defaultLocale\` to be one of ${locales.join(', ')}, got ${JSON.stringify(defaultLocale)}`,
    )
  }
}

/**
 * Read the locale prefix (docs/routing.md "The locale prefix"). Only the first segment is examined, as a whole
 * and case-insensitively; the configured spelling is returned with the rest of the path
 * (`/ES/help` → `{locale: 'es', pathname: '/help'}`, `/es` → `{locale: 'es', pathname:
 * '/'}`). No prefix → `{locale: null, pathname}` unchanged (`/esperanto`, `/xx/help`).
 * Only one prefix is removed (`/es/fr/help` → `es`, `/fr/help`).
 */
export function splitLocale(
  pathname: string,
  locales: readonly string[],
): {locale: string | null; pathname: string} {
  if (!pathname.startsWith('/')) return {locale: null, pathname}
  const end = pathname.indexOf('/', 1)
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end)
  const locale = first === '' ? null : findLocale(first, locales)
  if (locale === null) return {locale: null, pathname}
  return {locale, pathname: end === -1 ? '/' : pathname.slice(end)}
}

/** One parsed `Accept-Language` entry. */
interface LanguageRange {
  /** Lower-cased tag or `*`. */
  range: string
  q: number
}

/** `q` per docs/routing.md "Detection": a decimal in 0..1 is used; anything else counts as 1. */
function parseQ(value: string): number {
  if (!DECIMAL.test(value)) return 1
  const q = Number(value)
  return q >= 0 && q <= 1 ? q : 1
}

/** Parse the header into ranges, or `null` when it is malformed (see `pickAcceptLanguage`). */
function parseAcceptLanguage(header: string): LanguageRange[] | null {
  const ranges: LanguageRange[] = []
  for (const element of header.split(',')) {
    if (element.trim() === '') continue
    const [tag = '', ...parameters] = element.split(';').map((part) => part.trim())
    if (!LANGUAGE_RANGE.test(tag)) return null
    let q = 1
    for (const parameter of parameters) {
      if (!PARAMETER.test(parameter)) return null
      const [name = '', value = ''] = parameter.split('=')
      if (asciiLower(name) === 'q') q = parseQ(value)
    }
    ranges.push({range: asciiLower(tag), q})
  }
  return ranges.length > 0 ? ranges : null
}

/** Does the (lower-cased) range name this lower-cased locale: equal, or a `-` prefix of it? */
function names(range: string, lowerLocale: string): boolean {
  return lowerLocale === range || lowerLocale.startsWith(range + '-')
}

/** Index of the locale a specific range answers to: same tag first, then the first it prefixes; -1 if none. */
function resolveRange(range: string, lowerLocales: readonly string[]): number {
  const exact = lowerLocales.indexOf(range)
  return exact !== -1 ? exact : lowerLocales.findIndex((locale) => names(range, locale))
}

/**
 * The best configured locale for an `Accept-Language` header, or `null` (docs/routing.md "Detection").
 *
 * - Entries are ordered by `q` (default 1). `q=0` drops the entry; a `q` that is not a
 *   decimal number, or is outside 0..1, counts as 1.
 * - Equal `q`: a named locale beats `*`, then the order of `locales` decides, never the
 *   header's order.
 * - A range answers to the configured locale with the same tag, else to the first
 *   configured locale it is a `-` prefix of (`nl` → `nl-NL`, `zh-hant` → `zh-Hant-TW`).
 *   A more specific range never falls back (`fr-FR` does not match `fr`).
 * - `*` answers to the first configured locale that no other range names (a range with
 *   `q=0` still names its locales, so `fr;q=0, *` never yields `fr`).
 * - Comparison is ASCII case-insensitive; the configured spelling is returned.
 *
 * Malformed headers are ignored entirely (`null`): longer than 4096 characters; an
 * element (between commas, trimmed; empty elements are skipped) whose range is not
 * `/^([A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*|\*)$/` (`en_US`, `en-`, `e n`); a parameter
 * (after `;`, trimmed) that is not `name=value` without whitespace (`en;q`, `en;q=`,
 * `en;q = 0.5`); or no element at all. Parameters other than `q` are ignored.
 */
export function pickAcceptLanguage(header: string | undefined, locales: readonly string[]): string | null {
  if (header === undefined || header.length > MAX_ACCEPT_LANGUAGE_LENGTH) return null
  const ranges = parseAcceptLanguage(header)
  if (!ranges) return null
  const lowerLocales = locales.map(asciiLower)
  const specific = ranges.filter(({range}) => range !== '*')
  const wildcardIndex = lowerLocales.findIndex((locale) => !specific.some(({range}) => names(range, locale)))
  let best: {q: number; wildcard: boolean; index: number} | null = null
  for (const {range, q} of ranges) {
    if (q === 0) continue
    const wildcard = range === '*'
    const index = wildcard ? wildcardIndex : resolveRange(range, lowerLocales)
    if (index === -1) continue
    const better =
      best === null ||
      q > best.q ||
      (q === best.q && best.wildcard && !wildcard) ||
      (q === best.q && best.wildcard === wildcard && index < best.index)
    if (better) best = {q, wildcard, index}
  }
  return best === null ? null : (locales[best.index] ?? null)
}

/**
 * Detection (docs/routing.md "Detection"), for the root path only: the locale cookie's value (the app names it; `NEXT_LOCALE` by default) if it is
 * a configured locale (case-insensitive; unknown values are ignored), else the
 * `Accept-Language` choice, else the default. With `detection` off, always the default
 * locale. Returns the configured spelling; the caller redirects when it differs from the
 * default. Options are assumed valid (`assertLocaleOptions`).
 */
export function detectLocale(
  input: {cookie?: string; acceptLanguage?: string},
  options: LocaleOptions,
): string {
  if (!options.detection) return options.defaultLocale
  if (input.cookie !== undefined) {
    const fromCookie = findLocale(input.cookie, options.locales)
    if (fromCookie !== null) return fromCookie
  }
  return pickAcceptLanguage(input.acceptLanguage, options.locales) ?? options.defaultLocale
}
