/**
 * The contract between the framework and the pages it serves.
 * Shared by the server and the browser: no Node or DOM types here.
 */
import type {ComponentType, ReactNode} from 'react'
import type {Params} from './router/routes'

export type Query = Record<string, string | string[]>

/** What every page (and every component below it) knows about the current route. */
export interface RouteInfo {
  /** The page's file id, e.g. `blog/[id]`; null on an error page. */
  id: string | null
  /** The route pattern the router matched, e.g. `/blog/[id]`; null on an error page. */
  page: string | null
  params: Params
  /** The query with route parameters applied over it. */
  query: Query
  locale: string
  locales: readonly string[]
  defaultLocale: string
  basePath: string
  buildId: string
  /**
   * The path as the visitor sees it, without base path and locale: `/blog/1?x=1`. Null in the
   * server's document of an error page, which is the same for every path: the browser reads it
   * from `location` once the page has hydrated (and `query` with it).
   */
  asPath: string | null
}

/** The argument of a page's `getServerSideProps`. `request` is the server's request object. */
export interface ServerSideContext<R = unknown, S = unknown> {
  params: Params
  query: Query
  locale: string
  locales: readonly string[]
  defaultLocale: string
  /** The route pattern that matched. */
  page: string
  request: R
  /** What the server gives every data function (its configuration, and what the app's services module adds). */
  services: S
  /**
   * Set a response header of the page. The document and its data file both run this function,
   * so both get the header; it stays on a not-found (or any error) answer too. A `Cache-Control`
   * set here replaces the default (`private, no-cache, no-store, …`).
   */
  setHeader(name: string, value: string): void
}

export type ServerSideResult<P> =
  | {props: P}
  | {redirect: {destination: string; permanent: boolean}}
  | {notFound: true}

export type GetServerSideProps<P = Record<string, unknown>, R = unknown, S = unknown> =
  (context: ServerSideContext<R, S>) => Promise<ServerSideResult<P>> | ServerSideResult<P>

/** A module under the pages folder. */
export interface PageModule {
  default: ComponentType<any>
  getServerSideProps?: GetServerSideProps<any, any, any>
  /**
   * `'first-load'`: the page shows only the first-load messages (src/messages/first-load/), so its
   * document loads only those. Otherwise (the default) its document loads those and the page's own
   * messages, the others its first load names (the build finds them in its code). Either way the
   * rest come after hydration, with the code that shows them (`withAllMessages`).
   */
  messages?: 'first-load' | 'all'
  /**
   * Server only (removed from the browser bundle, like `getServerSideProps`): what a full
   * document's boot data carries of the page's props. A page may leave out what it reads back from
   * its own server-rendered HTML when it hydrates, so that the bytes are not sent twice. The data
   * files of client-side navigation carry the whole props.
   */
  documentProps?: (props: any) => object
}

/** The optional `pages/_app.tsx`: wraps every page, error pages included. */
export type ShellComponent = ComponentType<{children: ReactNode}>

/** An error shown instead of a page. `status` null is the client-side exception page. */
export interface PageError { status: 400 | 403 | 404 | 405 | 429 | 500 | 503 | 507 | null }

/** Everything the browser needs to hydrate the server's document, embedded as JSON. */
export interface BootData {
  route: RouteInfo
  props: Record<string, unknown>
  error: PageError | null
  /** Stylesheets of each page that has its own (page id → URLs); the shell's are in `stylesheets`. */
  pageStyles: Record<string, string[]>
  stylesheets: string[]
  /**
   * The page's own messages (URLs of modules): those beyond the first-load ones that its first
   * load shows, which the entry loads with the first-load ones before hydrating. Absent: none.
   */
  messages?: string[]
}

/** The answer of a data file (docs/routing.md "Data files"). */
export type DataFileBody =
  | {props: Record<string, unknown>}
  | {redirect: {destination: string; permanent: boolean}}
  | {notFound: true}
