import {helpSlugs, helpSource} from '../content/help'
import {MarkdownCache} from './markdown-cache'
import {renderMarkdown} from './render-markdown'

const ANSWER = [
  '## Sleep and blood pressure', '',
  'Most adults need **7 to 9 hours**. See [privacy](/help/privacy) and [a guide](https://example.org/sleep).', '',
  '- keep a *regular* schedule', '- avoid screens late at night', '',
  '| Age | Hours |', '|---|---|', '| 18–64 | 7–9 |', '',
  '```', 'bedtime = 22:30', '```', '',
  '<script>alert(1)</script> ![x](https://attacker.example/?q=1)',
].join('\n')

const spanish = (path: string) => '/care/es' + path
const french = (path: string) => '/care/fr' + path

/** A resolver that counts its calls. */
function counting(prefix: string) {
  const calls: string[] = []
  const resolve = (path: string) => {
    calls.push(path)
    return prefix + path
  }
  return {resolve, calls}
}

describe('MarkdownCache', () => {
  it('returns exactly what renderMarkdown returns, uncached', () => {
    const cache = new MarkdownCache()
    for (const text of [ANSWER, '', 'plain', '[x](/history)\n\n[y](/history)', '- '.repeat(5000), '> '.repeat(3000)]) {
      expect(cache.render(text)).toBe(renderMarkdown(text))
      expect(cache.render(text, {resolveInternalHref: spanish})).toBe(renderMarkdown(text, {resolveInternalHref: spanish}))
      // And again, from the cache.
      expect(cache.render(text, {resolveInternalHref: spanish})).toBe(renderMarkdown(text, {resolveInternalHref: spanish}))
    }
  })

  it('renders every help page as renderMarkdown does', () => {
    const cache = new MarkdownCache()
    for (const locale of ['en', 'es', 'fr', 'de']) {
      for (const slug of helpSlugs) {
        const source = helpSource(locale, slug)
        if (source === null) continue
        expect(cache.render(source, {resolveInternalHref: spanish})).toBe(renderMarkdown(source, {resolveInternalHref: spanish}))
        expect(cache.render(source, {resolveInternalHref: spanish})).toBe(renderMarkdown(source, {resolveInternalHref: spanish}))
      }
    }
    expect(cache.stats.hits).toBe(cache.stats.misses)
  })

  it('renders a text once and then answers from the cache', () => {
    const cache = new MarkdownCache()
    const first = cache.render(ANSWER, {resolveInternalHref: spanish})
    expect(cache.stats).toEqual({hits: 0, misses: 1})
    const second = cache.render(ANSWER, {resolveInternalHref: spanish})
    expect(cache.stats).toEqual({hits: 1, misses: 1})
    // The very same string object: nothing was rendered again.
    expect(Object.is(second, first)).toBe(true)
    expect(cache.size).toBe(1)
  })

  it('a hit asks the resolver only about the internal links of the text', () => {
    const cache = new MarkdownCache()
    const {resolve, calls} = counting('/care/es')
    cache.render(ANSWER, {resolveInternalHref: resolve})
    expect(calls).toEqual(['/help/privacy'])
    cache.render(ANSWER, {resolveInternalHref: resolve})
    expect(calls).toEqual(['/help/privacy', '/help/privacy'])
    expect(cache.stats.hits).toBe(1)
  })

  it('keeps a separate entry for other link targets, and reuses each', () => {
    const cache = new MarkdownCache()
    const es = cache.render(ANSWER, {resolveInternalHref: spanish})
    const fr = cache.render(ANSWER, {resolveInternalHref: french})
    const plain = cache.render(ANSWER)
    expect(es).toContain('href="/care/es/help/privacy"')
    expect(fr).toContain('href="/care/fr/help/privacy"')
    expect(plain).toContain('href="/help/privacy"')
    expect(fr).toBe(renderMarkdown(ANSWER, {resolveInternalHref: french}))
    expect(cache.stats).toEqual({hits: 0, misses: 3})

    // A new function with the same answers is the same entry: the function itself is not the key.
    expect(cache.render(ANSWER, {resolveInternalHref: (path) => '/care/fr' + path})).toBe(fr)
    expect(cache.render(ANSWER, {resolveInternalHref: spanish})).toBe(es)
    expect(cache.render(ANSWER)).toBe(plain)
    expect(cache.stats).toEqual({hits: 3, misses: 3})
  })

  it('a text without internal links is one entry for every resolver', () => {
    const cache = new MarkdownCache()
    const text = '**No links** here, only [outside](https://example.org).'
    const html = cache.render(text, {resolveInternalHref: spanish})
    expect(cache.render(text, {resolveInternalHref: french})).toBe(html)
    expect(cache.stats).toEqual({hits: 1, misses: 1})
  })

  it('does not keep a render in which the resolver threw', () => {
    const cache = new MarkdownCache()
    const broken = () => {
      throw new Error('boom')
    }
    const text = '[p](/help/privacy)'
    expect(cache.render(text, {resolveInternalHref: broken})).toBe(renderMarkdown(text, {resolveInternalHref: broken}))
    expect(cache.size).toBe(0)
    // A good resolver then gets real links, not the escaped fallback.
    expect(cache.render(text, {resolveInternalHref: spanish})).toBe('<p><a href="/care/es/help/privacy">p</a></p>')
    // And a throwing resolver on a cached text is not answered from the cache.
    expect(cache.render(text, {resolveInternalHref: broken})).toBe('<p>[p](/help/privacy)</p>')
  })

  it('stays within maxBytes, evicting the least recently used', () => {
    const cache = new MarkdownCache({maxBytes: 20_000, maxEntryBytes: 20_000})
    const texts = Array.from({length: 40}, (_, index) => `# Answer ${index}\n\n${'Some *text* here. '.repeat(20)}`)
    for (const text of texts) {
      cache.render(text)
      expect(cache.bytes).toBeLessThanOrEqual(20_000)
    }
    expect(cache.size).toBeGreaterThan(1)
    expect(cache.size).toBeLessThan(texts.length)

    // The last ones are kept, the first ones are gone.
    const before = cache.stats
    cache.render(texts[39]!)
    expect(cache.stats.hits).toBe(before.hits + 1)
    cache.render(texts[0]!)
    expect(cache.stats.misses).toBe(before.misses + 1)
  })

  it('a hit makes an entry the most recently used', () => {
    const text = (index: number) => `Paragraph ${index}: ${'word '.repeat(60)}`
    const cache = new MarkdownCache({maxBytes: 5_000, maxEntryBytes: 5_000})
    cache.render(text(1))
    cache.render(text(2))
    cache.render(text(3))
    expect(cache.size).toBe(3)
    cache.render(text(1)) // 1 is now the most recent; 2 is the oldest.
    cache.render(text(4))
    expect(cache.size).toBe(3)

    const misses = cache.stats.misses
    cache.render(text(1))
    cache.render(text(3))
    cache.render(text(4))
    expect(cache.stats.misses).toBe(misses)
    cache.render(text(2))
    expect(cache.stats.misses).toBe(misses + 1)
  })

  it('does not keep a text bigger than maxEntryBytes, and still renders it', () => {
    const cache = new MarkdownCache({maxBytes: 100_000, maxEntryBytes: 5_000})
    const big = 'x '.repeat(2_000)
    expect(cache.render(big)).toBe(renderMarkdown(big))
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    cache.render('small')
    expect(cache.size).toBe(1)
  })

  it('keeps at most 8 variants of one text', () => {
    const cache = new MarkdownCache()
    const text = '[home](/)'
    for (let index = 0; index < 10; index++) cache.render(text, {resolveInternalHref: (path) => `/b${index}${path}`})
    expect(cache.size).toBe(1)
    const misses = cache.stats.misses
    cache.render(text, {resolveInternalHref: (path) => `/b9${path}`})
    cache.render(text, {resolveInternalHref: (path) => `/b2${path}`})
    expect(cache.stats.misses).toBe(misses)
    cache.render(text, {resolveInternalHref: (path) => `/b0${path}`})
    expect(cache.stats.misses).toBe(misses + 1)
  })

  it('counts bytes back to zero when cleared', () => {
    const cache = new MarkdownCache()
    cache.render(ANSWER)
    expect(cache.bytes).toBeGreaterThan(2 * ANSWER.length)
    cache.clear()
    expect(cache.bytes).toBe(0)
    expect(cache.size).toBe(0)
  })

  it('refuses a size that is not a whole number of bytes', () => {
    expect(() => new MarkdownCache({maxBytes: -1})).toThrow('Expected `maxBytes` to be a whole number of bytes, got -1')
    expect(() => new MarkdownCache({maxEntryBytes: 1.5})).toThrow('Expected `maxEntryBytes`')
  })
})
