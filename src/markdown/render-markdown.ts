/**
 * Markdown (CommonMark + GFM) → safe HTML, in bounded time.
 *
 * This is the only path from markdown to HTML in Hale: help pages now, untrusted
 * model output later. Pure (no Node or DOM APIs), so the server and the browser
 * produce the same string and hydration matches.
 *
 * Safety comes from micromark's defaults (raw HTML is shown as text, unsafe
 * protocols are dropped) plus `safeMedia`, which rewrites every link and image:
 * external links get `rel="noopener noreferrer nofollow ugc"`, internal paths go
 * through `resolveInternalHref`, and images never become `<img>` (EchoLeak,
 * CVE-2025-32711): they are shown as links to their URL.
 *
 * Bounded time comes from `prepareMarkdown`, which rewrites the source before
 * micromark sees it. micromark has super-linear paths (deep containers, many
 * setext headings, long lists, runs of emphasis or brackets in one paragraph,
 * code span openers) and a high per-block cost, so the source is:
 *
 * 1. cut at `MAX_MARKDOWN_LENGTH` characters;
 * 2. stripped of nesting deeper than `MAX_NESTING` container markers per line
 *    (the first excess marker is backslash-escaped) and of absurd indentation;
 * 3. limited per paragraph to `MAX_DELIMITERS` emphasis/bracket characters,
 *    `MAX_BACKTICK_LENGTHS` lengths of backtick runs and `MAX_ANGLE_BRACKETS`
 *    `<` (the excess ones are backslash-escaped), and per line to
 *    `MAX_LINE_LENGTH` characters;
 * 4. split into chunks at block boundaries, each parsed on its own, so work
 *    that micromark repeats per block stays proportional to the chunk;
 * 5. limited in total work (`MAX_WEIGHT`); what is left over is shown as
 *    escaped plain text, like the part beyond `MAX_MARKDOWN_LENGTH`.
 *
 * GFM's own look-behinds are also bounded (`LOOKBEHIND`). Everything is
 * deterministic (no clocks), so a slow client renders exactly what the server
 * rendered. Documents under the limits, which is all normal ones, render as
 * micromark renders them in one piece; only link reference definitions and
 * footnotes do not reach across chunks (16 KB or about 250 lines each).
 */

import {micromark} from 'micromark'
import {gfm, gfmHtml} from 'micromark-extension-gfm'
import {normalizeIdentifier} from 'micromark-util-normalize-identifier'
import {sanitizeUri} from 'micromark-util-sanitize-uri'
import type {
  CompileContext, Construct, ConstructRecord, Extension, Handle, HtmlExtension, Token, TokenizeContext, Tokenizer,
} from 'micromark-util-types'
// Declares the `literalAutolink*` token types that `safeMedia` handles.
import type {} from 'micromark-extension-gfm-autolink-literal'

export interface RenderMarkdownOptions {
  /** Turns an internal link target ('/help/privacy', '/history') into the final URL (adds base path and locale). Default: identity. */
  resolveInternalHref?: (path: string) => string
}

/** Characters of markdown rendered as markdown; the rest is shown as escaped plain text. */
export const MAX_MARKDOWN_LENGTH = 100_000

/** Container markers (`>`, list markers, footnote definitions) honoured per line; deeper ones are shown as text. */
export const MAX_NESTING = 16

/**
 * Emphasis and bracket characters (`*`, `_`, `~`, `[`, `]`) interpreted per
 * paragraph; further ones are escaped. micromark matches them in quadratic
 * time (*measured:* 10,000 `[a` + `](b)` pairs in one paragraph took 10 s).
 */
const MAX_DELIMITERS = 200

/**
 * Lengths of backtick runs interpreted per paragraph; runs of further lengths
 * are escaped. A run scans ahead for a closing run of the same length, up to
 * the end of the paragraph, so the work grows with the number of lengths
 * (*measured:* runs of 1 to 440 backticks in 97 KB took 0.6 s). Code spans use
 * one or two backticks.
 */
const MAX_BACKTICK_LENGTHS = 4

/**
 * `<` that might open inline HTML (`<!--`, `<?`, `<a b="`…) interpreted per
 * paragraph; further ones are escaped. Each scans ahead, up to the end of the
 * paragraph if nothing closes it (*measured:* 4 KB of `x<?` took 73 ms). Raw
 * HTML is shown as text anyway, so the escapes change nothing visible.
 */
const MAX_ANGLE_BRACKETS = 5

/**
 * Characters per line; longer lines are cut into several paragraphs. With GFM,
 * micromark merges the text of one paragraph in quadratic time when it has many
 * escapes, references or other inline tokens (*measured:* 100 KB of `\*x a`
 * took 3.5 s). Lines of fenced code are never cut.
 */
