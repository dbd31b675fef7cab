/**
 * What a screen reader hears when an answer finishes: not every token, just the start of the
 * answer as plain text, so the visitor knows it is there and what it is about.
 */

/** Longest announced excerpt, in characters. */
export const ANNOUNCE_MAX = 200

/**
 * The first sentence (or so) of a markdown answer as plain text: code blocks, markup, link
 * targets and table rules removed; cut after the first sentence that ends past 20 characters,
 * else at a word boundary near `max` with an ellipsis. '' for an answer with no text.
 */
export function firstSentence(markdown: string, max: number = ANNOUNCE_MAX): string {
  const text = markdown
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|$(?![\s\S]))/gm, ' ') // fenced code
    .replace(/^[ \t]*\|?[ \t]*:?-{2,}.*$/gm, ' ') // table delimiter rows
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^[ \t]{0,3}(?:#{1,6}[ \t]+|>[ \t]?|[-+*][ \t]+|\d{1,9}[.)][ \t]+)/gm, '') // block markers
    .replace(/[*_~|#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (text === '') return ''
  const sentence = /^.{20,}?[.!?…。](?=\s|$)/u.exec(text)
  if (sentence && sentence[0].length <= max) return sentence[0]
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`
}
