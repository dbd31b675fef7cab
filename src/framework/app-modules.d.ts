/**
 * Modules the build generates from the app's folders (server/framework/build/app-files.ts) and
 * the files it bundles by type.
 */

/** The page list for the browser. */
declare module 'app:client-modules' {
  import type {PageModule, ShellComponent} from './types'
  export const pageIds: readonly string[]
  export const loaders: Readonly<Record<string, () => Promise<PageModule>>>
  export const shell: ShellComponent | undefined
}

/** The route table for the client router. */
declare module 'app:client-routes' {
  import type {Route} from './router/routes'
  /** The page routes in priority order, as `compileRoutes(pageIds)` gives them (the build compiled them). */
  export const routes: readonly Route[]
}

/** The app's message catalogs on the server: every language, each its first-load messages and the rest. */
declare module 'app:catalogs' {
  export const catalogParts: Readonly<Record<string, {firstLoad: Readonly<Record<string, string>>; rest: Readonly<Record<string, string>>}>>
}

/** The app's message catalogs in the browser: each language's two parts, loaded when needed. */
declare module 'app:catalog-loaders' {
  type Loaded = Promise<{default: Readonly<Record<string, string>>}>
  export const catalogLoaders: Readonly<Record<string, {firstLoad(): Loaded; rest(): Loaded}>>
}

declare module '*.css' {}

/** Markdown files are bundled as their text (esbuild's `text` loader; the jest transform does the same). */
declare module '*.md' {
  const text: string
  export default text
}