const MAX_LINE_LENGTH = 3_000

/** Columns of whitespace kept in a line's container prefix (indentation also nests lists). */
const MAX_INDENT = 64

/**
 * Work allowed for one document, in units of roughly 20–40 µs of micromark
 * time (*measured* per block, CPU time): 1 per non-blank line, container
 * marker, table cell, 4 columns of indentation before the content, and extra
 * for a definition or setext underline, plus the fractions below. Past it, the
 * rest is shown as escaped plain text. 100 KB of prose with lists and inline
 * markup weighs about 8,000; the help pages (4–12 KB) weigh 50–500.
 */
const MAX_WEIGHT = 9_000
const BLANK_LINE_WEIGHT = 1
const CODE_LINE_WEIGHT = 0.5
const CELL_WEIGHT = 1
/**
 * Per character that starts an inline token (`\`, `*`, `_`, `~`, `[`, `]`,
 * `` ` ``, `<`, `&`) or escape we add, and again for those beyond 4 plus one
 * per 10 characters of the line: 5–10 µs each in dense text, less in prose.
 */
const TOKEN_WEIGHT = 0.5
const SPARSE_TOKENS = 4
const SPARSE_TOKENS_PER_CHAR = 0.1

/** A chunk is closed once it reaches this many characters or this much weight. */
const CHUNK_CHARS = 16_000
const CHUNK_WEIGHT = 250

const EXTERNAL_REL = 'noopener noreferrer nofollow ugc'

/** Same allow-list as micromark's own `<a href>`: http(s), irc(s), mailto, xmpp. */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i

/**
 * Events that GFM's autolink literals (looking for an open `[`) and footnote
 * calls (looking for their `[^`) walk back through. Upstream walks back to the
 * start of the paragraph, on every word while a `[` is open and on every `]`,
 * which is quadratic (*measured:* `[a` + 16,000 × `\[a` took 3 s). Beyond this
 * distance a literal is treated as outside brackets (inside a link `safeMedia`
 * then renders it as text, as upstream would) and a footnote call as text.
 */
const LOOKBEHIND = 128

/**
 * A table wider than its column scrolls sideways (CSS); focusable, it scrolls with the keyboard too
 * (WCAG 2.1.1; Safari does not focus scrolling boxes by itself). Raw HTML is always escaped, so
 * every `<table>` in micromark's output is a GFM table's.
 */
const FOCUSABLE_TABLE = '<table tabindex="0">'

const syntaxExtension = boundLookbehind(gfm())
const gfmHtmlExtension = gfmHtml()

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
        htmlExtensions: [gfmHtmlExtension, safeMedia(resolveInternalHref)],
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

/** Escape text for use in HTML content and in double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}

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

// ---------------------------------------------------------------------------
// Links and images
// ---------------------------------------------------------------------------

interface Target {
  href: string
  /** Gets `rel="noopener noreferrer nofollow ugc"`: anything but internal paths and `#fragments`. */
  external: boolean
}

interface Media {
  image: boolean
  labelId?: string
  label?: string
  referenceId?: string
  destination?: string
  title?: string
}

/**
 * HTML extension that replaces micromark's link, image and autolink output.
 *
 * micromark keeps its media state private, so every handler that touches it is
 * replaced here (see `compile.js`: `onenterlink`, `onexitlabel`, `onexitmedia`…);
 * definitions stay micromark's and are read through `getData('definitions')`.
 * Anything inside another link's or image's label is rendered without an
 * anchor, so anchors never nest.
 */
