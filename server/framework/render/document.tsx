import type {ComponentType, ReactElement} from 'react'
import type {Request, Response} from 'express'
import {renderToPipeableStream} from 'react-dom/server'
import {Root} from '../../../src/framework/Root'
import {createPageStore} from '../../../src/framework/page-store'
import type {BootData, PageError, RouteInfo} from '../../../src/framework/types'
import type {AppBundle} from '../app-bundle'
import type {AppContext} from '../app-context'
import {NO_STORE} from '../http/respond'
import {catalogLanguage} from '../../../src/framework/i18n/catalogs'
import {isBot} from './is-bot'
import {pageDestination} from './page-encoding'

export interface DocumentInput {
  status: number
  route: RouteInfo
  Page: ComponentType<any> | null
  props: Record<string, unknown>
  error: PageError | null
}

/**
 * The page's own messages, as files under `/_app/static/`: those beyond the first-load ones that
 * its first load names (none on an error page, or on a page that shows only first-load messages).
 */
function pageMessageFiles(bundle: AppBundle, route: Pick<RouteInfo, 'id' | 'locale'>, hasPage: boolean): string[] {
  const {manifest, modules} = bundle
  const page = hasPage && route.id ? modules.pages[route.id] : undefined
  if (!page || page.messages === 'first-load') return []
  return manifest.pageCatalogs?.[route.id!]?.[catalogLanguage(route.locale)] ?? []
}

/**
 * The scripts a document loads, as files under `/_app/static/`: the entry, the page's chunks and
 * the locale's messages.
 */
function documentScripts(bundle: AppBundle, route: Pick<RouteInfo, 'id' | 'locale'>, hasPage: boolean): string[] {
  const {manifest} = bundle
  // The locale's messages load alongside the entry, which waits for them before hydrating: the
  // first-load ones and the page's own; the rest come after hydration, with the code that shows them.
  const language = catalogLanguage(route.locale)
  const messages = [...(manifest.catalogs[language] ?? []), ...pageMessageFiles(bundle, route, hasPage)]
  return [...manifest.entry.js, ...(route.id ? manifest.pages[route.id]?.js ?? [] : []), ...messages]
}

export interface DocumentAssets {
  stylesheets: string[]
  pageStyles: Record<string, string[]>
  scripts: string[]
  /** The page's own messages (URLs), which the entry loads before hydrating. */
  messages: string[]
}

/**
 * A document's stylesheets, every page's stylesheets (for client navigation) and its scripts, as
 * URLs (also what bench/react-page-server.mjs loads, through `dist/app.js`).
 */
export function documentAssets(bundle: AppBundle, route: RouteInfo, hasPage: boolean): DocumentAssets {
  const {manifest} = bundle
  const staticBase = `${route.basePath}/_app/static/`
  const pageAssets = route.id ? manifest.pages[route.id] : undefined
  const pageStyles: Record<string, string[]> = {}
  for (const [id, page] of Object.entries(manifest.pages)) {
    if (page.css.length > 0) pageStyles[id] = page.css.map((file) => staticBase + file)
  }
  return {
    stylesheets: [...manifest.entry.css, ...(pageAssets?.css ?? [])].map((file) => staticBase + file),
    pageStyles,
    scripts: documentScripts(bundle, route, hasPage).map((file) => staticBase + file),
    messages: pageMessageFiles(bundle, route, hasPage).map((file) => staticBase + file),
  }
}

/** The props a document's boot data carries: the page's `documentProps` of them, or all of them. */
export function bootProps(bundle: AppBundle, input: Pick<DocumentInput, 'route' | 'Page' | 'props'>): Record<string, unknown> {
  const page = input.Page && input.route.id ? bundle.modules.pages[input.route.id] : undefined
  return page?.documentProps ? page.documentProps(input.props) as Record<string, unknown> : input.props
}

/** The document's React tree (with its boot data) and the module scripts it loads. */
export function documentTree(bundle: AppBundle, input: DocumentInput): {tree: ReactElement; scripts: string[]} {
  const {stylesheets, pageStyles, scripts, messages} = documentAssets(bundle, input.route, input.Page !== null)
  const boot: BootData = {route: input.route, props: bootProps(bundle, input), error: input.error, pageStyles, stylesheets, ...(messages.length > 0 ? {messages} : {})}
  const store = createPageStore({...input, stylesheets, navigation: 0})
  return {tree: <Root boot={boot} store={store} Shell={bundle.modules.Shell} />, scripts}
}

/**
 * How every page is streamed (also read by bench/react-page-server.mjs, so that both sides match):
 * a Suspense boundary that is ready goes out in place. React's default moves a large one (the chat
 * page's body, src/framework/later-part.tsx) to the end of the stream, behind an inline script
 * that swaps it in, throttled: more bytes, and the body shown later.
 */
export const PAGE_STREAM_OPTIONS = Object.freeze({progressiveChunkSize: Infinity})

/**
 * Streams the whole document with `renderToPipeableStream`. The status and headers are decided
 * before the first byte; browsers get the shell as soon as it is ready, crawlers the complete
 * document. The render is aborted when the visitor leaves or when it takes too long.
 * `onShellError` is called, before anything was sent, when not even the shell could render.
 */
export function streamDocument(
  req: Request, res: Response, input: DocumentInput, app: AppContext, onShellError: (error: unknown) => void,
): void {
  const {tree, scripts} = documentTree(app.bundle, input)
  const bot = isBot(req.headers['user-agent'])
  const url = req.originalUrl

  const {pipe, abort} = renderToPipeableStream(tree, {
    ...PAGE_STREAM_OPTIONS,
    nonce: res.locals.cspNonce,
    bootstrapModules: scripts,
    onShellReady() {
      if (!bot) start()
    },
    onAllReady() {
      if (bot) start()
    },
    onShellError(error) {
      clearTimeout(timer)
      onShellError(error)
    },
    onError(error) {
      app.log.error('Rendering failed', {error, url})
    },
  })

  function start() {
    if (res.destroyed) return
    res.status(input.status)
    res.set('Content-Type', 'text/html; charset=utf-8')
    if (!res.get('Cache-Control')) res.set('Cache-Control', NO_STORE) // unless the page set its own
    pipe(pageDestination(req, res))
  }

  const timer = setTimeout(() => abort(new Error(`Rendering ${url} took longer than ${app.config.renderTimeoutMs} ms`)), app.config.renderTimeoutMs)
  timer.unref()
  res.on('close', () => {
    clearTimeout(timer)
    // 'close' also follows every complete response: only a client that left early needs the abort.
    if (!res.writableFinished) abort(new Error('The client left before the page was complete'))
  })
}
