/**
 * The messages of a first load (the build in dist/, made by the jest global setup). A page that
 * exports `messages = 'first-load'` (the home page) hydrates with the first-load messages alone
 * (src/messages/first-load/), so:
 * - the code of its first load names no other message;
 * - every `import()` in the sources of that code waits for the rest of the messages
 *   (`withAllMessages`), so that what loads later never finds one missing.
 */
import {readdirSync, readFileSync} from 'node:fs'
import {gzipSync} from 'node:zlib'
import path from 'node:path'
import {modules} from '../../dist/.gen/server-modules'
import type {AssetManifest} from '../../server/framework/build/asset-manifest'
import type {PageModule} from '../../src/framework/types'
import {catalogs} from '../../src/framework/i18n/translate'
import firstLoad from '../../src/messages/first-load/en'
import de from '../../src/safety/red-flag-languages/de'
import en from '../../src/safety/red-flag-languages/en'
import es from '../../src/safety/red-flag-languages/es'
import fr from '../../src/safety/red-flag-languages/fr'

const ROOT = path.resolve(__dirname, '../..')
const STATIC = path.join(ROOT, 'dist/static')
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as AssetManifest

/** The modules whose `import()`s load what the first load itself needs, and how they get its messages. */
const EXEMPT: Record<string, string> = {
  'dist/.gen/catalog-loaders.ts': 'the messages themselves',
  'client/entry.tsx': 'the client router, which loads every message of a page before showing it',
  'dist/.gen/client-modules.ts': 'the pages: the entry and the router load their messages',
}

const firstLoadPages = Object.entries(modules.pages as Record<string, PageModule>).filter(([, page]) => page.messages === 'first-load').map(([id]) => id)

/** The page's first-load code: the entry's files and its own, without the message catalogs. */
function firstLoadFiles(id: string): string[] {
  return [...new Set([...manifest.entry.js, ...manifest.pages[id]!.js])]
}

/** The project's source files (relative to the repository) that went into a built file, from its source map. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(path.join(STATIC, `${file}.map`), 'utf8')) as {sources: string[]}
  return map.sources
    .filter((source) => !source.includes(':') && !source.includes('node_modules'))
    .map((source) => path.relative(ROOT, path.resolve(path.dirname(path.join(STATIC, file)), source)))
}

/** The `import('…')` expressions of a source file that are not inside a `withAllMessages(…)` call. */
function unwrappedImports(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
  const wrapped: [number, number][] = []
  for (const match of text.matchAll(/\bwithAllMessages\(/g)) {
    let depth = 0
    let end = match.index! + match[0].length - 1
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++
      else if (text[end] === ')' && --depth === 0) break
    }
    wrapped.push([match.index!, end])
  }
  return [...text.matchAll(/(?<!typeof )\bimport\(([^)]*)\)/g)]
    .filter((match) => !wrapped.some(([start, end]) => match.index! > start && match.index! < end))
    .map((match) => match[1]!)
}

it('finds the pages that show only first-load messages, the home page among them', () => {
  expect(firstLoadPages).toContain('index')
})

describe.each(firstLoadPages)('the first load of the page %s', (id) => {
  it('names only first-load messages', () => {
    const code = firstLoadFiles(id).map((file) => readFileSync(path.join(STATIC, file), 'utf8')).join('\n')
    const named = Object.keys(catalogs.en!).filter((key) => new RegExp(`["'\`]${key.replace(/\./g, '\\.')}["'\`]`).test(code))
    // The shell's and the composer's (on the home page) are there: the search finds messages.
    expect(named).toEqual(expect.arrayContaining(['nav.home', 'footer.disclaimer', ...(id === 'index' ? ['home.greeting', 'composer.mic'] : [])]))
    expect(named.filter((key) => !(key in firstLoad))).toEqual([])
  })

  it('loads everything else through withAllMessages', () => {
    const sources = [...new Set(firstLoadFiles(id).flatMap(sourcesOf))]
    expect(sources).toEqual(expect.arrayContaining(['client/entry.tsx', `src/pages/${id}.tsx`]))
    const unwrapped = sources.filter((source) => !(source in EXEMPT))
      .flatMap((source) => unwrappedImports(readFileSync(path.join(ROOT, source), 'utf8')).map((spec) => `${source}: import(${spec})`))
    expect(unwrapped).toEqual([])
    // What the check looks for is there: the exempt modules' own imports are found, and the home page's are wrapped.
    expect(unwrappedImports(readFileSync(path.join(ROOT, 'client/entry.tsx'), 'utf8'))).toEqual(["'./router'"])
    expect(unwrappedImports("const a = withAllMessages(() => Promise.all([import('./a'), import('./b')]))\nimport('./c')")).toEqual(["'./c'"])
  })
})