function safeMedia(resolveInternalHref: (path: string) => string): HtmlExtension {
  const stack: Media[] = []

  function current(): Media {
    const media = stack[stack.length - 1]
    if (!media) throw new Error('Expected an open link or image')
    return media
  }

  /** `href` for a destination, or `undefined` when it is unsafe or empty. */
  function hrefFor(destination: string): Target | undefined {
    if (isInternalPath(destination)) {
      const href = sanitizeUri(resolveInternalHref(destination), SAFE_PROTOCOL)
      return href ? {href, external: false} : undefined
    }

    const href = sanitizeUri(destination, SAFE_PROTOCOL)
    if (!href) return undefined
    return {href, external: !href.startsWith('#')}
  }

  /** Emit `content`, wrapped in an anchor when there is a safe target and anchors do not nest. */
  function emit(context: CompileContext, target: Target | undefined, content: string, title?: string): void {
    if (target) {
      context.tag(
        '<a href="' + target.href + '"' +
          (target.external ? ' rel="' + EXTERNAL_REL + '"' : '') +
          (title ? ' title="' + title + '"' : '') + '>',
      )
    }

    context.raw(content)
    if (target) context.tag('</a>')
  }

  const exitMedia: Handle = function (this: CompileContext) {
    const media = stack.pop()
    if (!media) throw new Error('Expected an open link or image')

    const id = media.referenceId || media.labelId || ''
    const definition = media.destination === undefined ? this.getData('definitions')[normalizeIdentifier(id)] : media
    const destination = definition?.destination ?? ''
    const target = stack.length > 0 ? undefined : hrefFor(destination)
    let content = media.label ?? ''

    // An image is shown as a link to its URL, with its alt text or else the URL as text.
    if (media.image && !/\S/.test(content)) content = target ? this.encode(destination) : ''
    emit(this, target, content, definition?.title)
  }

  function autolink(this: CompileContext, token: Token, prefix: string): void {
    const value = this.sliceSerialize(token)
    emit(this, stack.length > 0 ? undefined : hrefFor(prefix + value), this.encode(value))
  }

  /** GFM footnote calls are anchors too: inside a link or image, keep only their number. */
  const footnoteCall = gfmHtmlExtension.exit?.gfmFootnoteCallString
  function exitFootnoteCall(this: CompileContext, token: Token): undefined {
    if (!footnoteCall) return
    if (stack.length === 0) return footnoteCall.call(this, token)
    const tag = this.tag
    footnoteCall.call({...this, tag: (value: string) => tag(value.replace(/<\/?a\b[^>]*>/g, ''))}, token)
  }

  return {
    enter: {
      image() {
        stack.push({image: true})
      },
      link() {
        stack.push({image: false})
      },
      resource(this: CompileContext) {
        this.buffer() // Line endings in the resource are ignored.
        current().destination = ''
      },
    },
    exit: {
      labelText(this: CompileContext, token: Token) {
        current().labelId = this.sliceSerialize(token)
      },
      label(this: CompileContext) {
        current().label = this.resume()
      },
      referenceString(this: CompileContext, token: Token) {
        current().referenceId = this.sliceSerialize(token)
      },
      resourceDestinationString(this: CompileContext) {
        current().destination = this.resume()
        this.setData('ignoreEncode')
      },
      resourceTitleString(this: CompileContext) {
        current().title = this.resume()
      },
      image: exitMedia,
      link: exitMedia,
      autolinkProtocol(this: CompileContext, token: Token) {
        autolink.call(this, token, '')
      },
      autolinkEmail(this: CompileContext, token: Token) {
        autolink.call(this, token, 'mailto:')
      },
      literalAutolinkHttp(this: CompileContext, token: Token) {
        autolink.call(this, token, '')
      },
      literalAutolinkWww(this: CompileContext, token: Token) {
        autolink.call(this, token, 'http://')
      },
      literalAutolinkEmail(this: CompileContext, token: Token) {
        autolink.call(this, token, 'mailto:')
      },
      gfmFootnoteCallString: exitFootnoteCall,
    },
  }
}

/** '/help' and '/' are internal; '//host', '/\host' and '/' followed by whitespace or controls are not. */
function isInternalPath(destination: string): boolean {
  if (destination.charCodeAt(0) !== 0x2f /* `/` */) return false
  if (destination.length === 1) return true
  const next = destination.charCodeAt(1)
  return next !== 0x2f && next !== 0x5c /* `\` */ && next > 0x20
}

// ---------------------------------------------------------------------------
// Bounding the work
// ---------------------------------------------------------------------------

/** `extension` with the GFM constructs that walk back through events limited to `LOOKBEHIND` events. */
function boundLookbehind(extension: Extension): Extension {
  const names = new Set(['emailAutolink', 'wwwAutolink', 'protocolAutolink', 'gfmPotentialFootnoteCall'])
  const bounded = new Map<Construct, Construct>()
  const views = new WeakMap<TokenizeContext, TokenizeContext>()
  const text: ConstructRecord = {}

  /** The tokenizer context with `events` cut to its last `LOOKBEHIND` events (read lazily, copied once per change). */
  function viewOf(context: TokenizeContext): TokenizeContext {
    let view = views.get(context)

    if (!view) {
      let length = -1
      let last: unknown
      let recent: TokenizeContext['events'] = []

      view = Object.create(context, {
        events: {
          get() {
            const events = context.events
            if (events.length <= LOOKBEHIND) return events

            if (events.length !== length || events[events.length - 1] !== last) {
              length = events.length
              last = events[length - 1]
              recent = events.slice(-LOOKBEHIND)
            }

            return recent
          },
        },
      }) as TokenizeContext
      views.set(context, view)
    }

    return view
  }

  function bound(construct: Construct): Construct {
    if (!construct.name || !names.has(construct.name)) return construct
    let result = bounded.get(construct)

    if (!result) {
      const tokenize = construct.tokenize
      const limited: Tokenizer = function (this: TokenizeContext, effects, ok, nok) {
        return tokenize.call(viewOf(this), effects, ok, nok)
      }
      result = {...construct, tokenize: limited}
      bounded.set(construct, result)
    }

    return result
  }

  for (const [code, value] of Object.entries(extension.text ?? {})) {
    if (!value) continue
    text[code as unknown as number] = Array.isArray(value) ? value.map(bound) : bound(value as Construct)
  }

  return {...extension, text}
}

