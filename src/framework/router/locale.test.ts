import {
  assertLocaleOptions,
  detectLocale,
  pickAcceptLanguage,
  splitLocale,
  type LocaleOptions,
} from '.'

const LOCALES = ['en', 'es', 'fr', 'de']

describe('assertLocaleOptions', () => {
  it.each<[string, LocaleOptions]>([
    ['a plain list', {locales: LOCALES, defaultLocale: 'en', detection: true}],
    ['region and script subtags', {locales: ['nl-NL', 'zh-Hant-TW', 'es-419'], defaultLocale: 'es-419', detection: false}],
    ['a single locale', {locales: ['en'], defaultLocale: 'en', detection: true}],
  ])('accepts %s', (_claim, options) => {
    expect(() => assertLocaleOptions(options)).not.toThrow()
  })

  it.each<[string, LocaleOptions, string]>([
    ['an empty list', {locales: [], defaultLocale: 'en', detection: true}, 'Expected `locales` to list at least one locale'],
    ['duplicates', {locales: ['en', 'es', 'en'], defaultLocale: 'en', detection: true}, 'Expected `locales` without duplicates, got "en" twice'],
    ['case-insensitive duplicates', {locales: ['nl-NL', 'nl-nl'], defaultLocale: 'nl-NL', detection: true}, 'Expected `locales` without duplicates, got "nl-nl" twice'],
    ['an underscore tag', {locales: ['en_US'], defaultLocale: 'en_US', detection: true}, 'Expected each locale to be a tag like "en" or "nl-NL", got "en_US"'],
    ['a one-letter tag', {locales: ['e'], defaultLocale: 'e', detection: true}, 'Expected each locale to be a tag like "en" or "nl-NL", got "e"'],
    ['an empty tag', {locales: [''], defaultLocale: '', detection: true}, 'Expected each locale to be a tag like "en" or "nl-NL", got ""'],
    ['a tag with a slash', {locales: ['en/x'], defaultLocale: 'en/x', detection: true}, 'Expected each locale to be a tag like "en" or "nl-NL", got "en/x"'],
    ['a trailing hyphen', {locales: ['en-'], defaultLocale: 'en-', detection: true}, 'Expected each locale to be a tag like "en" or "nl-NL", got "en-"'],
    ['a default outside the list', {locales: LOCALES, defaultLocale: 'it', detection: true}, 'Expected `defaultLocale` to be one of en, es, fr, de, got "it"'],
    ['a default in another spelling', {locales: ['nl-NL'], defaultLocale: 'nl-nl', detection: true}, 'Expected `defaultLocale` to be one of nl-NL, got "nl-nl"'],
  ])('refuses %s', (_claim, options, message) => {
    expect(() => assertLocaleOptions(options)).toThrow(new TypeError(message))
  })
})

describe('splitLocale (the locale prefix)', () => {
  it.each<[string, readonly string[], string | null, string]>([
    ['/es/help', LOCALES, 'es', '/help'],
    ['/ES/help', LOCALES, 'es', '/help'], // case-insensitive, configured spelling
    ['/Es', LOCALES, 'es', '/'],
    ['/es', LOCALES, 'es', '/'],
    ['/en/help', LOCALES, 'en', '/help'], // the default may be written explicitly
    ['/esperanto', LOCALES, null, '/esperanto'], // whole segment only
    ['/es-MX/help', LOCALES, null, '/es-MX/help'],
    ['/xx/help', LOCALES, null, '/xx/help'], // unknown first segment is just a segment
    ['/help/es', LOCALES, null, '/help/es'], // only the first segment
    ['/es/fr/help', LOCALES, 'es', '/fr/help'], // only one prefix is removed
    ['/', LOCALES, null, '/'],
    ['/%65s/help', LOCALES, null, '/%65s/help'], // not decoded
    ['/nl-nl/x', ['en', 'nl-NL'], 'nl-NL', '/x'],
    ['/NL-NL', ['en', 'nl-NL'], 'nl-NL', '/'],
    ['/api/health', LOCALES, null, '/api/health'],
  ])('%s → %j + %s', (pathname, locales, locale, rest) => {
    expect(splitLocale(pathname, locales)).toEqual({locale, pathname: rest})
  })
})

