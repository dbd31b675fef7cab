import {useMemo} from 'react'
import {renderMarkdown} from '../markdown/render-markdown'

export interface MarkdownProps {
  text: string
  /** Adds base path and locale to internal links. */
  resolveInternalHref?: (path: string) => string
  className?: string
}

/** The only way markdown reaches the DOM: GFM through micromark with raw HTML and unsafe URLs off. */
export function Markdown({text, resolveInternalHref, className}: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(text, {resolveInternalHref}), [text, resolveInternalHref])
  return <div className={['markdown', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{__html: html}} />
}
