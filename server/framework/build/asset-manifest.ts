/**
 * The asset manifest: which files the browser needs for the shell and for each page. Built from
 * esbuild's metafile; the server reads it at start and never guesses a bundle's name.
 */
import {createHash} from 'node:crypto'

export interface PageAssets { js: string[]; css: string[] }

export interface AssetManifest {
  buildId: string
  /** The client entry and its stylesheets; URLs relative to the static folder. */
  entry: PageAssets
  /** Page id → the page's chunk with its static imports, and its own stylesheets. */
  pages: Record<string, PageAssets>
  /**
   * Language → the chunks of its first-load messages (src/framework/i18n/catalogs.browser.ts loads
   * one language per visitor): every document lists its language's among the module scripts so that
   * they load with the entry.
   */
  catalogs: Record<string, string[]>
  /**
   * Language → the chunks of the rest of its messages, which the browser loads after hydration
   * with the code that shows them (`withAllMessages`), or before showing a page the client router
   * navigates to.
   */
  restCatalogs: Record<string, string[]>
  /**
   * Page id → language → the page's own messages (server/framework/build/page-catalogs.ts): those
   * beyond the first-load ones that its first load names. Its document lists them with the
   * first-load messages, and the entry loads both before hydrating. A page that names none has none.
   */
  pageCatalogs: Record<string, Record<string, string[]>>
}

interface MetafileOutput {
  entryPoint?: string
  cssBundle?: string
  imports: {path: string; kind: string; external?: boolean}[]
}

export interface Metafile { outputs: Record<string, MetafileOutput> }

/**
 * @param metafile esbuild's metafile of the client build
 * @param staticDir the output folder of the client build, as the metafile writes it
 * @param entryFile the client entry, as the metafile writes entry points
 * @param pageFiles page id → page file, as the metafile writes entry points
 * @param catalogFiles language → the files of its first-load messages and of the rest (null when
 *   absent), as the metafile writes entry points
 * @param contents output path → file contents, for the build id
 */
export function createAssetManifest(
  metafile: Metafile, staticDir: string, entryFile: string, pageFiles: Record<string, string>,
  catalogFiles: Record<string, {firstLoad: string | null; rest: string | null}>, contents: Record<string, Uint8Array>,
): AssetManifest {
  const relative = (output: string) => output.slice(staticDir.length + 1)
  const byEntry = new Map<string, string>()
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (info.entryPoint && output.endsWith('.js')) byEntry.set(info.entryPoint, output)
  }

  const closure = (start: string): PageAssets => {
    const js: string[] = []
    const seen = new Set<string>()
    const visit = (output: string) => {
      if (seen.has(output)) return
      seen.add(output)
      js.push(relative(output))
      for (const imported of metafile.outputs[output]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
      }
    }
    visit(start)
    const css = metafile.outputs[start]?.cssBundle
    return {js, css: css ? [relative(css)] : []}
  }

  const entryOutput = byEntry.get(entryFile)
  if (!entryOutput) throw new Error(`Expected the client build to have an output for ${entryFile}`)
  const entry = closure(entryOutput)
  const pages: Record<string, PageAssets> = {}
  for (const [id, file] of Object.entries(pageFiles)) {
    const output = byEntry.get(file)
    if (!output) throw new Error(`Expected the client build to have a chunk for the page ${id} (${file})`)
    const assets = closure(output)
    pages[id] = {js: assets.js.filter((js) => !entry.js.includes(js)), css: assets.css}
  }
  const catalogs: Record<string, string[]> = {}
  const restCatalogs: Record<string, string[]> = {}
  const catalogChunks = (language: string, file: string | null) => {
    if (file === null) return []
    const output = byEntry.get(file)
    if (!output) throw new Error(`Expected the client build to have a chunk for the ${language} message catalog (${file})`)
    return closure(output).js.filter((js) => !entry.js.includes(js))
  }
  for (const [language, files] of Object.entries(catalogFiles)) {
    catalogs[language] = catalogChunks(language, files.firstLoad)
    restCatalogs[language] = catalogChunks(language, files.rest).filter((js) => !catalogs[language]!.includes(js))
  }

  const hash = createHash('sha256')
  for (const output of Object.keys(contents).sort()) hash.update(output).update(contents[output]!)
  return {buildId: hash.digest('base64url').slice(0, 20), entry, pages, catalogs, restCatalogs, pageCatalogs: {}}
}
