/**
 * Each page's own messages: the messages beyond the first-load ones that the code of the page's
 * first load names (the entry's files and the page's, as built), one small module per page and
 * language. A page's document loads its language's first-load messages and these before it
 * hydrates; the rest of the catalog comes after hydration, with the code that shows it
 * (`withAllMessages`), or with the client router on navigation. Runs at build time only.
 */
import {createHash} from 'node:crypto'
import * as esbuild from 'esbuild'

/** Language → its two parts, as the app's message folder has them (`app:catalogs`). */
export type CatalogParts = Record<string, {firstLoad: Record<string, string>; rest: Record<string, string>}>

/** The app's catalogs, read from the generated `catalogs.ts` (bundled on its own, then imported). */
export async function readCatalogParts(root: string, catalogsModule: string): Promise<CatalogParts> {
  const result = await esbuild.build({
    absWorkingDir: root, entryPoints: [catalogsModule], bundle: true, format: 'esm', platform: 'node',
    write: false, logLevel: 'warning',
  })
  const code = result.outputFiles[0]!.text
  const url = 'data:text/javascript;base64,' + Buffer.from(code).toString('base64')
  const module = await import(url) as {catalogParts: CatalogParts}
  return module.catalogParts
}

/**
 * The keys of `messages` that `code` names: as a string literal (`'chat.title'`), or through a
 * template literal that builds it (`` `redFlag.${category}` `` names every `redFlag.…` key).
 */
export function namedKeys(code: string, keys: readonly string[]): string[] {
  const literals = new Set<string>()
  for (const match of code.matchAll(/["'`]([A-Za-z0-9_.-]+)["'`]/g)) literals.add(match[1]!)
  const prefixes = [...code.matchAll(/`([A-Za-z0-9_.-]+\.)\$\{/g)].map((match) => match[1]!)
  return keys.filter((key) => literals.has(key) || prefixes.some((prefix) => key.startsWith(prefix)))
}

/** A module of messages, as the browser imports it: ASCII only, like the rest of the bundle. */
export function messagesModule(messages: Record<string, string>): string {
  const json = JSON.stringify(messages).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `export default ${json};\n`
}

export interface PageCatalogFile { page: string; language: string; file: string; contents: string }

/**
 * The page catalogs of a build: for each page and language, the rest-of-catalog messages its
 * first-load code names (none: no file). `firstLoadCode` is page id → the code of its first load.
 */
export function pageCatalogFiles(parts: CatalogParts, firstLoadCode: Record<string, string>): PageCatalogFile[] {
  const files: PageCatalogFile[] = []
  for (const [page, code] of Object.entries(firstLoadCode)) {
    for (const [language, {firstLoad, rest}] of Object.entries(parts)) {
      const keys = namedKeys(code, Object.keys(rest).filter((key) => !(key in firstLoad)))
      if (keys.length === 0) continue
      const contents = messagesModule(Object.fromEntries(keys.map((key) => [key, rest[key]!])))
      const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase()
      const name = page.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'page'
      files.push({page, language, file: `messages/${name}-${language}-${hash}.js`, contents})
    }
  }
  return files
}
