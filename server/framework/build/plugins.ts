/**
 * The esbuild plugins of the build: the generated modules, server code stripped from pages in the
 * browser bundle, lucide icons one by one through the app's own icon function, and React in one
 * chunk.
 */
import {readFile} from 'node:fs/promises'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import type {Plugin} from 'esbuild'
import {stripServerCode} from './strip-server-code'

/**
 * The modules the build generates into `genDir`, under the `app:` prefix: the page list and route
 * table for the browser (`app:client-modules`, `app:client-routes`) and the app's message
 * catalogs (`app:catalogs` for the server, `app:catalog-loaders` for the browser).
 */
export function generatedModules(genDir: string): Plugin {
  return {
    name: 'app-generated-modules',
    setup(build) {
      build.onResolve({filter: /^app:(client-modules|client-routes|catalogs|catalog-loaders)$/}, (args) =>
        ({path: path.join(genDir, `${args.path.slice('app:'.length)}.ts`)}))
    },
  }
}

/** Removes `getServerSideProps` and what only it uses from page modules in the browser bundle. */
export function stripServerCodePlugin(pagesDir: string): Plugin {
  return {
    name: 'strip-server-code',
    setup(build) {
      build.onLoad({filter: /\.[jt]sx?$/}, async (args) => {
        if (!args.path.startsWith(pagesDir + path.sep)) return undefined
        const source = await readFile(args.path, 'utf8')
        const loader = path.extname(args.path).slice(1) as 'ts' | 'tsx' | 'js' | 'jsx'
        return {contents: stripServerCode(source, args.path), loader, resolveDir: path.dirname(args.path)}
      })
    },
  }
}

/**
 * `import {Bot, Mic} from 'lucide-react'` in the browser bundle → a small module for that one
 * importing file that defines just those icons, from their data in lucide's own files, built by
 * the app's `createLucideIcon` (`iconShim`). Through lucide's single index, every icon used
 * anywhere is reachable from every chunk that imports any icon, so code splitting puts all of
 * them in the entry's first load; this way an icon loads with the code that shows it. Each
 * importing file gets its own copy: an icon module of its own would become a tiny chunk wherever
 * two chunks share an icon, and each file loaded costs more than the copy. A file that imports
 * anything else from lucide-react keeps the index.
 */
export function lucideIconsPlugin(root: string, iconShim: string): Plugin {
  const esmDir = path.join(root, 'node_modules/lucide-react/dist/esm')
  let iconFiles: Map<string, string> | null = null // export name → icon file
  const readIndex = () => {
    const found = new Map<string, string>()
    for (const [, names = '', file = ''] of readFileSync(path.join(esmDir, 'lucide-react.mjs'), 'utf8').matchAll(/^export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)';$/gm)) {
      for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) found.set(name, path.join(esmDir, file))
    }
    return found
  }
  /** The names a file imports from lucide-react as values, or null when it does more than `import {…}`. */
  const importedIcons = (source: string, icons: Map<string, string>): string[] | null => {
    const names: string[] = []
    let statements = 0
    for (const match of source.matchAll(/\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
      statements++
      if (match[1]) continue
      for (const item of (match[2] ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
        if (!item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0]!)
      }
    }
    const all = source.match(/['"]lucide-react['"]/g)?.length ?? 0
    return statements === all && names.every((name) => icons.has(name)) ? names : null
  }
  return {
    name: 'lucide-icons',
    setup(build) {
      build.onResolve({filter: /^lucide-react$/}, async (args) => {
        if (!args.importer || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        iconFiles ??= readIndex()
        const names = importedIcons(await readFile(args.importer, 'utf8'), iconFiles)
        return names ? {path: `${args.importer}:icons`, namespace: 'lucide-icons', pluginData: names} : undefined
      })
      // Lucide's own icon modules, where some other import reaches them, get the app's function too.
      build.onResolve({filter: /\/createLucideIcon\.mjs$/}, (args) => (args.importer.startsWith(esmDir) ? {path: iconShim} : undefined))
      build.onLoad({filter: /.*/, namespace: 'lucide-icons'}, async (args) => {
        const names = args.pluginData as string[]
        const lines = [`import createLucideIcon from ${JSON.stringify(iconShim)}`]
        for (const name of names) {
          // The icon's data (name, size, drawing) as lucide's file exports it, without the React
          // keys of its elements (random, so they compress badly): the shim numbers them instead.
          const {__iconData: data} = await import(pathToFileURL(iconFiles!.get(name)!).href) as {__iconData: {node: [string, Record<string, unknown>][]}}
          const node = data.node.map(([tag, {key: _key, ...attributes}]) => [tag, attributes])
          lines.push(`export const ${name} = /* @__PURE__ */ createLucideIcon(${JSON.stringify({...data, node})})`)
        }
        return {contents: lines.join('\n'), loader: 'js', resolveDir: root, watchFiles: names.map((name) => iconFiles!.get(name)!)}
      })
    },
  }
}

/**
 * In the browser bundle, `react` also requires `react-dom/client`, so that all of React lands in
 * one chunk. Code splitting puts each module in the chunk of the entry points that reach it:
 * `react` is reached by every page and every module loaded later, `react-dom/client` only by the
 * entry, and `react-dom` also by any dependency that imports it, so React was spread over the
 * entry and shared chunks that every page loads anyway. Nothing loads that did not before: every
 * page loads the entry, which hydrates with `react-dom/client`.
 */
export function reactInOneChunkPlugin(): Plugin {
  return {
    name: 'react-in-one-chunk',
    setup(build) {
      build.onLoad({filter: /[\\/]node_modules[\\/]react[\\/]index\.js$/}, async (args) => ({
        contents: `${await readFile(args.path, 'utf8')}\nrequire('react-dom/client');\n`, loader: 'js',
      }))
    },
  }
}
