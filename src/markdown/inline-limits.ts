/**
 * The per-paragraph inline limits (`MAX_DELIMITERS`, `MAX_BACKTICK_LENGTHS`,
 * `MAX_ANGLE_BRACKETS`) and the tracking of possible HTML blocks, for the pre-scanner.
 */
import {MAX_ANGLE_BRACKETS, MAX_BACKTICK_LENGTHS, MAX_DELIMITERS} from './limits'
import type {Prefix} from './line-syntax'
import {isAsciiAlpha, isAsciiPunctuation} from './text'

/** What the current paragraph (run of non-blank lines) has used of its allowances. */
export interface InlineAllowances {
  delimiters: number
  backtickLengths: Set<number>
  angleBrackets: number
}

/** Possible HTML blocks still open: a fence inside one is not fenced code. */
export interface OpenHtml {
  /** Possible HTML block: waits for a blank line. */
  htmlUntilBlank: boolean
  /** Possible HTML block: waits for these end markers (`-->`, `?>`, …). */
  htmlUntil: Set<HtmlEnd>
}

type HtmlEnd = '-->' | '?>' | '>' | ']]>' | 'raw'

/**
 * Count emphasis/bracket characters, backtick runs and `<` in the content of
 * a paragraph line and escape those beyond the paragraph's allowance. Already
 * escaped characters are skipped, so an escape is never undone. Also counts
 * unescaped pipes (table cells) and characters that start inline tokens.
 */
export function limitInline(
  state: InlineAllowances,
  text: string,
  start: number,
): {text: string; pipes: number; tokens: number} {
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
export function trackHtml(state: OpenHtml, text: string, prefix: Prefix): void {
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
