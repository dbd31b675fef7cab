/**
 * The messages of a first load (the build in dist/, made by the jest global setup). Every page
 * hydrates with the first-load messages (src/messages/first-load/) and its own, those of the rest
 * that the code of its first load names (server/framework/build/page-catalogs.ts); a page that
 * exports `messages = 'first-load'` (the home page) with the first-load messages alone. So:
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
  'src/framework/i18n/catalogs.browser.ts': 'the page\'s own messages',
  'src/safety/local-detector.ts': 'the red-flag detector, which shows no message (the banner that shows its verdict is loaded with them)',
  'dist/.gen/client-modules.ts': 'the pages: the entry and the router load their messages',
}

const pageModules = modules.pages as Record<string, PageModule>
const firstLoadPages = Object.entries(pageModules).filter(([, page]) => page.messages === 'first-load').map(([id]) => id)

/** The messages a page's document loads before hydration beyond the first-load ones (English). */
function pageMessages(id: string): string[] {
  return pageModules[id]!.messages === 'first-load' ? [] : manifest.pageCatalogs[id]?.en ?? []
}

/** The keys of a page's own messages, read from the files the build wrote. */
function pageMessageKeys(id: string): string[] {
  return pageMessages(id).flatMap((file) => {
    const source = readFileSync(path.join(STATIC, file), 'utf8')
    return Object.keys(JSON.parse(/^export default (\{[\s\S]*\});\s*$/.exec(source)![1]!) as Record<string, string>)
  })
}

/** The page's first-load code: the entry's files and its own, without the message catalogs. */
function firstLoadFiles(id: string): string[] {
  return [...new Set([...manifest.entry.js, ...manifest.pages[id]!.js])]
}

/** The project's source files (relative to the repository) that went into a built file, from its source map. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(path.join(STATIC, `${file}.map`), 'utf8')) as {sources: string[]}
  return map.sources
    .filter((source) => !source.includes(':') && !source.includes('node_modules'))
    .map((source) => path.relative(ROOT, path.resolve(path.dirname(path.join(STATIC, file)), decodeURIComponent(source))))
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

describe.each(Object.keys(manifest.pages))('the first load of the page %s', (id) => {
  it('names only first-load messages and its own', () => {
    const code = firstLoadFiles(id).map((file) => readFileSync(path.join(STATIC, file), 'utf8')).join('\n')
    const named = Object.keys(catalogs.en!).filter((key) => new RegExp(`["'\`]${key.replace(/\./g, '\\.')}["'\`]`).test(code))
    // The shell's and the composer's (on the home page) are there: the search finds messages.
    expect(named).toEqual(expect.arrayContaining(['nav.home', 'footer.disclaimer', ...(id === 'index' ? ['home.greeting', 'composer.mic'] : [])]))
    const own = new Set(pageMessageKeys(id))
    expect(named.filter((key) => !(key in firstLoad) && !own.has(key))).toEqual([])
    // A page's own messages are the ones it names, no more (a template literal names every key it
    // can build: `redFlag.${category}`): the rest come after hydration.
    const prefixes = [...code.matchAll(/`([A-Za-z0-9_.-]+\.)\$\{/g)].map((match) => match[1]!)
    expect([...own].filter((key) => !named.includes(key) && !prefixes.some((prefix) => key.startsWith(prefix)))).toEqual([])
    if (firstLoadPages.includes(id)) expect(own.size).toBe(0)
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
 * What a page's document makes the browser load before hydration (server/framework/render/document.tsx):
 * the entry, the page's own files and its English messages (the first-load ones and the page's
 * own); `null`, an error page: the entry and the first-load messages.
 */
function firstLoadOfPage(id: string | null): string[] {
  const messages = [...(manifest.catalogs.en ?? []), ...(id === null ? [] : pageMessages(id))]
  return [...new Set([...manifest.entry.js, ...(id === null ? [] : manifest.pages[id]!.js), ...messages])]
}

/**
 * The first-load budget of every page, counted as `npm run bench` counts the home page's
 * (bench/run.mjs `printFirstLoad`): what its document loads before hydration, each file gzipped at
 * level 9. A size, not a speed: the same build gives the same bytes on any machine.
 */
it('counts every page of the build', () => {
  expect(Object.keys(manifest.pages).sort()).toEqual(['chat/[id]', 'help/[[...slug]]', 'history', 'index', 'share/[token]', 'topics/[...slug]'])
})

/** What the browser loads before hydrating a page (`null`: an error page), in bytes of gzip level 9. */
function firstLoadSize(id: string | null): number {
  return firstLoadOfPage(id).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(STATIC, file)), {level: 9}).length, 0)
}

const budgeted: [string, string | null][] = [...Object.keys(manifest.pages).map((id): [string, string] => [`the page ${id}`, id]), ['an error page', null]]

it.each(budgeted)('keeps the first load of %s under 85 KB gzip, React and its messages included', (_name, id) => {
  const total = firstLoadSize(id)
  // React alone is about 68.5 KB: a total far below it would mean files went missing from the count.
  expect(total).toBeGreaterThan(68_000)
  expect(total).toBeLessThan(85_000)
})

/**
 * Saved markdown comes rendered in the page's props (`RenderedMarkdown`): the help and share
 * pages' never changes in the browser; the chat page loads the renderer for answers that stream.
 */
it.each(['help/[[...slug]]', 'share/[token]', 'chat/[id]'])('the page %s hydrates without the markdown renderer', (id) => {
  const sources = firstLoadOfPage(id).flatMap((file) => (JSON.parse(readFileSync(path.join(STATIC, `${file}.map`), 'utf8')) as {sources: string[]}).sources)
  expect(sources.filter((source) => /micromark|src\/markdown\/render-markdown/.test(source))).toEqual([])
  // The renderer the chat page loads later is a chunk of the build, and the check can see it there.
  const lazy = readdirSync(path.join(STATIC, 'chunks')).filter((file) => file.endsWith('.js'))
    .filter((file) => sourcesOf(`chunks/${file}`).includes('src/markdown/render-markdown.ts'))
  expect(lazy).toHaveLength(1)
  const lazySources = (JSON.parse(readFileSync(path.join(STATIC, 'chunks', `${lazy[0]!}.map`), 'utf8')) as {sources: string[]}).sources
  expect(lazySources.some((source) => source.includes('micromark'))).toBe(true)
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
