#!/usr/bin/env node
/**
 * Builds an app folder into a runnable server:
 *
 *   node build.mjs                                  Hale itself → dist/
 *   node build.mjs --app <dir> --out <dir>          another app (<dir>/pages, <dir>/api, <dir>/public)
 *   node build.mjs --app <dir> --routes             print the page routes in priority order, build nothing
 *   node build.mjs --dev                            unminified, React's development builds
 *
 * Output: <out>/server.js (run it), <out>/app.js (createApp and friends, for tests and benchmarks),
 * <out>/static/ (hashed client files), <out>/public/, <out>/manifest.json and <out>/BUILD_ID.
 */
import * as esbuild from 'esbuild'
import {cp, mkdir, readFile, rm, symlink, writeFile} from 'node:fs/promises'
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {createHash} from 'node:crypto'
import {fileURLToPath, pathToFileURL} from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const args = parseArgs(process.argv.slice(2))
const production = !args.dev
const appDir = args.app ? path.resolve(args.app) : null
const folders = appDir
  ? {pages: path.join(appDir, 'pages'), api: path.join(appDir, 'api'), public: path.join(appDir, 'public'), services: path.join(appDir, 'services.ts')}
  : {pages: path.join(root, 'src/pages'), api: path.join(root, 'server/api'), public: path.join(root, 'public'), services: path.join(root, 'server/services.ts')}
const out = path.resolve(args.out ?? path.join(root, 'dist'))
const genDir = path.join(out, '.gen')
const staticDir = path.join(out, 'static')

const tools = await loadBuildTools()

let files
try {
  files = tools.readAppFiles(folders)
} catch (error) {
  if (error instanceof tools.RouteConflictError) fail(error.message)
  throw error
}

if (args.routes) {
  for (const route of files.pageRoutes) console.log(route.pattern)
  process.exit(0)
}

const started = Date.now()
await rm(out, {recursive: true, force: true})
await mkdir(genDir, {recursive: true})
await writeFile(path.join(genDir, 'server-modules.ts'), tools.serverModulesSource(files))
await writeFile(path.join(genDir, 'client-modules.ts'), tools.clientModulesSource(files))
await writeFile(path.join(genDir, 'client-routes.ts'), tools.clientRoutesSource(files))
await writeFile(path.join(genDir, 'app.ts'), appEntrySource())

const nodeEnv = JSON.stringify(production ? 'production' : 'development')

/** @type {import('esbuild').BuildOptions} */
const shared = {
  absWorkingDir: root, bundle: true, jsx: 'automatic', logLevel: 'warning', sourcemap: 'linked',
  loader: {'.md': 'text'}, define: {'process.env.NODE_ENV': nodeEnv}, legalComments: 'none',
  plugins: [virtualModules()],
}

/** @type {import('esbuild').BuildOptions} */
const client = {
  ...shared, platform: 'browser', format: 'esm', target: ['es2022'], splitting: true, minify: production,
  // Source maps are written beside each file but not named in it: the static middleware names
  // them in a `SourceMap` header instead, so first-load bytes carry no `//# sourceMappingURL`.
  sourcemap: production ? 'external' : 'linked',
  entryPoints: [path.join(root, 'client/entry.tsx'), ...files.pages.map((page) => page.file)],
  outdir: staticDir, outbase: root, metafile: true, write: false,
  // `x.browser.ts` replaces `x.ts` in the browser (src/framework/i18n/catalogs.browser.ts: one language per visitor).
  resolveExtensions: ['.browser.tsx', '.browser.ts', '.tsx', '.ts', '.jsx', '.js', '.css', '.json'],
  entryNames: '[name]-[hash]', chunkNames: 'chunks/[name]-[hash]', assetNames: 'assets/[name]-[hash]',
  plugins: [...shared.plugins, stripServerCodePlugin(folders.pages), lucideIconsPlugin(), reactInOneChunkPlugin()],
}

/** @type {import('esbuild').BuildOptions} */
const server = {
  ...shared, platform: 'node', format: 'esm', target: ['node20'], minify: false,
  entryPoints: {app: path.join(genDir, 'app.ts')}, outdir: out,
  loader: {...shared.loader, '.css': 'empty'},
  // Dependencies load from node_modules at run time, except React, which is bundled so that the
  // server renders with React's production build whatever NODE_ENV says (see README).
  external: serverExternals(),
  banner: {js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url);"},
}

let clientResult
try {
  ;[clientResult] = await Promise.all([esbuild.build(client), esbuild.build(server)])
} catch (error) {
  fail(`The build failed: ${error.message.split('\n')[0]}`)
}

