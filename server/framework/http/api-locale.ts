/**
 * The language of an API answer's messages. API paths carry no locale, so: the `locale` the
 * client sent in the body (the page's), else the locale cookie, else `Accept-Language`, else the
 * default locale.
 */
import type {Request} from 'express'
import {detectLocale} from '../../../src/framework/router/locale'
import type {EngineConfig} from '../config'
import {readCookie} from './respond'

export function apiLocale(req: Request, config: Pick<EngineConfig, 'locales' | 'defaultLocale'>, localeCookie: string): string {
  const body: unknown = req.body
  const requested = typeof body === 'object' && body !== null ? (body as {locale?: unknown}).locale : undefined
  if (typeof requested === 'string') {
    const found = config.locales.find((locale) => locale.toLowerCase() === requested.toLowerCase())
    if (found) return found
  }
  const accept = req.headers['accept-language']
  return detectLocale(
    {cookie: readCookie(req.headers.cookie, localeCookie), acceptLanguage: typeof accept === 'string' ? accept : undefined},
    {locales: config.locales, defaultLocale: config.defaultLocale, detection: true},
  )
}

/** A `?locale=` the app has (any case), or undefined: for requests whose body is not JSON (uploads). */
export function queryLocale(value: unknown, locales: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined
  return locales.find((locale) => locale.toLowerCase() === value.toLowerCase())
}