/** The source split into independently parsed chunks, and the part shown as plain text. */
export interface PreparedMarkdown {
  chunks: string[]
  rest: string
  /** Estimated work of the chunks (see `MAX_WEIGHT`). */
  weight: number
}

interface Fence {
  marker: string
  size: number
  /** The opening line, repeated when a chunk boundary falls inside the code. */
  opening: string
}

/**
 * Per-chunk view of the block structure. It only needs to know when a line is
 * certainly inside fenced code (such lines are never rewritten); when it is
 * unsure it treats lines as ordinary text, which is always safe.
 */
interface ChunkState {
  text: string
  lines: number
  /** Characters and structure (lines, markers) so far: what makes a chunk full. */
  chars: number
  weight: number
  /** Open fenced code that started at column 0 outside any container: exact. */
  fence: Fence | undefined
  /** A fence whose extent cannot be tracked exactly was seen: no more `fence` in this chunk. */
  uncertain: boolean
  /** Possible HTML block: waits for a blank line. */
  htmlUntilBlank: boolean
  /** Possible HTML block: waits for these end markers (`-->`, `?>`, …). */
  htmlUntil: Set<HtmlEnd>
  previousBlank: boolean
  /** The current paragraph (run of non-blank lines): allowances used, previous line. */
  delimiters: number
  backtickLengths: Set<number>
  angleBrackets: number
  previousLine: string
  previousPipes: number
  /** Header and delimiter row of the GFM table the paragraph has become, if any. */
  table: string | undefined
}

type HtmlEnd = '-->' | '?>' | '>' | ']]>' | 'raw'

/** Weight of a line: what it adds to a chunk's fill, and to the document's total. */
interface LineWeight {
  chunk: number
  total: number
}

/**
 * Rewrite `source` into chunks micromark parses in bounded time (see the module
 * comment). Exported for tests.
 */
export function prepareMarkdown(source: string): PreparedMarkdown {
  const cut = cutIndex(source, MAX_MARKDOWN_LENGTH)
  const lines = splitLines(source.slice(0, cut))
  const chunks: string[] = []
  let state = newChunk(undefined)
  let totalWeight = 0
  let rest: string | undefined

  lines: for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] as Line
    const line = raw.text.charCodeAt(0) === 0xfeff ? raw.text.slice(1) : raw.text
    // A very long line becomes several paragraphs (code is left alone).
    const starts = !state.fence && line.length > MAX_LINE_LENGTH && !scanPrefix(line).thematic
      ? splitLongLine(line)
      : [0]

    for (let piece = 0; piece < starts.length; piece++) {
      const start = starts[piece] as number
      const last = piece === starts.length - 1

      if (totalWeight >= MAX_WEIGHT) {
        rest = line.slice(start) + raw.eol + lines.slice(index + 1).map((item) => item.text + item.eol).join('')
        break lines
      }

      const text = last ? line.slice(start) : line.slice(start, starts[piece + 1]).replace(/[ \t]+$/, '')

      if (state.lines > 0 && shouldCut(state, text)) {
        chunks.push(closeChunk(state, true))
        state = newChunk(state)
        totalWeight += state.weight
      }

      totalWeight += addLine(state, text, last ? raw.eol : '\n')
      if (!last) totalWeight += addLine(state, '', '\n')
    }
  }

  if (state.lines > 0) chunks.push(closeChunk(state, false))
  return {chunks, rest: (rest ?? '') + source.slice(cut), weight: totalWeight}
}

/** A new chunk, continuing fenced code or a table that `previous` was cut in. */
function newChunk(previous: ChunkState | undefined): ChunkState {
  const state: ChunkState = {
    text: '', lines: 0, chars: 0, weight: 0, fence: undefined, uncertain: false,
    htmlUntilBlank: false, htmlUntil: new Set(), previousBlank: true,
    delimiters: 0, backtickLengths: new Set(), angleBrackets: 0, previousLine: '', previousPipes: 0, table: undefined,
  }

  if (previous?.fence) {
    append(state, previous.fence.opening + '\n', 1)
    state.fence = previous.fence
  } else if (previous?.table) {
    append(state, previous.table, 2)
    state.table = previous.table
    state.previousBlank = false
  }

  return state
}

