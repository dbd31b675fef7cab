/**
 * Splitting a streaming markdown answer into top-level blocks, so that each finished block is
 * rendered once and only the last, still growing, block is rendered again on every token.
 *
 * A split happens only where rendering the pieces one by one gives the same HTML as rendering
 * the whole text: at blank lines outside code fences, when the next line starts at the margin
 * and does not continue a list. Anything doubtful stays in one block (never splitting is always
 * correct, just slower):
 *
 * - a fence (```` ``` ```` or `~~~`, any indentation) runs to its closing fence, blank lines
 *   included; an unclosed fence runs to the end;
 * - an indented line after a blank line continues the block (list item content, indented code);
 * - a list marker after a blank line continues a block that has list items (a loose list);
 * - a block whose last line is indented by a tab or four spaces (indented code, a nested list)
 *   continues;
 * - a text with a link reference definition or a footnote definition (`[x]: …`, `[^1]: …`) is
 *   one block, since a definition applies to the whole document; so is a text with a line that
 *   starts like raw HTML (`<div>`), whose blocks can swallow fences and run past blank lines.
 *
 * Pure: no DOM, no React. `splitBlocks` for a whole text, `continueBlocks` to extend the
 * previous result when the text only grew (the usual case while streaming), which rescans only
 * the open last block.
 */

export interface BlockSplit {
  /** The text that was split. */
  text: string
  /** The blocks in order, each without trailing blank lines; never empty strings. */
  blocks: string[]
  /**
   * How many of `blocks` are final: later text cannot change them. The others (the last block,
   * and the one before it when the split between them was decided on an unfinished last line)
   * are scanned again when the text grows.
   */
  final: number
  /** Offset in `text` where the first block that is not final starts (rescanning starts here). */
  openStart: number
  /** True when the text has a definition and is kept as one block. */
  whole: boolean
}

const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/
const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/
const DEFINITION = /^ {0,3}(?:\[[^\]\n]+\]:|<[A-Za-z/!?])/m
const INDENTED = /^(?: {0,3}\t| {4})/
const BLANK = /^[ \t]*\r?$/

/** The blocks of a whole markdown text. */
export function splitBlocks(text: string): BlockSplit {
  if (DEFINITION.test(text)) return wholeText(text)
  return {text, ...scan(text, 0), whole: false}
}

/**
 * The blocks of `text`, reusing `previous` when `text` extends its text: the finished blocks are
 * kept as they are (same strings) and only the open block is scanned again.
 */
export function continueBlocks(previous: BlockSplit | null, text: string): BlockSplit {
  if (!previous || previous.whole || !text.startsWith(previous.text)) return splitBlocks(text)
  if (text === previous.text) return previous
  if (DEFINITION.test(text.slice(Math.max(0, previous.text.lastIndexOf('\n', previous.text.length - 1) + 1)))) {
    return wholeText(text)
  }
  const kept = previous.blocks.slice(0, previous.final)
  const rest = scan(text, previous.openStart)
  return {text, blocks: [...kept, ...rest.blocks], final: kept.length + rest.final, openStart: rest.openStart, whole: false}
}

function wholeText(text: string): BlockSplit {
  const trimmed = trimBlock(text)
  return {text, blocks: trimmed ? [trimmed] : [], final: 0, openStart: 0, whole: true}
}

/** Blocks of `text` from `from`, which is the start of a line outside any fence. */
function scan(text: string, from: number): {blocks: string[]; final: number; openStart: number} {
  const blocks: string[] = []
  /** Start offset of each block in `blocks`, and of the current one. */
  const starts: number[] = []
  /** The last split was decided on the last line, which has no line ending yet. */
  let provisional = false
  let fence: {char: string; length: number} | null = null
  let blockStart = -1 // -1: no content line in the current block yet
  let blankSeen = false
  let hasListItem = false
  let lastIndented = false

  let position = from
  while (position <= text.length) {
    const newline = text.indexOf('\n', position)
    const end = newline === -1 ? text.length : newline
    const line = text.slice(position, end)
    const lineStart = position
    position = end + 1

    if (fence) {
      const close = FENCE.exec(line)
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && close[2]!.trim() === '') fence = null
      if (newline === -1) break
      continue
    }
    if (BLANK.test(line)) {
      if (blockStart !== -1) blankSeen = true
      if (newline === -1) break
      continue
    }
    if (blockStart === -1) {
      blockStart = lineStart
    } else if (blankSeen) {
      const continues = lastIndented || /^[ \t]/.test(line) || (hasListItem && LIST_ITEM.test(line))
      if (!continues) {
        const block = trimBlock(text.slice(blockStart, lineStart))
        if (block) {
          blocks.push(block)
          starts.push(blockStart)
        }
        // More text may turn this line into a list item ("2" → "2. ") and undo the split.
        provisional = newline === -1
        blockStart = lineStart
        hasListItem = false
      }
    }
    blankSeen = false
    lastIndented = INDENTED.test(line)
    if (LIST_ITEM.test(line)) hasListItem = true
    const open = FENCE.exec(line)
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) fence = {char: open[1]![0]!, length: open[1]!.length}
    if (newline === -1) break
  }

  if (blockStart === -1) return {blocks, final: blocks.length, openStart: from} // only blank lines: rescan them next time
  const last = trimBlock(text.slice(blockStart))
  if (last) {
    blocks.push(last)
    starts.push(blockStart)
  }
  const final = Math.max(0, blocks.length - (provisional ? 2 : 1))
  return {blocks, final, openStart: starts[final] ?? blockStart}
}

/** A block without its trailing blank lines and spaces. */
function trimBlock(block: string): string {
  return block.replace(/\s+$/, '')
}
