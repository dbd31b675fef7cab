/**
 * The bounds that keep rendering markdown in bounded time: each caps a path on which micromark's
 * work grows faster than the text. src/markdown/README.md gives the cost behind each value.
 */

/** Characters rendered as markdown; the rest is shown as escaped plain text. */
export const MAX_MARKDOWN_LENGTH = 100_000

/** Container markers (`>`, list markers, footnote definitions) honoured per line: deep nesting is super-linear. */
export const MAX_NESTING = 16

/** Columns of whitespace kept in a line's container prefix, since indentation nests lists too. */
export const MAX_INDENT = 64

/** Emphasis and bracket characters (`*`, `_`, `~`, `[`, `]`) per paragraph: micromark pairs them in quadratic time. */
export const MAX_DELIMITERS = 200

/** Lengths of backtick runs per paragraph: each run scans to the paragraph's end for a closing run of its length. */
export const MAX_BACKTICK_LENGTHS = 4

/** `<` that might open inline HTML per paragraph: each scans to the paragraph's end for its close. */
export const MAX_ANGLE_BRACKETS = 5

/** Characters per line outside fenced code: GFM merges a paragraph's text in quadratic time in its inline tokens. */
export const MAX_LINE_LENGTH = 3_000

/** Work allowed for one document, in weight units (about one paragraph line each); the rest is shown as plain text. */
export const MAX_WEIGHT = 9_000
/** Weight of a blank line, a line of fenced code, a table cell. */
export const BLANK_LINE_WEIGHT = 1
export const CODE_LINE_WEIGHT = 0.5
export const CELL_WEIGHT = 1
/** Weight per character that starts an inline token, and again for tokens denser than the sparse allowance. */
export const TOKEN_WEIGHT = 0.5
/** Tokens per line, plus per character of the line, that weigh `TOKEN_WEIGHT` once (prose); beyond, twice. */
export const SPARSE_TOKENS = 4
export const SPARSE_TOKENS_PER_CHAR = 0.1

/** A chunk is closed at this many characters or this weight: micromark's work per block grows with the chunk. */
export const CHUNK_CHARS = 16_000
export const CHUNK_WEIGHT = 250

/** Events GFM's autolink literals and footnote calls walk back through: upstream walks to the paragraph's start. */
export const LOOKBEHIND = 128
