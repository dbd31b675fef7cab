/** The generated list of pages for the browser (see build.mjs and server/build/app-files.ts). */
declare module 'hale:client-modules' {
  import type {PageModule, ShellComponent} from '../src/framework/types'
  import type {Route} from '../src/router/routes'
  export const pageIds: readonly string[]
  /** The page routes in priority order, as `compileRoutes(pageIds)` gives them (the build compiled them). */
  export const routes: readonly Route[]
  export const loaders: Readonly<Record<string, () => Promise<PageModule>>>
  export const shell: ShellComponent | undefined
}

declare module '*.css' {}