/** The chunk's markdown; fenced code cut by the chunk boundary is closed. */
function closeChunk(state: ChunkState, cut: boolean): string {
  if (cut && state.fence) return state.text + state.fence.marker.repeat(state.fence.size) + '\n'
  return state.text
}

/** Add lines to the chunk; `weight` is their structure (code inside fences has none). */
function append(state: ChunkState, text: string, weight: number): void {
  state.text += text
  state.lines++
  if (weight === 0) return
  state.chars += text.length
  state.weight += weight
}

/**
 * Close the chunk before `line`? When it is at least half full, before a line
 * at column 0 without container markers after a blank line (which continues
 * no list, quote or paragraph); when three quarters full, also before a list
 * item, block quote or heading at column 0; when full, anywhere (fenced code
 * and tables are then continued in the next chunk).
 */
function shouldCut(state: ChunkState, line: string): boolean {
  const fill = Math.max(state.chars / CHUNK_CHARS, state.weight / CHUNK_WEIGHT)
  if (fill >= 1) return true
  if (fill < 0.5 || state.fence || state.uncertain || htmlOpen(state)) return false
  if (line.length === 0 || line[0] === ' ' || line[0] === '\t') return false
  const markers = scanPrefix(line).markers
  // After a blank line, a block without container markers continues nothing before it.
  if (state.previousBlank && markers === 0) return true
  return fill >= 0.75 && !state.table && (line[0] === '#' || markers > 0)
}

function htmlOpen(state: ChunkState): boolean {
  return state.htmlUntilBlank || state.htmlUntil.size > 0
}

/** Rewrite one line, add it to the chunk and return its weight towards `MAX_WEIGHT`. */
function addLine(state: ChunkState, line: string, eol: string): number {
  // Inside fenced code: cheap for micromark (linear), never rewritten, and not
  // a reason to cut the chunk (which would split the code block).
  if (state.fence) {
    if (isClosingFence(line, state.fence)) state.fence = undefined
    append(state, line + eol, 0)
    return CODE_LINE_WEIGHT
  }

  const prefix = scanPrefix(line)
  let text = prefix.text
  let start = prefix.contentStart

  if (isBlank(text)) {
    endParagraph(state)
    state.htmlUntilBlank = false
    state.previousBlank = true
    append(state, text + eol, BLANK_LINE_WEIGHT)
    return BLANK_LINE_WEIGHT
  }

  const fence = matchFence(text, start)

  if (fence) {
    const topLevel = prefix.markers === 0 && prefix.indent <= 3
    if (topLevel && start === 0 && !state.uncertain && !htmlOpen(state)) {
      // Column 0, no container: this opens fenced code that only a closing fence ends.
      endParagraph(state)
      state.fence = {marker: fence.marker, size: fence.size, opening: text}
      state.previousBlank = false
      append(state, text + eol, 1)
      return 1
    }

    // Possibly fenced code whose end depends on containers we do not track.
    if (topLevel) state.uncertain = true
    start = fence.end // The fence itself is never rewritten; its info string is.
  }

  const weight = lineWeight(state, prefix, text, start)
  text = weight.text
  trackHtml(state, text, prefix)
  state.previousBlank = false
  append(state, text + eol, weight.chunk)
  return weight.total
}

/** Limit the line's inline content and weigh it; also notices GFM tables. */
function lineWeight(state: ChunkState, prefix: Prefix, line: string, start: number): LineWeight & {text: string} {
  let text = line
  let pipes = 0
  let tokens = 0
  // Every line and container costs, and so does indentation (it continues containers).
  let chunk = 1 + prefix.markers + prefix.whitespace / 4

  if (!prefix.thematic) {
    const limited = limitInline(state, text, start)
    text = limited.text
    pipes = limited.pipes
    tokens = limited.tokens
  }

  // Definitions (`[a]: b`) and setext underlines (`===`) cost about twice a paragraph line.
  if (text.charCodeAt(prefix.contentStart) === 0x5b && text.indexOf(']:', prefix.contentStart) !== -1) chunk++
  if (/^(?:=+|-+)[ \t]*$/.test(text.slice(prefix.contentStart))) chunk++

  let cells = 0

  if (state.table) {
    cells = pipes
  } else if (pipes > 0 && state.previousPipes > 0 && isDelimiterRow(text, prefix.contentStart)) {
    // A GFM table starts: the header row (previous line) costs per cell too.
    state.table = state.previousLine + text + '\n'
    cells = state.previousPipes + pipes
  }

  state.previousLine = text + '\n'
  state.previousPipes = pipes
  const dense = Math.max(0, tokens - SPARSE_TOKENS - text.length * SPARSE_TOKENS_PER_CHAR)
  return {text, chunk, total: chunk + cells * CELL_WEIGHT + (tokens + dense) * TOKEN_WEIGHT}
}

