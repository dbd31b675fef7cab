/**
 * Markdown (CommonMark + GFM) → safe HTML, in bounded time.
 *
 * This is the only path from markdown to HTML in Hale: help pages and model output alike. Pure
 * (no Node or DOM APIs), so the server and the browser produce the same string and hydration
 * matches. Deterministic (no clocks), so a slow client renders exactly what the server rendered.
 *
 * Safe: micromark's defaults show raw HTML as text and drop unsafe protocols, and `safeMedia`
 * rewrites every link and image. Bounded: `prepareMarkdown` rewrites the source into chunks
 * before micromark sees it, and `boundLookbehind` bounds GFM's own look-behinds. The folder's
 * README describes the modules and the limits.
 */

import {micromark} from 'micromark'
import {gfm, gfmHtml} from 'micromark-extension-gfm'
import {boundLookbehind} from './bounded-lookbehind'
import {escapeHtml} from './escape-html'
import {prepareMarkdown} from './prepare-markdown'
import {safeMedia} from './safe-media'

export {escapeHtml} from './escape-html'
export {MAX_MARKDOWN_LENGTH, MAX_NESTING} from './limits'
export {prepareMarkdown, type PreparedMarkdown} from './prepare-markdown'

export interface RenderMarkdownOptions {
  /** Turns an internal link target ('/help/privacy', '/history') into the final URL (adds base path and locale). Default: identity. */
  resolveInternalHref?: (path: string) => string
}

/**
 * A table wider than its column scrolls sideways (CSS); focusable, it scrolls with the keyboard too
 * (WCAG 2.1.1; Safari does not focus scrolling boxes by itself). Raw HTML is always escaped, so
 * every `<table>` in micromark's output is a GFM table's.
 */
const FOCUSABLE_TABLE = '<table tabindex="0">'

const syntaxExtension = boundLookbehind(gfm())
const gfmHtmlExtension = gfmHtml()
const gfmFootnoteCall = gfmHtmlExtension.exit?.gfmFootnoteCallString

/** Markdown (GFM) → safe HTML string. Never throws: on any error the text is shown escaped. */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): string {
  const text = typeof source === 'string' ? source : ''

  try {
    const resolveInternalHref = options.resolveInternalHref ?? identity
    const {chunks, rest} = prepareMarkdown(text)
    const parts: string[] = []

    for (const chunk of chunks) {
      const html = micromark(chunk, {
        extensions: [syntaxExtension],
        htmlExtensions: [gfmHtmlExtension, safeMedia(resolveInternalHref, gfmFootnoteCall)],
      })
      if (html) parts.push(html.replaceAll('<table>', FOCUSABLE_TABLE))
    }

    if (rest) parts.push(renderPlainText(rest))
    return joinBlocks(parts)
  } catch {
    // micromark or a resolver failed: never break the page, show the text as typed.
    return renderPlainText(text)
  }
}

/** Concatenate HTML of consecutive documents the way micromark separates blocks: one line ending. */
function joinBlocks(parts: string[]): string {
  let html = ''

  for (const part of parts) {
    if (html && !html.endsWith('\n')) html += '\n'
    html += part
  }

  return html
}

/** Escaped text in one paragraph, line breaks kept. */
function renderPlainText(text: string): string {
  if (!/\S/.test(text)) return ''
  return '<p>' + escapeHtml(text).replace(/\r\n|\r|\n/g, '<br />\n') + '</p>'
}

function identity(path: string): string {
  return path
}
