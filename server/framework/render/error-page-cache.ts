/**
 * The 400, 404 and 405 pages as stored bytes. Their document depends on nothing but the status
 * and the locale (`errorDocument`: no path, no query, no nonce), so each is rendered once per
 * locale, on first use, and then sent as it is, identity, gzip or Brotli: a 404 costs a lookup instead
 * of a React render. Other statuses are rarer and keep their per-request render
 * (`renderErrorPage`).
 *
 * The stored document runs no inline script (its scripts are external modules and the boot data
 * is a JSON block, which CSP does not execute), so it is sent with the policy without a nonce.
 * Should an app's shell ever make React write an inline script into it, the page is not stored
 * and renders per request with its nonce, as every other error page does.
 */
import {Writable} from 'node:stream'
import zlib from 'node:zlib'
import type {Request, Response} from 'express'
import {renderToPipeableStream} from 'react-dom/server'
import type {AppContext} from '../app-context'
import {NO_STORE} from '../http/respond'
import {documentTree} from './document'
import {errorDocument, renderErrorPage} from './error-page'
import {pageCoding} from './page-encoding'

/** The statuses whose page is stored: the frequent ones, which no fault of the server causes. */
export const STORED_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 404, 405])

/** An error page's document, as it is and compressed each way a page may be sent. */
export interface StoredPage {
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

/** `Content-Type` of every stored page. */
export const STORED_PAGE_TYPE = 'text/html; charset=utf-8'

/** The bytes of `page` for an `Accept-Encoding` value and their coding (null: identity), as pages choose it. */
export function storedBytes(page: StoredPage, acceptEncoding: string | undefined): {coding: 'br' | 'gzip' | null; bytes: Buffer} {
  const coding = pageCoding(acceptEncoding)
  return {coding, bytes: coding === null ? page.identity : page[coding]}
}

/** A rendered page that needs its nonce: stored pages are for documents without inline scripts. */
const PER_REQUEST = 'per-request'

export interface ErrorPageCache {
  /**
   * Answers `status` with its stored page in `res.locals.locale` (rendering it first if this is
   * the first time); false, having sent nothing, for a status whose page is not stored.
   */
  send(req: Request, res: Response, status: number): boolean
  /** The page of `status` in `locale` when it is stored and ready to send as it is; undefined before its first render, or when it renders per request. */
  ready(status: number, locale: string): StoredPage | undefined
  /** The Content-Security-Policy a stored page is sent with. */
  readonly policy: string
}

/** `store: false` renders every error page per request, as every other status's (what the benchmark compares with). */
export function createErrorPageCache(app: AppContext, policy: string, {store = true} = {}): ErrorPageCache {
  if (!store) return {policy, send: () => false, ready: () => undefined}
  const stored = new Map<string, StoredPage | typeof PER_REQUEST>()
  const rendering = new Map<string, Promise<StoredPage | typeof PER_REQUEST>>()

  function sendStored(req: Request, res: Response, status: number, page: StoredPage | typeof PER_REQUEST): void {
    if (res.headersSent || res.destroyed) return
    if (page === PER_REQUEST) return renderErrorPage(req, res, status, app)
    res.status(status)
    res.set('Content-Type', STORED_PAGE_TYPE)
    if (!res.get('Cache-Control')) res.set('Cache-Control', NO_STORE) // unless the page set its own
    res.set('Content-Security-Policy', policy)
    res.vary('Accept-Encoding')
    const {coding, bytes} = storedBytes(page, req.headers['accept-encoding'])
    if (coding !== null) res.set('Content-Encoding', coding)
    res.send(bytes)
  }

  return {
    policy,
    ready(status, locale) {
      const page = stored.get(`${status} ${locale}`)
      return page === PER_REQUEST ? undefined : page
    },
    send(req, res, status) {
      if (!STORED_ERROR_STATUSES.has(status)) return false
      const key = `${status} ${res.locals.locale}`
      const page = stored.get(key)
      if (page) {
        sendStored(req, res, status, page)
        return true
      }
      let pending = rendering.get(key)
      if (!pending) {
        pending = renderToBytes(app, status, res.locals.locale).then((rendered) => {
          stored.set(key, rendered)
          return rendered
        })
        // A failed render is not stored: the next request tries again.
        const forget = () => rendering.delete(key)
        pending.then(forget, forget)
        rendering.set(key, pending)
      }
      pending.then(
        (rendered) => sendStored(req, res, status, rendered),
        () => sendStored(req, res, status, PER_REQUEST), // which logs its own failure, or succeeds this time
      )
      return true
    },
  }
}

/** The complete document, rendered without a nonce, its gzip and its Brotli; `PER_REQUEST` when it holds an inline script. */
function renderToBytes(app: AppContext, status: number, locale: string): Promise<StoredPage | typeof PER_REQUEST> {
  return new Promise((resolve, reject) => {
    const {tree, scripts} = documentTree(app.bundle, errorDocument(app, status, locale))
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        done()
      },
    })
    sink.on('finish', () => {
      clearTimeout(timer)
      const identity = Buffer.concat(chunks)
      if (hasInlineScript(identity.toString('utf8'))) {
        app.log.warn('The error page holds an inline script: it is rendered for each request', {status, locale})
        return resolve(PER_REQUEST)
      }
      resolve({
        identity,
        gzip: zlib.gzipSync(identity, {level: zlib.constants.Z_BEST_COMPRESSION}),
        br: zlib.brotliCompressSync(identity, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY}}),
      })
    })
    let failed = false
    let abortRender: (reason: unknown) => void = () => {}
    const timer = setTimeout(() => abortRender(new Error(`Rendering the ${status} page took longer than ${app.config.renderTimeoutMs} ms`)), app.config.renderTimeoutMs)
    timer.unref()
    const {pipe, abort} = renderToPipeableStream(tree, {
      bootstrapModules: scripts,
      onAllReady() {
        if (!failed) pipe(sink)
      },
      onShellError(error) {
        clearTimeout(timer)
        reject(error)
      },
      onError(error) {
        // A part that failed would be stored for good: give up this render instead.
        failed = true
        clearTimeout(timer)
        app.log.error('Rendering failed', {error, url: `(the ${status} page in ${locale})`})
        reject(error)
      },
    })
    abortRender = abort
  })
}

/** Whether an HTML document holds a `<script>` a browser would run from its text (no `src`, not a data block). */
function hasInlineScript(html: string): boolean {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\ssrc="/i.test(tag) && !/\stype="application\/json"/i.test(tag)) return true
  }
  return false
}
