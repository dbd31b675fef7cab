/**
 * Fuzzing the parsers themselves, without HTTP: the markdown renderer (a visitor's text and the
 * model's output alike), the event-stream parser, the file and audio sniffers, the path and
 * query helpers, and the whole upload pipeline on structurally mutated real files. Each must
 * answer every input the documented way: a result, or its own documented error, never a crash.
 */
import fc from 'fast-check'
import {HeavyWork} from '../../server/attachments/heavy-work'
import {processUpload, UploadError} from '../../server/attachments/process'
import {sniffType} from '../../server/attachments/sniff'
import {audioSeconds, sniffAudio, type AudioKind} from '../../server/voice/audio'
import {SseError, SseParser} from '../../src/chat/event-stream-parser'
import {renderMarkdown} from '../../src/markdown/render-markdown'
import {MalformedPathError} from '../../src/framework/router/errors'
import {collapseSlashes, isAbsurdPath, parseQuery, resolveDotSegments} from '../../src/framework/router/path'
import {HEIC_BASE64, jpegWithGps, pdf, png} from '../support/attachment-fixtures'
import {fuzzSettings, replayCorpus} from './fuzz-settings'

// ---------------------------------------------------------------------------------------
// Markdown

/** Elements the renderer may emit: GFM's, nothing that runs or loads a document. */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'em', 'strong', 'del', 'code', 'pre', 'blockquote', 'a', 'img', 'ul', 'ol', 'li', 'input',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'section', 'span',
])

const markdownPiece = fc.oneof(
  {weight: 3, arbitrary: fc.string({unit: 'grapheme', maxLength: 30})},
  {weight: 3, arbitrary: fc.constantFrom(
    '# ', '## ', '> ', '- ', '1. ', '* ', '```', '`', '**', '_', '~~', '|', '| --- |', '\n', '\n\n', '[', ']', '(', ')', '![', '<', '>', '&', '&#x3C;',
    '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '[x](javascript:alert(1))', '[x](JaVaScRiPt:alert(1))', '![i](data:text/html,<script>)',
    '<https://example.org>', 'https://example.org/a?b=<c>', 'www.example.org', '[^1]', '[^1]: note', '- [ ] task', '- [x] done', '\\', '    code',
    '<a href="javascript:x">', '[a]: javascript:alert(1)\n\n[a]', '\u202e', '\u0000', '\ud800',
  )},
  {weight: 1, arbitrary: fc.constantFrom('*'.repeat(3000), '['.repeat(2000), '>'.repeat(500) + ' deep', '- '.repeat(400) + 'x', '|a'.repeat(400))},
)
const markdownInput = fc.array(markdownPiece, {maxLength: 40}).map((pieces) => pieces.join(''))

function expectSafeHtml(html: string): void {
  for (const [, name] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b/g)) {
    if (!ALLOWED_TAGS.has(name!.toLowerCase())) throw new Error(`The renderer emitted <${name}> in ${html.slice(0, 300)}`)
  }
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i)
}

describe('the markdown renderer', () => {
  replayCorpus<string>('markdown', (input) => expectSafeHtml(renderMarkdown(input)))

  it('renders any text to HTML that contains only its own safe elements', () => {
    fc.assert(fc.property(markdownInput, (input) => {
      expectSafeHtml(renderMarkdown(input))
      expectSafeHtml(renderMarkdown(input, {resolveInternalHref: (path) => `/base${path}`}))
    }), fuzzSettings(400))
  })
})

// ---------------------------------------------------------------------------------------
// Event streams

const sseText = fc.array(fc.oneof(
  fc.constantFrom('data: a\n', 'data:b\r\n', 'event: x\n', 'id: 7\n', 'retry: 5\n', ': c\n', '\n', '\r\n', '\r', 'data', 'data: {"x":1}\n\n', 'field: v\n'),
  fc.string({unit: 'grapheme', maxLength: 12}),
), {maxLength: 30}).map((pieces) => pieces.join(''))

/** `text` as bytes cut at the given points (which may split a UTF-8 character or a CRLF). */
function chunked(text: string, cuts: number[]): Uint8Array[] {
  const bytes = Buffer.from(text, 'utf8')
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b)
  const chunks: Uint8Array[] = []
  let from = 0
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(from, point))
    from = point
  }
  return chunks
}

/** The events of `chunks` in order, or the parser's error code. */
function parsedEvents(chunks: Uint8Array[]): unknown {
  const parser = new SseParser({maxLineLength: 200})
  try {
    const events = chunks.flatMap((chunk) => parser.push(chunk))
    parser.end()
    return events
  } catch (error) {
    if (error instanceof SseError) return `error: ${error.code}`
    throw error
  }
}

describe('the event-stream parser', () => {
  it('gives the same events however the bytes are cut', () => {
    fc.assert(fc.property(sseText, fc.array(fc.nat(), {maxLength: 8}), (text, cuts) => {
      expect(parsedEvents(chunked(text, cuts))).toEqual(parsedEvents([Buffer.from(text, 'utf8')]))
    }), fuzzSettings(1000))
  })
})

// ---------------------------------------------------------------------------------------
// Sniffers

