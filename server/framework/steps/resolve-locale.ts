import type {RequestHandler} from 'express'
import {assertLocaleOptions, detectLocale, splitLocale, type LocaleOptions} from '../../../src/framework/router/locale'
import {readCookie, sendRedirect} from '../http/respond'

/** The cookie of a visitor's chosen language, unless the app names its own (as Next.js names it). */
export const DEFAULT_LOCALE_COOKIE = 'NEXT_LOCALE'

/**
 * Locales (docs/routing.md, "Locales"): strip one locale prefix into `res.locals.locale`; on the
 * root path, detect the visitor's language (the locale cookie, then Accept-Language) and answer
 * 307 to its prefix when it is not the default.
 */
export function resolveLocale(options: LocaleOptions, localeCookie: string): RequestHandler {
  assertLocaleOptions(options)
  return function resolveLocale(req, res, next) {
    const {locale, pathname} = splitLocale(res.locals.pathname, options.locales)
    if (locale === null && pathname === '/' && options.detection) {
      res.vary('Accept-Language').vary('Cookie')
      const detected = detectLocale(
        {cookie: readCookie(req.headers.cookie, localeCookie), acceptLanguage: req.headers['accept-language']},
        options,
      )
      if (detected !== options.defaultLocale) {
        res.locals.route = 'redirect'
        return sendRedirect(res, 307, `${res.locals.basePath}/${detected}${res.locals.search}`)
      }
    }
    res.locals.locale = locale ?? options.defaultLocale
    res.locals.pathname = pathname
    res.locals.localeResolved = true
    next()
  }
}
