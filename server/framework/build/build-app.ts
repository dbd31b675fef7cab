/**
 * Builds an app into a runnable server folder: the generated modules, the browser bundle (one
 * chunk per page, per catalog part), the server bundle, the asset manifest and the app's public
 * folder. build.mjs parses the command line and calls `buildApp`.
 */
import * as esbuild from 'esbuild'
import {cp, mkdir, rm, symlink, writeFile} from 'node:fs/promises'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {
  catalogLoadersSource, catalogsSource, clientModulesSource, clientRoutesSource, readAppFiles, serverModulesSource,
  type AppFiles, type AppFolders,
} from './app-files'
import {createAssetManifest} from './asset-manifest'
import {pageCatalogFiles, readCatalogParts} from './page-catalogs'
import {readPreviousCopies, writePrecompressed} from './precompress'
import type {IncrementalBuilds} from './incremental'
import {generatedModules, lucideIconsPlugin, reactInOneChunkPlugin, stripServerCodePlugin} from './plugins'

/** Where an app's parts are, beyond its folders: all optional. */
export interface AppLayout extends AppFolders {
  /** A module whose default export replaces lucide's `createLucideIcon` (see lucideIconsPlugin). */
  iconShim: string | null
  /** Dependencies bundled into the server instead of loaded from node_modules (React always is). */
  bundled: string[]
}

export interface BuildOptions {
  /** The engine's checkout: client/, server/framework/, node_modules/. */
  root: string
  app: AppLayout
  out: string
  production: boolean
  /** For `npm run dev`: rebuild with esbuild's contexts, kept from one build to the next. */
  incremental?: IncrementalBuilds
}

export interface BuildResult {
  files: AppFiles
  buildId: string
}

