import {memo, useMemo, useRef} from 'react'
import {continueBlocks, type BlockSplit} from '../blocks'
import {Markdown} from '../../markdown/Markdown'

export interface AnswerContentProps {
  text: string
  /** True while tokens arrive: render block by block, so only the last block is parsed again. */
  streaming: boolean
  resolveInternalHref?: (path: string) => string
}

/** One finished block: rendered once, then skipped while its text stays the same. */
const MarkdownBlock = memo(Markdown)

/**
 * An answer's markdown. A finished answer is one `Markdown`; a streaming one is split into
 * blocks (src/chat/blocks.ts), each memoised by its text, so a token re-parses only the block
 * it lands in.
 */
export function AnswerContent({text, streaming, resolveInternalHref}: AnswerContentProps) {
  const previous = useRef<BlockSplit | null>(null)
  const blocks = useMemo(() => {
    if (!streaming) return null
    previous.current = continueBlocks(previous.current, text)
    return previous.current.blocks
  }, [streaming, text])

  if (!blocks) return <Markdown text={text} resolveInternalHref={resolveInternalHref} className="answer-text prose" />
  return (
    <div className="answer-text prose">
      {blocks.map((block, index) => <MarkdownBlock key={index} text={block} resolveInternalHref={resolveInternalHref} />)}
    </div>
  )
}
