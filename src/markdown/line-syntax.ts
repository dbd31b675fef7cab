/**
 * Recognisers for the block syntax of a line (container markers, thematic breaks, fences, table
 * delimiter rows), as the pre-scanner needs them to find block boundaries.
 */
import {MAX_INDENT, MAX_NESTING} from './limits'
import {isBlank, isDigit, isSpaceOrEnd} from './text'

export interface Fence {
  marker: string
  size: number
  /** The opening line, repeated when a chunk boundary falls inside the code. */
  opening: string
}

export interface Prefix {
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
export function scanPrefix(line: string): Prefix {
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
export function matchFence(text: string, index: number): {marker: string; size: number; end: number} | undefined {
  const code = text.charCodeAt(index)
  if (code !== 0x60 && code !== 0x7e) return undefined
  let end = index
  while (text.charCodeAt(end) === code) end++
  if (end - index < 3) return undefined
  if (code === 0x60 && text.indexOf('`', end) !== -1) return undefined
  return {marker: text[index] as string, size: end - index, end}
}

/** Up to 3 columns of indentation, at least `size` fence markers, then only whitespace. */
export function isClosingFence(line: string, fence: Fence): boolean {
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
export function isDelimiterRow(text: string, start: number): boolean {
  let dash = false

  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x2d) dash = true
    else if (code !== 0x7c && code !== 0x3a && code !== 0x20 && code !== 0x09) return false
  }

  return dash
}
