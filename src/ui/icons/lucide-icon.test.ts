/**
 * Both builds draw lucide icons with src/ui/icons/lucide-icon.ts instead of lucide's own
 * createLucideIcon (build.mjs `lucideIconsPlugin`). Its markup must be lucide's to the byte: for
 * every icon Hale imports and the props Hale passes, render both (each bundled by esbuild the way
 * build.mjs does) and compare. Each icon is drawn six times, so the shim's reused drawing is too.
 */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

const ROOT = path.resolve(__dirname, '../../..')
const ESM = path.join(ROOT, 'node_modules/lucide-react/dist/esm')

/** Every icon name imported from lucide-react anywhere in src/. */
function iconsHaleUses(): string[] {
  const names = new Set<string>()
  for (const file of readdirSync(path.join(ROOT, 'src'), {recursive: true, encoding: 'utf8'})) {
    if (!/\.tsx?$/.test(file)) continue
    const source = readFileSync(path.join(ROOT, 'src', file), 'utf8')
    for (const match of source.matchAll(/\bimport\s+\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
      for (const item of match[1]!.split(',').map((part) => part.trim()).filter(Boolean)) {
        if (!item.startsWith('type ') && /^[A-Z]/.test(item)) names.add(item.split(/\s+as\s+/)[0]!)
      }
    }
  }
  return [...names].sort()
}

const PROPS = [
  {},
  {'aria-hidden': 'true', size: 20},
  {'aria-hidden': 'true', focusable: 'false', size: 16, className: 'chip-arrow'},
  {size: 26, strokeWidth: 1.5, className: 'lucide extra  more'},
  {'aria-label': 'Send', role: 'img'},
  {width: 18, height: 12, color: 'red', absoluteStrokeWidth: true},
]

async function renderAll(names: string[], shim: boolean): Promise<string[]> {
  const source = `
    import {renderToStaticMarkup} from 'react-dom/server'
    import {createElement} from 'react'
    import {${names.join(', ')}} from 'lucide-react'
    const icons = [${names.join(', ')}]
    const props = ${JSON.stringify(PROPS)}
    module.exports = icons.flatMap((Icon) => props.map((p) => renderToStaticMarkup(createElement(Icon, p))))
      .concat(renderToStaticMarkup(createElement(icons[0], {}, createElement('title', null, 'A title'))))
  `
  const plugin: esbuild.Plugin = {
    name: 'lucide-test',
    setup(build) {
      // Like build.mjs: each icon from its own file, so both sides build icons the same way.
      build.onResolve({filter: /^lucide-react$/}, () => ({path: path.join(ESM, 'lucide-react.mjs')}))
      if (shim) {
        build.onResolve({filter: /\/createLucideIcon\.mjs$/}, (args) =>
          args.importer.startsWith(ESM) ? {path: path.join(ROOT, 'src/ui/icons/lucide-icon.ts')} : undefined)
      }
    },
  }
  const result = await esbuild.build({
    stdin: {contents: source, resolveDir: ROOT, loader: 'js'}, bundle: true, write: false, platform: 'node',
    format: 'cjs', define: {'process.env.NODE_ENV': '"production"'}, plugins: [plugin], logLevel: 'silent',
  })
  const module = {exports: [] as string[]}
  new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(module, module.exports, require)
  return module.exports
}

describe("Hale's createLucideIcon", () => {
  it('renders every icon Hale uses exactly as lucide does, for every kind of props Hale passes', async () => {
    const names = iconsHaleUses()
    expect(names).toEqual(expect.arrayContaining(['Bot', 'Heart', 'Mic', 'Paperclip', 'Camera', 'SendHorizontal']))
    const [lucide, hale] = await Promise.all([renderAll(names, false), renderAll(names, true)])
    expect(hale.length).toBe(names.length * PROPS.length + 1)
    expect(hale).toEqual(lucide)
    // The comparison is over real markup.
    expect(lucide[0]).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-[a-z-]+" aria-hidden="true">/)
  }, 60_000)
})
