export interface RenderedMarkdownProps {
  /** What `renderOnServer` (./Markdown.tsx) made of a text: the one safe renderer's output. */
  html: string
  className?: string
}

/**
 * Markdown rendered on the server, shown as it is: for pages whose texts never change in the
 * browser (help pages, shared snapshots), which then hydrate without the markdown renderer.
 */
export function RenderedMarkdown({html, className}: RenderedMarkdownProps) {
  return <div className={['markdown', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{__html: html}} />
}