const contents = {}
await mkdir(staticDir, {recursive: true})
for (const file of clientResult.outputFiles) {
  await mkdir(path.dirname(file.path), {recursive: true})
  await writeFile(file.path, file.contents)
  if (!file.path.endsWith('.map')) contents[path.relative(staticDir, file.path)] = file.contents
}
const relativeToRoot = (file) => path.relative(root, file).split(path.sep).join('/')
const manifest = tools.createAssetManifest(
  clientResult.metafile, relativeToRoot(staticDir), relativeToRoot(path.join(root, 'client/entry.tsx')),
  Object.fromEntries(files.pages.map((page) => [page.id, relativeToRoot(page.file)])),
  Object.fromEntries(catalogLanguages().map((language) =>
    [language, {firstLoad: `src/messages/first-load/${language}.ts`, rest: `src/messages/${language}.ts`}])), contents,
)
await writeFile(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
await writeFile(path.join(out, 'BUILD_ID'), manifest.buildId + '\n')
if (existsSync(folders.public)) await cp(folders.public, path.join(out, 'public'), {recursive: true})
await writeFile(path.join(out, 'server.js'),
  "// Generated by build.mjs: starts the server.\nimport {startServer} from './app.js'\nawait startServer()\n")
await writeFile(path.join(out, 'package.json'), '{"type": "module"}\n')
await linkNodeModules()
console.log(`Built ${files.pages.length} pages and ${files.apis.length} API routes into ${path.relative(process.cwd(), out) || '.'} ` +
  `(build ${manifest.buildId}, ${production ? 'production' : 'development'}) in ${Date.now() - started} ms`)

// ---------------------------------------------------------------------------------------------

/** The languages with a message catalog (src/messages/<language>.ts). */
function catalogLanguages() {
  return readdirSync(path.join(root, 'src/messages')).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -3)).sort()
}

function parseArgs(argv) {
  const result = {app: null, out: null, routes: false, dev: false}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--app' || arg === '--out') {
      const value = argv[++i]
      if (!value) fail(`Expected a folder after ${arg}`)
      result[arg.slice(2)] = value
    } else if (arg === '--routes') result.routes = true
    else if (arg === '--dev') result.dev = true
    else fail(`Unknown argument ${JSON.stringify(arg)}. Usage: node build.mjs [--app <dir>] [--out <dir>] [--routes] [--dev]`)
  }
  return result
}

function fail(message) {
  console.error(message)
  process.exit(1)
}

/** The build's TypeScript tools (router, manifest, code stripping), bundled on the fly. */
async function loadBuildTools() {
  // One file per checkout: worktrees that share node_modules must not overwrite each other's tools.
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12)
  const file = path.join(root, 'node_modules/.cache/app-build', checkout, 'build-tools.mjs')
  await esbuild.build({
    entryPoints: [path.join(root, 'server/framework/build/index.ts')], outfile: file, bundle: true,
    platform: 'node', format: 'esm', packages: 'external', logLevel: 'error',
  })
  return import(pathToFileURL(file).href + `?t=${Date.now()}`)
}

function appEntrySource() {
  return [
    '// Generated by build.mjs. Do not edit.',
    `import {fileURLToPath} from 'node:url'`,
    `import {modules} from './server-modules.ts'`,
    `import {createServerRuntime} from ${JSON.stringify(path.join(root, 'server/framework/runtime.ts'))}`,
    `export const outDir = fileURLToPath(new URL('.', import.meta.url))`,
    `export {modules}`,
    `export * from ${JSON.stringify(path.join(root, 'server/framework/exports.ts'))}`,
    `/** Read the environment, build the app from this folder and listen. */`,
    `export function startServer() { return createServerRuntime(modules, outDir).start() }`,
  ].join('\n') + '\n'
}

/** `hale:client-modules` → the generated list of pages for the browser; `hale:client-routes` → their route table. */
function virtualModules() {
  return {
    name: 'hale-virtual-modules',
    setup(build) {
      build.onResolve({filter: /^hale:client-(modules|routes)$/}, (args) => ({path: path.join(genDir, `${args.path.slice('hale:'.length)}.ts`)}))
    },
  }
}

/** Removes `getServerSideProps` and what only it uses from page modules in the browser bundle. */
function stripServerCodePlugin(pagesDir) {
  return {
    name: 'hale-strip-server-code',
    setup(build) {
      build.onLoad({filter: /\.[jt]sx?$/}, async (args) => {
        if (!args.path.startsWith(pagesDir + path.sep)) return undefined
        const source = await readFile(args.path, 'utf8')
        const loader = path.extname(args.path).slice(1)
        return {contents: tools.stripServerCode(source, args.path), loader, resolveDir: path.dirname(args.path)}
      })
    },
  }
}