function endParagraph(state: ChunkState): void {
  state.delimiters = 0
  state.backtickLengths = new Set()
  state.angleBrackets = 0
  state.previousLine = ''
  state.previousPipes = 0
  state.table = undefined
}

interface Prefix {
  /** The line with excess markers escaped and indentation capped. */
  text: string
  /** Index in `text` where the content after the container markers starts. */
  contentStart: number
  markers: number
  /** Columns of whitespace before the first non-whitespace character. */
  indent: number
  /** Columns of whitespace in the whole prefix (each one continues or nests containers). */
  whitespace: number
  /** The content is a thematic break (`***`, `- - -`), which has no inline content. */
  thematic: boolean
}

/**
 * Read the container markers at the start of `line` (any mix of `>`, `-`, `*`,
 * `+`, `1.`, `1)`, `[^label]:` and whitespace) and neutralise the ones that
 * would nest deeper than `MAX_NESTING`: the first excess marker is escaped, so
 * it and everything after it is paragraph text.
 */
function scanPrefix(line: string): Prefix {
  let text = ''
  let from = 0
  let index = 0
  let column = 0
  let indentBudget = MAX_INDENT
  let markers = 0
  let indent = -1
  let whitespace = 0
  let thematic = false
  let contentStart = -1

  while (index < line.length) {
    const whitespaceStart = index
    const columnStart = column

    while (index < line.length) {
      const code = line.charCodeAt(index)
      if (code === 0x20) column++
      else if (code === 0x09) column += 4 - (column % 4)
      else break
      index++
    }

    const width = column - columnStart
    if (indent < 0) indent = width
    whitespace += Math.min(width, Math.max(indentBudget, 1))

    if (width > indentBudget) {
      const kept = Math.max(indentBudget, 1)
      text += line.slice(from, whitespaceStart) + ' '.repeat(kept)
      from = index
      indentBudget = 0
    } else {
      indentBudget -= width
    }

    if (index >= line.length) break

    if (isThematicBreak(line, index)) {
      thematic = true
      break
    }

    const marker = matchContainerMarker(line, index)
    if (!marker) break

    if (markers === MAX_NESTING) {
      text += line.slice(from, marker.escapeAt) + '\\'
      from = marker.escapeAt
      contentStart = text.length - (marker.escapeAt - index) - 1
      break
    }

    markers++
    column += marker.end - index
    index = marker.end

    // `>*` → `> *`: a list marker glued to a block quote marker could otherwise
    // close emphasis when the line turns out to be paragraph text.
    if (line.charCodeAt(marker.end - 1) === 0x3e && line.charCodeAt(index) === 0x2a && isSpaceOrEnd(line, index + 1)) {
      text += line.slice(from, index) + ' '
      from = index
    }
  }

  if (contentStart < 0) contentStart = text.length + (index - from)
  return {text: text + line.slice(from), contentStart, markers, indent: Math.max(indent, 0), whitespace, thematic}
}

/** A container marker at `index`: where it ends and which character to escape to neutralise it. */
function matchContainerMarker(line: string, index: number): {end: number; escapeAt: number} | undefined {
  const code = line.charCodeAt(index)

  // Block quote.
  if (code === 0x3e) return {end: index + 1, escapeAt: index}

  // Bullet list item: `-`, `*` or `+` followed by whitespace or the end of the line.
  if ((code === 0x2d || code === 0x2a || code === 0x2b) && isSpaceOrEnd(line, index + 1)) {
    return {end: index + 1, escapeAt: index}
  }

  // Ordered list item: 1–9 digits, `.` or `)`, whitespace or the end of the line.
  if (isDigit(code)) {
    let end = index
    while (end < line.length && end - index < 9 && isDigit(line.charCodeAt(end))) end++
    const after = line.charCodeAt(end)
    if ((after === 0x2e || after === 0x29) && isSpaceOrEnd(line, end + 1)) return {end: end + 1, escapeAt: end}
    return undefined
  }

  // GFM footnote definition: `[^label]:`, mirroring micromark-extension-gfm-footnote.
  if (code === 0x5b && line.charCodeAt(index + 1) === 0x5e) {
    let end = index + 2
    let size = 0
    let data = false

    while (end < line.length && size <= 999) {
      const inside = line.charCodeAt(end)
      if (inside === 0x5d /* `]` */) {
        if (!data || line.charCodeAt(end + 1) !== 0x3a /* `:` */) return undefined
        return {end: end + 2, escapeAt: index}
      }
      if (inside === 0x5b || inside === 0x20 || inside === 0x09) return undefined
      data = true
      size++
      end++
      if (inside === 0x5c /* `\` */) {
        const escaped = line.charCodeAt(end)
        if (escaped === 0x5b || escaped === 0x5c || escaped === 0x5d) {
          size++
          end++
        }
      }
    }
  }

  return undefined
}