/**
 * The first-load budget, counted as `npm run bench` counts it (bench/run.mjs `printFirstLoad`):
 * the entry, the home page and the English first-load messages, each file gzipped at level 9.
 * A size, not a speed: the same build gives the same bytes on any machine.
 */
it('keeps the first load of / under 85 KB gzip, React included', () => {
  const files = [...new Set([...manifest.entry.js, ...(manifest.pages.index?.js ?? []), ...(manifest.catalogs.en ?? [])])]
  const sizes = files.map((file) => gzipSync(readFileSync(path.join(STATIC, file)), {level: 9}).length)
  const total = sizes.reduce((sum, size) => sum + size, 0)
  // React alone is about 68.5 KB: a total far below it would mean files went missing from the count.
  expect(total).toBeGreaterThan(68_000)
  expect(total).toBeLessThan(85_000)
})

/**
 * What a page's document makes the browser load before hydration (server/framework/render/document.tsx):
 * the entry, the page's own files and its English messages (the first-load ones, and the rest
 * unless the page hydrates with the first-load ones alone).
 */
function firstLoadOfPage(id: string): string[] {
  const page = (modules.pages as Record<string, PageModule>)[id]!
  const messages = [...(manifest.catalogs.en ?? []), ...(page.messages === 'first-load' ? [] : manifest.restCatalogs.en ?? [])]
  return [...new Set([...manifest.entry.js, ...manifest.pages[id]!.js, ...messages])]
}

it.each(['help/[[...slug]]'])('keeps the first load of the page %s under 85 KB gzip, React and its messages included', (id) => {
  const total = firstLoadOfPage(id).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(STATIC, file)), {level: 9}).length, 0)
  expect(total).toBeGreaterThan(68_000)
  expect(total).toBeLessThan(85_000)
})

/** Pages whose markdown never changes in the browser get it rendered in their props (`RenderedMarkdown`). */
it.each(['help/[[...slug]]', 'share/[token]'])('the page %s hydrates without the markdown renderer', (id) => {
  const sources = firstLoadOfPage(id).flatMap((file) => (JSON.parse(readFileSync(path.join(STATIC, `${file}.map`), 'utf8')) as {sources: string[]}).sources)
  expect(sources.filter((source) => /micromark|src\/markdown\/render-markdown/.test(source))).toEqual([])
  // The chat page, which renders answers as they stream, still has it: the check can see it.
  const chat = firstLoadOfPage('chat/[id]').flatMap((file) => (JSON.parse(readFileSync(path.join(STATIC, `${file}.map`), 'utf8')) as {sources: string[]}).sources)
  expect(chat.some((source) => source.includes('micromark'))).toBe(true)
})

/**
 * The red-flag detector's phrase lists (every language's, most of its size) are in no page's first
 * load: saved messages carry their verdict, and the browser loads the detector itself only when
 * the visitor starts writing (src/safety/local-detector.ts).
 */
describe.each(Object.keys(manifest.pages))('the first load of the page %s', (id) => {
  it('holds none of the red-flag detector\'s phrase lists', () => {
    const files = [...new Set([...manifest.entry.js, ...manifest.pages[id]!.js])]
    const sources = files.flatMap(sourcesOf)
    // The banner, its decision and the detector's lazy loader are there; the detector is not.
    expect(sources.filter((source) => /^src\/safety\/(red-flags|red-flag-engine\/|red-flag-languages\/|vignettes\/)/.test(source))).toEqual([])
    const code = files.map((file) => readFileSync(path.join(STATIC, file), 'utf8')).join('\n')
    for (const phrase of CANARIES) expect(code).not.toContain(phrase)
  })
})

/**
 * A long stretch of a pattern of each language's rules that its source file writes out as it is,
 * so the bundle keeps it too: ASCII (the bundle escapes the rest), without quotes, backslashes
 * or template characters.
 */
const CANARIES = [en, es, fr, de].map((language) => {
  const source = readFileSync(path.join(ROOT, `src/safety/red-flag-languages/${language.language}.ts`), 'utf8')
  return Object.values(language.patterns).flat()
    .flatMap((pattern) => pattern.replace(/[\\'"`$]/g, '\u0000').match(/[\x20-\x7e]{30,}/g) ?? [])
    .find((stretch) => source.includes(stretch))!
})

it('has a canary phrase of every language, and finds it in the detector\'s own chunk', () => {
  expect(CANARIES.every((phrase) => typeof phrase === 'string')).toBe(true)
  const detector = readdirSync(path.join(STATIC, 'chunks')).map((file) => `chunks/${file}`)
    .filter((file) => file.endsWith('.js') && sourcesOf(file).includes('src/safety/red-flags.ts'))
  expect(detector).toHaveLength(1)
  const code = readFileSync(path.join(STATIC, detector[0]!), 'utf8')
  for (const phrase of CANARIES) expect(code).toContain(phrase)
})
