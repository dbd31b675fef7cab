/** The text the rules read: lower case, no accents, punctuation reduced to a few tokens. */

/** Characters of a message that are read; the rest is ignored (the chat API accepts 64 kB). */
export const MAX_SCANNED_LENGTH = 64_000

/** Letters that NFD does not decompose, and apostrophe look-alikes. */
export const FOLDED: Readonly<Record<string, string>> = {
  'ß': 'ss', 'œ': 'oe', 'æ': 'ae', 'ø': 'o', 'ł': 'l', 'ı': 'i', 'đ': 'd',
  '’': "'", '‘': "'", 'ʼ': "'", '`': "'", '´': "'", '′': "'", 'ʹ': "'",
}

/**
 * Lower case, no accents, typographic apostrophes straightened, French elisions split,
 * punctuation reduced to `.` `?` `,` tokens, single spaces. Exported for tests.
 */
export function normalizeForMatching(text: string): string {
  let s = (text.length > MAX_SCANNED_LENGTH ? text.slice(0, MAX_SCANNED_LENGTH) : text).toLowerCase()
  if (/[^\x00-\x7f]|`/.test(s)) {
    s = s.replace(/[ßœæøłıđ’‘ʼ`´′ʹ]/g, (c) => FOLDED[c] ?? c).normalize('NFD').replace(/\p{M}+/gu, '')
  }
  return s
    .replace(/(\d)[.,]\d+/g, '$1') // 38,5 → 38
    .replace(/(\d)\.\s+(?=(?:woche|ssw|schwangerschaftswoche|monat|lebensjahr|tag|stock|etage|klasse)\b)/g, '$1 ')
    .replace(/\r\n?|\n|[.!;…。]+|\?+|[,:()[\]{}—–]+|\s-+\s|[^a-z0-9'.?,\r\n!;…。:()[\]{}—–]+/g, (run) => {
      if (/^[\r\n.!;…。]/.test(run)) return ' . '
      if (run[0] === '?') return ' ? '
      return /^[^,:()[\]{}—–]*\s-/.test(run) || /^[,:()[\]{}—–]/.test(run) ? ' , ' : ' '
    })
    .replace(/(^|[^a-z0-9'])'+|'+(?![a-z0-9])/g, '$1 ') // apostrophes not inside a word
    .replace(/\b([ldjmntsc]|qu)'(?=[a-z])/g, "$1' ")
    .replace(/ {2,}/g, ' ')
    .trim()
}
