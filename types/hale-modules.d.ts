/** The generated list of pages for the browser (see build.mjs and server/build/app-files.ts). */
declare module 'hale:client-modules' {
  import type {PageModule, ShellComponent} from '../src/framework/types'
  export const pageIds: readonly string[]
  export const loaders: Readonly<Record<string, () => Promise<PageModule>>>
  export const shell: ShellComponent | undefined
}

declare module '*.css' {}
