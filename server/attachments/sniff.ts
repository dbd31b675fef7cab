/**
 * What a file is, from its bytes only (docs/security.md "Uploads"): never its name or the
 * `Content-Type` the browser sent. Anything not recognised here (SVG, HTML, executables,
 * archives…) is refused.
 */

export type FileType = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf' | 'text'

/** The `ftyp` brands of HEIC/HEIF still images (iPhone photos are `heic`; `mif1`/`msf1` are the generic brands). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'])

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/** The type of `bytes`, or null when it is none Hale accepts. Text means valid UTF-8 without NUL bytes. */
export function sniffType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF-
  return isPlainText(bytes) ? 'text' : null
}

/**
 * Valid UTF-8 (a BOM is fine), no NUL byte, and not markup a browser would run: a file that
 * starts like HTML, XML or SVG is not "plain text" whatever its name.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false
  let text: string
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(bytes)
  } catch {
    return false
  }
  return !looksLikeMarkup(text)
}

const MARKUP_START = /^(?:<(?:!doctype|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg)[\t\n\f\r />]|<!--|<\?xml)/i

/**
 * Whether a browser would take this text for HTML or XML, by the WHATWG MIME Sniffing standard's
 * rules for "identifying a resource with an unknown MIME type": after a BOM and leading
 * whitespace (tab, line feed, form feed, carriage return, space), one of its tags in any case
 * followed by a space or `>`, or `<?xml`. Stricter here: any whitespace or `/` ends a tag, any
 * doctype and SVG count, and so does a comment followed by anything: none of them starts a lab
 * report or a note.
 */
export function looksLikeMarkup(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').replace(/^[\t\n\f\r ]*/, '')
  return MARKUP_START.test(start.slice(0, 32))
}

/** The MIME type Hale serves a stored file of this type with. */
export const MIME_TYPES: Record<FileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  text: 'text/plain; charset=utf-8',
}