const MAGIC = ['\xff\xd8\xff', '\x89PNG\r\n\x1a\n', 'RIFF\0\0\0\0WEBP', '\0\0\0\x18ftypheic', '%PDF-', '\x1a\x45\xdf\xa3', 'OggS', '\0\0\0\x18ftypM4A ',
  'RIFF\x24\0\0\0WAVEfmt ', 'ID3\x04', '\xff\xfb', '<!-- ', '\uFEFF<html>', '']
const sniffInput = fc.tuple(fc.constantFrom(...MAGIC), fc.uint8Array({maxLength: 600}))
  .map(([magic, rest]) => new Uint8Array(Buffer.concat([Buffer.from(magic, 'latin1'), rest])))

describe('the sniffers', () => {
  it('name any bytes one of the accepted types or none, and read a container\'s length or say they cannot', () => {
    const kinds: AudioKind[] = ['webm', 'ogg', 'mp4', 'wav', 'mpeg']
    fc.assert(fc.property(sniffInput, (bytes) => {
      expect([null, 'jpeg', 'png', 'webp', 'heic', 'pdf', 'text']).toContain(sniffType(bytes))
      const audio = sniffAudio(bytes)
      if (audio !== null) expect(kinds).toContain(audio.kind)
      for (const kind of kinds) {
        const seconds = audioSeconds(kind, bytes)
        if (seconds !== null) expect(Number.isFinite(seconds) && seconds >= 0).toBe(true)
      }
    }), fuzzSettings(3000))
  })
})

// ---------------------------------------------------------------------------------------
// Paths and queries

const rawPath = fc.array(fc.oneof(
  fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E%2e', '%2f', '%00', '%', '%ZZ', '%C3%28', 'a', 'é', '?', '#', ';'),
  fc.string({unit: 'grapheme', maxLength: 8}),
), {maxLength: 20}).map((pieces) => `/${pieces.join('')}`)

describe('the path and query helpers', () => {
  it('answer any path with a result or a MalformedPathError', () => {
    fc.assert(fc.property(rawPath, (path) => {
      try {
        if (isAbsurdPath(path)) return
        const collapsed = collapseSlashes(path)
        const resolved = resolveDotSegments(collapsed ?? path)
        expect(resolved.startsWith('/')).toBe(true)
      } catch (error) {
        if (!(error instanceof MalformedPathError)) throw error
      }
    }), fuzzSettings(3000))
  })

  it('parse any query into plain values without touching prototypes', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a[]', 'a[b]', ''), fc.string({maxLength: 6})), fc.string({maxLength: 6})), {maxLength: 6}), (pairs) => {
      const search = `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`
      const query = parseQuery(search)
      for (const value of Object.values(query)) expect(typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))).toBe(true)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.prototype).not.toHaveProperty('0')
    }), fuzzSettings(2000))
  })
})

// ---------------------------------------------------------------------------------------
// The upload pipeline on mutated real files

describe('uploads of mutated real files', () => {
  const heavyWork = new HeavyWork({jobs: 2, memoryMb: 128, timeoutMs: 20_000, waitMs: 60_000, maxWaiting: 8})
  afterAll(() => heavyWork.stop())
  const CODES = ['unsupported_type', 'image_too_large', 'document_too_complex', 'unreadable_file', 'empty_file']

  it('takes a mutated photo, HEIC or PDF, or refuses it with a documented code', async () => {
    const originals = [await jpegWithGps(120, 80), await png(60, 40), Buffer.from(HEIC_BASE64, 'base64'), pdf([['Glucose 5.4 mmol/L'], ['HbA1c 6.1 %']])]
    const mutation = fc.record({
      file: fc.nat({max: originals.length - 1}),
      flips: fc.array(fc.tuple(fc.nat(), fc.integer({min: 0, max: 255})), {maxLength: 6}),
      cut: fc.option(fc.nat(), {nil: undefined}),
      splice: fc.option(fc.tuple(fc.nat(), fc.uint8Array({maxLength: 64})), {nil: undefined}),
    })
    await fc.assert(fc.asyncProperty(mutation, async ({file, flips, cut, splice}) => {
      let bytes = Buffer.from(originals[file]!)
      // Keep the first bytes (the type's magic number) so that the decoder, not the sniffer, meets the damage.
      for (const [offset, value] of flips) bytes[16 + (offset % Math.max(1, bytes.length - 16))] = value
      if (splice) {
        const at = 16 + (splice[0] % Math.max(1, bytes.length - 16))
        bytes = Buffer.concat([bytes.subarray(0, at), splice[1], bytes.subarray(at)])
      }
      if (cut !== undefined) bytes = bytes.subarray(0, 16 + (cut % Math.max(1, bytes.length - 16)))
      try {
        const result = await processUpload(bytes, 'file', {maxImagePixels: 50_000_000, maxPdfPages: 50}, heavyWork)
        expect(['image', 'pdf', 'text']).toContain(result.kind)
      } catch (error) {
        if (!(error instanceof UploadError)) throw error
        expect(CODES).toContain(error.code)
      }
    }), fuzzSettings(40))
    // Bounded by its 40 runs; each decodes in a worker process, which a loaded machine slows a lot.
  }, 240_000)
})
