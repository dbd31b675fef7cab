import type {Request, Response} from 'express'
import type {PageError} from '../../../src/framework/types'
import {NO_STORE} from '../http/respond'
import type {AppContext} from '../app-context'
import {streamDocument, type DocumentInput} from './document'
import {errorRoute} from './route-info'

const plainText: Record<number, string> = {
  400: '400: Bad Request', 403: '403: Forbidden', 404: '404: This page could not be found', 405: '405: Method Not Allowed', 429: '429: Too Many Requests',
  500: '500: Internal Server Error', 503: '503: Service Unavailable', 507: '507: Insufficient Storage',
}

/** The page an answer's status shows: its own when the engine has one, else the 500 page. */
function pageStatusOf(status: number): NonNullable<PageError['status']> {
  return status === 400 || status === 403 || status === 404 || status === 405 || status === 429 || status === 503 || status === 507 ? status : 500
}

/**
 * The document of an error page: the same for every request with this status and locale (no
 * path, no query), so that it can be rendered once and kept (error-page-cache.ts).
 */
export function errorDocument(app: AppContext, status: number, locale: string): DocumentInput {
  return {
    status, route: errorRoute(app.config, app.bundle.manifest.buildId, locale), Page: null, props: {}, error: {status: pageStatusOf(status)},
  }
}

/**
 * The error page for a status (docs/routing.md, "Error pages"), in the request's locale, rendered
 * for this request. Other statuses show as 500.
 */
export function renderErrorPage(req: Request, res: Response, status: number, app: AppContext): void {
  streamDocument(req, res, errorDocument(app, status, res.locals.locale), app, (error) => {
    // Not even the error page renders: answer in plain text rather than not at all.
    app.log.error('The error page failed to render', {error, url: req.originalUrl})
    if (res.headersSent) return
    res.status(status).set('Cache-Control', NO_STORE).type('text/plain; charset=utf-8').send(plainText[pageStatusOf(status)])
  })
}
