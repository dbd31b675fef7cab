/** Searching the history by title, in the browser. */

/** The conversations whose title (or the untitled placeholder) contains `query`, ignoring case and accents. */
export function filterByTitle<T extends {title: string}>(items: readonly T[], query: string, untitled: string): T[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase()
  const wanted = fold(query.trim())
  if (wanted === '') return [...items]
  return items.filter((item) => fold(item.title || untitled).includes(wanted))
}
