/**
 * Client-side navigation: the same route table, locale and base-path rules as the server
 * (src/router), the page's data file and code chunk, then history, scroll, focus and an
 * announcement for screen readers. Anything unexpected falls back to a full page load.
 */
import {routes} from 'app:client-routes'
import type {Navigator} from '../src/framework/context'
import type {PageStore} from '../src/framework/page-store'
import type {BootData, DataFileBody, PageError, PageModule, RouteInfo} from '../src/framework/types'
import {dataHref, href} from '../src/framework/router/href'
import {splitLocale} from '../src/framework/router/locale'
import {parseQuery, stripBasePath} from '../src/framework/router/path'
import {matchRoute, type RouteMatch} from '../src/framework/router/routes'

export interface ClientRouterOptions {
  boot: BootData
  store: PageStore
  loaders: Readonly<Record<string, () => Promise<PageModule>>>
  /**
   * From the entry (src/framework/i18n/catalogs' `loadCatalog` and the framework's `ANNOUNCER_ID`), which
   * loads this module later: what it imported itself from the first load's modules would split
   * their chunks.
   */
  loadCatalog(locale: string): Promise<void>
  /** The id of the live region that announces a new page. */
  announcerId: string
}

export interface ClientRouter extends Navigator {
  /** Called by <Root> once a navigation is on screen. */
  onNavigated(navigation: number): void
}

interface Target { url: URL; match: RouteMatch; locale: string; pathname: string }

type Mode = 'push' | 'replace' | 'pop'

const SCROLL_KEY = 'app:scroll'
const MAX_REDIRECTS = 5

