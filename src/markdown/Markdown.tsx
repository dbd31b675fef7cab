import {useMemo} from 'react'
import {MarkdownCache} from './markdown-cache'
import {renderMarkdown, type RenderMarkdownOptions} from './render-markdown'

export interface MarkdownProps {
  text: string
  /** Adds base path and locale to internal links. Must be a pure function of the path (the server caches by its answers). */
  resolveInternalHref?: (path: string) => string
  className?: string
}

/**
 * The server renders a text once and keeps the HTML (saved answers and help pages never
 * change). The browser renders each mounted text once anyway (`useMemo`), and a streaming
 * answer's changing last block must not fill a cache, so it renders directly.
 */
const serverCache = typeof document === 'undefined' ? new MarkdownCache() : null

/** The only way markdown reaches the DOM: GFM through micromark with raw HTML and unsafe URLs off. */
export function Markdown({text, resolveInternalHref, className}: MarkdownProps) {
  const html = useMemo(
    () => (serverCache ? serverCache.render(text, {resolveInternalHref}) : renderMarkdown(text, {resolveInternalHref})),
    [text, resolveInternalHref],
  )
  return <div className={['markdown', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{__html: html}} />
}

/**
 * On the server only: `text` rendered once and kept, for a page that sends the HTML in its props
 * and shows it with `RenderedMarkdown`, so that its browser code needs no markdown renderer.
 */
export function renderOnServer(text: string, options: RenderMarkdownOptions = {}): string {
  if (!serverCache) throw new Error('renderOnServer runs on the server only')
  return serverCache.render(text, options)
}
