/**
 * Intl formatters, built once per locale and options and reused: building one costs far more than
 * formatting with it (bench/README.md, "Measures kept"). Locales come from the configured few, so the cache stays small (and is bounded anyway).
 * A locale or option the runtime does not support throws a RangeError, as the constructors do.
 */
const MAX_CACHED = 200

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const listFormats = new Map<string, Intl.ListFormat>()

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options))
}

function cached<T>(cache: Map<string, T>, locale: string, options: object | undefined, build: () => T): T {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale
  let format = cache.get(key)
  if (format === undefined) {
    format = build()
    if (cache.size < MAX_CACHED) cache.set(key, format)
  }
  return format
}