describe('pickAcceptLanguage (Accept-Language)', () => {
  it.each<[string, string | undefined, readonly string[], string | null]>([
    ['no header', undefined, LOCALES, null],
    ['an empty header', '', LOCALES, null],
    ['a single exact tag', 'fr', LOCALES, 'fr'],
    ['case-insensitive, configured spelling returned', 'FR', LOCALES, 'fr'],
    ['configured spelling of a region tag', 'NL-nl', ['en', 'nl-NL'], 'nl-NL'],
    ['q orders entries', 'fr;q=0.5, de;q=0.9', LOCALES, 'de'],
    ['q defaults to 1', 'fr;q=0.9, de', LOCALES, 'de'],
    ['Q is case-insensitive', 'fr;Q=0.5, de;q=0.9', LOCALES, 'de'],
    ['whitespace around ; and , is allowed', ' fr ; q=0.5 ,\tde ; q=0.9 ', LOCALES, 'de'],
    ['q=0 drops the entry', 'fr;q=0, de;q=0.1', LOCALES, 'de'],
    ['q=0.000 drops the entry', 'fr;q=0.000', LOCALES, null],
    ['only q=0 entries → null', 'fr;q=0, de;q=0', LOCALES, null],
    ['q > 1 is out of range and counts as 1', 'de;q=0.9, fr;q=2', LOCALES, 'fr'],
    ['negative q counts as 1', 'de;q=0.9, fr;q=-1', LOCALES, 'fr'],
    ['unparsable q counts as 1', 'de;q=0.9, fr;q=abc', LOCALES, 'fr'],
    ['exponent q counts as 1', 'de;q=0.9, fr;q=1e-3', LOCALES, 'fr'],
    ['ties are broken by LOCALES order, not the header', 'de, fr, es', LOCALES, 'es'],
    ['ties at lower q too', 'de;q=0.5, es;q=0.5', LOCALES, 'es'],
    ['a higher q beats LOCALES order', 'de, en;q=0.99', LOCALES, 'de'],
    ['unconfigured tags are skipped', 'it, pt;q=0.9, fr;q=0.1', LOCALES, 'fr'],
    ['nothing configured → null', 'it, pt', LOCALES, null],
    ['a configured nl-NL answers nl', 'nl', ['en', 'nl-NL'], 'nl-NL'],
    ['the first configured locale with that language wins', 'nl', ['en', 'nl-BE', 'nl-NL'], 'nl-BE'],
    ['an exact tag beats a prefix match', 'nl', ['nl-NL', 'nl'], 'nl'],
    ['a prefix match keeps its own q', 'nl;q=0.5, en;q=0.6', ['en', 'nl-NL'], 'en'],
    ['a multi-subtag prefix answers', 'zh-hant', ['en', 'zh-Hant-TW'], 'zh-Hant-TW'],
    ['fr-FR does not fall back to fr', 'fr-FR', LOCALES, null],
    ['fr-FR does not match fr even with other entries', 'fr-FR, de;q=0.1', LOCALES, 'de'],
    ['nl-BE does not match nl-NL', 'nl-BE', ['en', 'nl-NL'], null],
    ['a prefix must end at a hyphen', 'e', LOCALES, null],
    ['* → the first configured locale not named', 'en;q=0.1, es;q=0.1, *', LOCALES, 'fr'],
    ['* alone → the first configured locale', '*', LOCALES, 'en'],
    ['* skips locales named with q=0', 'en;q=0, *', LOCALES, 'es'],
    ['* skips locales named by a prefix', 'nl;q=0.1, *', ['nl-NL', 'en'], 'en'],
    ['* with every locale named → ignored', 'en;q=0.1, es;q=0.2, *', ['en', 'es'], 'es'],
    ['*;q=0 is dropped', 'it, *;q=0', LOCALES, null],
    ['a named locale beats * at equal q', 'fr, *', LOCALES, 'fr'],
    ['* beats a lower q', 'fr;q=0.5, *', LOCALES, 'en'],
    ['other parameters are ignored', 'fr;level=1;q=0.5, de;q=0.4', LOCALES, 'fr'],
    ['empty list elements are skipped', ',fr,,', LOCALES, 'fr'],
    ['malformed: underscore tag → whole header ignored', 'fr, en_US', LOCALES, null],
    ['malformed: trailing hyphen', 'fr, en-', LOCALES, null],
    ['malformed: digits as language', '12, fr', LOCALES, null],
    ['malformed: tag longer than 8 letters', 'francaisx, fr', LOCALES, null],
    ['malformed: space inside a tag', 'f r', LOCALES, null],
    ['malformed: parameter without =', 'fr;q, de', LOCALES, null],
    ['malformed: parameter without value', 'fr;q=, de', LOCALES, null],
    ['malformed: spaces around =', 'fr;q = 0.5', LOCALES, null],
    ['malformed: empty parameter', 'fr;, de', LOCALES, null],
    ['malformed: nothing but separators', ' , ,', LOCALES, null],
    ['malformed: longer than 4096 characters', 'fr,' + 'x;q=0.1,'.repeat(512), LOCALES, null],
  ])('%s: %j', (_claim, header, locales, expected) => {
    expect(pickAcceptLanguage(header, locales)).toBe(expected)
  })

  it('accepts a long but legal header without blowing up', () => {
    const header = Array(400).fill('*').join(',') + ',de;q=0.9'
    const start = performance.now()
    expect(pickAcceptLanguage(header, LOCALES)).toBe('en')
    // Generous on purpose (a loaded machine): the claim is no quadratic or backtracking parse.
    expect(performance.now() - start).toBeLessThan(2000)
  })
})

describe('detectLocale (detection on the root path)', () => {
  const options: LocaleOptions = {locales: LOCALES, defaultLocale: 'en', detection: true}

  it.each<[string, {cookie?: string; acceptLanguage?: string}, LocaleOptions, string]>([
    ['nothing → the default', {}, options, 'en'],
    ['the cookie', {cookie: 'fr'}, options, 'fr'],
    ['the cookie, case-insensitive', {cookie: 'FR'}, options, 'fr'],
    ['the cookie beats Accept-Language', {cookie: 'de', acceptLanguage: 'fr'}, options, 'de'],
    ['the cookie may name the default', {cookie: 'en', acceptLanguage: 'fr'}, options, 'en'],
    ['an unknown cookie is ignored', {cookie: 'xx', acceptLanguage: 'es'}, options, 'es'],
    ['an empty cookie is ignored', {cookie: '', acceptLanguage: 'es'}, options, 'es'],
    ['a cookie with spaces is unknown', {cookie: ' fr', acceptLanguage: 'es'}, options, 'es'],
    ['Accept-Language', {acceptLanguage: 'de;q=0.8, es;q=0.9'}, options, 'es'],
    ['Accept-Language with nothing configured → default', {acceptLanguage: 'it'}, options, 'en'],
    ['a malformed Accept-Language → default', {acceptLanguage: 'fr;q'}, options, 'en'],
    ['another default', {}, {...options, defaultLocale: 'de'}, 'de'],
    ['detection off ignores the cookie', {cookie: 'fr', acceptLanguage: 'es'}, {...options, detection: false}, 'en'],
  ])('%s', (_claim, input, opts, expected) => {
    expect(detectLocale(input, opts)).toBe(expected)
  })
})
