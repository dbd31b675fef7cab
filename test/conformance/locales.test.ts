/**
 * docs/routing.md "Locales" over HTTP: the locale prefix, `<html lang>`, links that keep the locale, and
 * detection on the root path (cookie, then Accept-Language). Expectations come from the
 * configuration's locale list.
 */
import {
  at, bootTextOf, CONFIGS, echoOf, headingsOf, hrefById, langOf, localized, OTHER, otherLocales, send,
  useConformanceServers, type Config,
} from './support'

const harness = useConformanceServers({'detection off': {LOCALE_DETECTION: 'off'}})

/**
 * [Accept-Language, the locale it detects; null: none or the default, so no redirect], per
 * configured locale list (docs/routing.md "Detection").
 */
const ACCEPT_LANGUAGE: Record<string, readonly [string, string | null][]> = {
  'en,es,fr,de': [
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['fr-FR', null], // a more specific tag does not fall back
    ['fr-FR, de;q=0.5', 'de'],
    ['es-ES, es;q=0.9', 'es'],
    ['es;q=0.4, de;q=0.8', 'de'], // ordered by q
    ['de;q=0.5, fr;q=0.5', 'fr'], // ties: the order of LOCALES, not the header's
    ['de, fr', 'fr'],
    ['de, en', null],
    ['fr;q=0, de', 'de'], // q=0 drops the entry
    ['fr;q=0', null],
    ['en;q=0, *', 'es'], // * is the first configured locale not named
    ['en;q=0.1, *;q=0.5', 'es'],
    ['*', null],
    ['fr;q=2, de;q=0.9', 'fr'], // out of range counts as 1
    ['de;q=abc, fr;q=0.9', 'de'], // unparsable counts as 1
    ['de;q=-1, fr;q=0.9', 'de'],
    ['en_US, fr', null], // malformed: ignored entirely
    ['fr;q', null],
    ['fr;q=0.5 x, de', null],
    ['xx, yy', null],
  ],
  'en-US,fr,nl-NL,nl-BE': [
    ['fr', 'fr'],
    ['nl', 'nl-NL'], // a language prefix answers the first configured locale
    ['nl-BE', 'nl-BE'],
    ['NL-be', 'nl-BE'],
    ['nl-BE;q=0.9, nl', 'nl-NL'],
    ['nl-BE, nl-NL', 'nl-NL'], // ties: the order of LOCALES
    ['nl-BE;q=0.5, fr;q=0.5', 'fr'],
    ['fr-FR', null], // fr-FR alone does not match fr
    ['fr-CA, nl-BE;q=0.1', 'nl-BE'],
    ['en', null], // en answers en-US, the default
    ['en;q=0.5, fr;q=0.4', null],
    ['en-US;q=0, *', 'fr'],
    ['*', null],
    ['fr;q=2, nl;q=0.9', 'fr'],
    ['nl;q=abc, fr;q=0.9', 'nl-NL'],
    ['en_US, fr', null],
    ['fr;q', null],
    ['de, es', null],
  ],
}