/** Three or more of the same `-`, `*` or `_`, with only spaces or tabs around, up to the end of the line. */
function isThematicBreak(line: string, index: number): boolean {
  const marker = line.charCodeAt(index)
  if (marker !== 0x2d && marker !== 0x2a && marker !== 0x5f) return false
  let count = 0

  for (let position = index; position < line.length; position++) {
    const code = line.charCodeAt(position)
    if (code === marker) count++
    else if (code !== 0x20 && code !== 0x09) return false
  }

  return count >= 3
}

/** A run of 3+ backticks or tildes at `index` that could open fenced code (backtick fences have no backtick after). */
function matchFence(text: string, index: number): {marker: string; size: number; end: number} | undefined {
  const code = text.charCodeAt(index)
  if (code !== 0x60 && code !== 0x7e) return undefined
  let end = index
  while (text.charCodeAt(end) === code) end++
  if (end - index < 3) return undefined
  if (code === 0x60 && text.indexOf('`', end) !== -1) return undefined
  return {marker: text[index] as string, size: end - index, end}
}

/** Up to 3 columns of indentation, at least `size` fence markers, then only whitespace. */
function isClosingFence(line: string, fence: Fence): boolean {
  let index = 0
  let column = 0

  while (index < line.length) {
    const code = line.charCodeAt(index)
    if (code === 0x20) column++
    else if (code === 0x09) column += 4 - (column % 4)
    else break
    index++
  }

  if (column > 3) return false
  let size = 0
  while (line[index] === fence.marker) {
    size++
    index++
  }

  return size >= fence.size && isBlank(line.slice(index))
}

/** Table delimiter row (`|---|:-:|`), or anything that might be one (only `|`, `:`, `-` and whitespace, with a `-`). */
function isDelimiterRow(text: string, start: number): boolean {
  let dash = false

  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x2d) dash = true
    else if (code !== 0x7c && code !== 0x3a && code !== 0x20 && code !== 0x09) return false
  }

  return dash
}

/**
 * Count emphasis/bracket characters, backtick runs and `<` in the content of
 * a paragraph line and escape those beyond the paragraph's allowance. Already
 * escaped characters are skipped, so an escape is never undone. Also counts
 * unescaped pipes (table cells) and characters that start inline tokens.
 */
function limitInline(state: ChunkState, text: string, start: number): {text: string; pipes: number; tokens: number} {
  let result = ''
  let from = 0
  let pipes = 0
  let tokens = 0

  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index)
    let excess = false

    switch (code) {
      case 0x5c: // `\`
        tokens++
        if (isAsciiPunctuation(text.charCodeAt(index + 1))) index++
        continue
      case 0x2a: // `*`
      case 0x5f: // `_`
      case 0x7e: // `~`
      case 0x5b: // `[`
      case 0x5d: // `]`
        tokens++
        excess = ++state.delimiters > MAX_DELIMITERS
        break
      case 0x60: { // `` ` ``
        let end = index + 1
        while (text.charCodeAt(end) === 0x60) end++
        const size = end - index
        tokens += size

        if (state.backtickLengths.has(size) || state.backtickLengths.size < MAX_BACKTICK_LENGTHS) {
          state.backtickLengths.add(size)
        } else {
          result += text.slice(from, index) + '\\`'.repeat(size)
          from = end
          tokens += size
        }

        index = end - 1
        continue
      }
      case 0x3c: // `<`
        tokens++
        if (opensHtml(text, index)) excess = ++state.angleBrackets > MAX_ANGLE_BRACKETS
        break
      case 0x26: // `&`
        tokens++
        break
      case 0x7c: // `|`
        pipes++
        break
      default:
        continue
    }

    if (excess) {
      // The escape is one more token: it splits the text micromark merges.
      result += text.slice(from, index) + '\\'
      from = index
      tokens++
    }
  }

  return {text: result ? result + text.slice(from) : text, pipes, tokens}
}

