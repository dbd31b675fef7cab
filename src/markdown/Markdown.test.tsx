import {renderToString} from 'react-dom/server'
import {Markdown} from './Markdown'
import {renderMarkdown} from './render-markdown'

describe('<Markdown>', () => {
  it('renders the markdown inside a div.markdown', () => {
    expect(renderToString(<Markdown text={'# Hi\n\n*there*'} />)).toBe(
      '<div class="markdown"><h1>Hi</h1>\n<p><em>there</em></p></div>',
    )
  })

  it('adds className after "markdown"', () => {
    expect(renderToString(<Markdown text="a" className="prose" />)).toBe('<div class="markdown prose"><p>a</p></div>')
  })

  it('resolves internal links and marks external ones', () => {
    const html = renderToString(
      <Markdown text="[p](/help/privacy) [x](https://example.com)" resolveInternalHref={(path) => '/care/es' + path} />,
    )
    expect(html).toBe(
      '<div class="markdown"><p><a href="/care/es/help/privacy">p</a> ' +
      '<a href="https://example.com" rel="noopener noreferrer nofollow ugc">x</a></p></div>',
    )
  })

  it('shows raw HTML and images from the text inertly', () => {
    const html = renderToString(<Markdown text={'<script>alert(1)</script>\n\n![](https://attacker.example/?q=x)'} />)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('renders the same markup every time, as hydration needs', () => {
    const text = '- a\n- [b](/b)\n\n| x |\n|---|\n| y |'
    const first = renderToString(<Markdown text={text} />)
    expect(renderToString(<Markdown text={text} />)).toBe(first)
    expect(first).toBe(`<div class="markdown">${renderMarkdown(text)}</div>`)
  })
})
