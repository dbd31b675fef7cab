import type {RequestHandler} from 'express'
import type {EngineConfig} from '../config'

/** What every later step may rely on finding in `res.locals` (server/framework/request-state.ts). */
export function initialState(config: EngineConfig): RequestHandler {
  return function initialState(_req, res, next) {
    res.locals.basePath = config.basePath
    res.locals.locale = config.defaultLocale
    res.locals.localeResolved = false
    res.locals.pathname = '/'
    res.locals.search = ''
    res.locals.api = false
    next()
  }
}
