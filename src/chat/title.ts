/** The name a conversation is shown under. */

/** Longest title made from the first message, in characters (before the ellipsis). */
export const DERIVED_TITLE_MAX = 80

/**
 * The conversation's title; when it has none yet, the first line of the visitor's first message
 * (cut at a word, with an ellipsis); '' when there is neither (the page shows "New conversation").
 */
export function displayTitle(title: string, firstMessage: string | undefined): string {
  if (title.trim() !== '') return title
  const line = (firstMessage ?? '').split('\n').map((part) => part.trim()).find((part) => part !== '') ?? ''
  const flat = line.replace(/\s+/g, ' ')
  if (flat.length <= DERIVED_TITLE_MAX) return flat
  const cut = flat.slice(0, DERIVED_TITLE_MAX)
  const space = cut.lastIndexOf(' ')
  return `${(space > DERIVED_TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`
}