describe.each(CONFIGS)('locales ($name)', (config: Config) => {
  const get = (rawPath: string, headers: Record<string, string> = {}, variant = '') =>
    send(harness.server(config, variant), rawPath, {headers})
  const last = config.locales[config.locales.length - 1]!
  const others = otherLocales(config)

  describe('the locale prefix', () => {
    it.each(config.locales.map((locale) => [locale]))('%s: its prefix selects it', async (locale) => {
      const reply = await get(localized(config, locale, '/about'))
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body)).toEqual({page: '/about', params: {}, query: {}, locale})
    })

    it.each(others.flatMap((locale) => [[locale.toUpperCase(), locale], [locale.toLowerCase(), locale]]))(
      '/%s/about → locale %s (case-insensitive, configured spelling)', async (prefix, locale) => {
        const reply = await get(`${config.base}/${prefix}/about`)
        expect(echoOf(reply.body).locale).toBe(locale)
      },
    )

    it('/FR/about → locale fr', async () => {
      const reply = await get(`${config.base}/FR/about`)
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).locale).toBe('fr')
    })

    it('no prefix → the default locale', async () => {
      const reply = await get(at(config, '/about'))
      expect(echoOf(reply.body).locale).toBe(config.defaultLocale)
    })

    it.each([config.defaultLocale, config.defaultLocale.toUpperCase()])('the default locale may be written: /%s/about is served, no redirect', async (prefix) => {
      const reply = await get(`${config.base}/${prefix}/about`)
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).locale).toBe(config.defaultLocale)
    })

    it('/{default locale} is the home page, no redirect, even with a cookie for another locale', async () => {
      const reply = await get(`${config.base}/${config.defaultLocale}`, {cookie: `NEXT_LOCALE=${OTHER}`})
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body)).toEqual({page: '/', params: {}, query: {}, locale: config.defaultLocale})
    })

    it.each(['xx', `${OTHER}x`, 'french', 'fr-FR', 'nl', 'f', `${OTHER}-`])('/%s/about is a 404 (an unknown first segment is just a segment)', async (prefix) => {
      const reply = await get(`${config.base}/${prefix}/about`)
      expect(reply.status).toBe(404)
      expect(headingsOf(reply.body).h1).toEqual(['404'])
    })

    it.each([`${OTHER}/${OTHER}`, `${OTHER}/${config.defaultLocale}`, `${OTHER}/${last}`])(
      '/%s/about is a 404 rendered in fr (only one prefix is removed)', async (prefixes) => {
        const reply = await get(`${config.base}/${prefixes}/about`)
        expect(reply.status).toBe(404)
        expect(langOf(reply.body)).toBe(OTHER)
      },
    )
  })

  describe('<html lang> and links keep the locale', () => {
    it.each(config.locales.map((locale) => [locale]))('%s: <html lang> is the locale', async (locale) => {
      const reply = await get(localized(config, locale, '/about'))
      expect(langOf(reply.body)).toBe(locale)
    })

    it.each(config.locales.map((locale) => [locale]))('%s: the home page has <html lang> of the locale', async (locale) => {
      const reply = await get(localized(config, locale, '/'), {}, 'detection off')
      expect(langOf(reply.body)).toBe(locale)
    })

    it.each(config.locales.map((locale) => [locale]))('%s: the about page’s link to /blog/1 keeps the locale', async (locale) => {
      const reply = await get(localized(config, locale, '/about'))
      expect(hrefById(reply.body, 'about-blog-1')).toBe(localized(config, locale, '/blog/1'))
    })

    it.each(config.locales.map((locale) => [locale]))('%s: the about page’s link to /about in fr is the fr page', async (locale) => {
      const reply = await get(localized(config, locale, '/about'))
      expect(hrefById(reply.body, 'about-fr')).toBe(`${config.base}/fr/about`)
    })

    it.each(config.locales.map((locale) => [locale]))('%s: the link home is the locale’s home', async (locale) => {
      const reply = await get(localized(config, locale, '/about'))
      expect(hrefById(reply.body, 'link-home')).toBe(localized(config, locale, '/'))
    })

    it('/fr/about links to {base}/fr/blog/1 and {base}/fr/about', async () => {
      const reply = await get(`${config.base}/fr/about`)
      expect([hrefById(reply.body, 'about-blog-1'), hrefById(reply.body, 'about-fr')]).toEqual([`${config.base}/fr/blog/1`, `${config.base}/fr/about`])
    })

    it('the explicit default prefix gives links without a prefix', async () => {
      const reply = await get(`${config.base}/${config.defaultLocale}/about`)
      expect(hrefById(reply.body, 'about-blog-1')).toBe(at(config, '/blog/1'))
    })

    it('the boot data carries the locale, the locales and the default locale', async () => {
      const reply = await get(`${config.base}/fr/about`)
      const {route} = JSON.parse(bootTextOf(reply.body))
      expect({locale: route.locale, locales: route.locales, defaultLocale: route.defaultLocale, basePath: route.basePath})
        .toEqual({locale: 'fr', locales: config.locales, defaultLocale: config.defaultLocale, basePath: config.base})
    })
  })

  describe('detection on the root path', () => {
    const expectDetected = async (headers: Record<string, string>, detected: string | null, rawPath = at(config, '/')) => {
      const reply = await get(rawPath, headers)
      if (detected === null || detected === config.defaultLocale) {
        expect(reply.status).toBe(200)
        expect(echoOf(reply.body).locale).toBe(config.defaultLocale)
      } else {
        expect(reply.status).toBe(307)
        expect(reply.headers.location).toBe(localized(config, detected, '/'))
      }
    }

    const cookies: readonly [string, Record<string, string>, string | null][] = [
      ['NEXT_LOCALE=fr', {cookie: 'NEXT_LOCALE=fr'}, 'fr'],
      ['NEXT_LOCALE=FR (case-insensitive)', {cookie: 'NEXT_LOCALE=FR'}, 'fr'],
      [`NEXT_LOCALE=${last}`, {cookie: `NEXT_LOCALE=${last}`}, last],
      ['NEXT_LOCALE among other cookies', {cookie: 'a=1; NEXT_LOCALE=fr; b=2'}, 'fr'],
      ['the cookie wins over Accept-Language', {cookie: `NEXT_LOCALE=${OTHER}`, 'accept-language': last}, OTHER],
      ['a cookie for the default locale wins over Accept-Language', {cookie: `NEXT_LOCALE=${config.defaultLocale}`, 'accept-language': OTHER}, null],
      ['an unknown cookie value is ignored', {cookie: 'NEXT_LOCALE=xx', 'accept-language': OTHER}, OTHER],
      ['an empty cookie value is ignored', {cookie: 'NEXT_LOCALE=', 'accept-language': OTHER}, OTHER],
      ['another cookie’s value is not read', {cookie: `NOT_NEXT_LOCALE=${OTHER}`}, null],
      ['no cookie, no header: the default', {}, null],
    ]

    it.each(cookies)('%s', async (_name, headers, detected) => {
      await expectDetected(headers, detected)
    })

    it.each(ACCEPT_LANGUAGE[config.locales.join(',')]!)('Accept-Language: %s → %s', async (header, detected) => {
      await expectDetected({'accept-language': header}, detected)
    })

    it('the redirect is a 307 to {base}/fr with the original query', async () => {
      const reply = await get(at(config, '/?a=1&b=%2F&c'), {cookie: 'NEXT_LOCALE=fr'})
      expect(reply.status).toBe(307)
      expect(reply.headers.location).toBe(`${config.base}/fr?a=1&b=%2F&c`)
    })

    it('detecting the default locale serves the home page (200, no redirect)', async () => {
      const reply = await get(at(config, '/'), {'accept-language': config.defaultLocale})
      expect(reply.status).toBe(200)
      expect(reply.headers.location).toBeUndefined()
    })

    it.each(['POST', 'HEAD', 'DELETE'])('%s on the root detects too', async (method) => {
      const reply = await send(harness.server(config), at(config, '/'), {method, headers: {cookie: `NEXT_LOCALE=${OTHER}`}})
      expect(reply.status).toBe(307)
      expect(reply.headers.location).toBe(localized(config, OTHER, '/'))
    })

    it.each(['/about', '/blog/1', '/nowhere', '/docs/a'])('%s never redirects', async (appPath) => {
      const reply = await get(at(config, appPath), {cookie: `NEXT_LOCALE=${OTHER}`, 'accept-language': OTHER})
      expect([200, 404]).toContain(reply.status)
      expect(echoOrLocale(reply.body)).toBe(config.defaultLocale)
    })

    it('/fr never redirects, whatever the cookie and header say', async () => {
      const reply = await get(`${config.base}/fr`, {cookie: `NEXT_LOCALE=${last}`, 'accept-language': last})
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).locale).toBe('fr')
    })

    it('outside the base path the root is a 404, with no redirect (Hale)', async () => {
      const reply = await get('/', {cookie: `NEXT_LOCALE=${OTHER}`})
      expect(reply.status).toBe(config.base ? 404 : 307)
    })

    it('with LOCALE_DETECTION=off the cookie does not redirect', async () => {
      const reply = await get(at(config, '/'), {cookie: `NEXT_LOCALE=${OTHER}`}, 'detection off')
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).locale).toBe(config.defaultLocale)
    })

    it('with LOCALE_DETECTION=off Accept-Language does not redirect', async () => {
      const reply = await get(at(config, '/'), {'accept-language': OTHER}, 'detection off')
      expect(reply.status).toBe(200)
      expect(echoOf(reply.body).locale).toBe(config.defaultLocale)
    })

    it('with LOCALE_DETECTION=off prefixes still select the locale', async () => {
      const reply = await get(`${config.base}/fr/about`, {}, 'detection off')
      expect(echoOf(reply.body).locale).toBe('fr')
    })
  })
})

/** The echo's locale on a page, `<html lang>` on an error page. */
function echoOrLocale(html: string): string | null {
  return /<pre id="echo">/.test(html) ? echoOf(html).locale : langOf(html)
}
