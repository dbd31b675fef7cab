/**
 * The pre-scanner: rewrites the source into chunks that micromark parses in bounded time. The
 * source is cut at `MAX_MARKDOWN_LENGTH`; nesting beyond `MAX_NESTING` and absurd indentation
 * are escaped or capped; each paragraph's inline syntax is limited (inline-limits.ts) and each
 * line's length; the text is split at block boundaries into chunks parsed on their own; and
 * once the document weighs `MAX_WEIGHT`, the rest is left as plain text.
 */
import {type InlineAllowances, limitInline, type OpenHtml, trackHtml} from './inline-limits'
import {
  BLANK_LINE_WEIGHT, CELL_WEIGHT, CHUNK_CHARS, CHUNK_WEIGHT, CODE_LINE_WEIGHT, MAX_LINE_LENGTH, MAX_MARKDOWN_LENGTH,
  MAX_WEIGHT, SPARSE_TOKENS, SPARSE_TOKENS_PER_CHAR, TOKEN_WEIGHT,
} from './limits'
import {type Fence, isClosingFence, isDelimiterRow, matchFence, type Prefix, scanPrefix} from './line-syntax'
import {cutIndex, isBlank, type Line, splitLines, splitLongLine} from './text'

/** The source split into independently parsed chunks, and the part shown as plain text. */
export interface PreparedMarkdown {
  chunks: string[]
  rest: string
  /** Estimated work of the chunks (see `MAX_WEIGHT`). */
  weight: number
}

/**
 * Per-chunk view of the block structure. It only needs to know when a line is
 * certainly inside fenced code (such lines are never rewritten); when it is
 * unsure it treats lines as ordinary text, which is always safe.
 */
interface ChunkState extends OpenHtml, InlineAllowances {
  text: string
  lines: number
  /** Characters and structure (lines, markers) so far: what makes a chunk full. */
  chars: number
  weight: number
  /** Open fenced code that started at column 0 outside any container: exact. */
  fence: Fence | undefined
  /** A fence whose extent cannot be tracked exactly was seen: no more `fence` in this chunk. */
  uncertain: boolean
  previousBlank: boolean
  /** The current paragraph's previous line and its pipes (a possible table header). */
  previousLine: string
  previousPipes: number
  /** Header and delimiter row of the GFM table the paragraph has become, if any. */
  table: string | undefined
}

/** Weight of a line: what it adds to a chunk's fill, and to the document's total. */
interface LineWeight {
  chunk: number
  total: number
}

/** Rewrite `source` into chunks micromark parses in bounded time (see the module comment). */
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
