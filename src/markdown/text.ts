/** Lines and character classes: the plain-text helpers the pre-scanner and the recognisers share. */
import {MAX_LINE_LENGTH} from './limits'

/** A line and the line ending after it ('' for a last line without one). */
export interface Line {
  text: string
  eol: string
}

/** Split at `\r\n`, `\r` and `\n`, keeping each line's ending. */
export function splitLines(text: string): Line[] {
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
export function splitLongLine(line: string): number[] {
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
export function cutIndex(text: string, limit: number): number {
  if (text.length <= limit) return text.length
  const code = text.charCodeAt(limit - 1)
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit
}

export function isBlank(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code !== 0x20 && code !== 0x09) return false
  }
  return true
}

export function isSpaceOrEnd(text: string, index: number): boolean {
  return index >= text.length || text.charCodeAt(index) === 0x20 || text.charCodeAt(index) === 0x09
}

export function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

export function isAsciiAlpha(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
}

export function isAsciiPunctuation(code: number): boolean {
  return (code >= 0x21 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) ||
    (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e)
}