/**
 * Follow what might be HTML blocks (CommonMark kinds 1–7) so that a fence
 * inside one is not taken for fenced code. Over-approximates on purpose: a line
 * that might start an HTML block adds the end conditions of every kind it might
 * be, and the block is over only when all of them were met.
 */
function trackHtml(state: ChunkState, text: string, prefix: Prefix): void {
  for (const end of state.htmlUntil) {
    if (hasHtmlEnd(text, 0, end)) state.htmlUntil.delete(end)
  }

  const start = prefix.contentStart
  if (prefix.markers > 0 || prefix.indent > 3 || text.charCodeAt(start) !== 0x3c /* `<` */) return

  const next = text.charCodeAt(start + 1)
  let end: HtmlEnd | undefined
  let after = start + 2

  if (next === 0x21 /* `!` */) {
    const kind = text.charCodeAt(start + 2)
    if (kind === 0x2d) end = '-->'
    else if (kind === 0x5b) end = ']]>'
    else if (isAsciiAlpha(kind)) end = '>'
    after = start + 3
  } else if (next === 0x3f /* `?` */) {
    end = '?>'
  } else {
    const name = next === 0x2f /* `/` */ ? start + 2 : start + 1
    if (!isAsciiAlpha(text.charCodeAt(name))) return
    // Kinds 6 and 7 end at a blank line; script/pre/style/textarea (kind 1) at their end tag.
    state.htmlUntilBlank = true
    if (/^(?:script|pre|style|textarea)/i.test(text.slice(name, name + 8))) end = 'raw'
    after = name
  }

  if (end && !hasHtmlEnd(text, after, end)) state.htmlUntil.add(end)
}

function hasHtmlEnd(text: string, from: number, end: HtmlEnd): boolean {
  if (end !== 'raw') return text.indexOf(end, from) !== -1
  return /<\/(?:script|pre|style|textarea)>/i.test(text.slice(from))
}

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

interface Line {
  text: string
  eol: string
}

function splitLines(text: string): Line[] {
  const lines: Line[] = []
  const pattern = /\r\n|\r|\n/g
  let start = 0
  let match: RegExpExecArray | null

  while ((match = pattern.exec(text))) {
    lines.push({text: text.slice(start, match.index), eol: match[0]})
    start = match.index + match[0].length
  }

  if (start < text.length) lines.push({text: text.slice(start), eol: ''})
  return lines
}

/**
 * Where to cut a long line into pieces of at most `MAX_LINE_LENGTH` characters:
 * after a space when there is one in the second half of the piece. Returns the
 * start index of each piece (spaces at a cut start the next piece).
 */
function splitLongLine(line: string): number[] {
  const starts = [0]
  let start = 0

  while (line.length - start > MAX_LINE_LENGTH) {
    const space = line.lastIndexOf(' ', start + MAX_LINE_LENGTH)
    let end = space > start + MAX_LINE_LENGTH / 2 ? space : start + MAX_LINE_LENGTH
    const code = line.charCodeAt(end - 1)
    if (code >= 0xd800 && code <= 0xdbff) end-- // Do not split a surrogate pair.
    while (line.charCodeAt(end) === 0x20 || line.charCodeAt(end) === 0x09) end++
    starts.push(end)
    start = end
  }

  return starts
}

/** `limit`, moved back one if it would split a surrogate pair. */
function cutIndex(text: string, limit: number): number {
  if (text.length <= limit) return text.length
  const code = text.charCodeAt(limit - 1)
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit
}

function isBlank(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code !== 0x20 && code !== 0x09) return false
  }
  return true
}

function isSpaceOrEnd(text: string, index: number): boolean {
  return index >= text.length || text.charCodeAt(index) === 0x20 || text.charCodeAt(index) === 0x09
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

function isAsciiAlpha(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
}

/**
 * Whether the `<` at `index` might open inline HTML, which can scan far ahead:
 * `<` before `!`, `?`, `/` or a tag name. Autolinks (`<https:…>`) stop at the
 * first space and are not counted.
 */
function opensHtml(text: string, index: number): boolean {
  const next = text.charCodeAt(index + 1)
  if (next === 0x21 || next === 0x3f || next === 0x2f) return true
  if (!isAsciiAlpha(next)) return false
  let end = index + 2
  while (end - index <= 33 && /[A-Za-z0-9+.-]/.test(text[end] ?? '')) end++
  return text.charCodeAt(end) !== 0x3a /* `:`, a URL scheme */
}

function isAsciiPunctuation(code: number): boolean {
  return (code >= 0x21 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) ||
    (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e)
}
