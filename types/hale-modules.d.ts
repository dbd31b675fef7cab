/** The generated list of pages for the browser (see build.mjs and server/framework/build/app-files.ts). */
declare module 'hale:client-modules' {
  import type {PageModule, ShellComponent} from '../src/framework/types'
  export const pageIds: readonly string[]
  export const loaders: Readonly<Record<string, () => Promise<PageModule>>>
  export const shell: ShellComponent | undefined
}

/** The generated route table for the client router (see build.mjs and server/framework/build/app-files.ts). */
declare module 'hale:client-routes' {
  import type {Route} from '../src/framework/router/routes'
  /** The page routes in priority order, as `compileRoutes(pageIds)` gives them (the build compiled them). */
  export const routes: readonly Route[]
}

declare module '*.css' {}
