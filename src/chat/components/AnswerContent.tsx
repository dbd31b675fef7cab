import {memo, useMemo, useRef} from 'react'
import type {BlockSplit} from '../blocks'
import type {ChatEntry} from '../chat-state'
import {markdownRenderer, type MarkdownRenderer} from '../load-markdown'
import {RenderedMarkdown} from '../../markdown/RenderedMarkdown'

export interface AnswerContentProps {
  text: string
  /** True while tokens arrive: render block by block, so only the last block is parsed again. */
  streaming: boolean
  /** The server's HTML of a saved answer (the page's props): shown while the text is still its. */
  rendered?: ChatEntry['rendered']
  resolveInternalHref?: (path: string) => string
}

interface MarkdownProps {
  render: MarkdownRenderer['renderMarkdown']
  text: string
  resolveInternalHref?: ((path: string) => string) | undefined
  className?: string
}

/**
 * What src/markdown/Markdown.tsx renders in the browser, with the renderer loaded on first need
 * (../load-markdown.ts): GFM through micromark with raw HTML and unsafe URLs off.
 */
function Markdown({render, text, resolveInternalHref, className}: MarkdownProps) {
  const html = useMemo(() => render(text, {resolveInternalHref}), [render, text, resolveInternalHref])
  return <div className={['markdown', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{__html: html}} />
}

/** One finished block: rendered once, then skipped while its text stays the same. */
const MarkdownBlock = memo(Markdown)

/**
 * An answer's markdown. A saved answer of the page comes rendered by the server; any other
 * finished answer is one `Markdown`; a streaming one is split into blocks (src/chat/blocks.ts),
 * each memoised by its text, so a token re-parses only the block it lands in. Until the renderer
 * is here the text shows as it is.
 */
export function AnswerContent({text, streaming, rendered, resolveInternalHref}: AnswerContentProps) {
  const saved = !streaming && rendered !== undefined && rendered.text === text
  const renderer = markdownRenderer.use(!saved)
  const previous = useRef<BlockSplit | null>(null)
  const blocks = useMemo(() => {
    if (!streaming || !renderer) return null
    previous.current = renderer.continueBlocks(previous.current, text)
    return previous.current.blocks
  }, [streaming, text, renderer])

  if (saved) return <RenderedMarkdown html={rendered.html} className="answer-text prose" />
  if (!renderer) return <div className="markdown answer-text prose answer-plain">{text}</div>
  const render = renderer.renderMarkdown
  if (!blocks) return <Markdown render={render} text={text} resolveInternalHref={resolveInternalHref} className="answer-text prose" />
  return (
    <div className="answer-text prose">
      {blocks.map((block, index) => <MarkdownBlock key={index} render={render} text={block} resolveInternalHref={resolveInternalHref} />)}
    </div>
  )
}