export function createClientRouter({boot, store, loaders, loadCatalog, announcerId}: ClientRouterOptions): ClientRouter {
  const {basePath, locales, defaultLocale, buildId} = boot.route
  const initialPageStyles = boot.route.id ? boot.pageStyles[boot.route.id] ?? [] : []
  const shellStyles = boot.stylesheets.filter((sheet) => !initialPageStyles.includes(sheet))
  const prefetched = new Map<string, Promise<PageModule>>()
  const positions = readPositions()
  let currentKey = (history.state as {entryKey?: string} | null)?.entryKey ?? newKey()
  let latest = 0
  let navigations = 0
  let pendingScroll: {x: number; y: number} | string | null = null

  history.scrollRestoration = 'manual'
  history.replaceState({...(history.state as object | null), entryKey: currentKey}, '')
  window.addEventListener('popstate', (event) => {
    const key = (event.state as {entryKey?: string} | null)?.entryKey
    if (!key) return // a hash change inside the page: the browser already scrolled
    savePosition()
    currentKey = key
    void navigate(new URL(location.href), 'pop', 0)
  })
  window.addEventListener('pagehide', savePosition)

  /** The page behind an internal URL, or null when only the server can answer it. */
  function resolve(url: URL): Target | null {
    if (url.origin !== location.origin || /\/\/|\\/.test(url.pathname)) return null
    const inner = stripBasePath(url.pathname, basePath)
    if (inner === null || (inner !== '/' && inner.endsWith('/'))) return null
    const {locale, pathname} = splitLocale(inner, locales)
    const first = pathname.split('/', 2)[1]
    if (first === 'api' || first === '_app') return null
    try {
      const match = matchRoute(routes, pathname)
      return match ? {url, match, locale: locale ?? defaultLocale, pathname} : null
    } catch {
      return null // a parameter that cannot be decoded: the server answers 400
    }
  }

  function load(id: string): Promise<PageModule> {
    let promise = prefetched.get(id)
    if (!promise) {
      const loader = loaders[id]
      if (!loader) return Promise.reject(new Error(`No code for the page ${id}`))
      promise = loader()
      promise.catch(() => prefetched.delete(id))
      prefetched.set(id, promise)
    }
    return promise
  }

  async function navigate(url: URL, mode: Mode, redirects: number): Promise<void> {
    const target = resolve(url)
    if (!target) return fullLoad(url, mode)
    const token = ++latest
    let error: PageError | null = null
    let props: Record<string, unknown> = {}
    let Page: PageModule['default'] | null = null
    // Every message of the page's language: the page may show any, and a page in another locale
    // (the language switcher) needs that language's.
    const catalog = loadCatalog(target.locale)
    catalog.catch(() => {})
    try {
      const response = await fetch(dataHref(target.pathname, {basePath, buildId, locale: target.locale}, url.search), {
        headers: {accept: 'application/json'}, credentials: 'same-origin',
      })
      if (token !== latest) return
      const json = (response.headers.get('content-type') ?? '').startsWith('application/json')
      const body = json ? (await response.json()) as DataFileBody : null
      if (token !== latest) return
      if (response.status === 200 && body && 'redirect' in body && redirects < MAX_REDIRECTS) {
        const destination = new URL(href(body.redirect.destination, {basePath, locale: target.locale, defaultLocale}), location.href)
        return navigate(destination, mode === 'pop' ? 'replace' : mode, redirects + 1)
      } else if (response.status === 200 && body && 'props' in body) {
        props = body.props
        Page = (await load(target.match.route.id)).default
      } else if (response.status === 404 && body && 'notFound' in body) {
        error = {status: 404}
      } else {
        return fullLoad(url, mode)
      }
      await catalog
    } catch {
      return fullLoad(url, mode)
    }
    if (token !== latest) return

    // On a pop the popstate handler already saved the position under the entry we left;
    // `currentKey` is now the entry we return to, whose saved position must survive.
    if (mode !== 'pop') savePosition()
    if (mode === 'push') {
      currentKey = newKey()
      history.pushState({entryKey: currentKey}, '', url.href)
    } else if (mode === 'replace') {
      history.replaceState({entryKey: currentKey}, '', url.href)
    }
    pendingScroll = mode === 'pop' ? positions[currentKey] ?? {x: 0, y: 0} : url.hash ? decodeHash(url.hash) : {x: 0, y: 0}

    const id = error ? null : target.match.route.id
    const route: RouteInfo = {
      id, page: error ? null : target.match.route.pattern, params: error ? {} : target.match.params,
      query: {...parseQuery(url.search.slice(1)), ...(error ? {} : target.match.params)},
      locale: target.locale, locales, defaultLocale, basePath, buildId, asPath: target.pathname + url.search,
    }
    store.set({
      route, Page, props, error, navigation: ++navigations,
      stylesheets: [...shellStyles, ...(id ? boot.pageStyles[id] ?? [] : [])],
    })
  }

  function fullLoad(url: URL, mode: Mode): void {
    if (mode === 'pop') location.reload()
    else if (mode === 'replace') location.replace(url.href)
    else location.assign(url.href)
  }

  function savePosition(): void {
    positions[currentKey] = {x: window.scrollX, y: window.scrollY}
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions))
    } catch {
      // Storage full or disabled: scroll restoration just works less well.
    }
  }

  return {
    push(url) {
      void navigate(new URL(url, location.href), 'push', 0)
    },
    prefetch(url) {
      const target = resolve(new URL(url, location.href))
      if (!target) return
      load(target.match.route.id).catch(() => {})
      loadCatalog(target.locale).catch(() => {})
    },
    onNavigated() {
      const scroll = pendingScroll
      pendingScroll = null
      if (typeof scroll === 'string') {
        const element = document.getElementById(scroll)
        if (element) element.scrollIntoView()
        else window.scrollTo(0, 0)
      } else if (scroll) {
        window.scrollTo(scroll.x, scroll.y)
      }
      const heading = focusHeading()
      // Announce the new page as Next.js does: its title, else its heading, else its path.
      const announcer = document.getElementById(announcerId)
      if (announcer) announcer.textContent = document.title || heading?.textContent?.trim() || location.pathname
    },
  }
}

/** Move focus to the new page's main heading, so keyboard and screen-reader users start there. */
function focusHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1, h2')
  if (!heading) return null
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({preventScroll: true})
  return heading
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

function readPositions(): Record<string, {x: number; y: number}> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, {x: number; y: number}>
  } catch {
    return {}
  }
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10)
}