/**
 * `import {Bot, Mic} from 'lucide-react'` in the browser bundle → a small module for that one
 * importing file that defines just those icons, from their data in lucide's own files. Through
 * lucide's single index, every icon used anywhere is reachable from every chunk that imports any
 * icon, so code splitting puts all of them in the entry's first load; this way an icon loads with
 * the code that shows it. Each importing file gets its own copy (a few hundred bytes): an icon
 * module of its own would become a tiny chunk of its own wherever two chunks share an icon, and
 * each file loaded costs more than the copy. A file that imports anything else from lucide-react
 * keeps the index.
 */
function lucideIconsPlugin() {
  const esmDir = path.join(root, 'node_modules/lucide-react/dist/esm')
  let iconFiles = null // export name → icon file
  const readIndex = () => {
    iconFiles = new Map()
    for (const [, names, file] of readFileSync(path.join(esmDir, 'lucide-react.mjs'), 'utf8').matchAll(/^export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)';$/gm)) {
      for (const [, name] of names.matchAll(/default as (\w+)/g)) iconFiles.set(name, path.join(esmDir, file))
    }
  }
  /** The names a file imports from lucide-react as values, or null when it does more than `import {…}`. */
  const importedIcons = (source) => {
    const names = []
    let statements = 0
    for (const match of source.matchAll(/\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
      statements++
      if (match[1]) continue
      for (const item of match[2].split(',').map((part) => part.trim()).filter(Boolean)) {
        if (!item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0])
      }
    }
    const all = source.match(/['"]lucide-react['"]/g)?.length ?? 0
    return statements === all && names.every((name) => iconFiles.has(name)) ? names : null
  }
  return {
    name: 'hale-lucide-icons',
    setup(build) {
      build.onResolve({filter: /^lucide-react$/}, async (args) => {
        if (!args.importer || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        if (!iconFiles) readIndex()
        const names = importedIcons(await readFile(args.importer, 'utf8'))
        return names ? {path: `${args.importer}:icons`, namespace: 'lucide-icons', pluginData: names} : undefined
      })
      // Each icon is built by Hale's small createLucideIcon (src/ui/icons/lucide-icon.ts), which
      // renders the same markup as lucide's without its general machinery.
      const shim = path.join(root, 'src/ui/icons/lucide-icon.ts')
      build.onResolve({filter: /\/createLucideIcon\.mjs$/}, (args) => (args.importer.startsWith(esmDir) ? {path: shim} : undefined))
      build.onLoad({filter: /.*/, namespace: 'lucide-icons'}, async (args) => {
        const lines = [`import createLucideIcon from ${JSON.stringify(shim)}`]
        for (const name of args.pluginData) {
          // The icon's data (name, size, drawing) as lucide's file exports it, without the React
          // keys of its elements (random, so they compress badly): the shim numbers them instead.
          const {__iconData: data} = await import(pathToFileURL(iconFiles.get(name)).href)
          const node = data.node.map(([tag, {key, ...attributes}]) => [tag, attributes])
          lines.push(`export const ${name} = /* @__PURE__ */ createLucideIcon(${JSON.stringify({...data, node})})`)
        }
        return {contents: lines.join('\n'), loader: 'js', resolveDir: root, watchFiles: args.pluginData.map((name) => iconFiles.get(name))}
      })
    },
  }
}

/**
 * In the browser bundle, `react` also requires `react-dom/client`, so that all of React lands in
 * one chunk. Code splitting puts each module in the chunk of the entry points that reach it:
 * `react` is reached by every page and every module loaded later, `react-dom/client` only by the
 * entry, `react-dom` also by hCaptcha's component, so React was spread over the entry and three
 * shared chunks that every page loads anyway (about 1 KB more gzip than one file). Nothing loads
 * that did not before: every page loads the entry, which hydrates with `react-dom/client`.
 */
function reactInOneChunkPlugin() {
  return {
    name: 'hale-react-in-one-chunk',
    setup(build) {
      build.onLoad({filter: /[\\/]node_modules[\\/]react[\\/]index\.js$/}, async (args) => ({
        contents: `${await readFile(args.path, 'utf8')}\nrequire('react-dom/client');\n`, loader: 'js',
      }))
    },
  }
}

function serverExternals() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  const bundled = new Set(['react', 'react-dom', 'lucide-react', 'micromark', 'micromark-extension-gfm'])
  return Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) => !bundled.has(name))
    .flatMap((name) => [name, `${name}/*`])
}

/** An app built outside this folder still resolves its dependencies from our node_modules. */
async function linkNodeModules() {
  const relative = path.relative(root, out)
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return
  await symlink(path.join(root, 'node_modules'), path.join(out, 'node_modules'), 'dir').catch((error) => {
    if (error.code !== 'EEXIST') throw error
  })
}