export async function buildApp({root, app, out, production, incremental}: BuildOptions): Promise<BuildResult> {
  const files = readAppFiles(app)
  const genDir = path.join(out, '.gen')
  const staticDir = path.join(out, 'static')
  const previousCopies = await readPreviousCopies(staticDir)
  await rm(out, {recursive: true, force: true})
  await mkdir(genDir, {recursive: true})
  await writeFile(path.join(genDir, 'server-modules.ts'), serverModulesSource(files))
  await writeFile(path.join(genDir, 'client-modules.ts'), clientModulesSource(files))
  await writeFile(path.join(genDir, 'client-routes.ts'), clientRoutesSource(files))
  await writeFile(path.join(genDir, 'catalogs.ts'), catalogsSource(files))
  await writeFile(path.join(genDir, 'catalog-loaders.ts'), catalogLoadersSource(files))
  await writeFile(path.join(genDir, 'app.ts'), appEntrySource(root))

  const shared: esbuild.BuildOptions = {
    absWorkingDir: root, bundle: true, jsx: 'automatic', logLevel: 'warning', sourcemap: 'linked',
    loader: {'.md': 'text'},
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      // Pages reload after each build of `npm run dev` (client/dev-reload.ts), the only incremental one.
      'process.env.DEV_RELOAD': JSON.stringify(incremental ? 'on' : 'off'),
    },
    legalComments: 'none', plugins: [generatedModules(genDir)],
  }
  const client: esbuild.BuildOptions & {metafile: true; write: false} = {
    ...shared, platform: 'browser', format: 'esm', target: ['es2022'], splitting: true, minify: production,
    // Source maps are written beside each file but not named in it: the static files step names
    // them in a `SourceMap` header instead, so first-load bytes carry no `//# sourceMappingURL`.
    sourcemap: production ? 'external' : 'linked',
    entryPoints: [path.join(root, 'client/entry.tsx'), ...files.pages.map((page) => page.file)],
    outdir: staticDir, outbase: root, metafile: true, write: false,
    // `x.browser.ts` replaces `x.ts` in the browser (src/framework/i18n/catalogs.browser.ts: one language per visitor).
    resolveExtensions: ['.browser.tsx', '.browser.ts', '.tsx', '.ts', '.jsx', '.js', '.css', '.json'],
    entryNames: '[name]-[hash]', chunkNames: 'chunks/[name]-[hash]', assetNames: 'assets/[name]-[hash]',
    plugins: [
      ...shared.plugins!, stripServerCodePlugin(app.pages),
      ...(app.iconShim ? [lucideIconsPlugin(root, app.iconShim)] : []), reactInOneChunkPlugin(),
    ],
  }
  const server: esbuild.BuildOptions = {
    ...shared, platform: 'node', format: 'esm', target: ['node20'], minify: false,
    entryPoints: {app: path.join(genDir, 'app.ts')}, outdir: out,
    loader: {...shared.loader, '.css': 'empty'},
    // Dependencies load from node_modules at run time, except React (and the app's `bundled`),
    // which is bundled so that the server renders with React's production build whatever
    // NODE_ENV says.
    external: serverExternals(root, app.bundled),
    // The same icons as the browser's: rendered through the app's shim, hydrated by it.
    plugins: [...shared.plugins!, ...(app.iconShim ? [lucideIconsPlugin(root, app.iconShim)] : [])],
    banner: {js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url);"},
  }
  const [clientResult] = incremental
    ? await Promise.all([incremental.run('client', client), incremental.run('server', server)])
    : await Promise.all([esbuild.build(client), esbuild.build(server)])

  const contents: Record<string, Uint8Array> = {}
  await mkdir(staticDir, {recursive: true})
  for (const file of clientResult.outputFiles) {
    await mkdir(path.dirname(file.path), {recursive: true})
    await writeFile(file.path, file.contents)
    if (!file.path.endsWith('.map')) contents[path.relative(staticDir, file.path)] = file.contents
  }
  const relativeToRoot = (file: string) => path.relative(root, file).split(path.sep).join('/')
  const relativeOrNull = (file: string | null) => (file === null ? null : relativeToRoot(file))
  const manifest = createAssetManifest(
    clientResult.metafile, relativeToRoot(staticDir), relativeToRoot(path.join(root, 'client/entry.tsx')),
    Object.fromEntries(files.pages.map((page) => [page.id, relativeToRoot(page.file)])),
    Object.fromEntries(files.catalogs.map(({language, firstLoad, rest}) => [language, {firstLoad: relativeOrNull(firstLoad), rest: relativeOrNull(rest)}])),
    contents,
  )
  // Each page's own messages, from the code of its first load as built.
  const built = new Map(clientResult.outputFiles.map((file) => [path.relative(staticDir, file.path).split(path.sep).join('/'), file.text]))
  const firstLoadCode = Object.fromEntries(Object.entries(manifest.pages).map(([id, page]) =>
    [id, [...manifest.entry.js, ...page.js].map((file) => built.get(file) ?? '').join('\n')]))
  const pageCatalogs = pageCatalogFiles(await readCatalogParts(root, path.join(genDir, 'catalogs.ts')), firstLoadCode)
  const written: {path: string; contents: Uint8Array}[] = [...clientResult.outputFiles]
  for (const {page, language, file, contents: code} of pageCatalogs) {
    const full = path.join(staticDir, file)
    await mkdir(path.dirname(full), {recursive: true})
    const bytes = Buffer.from(code)
    await writeFile(full, bytes)
    // A source map that names the catalog the messages come from, like every other static file's.
    const source = files.catalogs.find((catalog) => catalog.language === language)?.rest
    const map = Buffer.from(JSON.stringify({version: 3, sources: source ? [path.relative(path.dirname(full), source)] : [], names: [], mappings: ''}))
    await writeFile(`${full}.map`, map)
    written.push({path: full, contents: bytes}, {path: `${full}.map`, contents: map})
    ;((manifest.pageCatalogs[page] ??= {})[language] ??= []).push(file)
  }
  await writePrecompressed(written, previousCopies)
  await writeFile(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  await writeFile(path.join(out, 'BUILD_ID'), manifest.buildId + '\n')
  if (app.public && existsSync(app.public)) await cp(app.public, path.join(out, 'public'), {recursive: true})
  await writeFile(path.join(out, 'server.js'), "// Generated by build.mjs: starts the server.\nimport {startServer} from './app.js'\nawait startServer()\n")
  await writeFile(path.join(out, 'package.json'), '{"type": "module"}\n')
  await linkNodeModules(root, out)
  return {files, buildId: manifest.buildId}
}

function appEntrySource(root: string): string {
  const json = JSON.stringify
  return [
    '// Generated by build.mjs. Do not edit.',
    `import {fileURLToPath} from 'node:url'`,
    `import {modules} from './server-modules.ts'`,
    `import {createServerRuntime} from ${json(path.join(root, 'server/framework/runtime.ts'))}`,
    `export const outDir = fileURLToPath(new URL('.', import.meta.url))`,
    `export {modules}`,
    `export * from ${json(path.join(root, 'server/framework/exports.ts'))}`,
    `/** Read the environment, build the app from this folder and listen. */`,
    `export function startServer() { return createServerRuntime(modules, outDir).start() }`,
  ].join('\n') + '\n'
}

function serverExternals(root: string, appBundled: readonly string[]): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies?: object; devDependencies?: object}
  const bundled = new Set(['react', 'react-dom', ...appBundled])
  return Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) => !bundled.has(name))
    .flatMap((name) => [name, `${name}/*`])
}

/** An app built outside the checkout still resolves its dependencies from the checkout's node_modules. */
async function linkNodeModules(root: string, out: string): Promise<void> {
  const relative = path.relative(root, out)
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return
  await symlink(path.join(root, 'node_modules'), path.join(out, 'node_modules'), 'dir').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error
  })
}
