/**
 * What of an answer is read aloud: the text of its rendered HTML (the markdown renderer's, which
 * has no raw HTML: src/markdown), not its markdown. Headings, paragraphs, list items and table
 * rows become sentences of their own, so the voice pauses between them; a table's cells are
 * separated by commas; a code block is replaced by one sentence saying it is not read (its
 * symbols read one by one help nobody); inline code, links and emphasis read as their words.
 */

/** Elements that end a sentence where they start and where they end. */
const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'table', 'thead', 'tbody', 'ul', 'ol', 'div', 'dd', 'dt', 'hr', 'section'])
/** Elements whose content is never read. */
const SILENT = new Set(['script', 'style', 'svg', 'button', 'template'])

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: '\'', nbsp: ' ', '#39': '\''}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+[0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** `codeBlock`: the sentence said in place of a code block, in the page's language. */
export function speakableText(html: string, words: {codeBlock: string}): string {
  const sentences: string[] = []
  let current = ''
  /** Depth inside elements not read (code blocks, buttons…). */
  let silent = 0
  const endSentence = () => {
    const text = current.replace(/\s+/g, ' ').trim().replace(/[\s,;]+$/, '')
    current = ''
    if (!text) return
    sentences.push(/[.!?…:]$/.test(text) ? text : `${text}.`)
  }
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    const [, closing, rawName, attributes, text] = match
    if (text !== undefined) {
      if (silent === 0) current += decodeEntities(text)
      continue
    }
    const name = rawName!.toLowerCase()
    const selfClosing = /\/\s*$/.test(attributes!)
    if (name === 'pre' || SILENT.has(name)) {
      if (selfClosing) continue
      if (closing) silent = Math.max(0, silent - 1)
      else {
        if (name === 'pre' && silent === 0) {
          endSentence()
          sentences.push(words.codeBlock)
        }
        silent += 1
      }
      continue
    }
    if (silent > 0) continue
    if (BLOCKS.has(name)) endSentence()
    else if (name === 'br') current += ' '
    else if (closing && (name === 'td' || name === 'th')) current += ', '
    else if (!closing && name === 'img') current += ` ${decodeEntities(/\balt="([^"]*)"/.exec(attributes!)?.[1] ?? '')} `
  }
  endSentence()
  return sentences.join(' ')
}
