/**
 * Upload fixtures, made by the tests themselves: nothing binary is committed but the tiny HEIC
 * below (491 bytes), which `test/support/make-heic-fixture.sh` regenerates.
 */
import {once} from 'node:events'
import {createDeflate, deflateSync} from 'node:zlib'
import sharp from 'sharp'

/** A 64×48 red HEIC photo, encoded by libheif's `heif-enc` (see make-heic-fixture.sh). */
export const HEIC_BASE64 = 'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAGgACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACJtZGF0AAAAFigBrxmA70mlv//cz5/3JS/4brWmPm4='

/** A JPEG of `width`×`height` with EXIF: camera make, orientation 6 (rotate 90°) and a GPS position. */
export async function jpegWithGps(width = 300, height = 200): Promise<Buffer> {
  return sharp({create: {width, height, channels: 3, background: {r: 30, g: 120, b: 200}}})
    .jpeg({quality: 80})
    .withMetadata({orientation: 6})
    .withExif({
      IFD0: {Make: 'HaleTestCam', Model: 'GPS-1'},
      IFD3: {GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2904/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100'},
    })
    .toBuffer()
}

/** A plain PNG of `width`×`height`. */
export function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({create: {width, height, channels: 4, background: {r: 10, g: 200, b: 90, alpha: 1}}}).png().toBuffer()
}

/**
 * A pixel flood: a valid PNG whose header declares `size`×`size` pixels (14000² ≈ 196 million,
 * ~800 MB decoded), with a small zlib stream of zero rows: a few hundred KB on the wire at most.
 */
export function pixelFloodPng(size = 14000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  // A few rows of zeros only (filter byte + pixels): the rest of the image is missing.
  const rows = deflateSync(Buffer.alloc((size * 3 + 1) * 4))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))])
}

/** An SVG with a script, to be sent with a `.png` name and `image/png` type. */
export const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'

/**
 * A PDF written by hand: one page per entry of `pages`, each line of text in Helvetica; an empty
 * page list entry (`[]`) draws a grey rectangle and no text, as a scan without OCR would have.
 */
export function pdf(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = []
  const pageIds = pages.map((_, index) => 4 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  pages.forEach((lines, index) => {
    const id = pageIds[index]!
    const stream = lines.length === 0
      ? '0.5 g 72 300 468 400 re f'
      : `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(' ')} ET`
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`
  })
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1')
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * A decompression bomb: a valid one-page PDF whose content stream is `megabytes` MB of spaces,
 * deflated (about 1 KB on the wire per MB inflated). Built in 1 MB steps, never whole in memory.
 */
export async function pdfBomb(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({level: 9})
  const compressed: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk))
  const block = Buffer.alloc(1024 * 1024, 0x20)
  for (let step = 0; step < megabytes; step++) {
    if (!deflate.write(block)) await once(deflate, 'drain')
  }
  await new Promise<void>((resolve) => deflate.end(resolve))
  const stream = Buffer.concat(compressed)
  const head = '%PDF-1.4\n'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ]
  const parts: Buffer[] = [Buffer.from(head, 'latin1')]
  const offsets: number[] = []
  let length = head.length
  const add = (part: Buffer) => {
    parts.push(part)
    length += part.length
  }
  objects.forEach((object, index) => {
    offsets.push(length)
    add(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'))
  })
  offsets.push(length)
  add(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'))
  add(stream)
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'))
  const xref = length
  add(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}` +
    `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'))
  return Buffer.concat(parts)
}

/**
 * A baseline JPEG whose frame header claims `width`×`height` (30000² is 900 million pixels,
 * beyond sharp's own default limit); the scan data is a few bytes, far from that image.
 */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const small = await sharp({create: {width: 8, height: 8, channels: 3, background: '#808080'}}).jpeg({progressive: false}).toBuffer()
  const jpeg = Buffer.from(small)
  for (let offset = 2; offset < jpeg.length - 8;) {
    if (jpeg[offset] !== 0xff) throw new Error('Not a JPEG marker')
    const marker = jpeg[offset + 1]!
    const length = jpeg.readUInt16BE(offset + 2)
    if (marker === 0xc0) {
      jpeg.writeUInt16BE(height, offset + 5)
      jpeg.writeUInt16BE(width, offset + 7)
      return jpeg
    }
    offset += 2 + length
  }
  throw new Error('No baseline frame header')
}

/**
 * A scanned document as a scanner writes it: one page per JPEG, each drawn over the whole page as
 * an image (a /DCTDecode XObject), with no text layer at all.
 */
export async function scannedPdf(jpegs: readonly Buffer[]): Promise<Buffer> {
  const parts: Buffer[] = []
  const offsets: number[] = []
  let length = 0
  const add = (part: Buffer | string) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part
    parts.push(buffer)
    length += buffer.length
  }
  const object = (id: number, ...body: Array<Buffer | string>) => {
    offsets[id] = length
    add(`${id} 0 obj\n`)
    for (const part of body) add(part)
    add('\nendobj\n')
  }
  add('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
  const pageIds = jpegs.map((_, index) => 3 + index * 3)
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${jpegs.length} >>`)
  for (const [index, jpeg] of jpegs.entries()) {
    const id = pageIds[index]!
    const {width = 1, height = 1, channels = 3} = await sharp(jpeg).metadata()
    // The page is A4-wide in points, as tall as the image's proportions make it.
    const pageWidth = 595
    const pageHeight = Math.round(pageWidth * height / width)
    const content = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Scan Do Q`
    object(id, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /XObject << /Scan ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`)
    object(id + 1, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`)
    object(id + 2, `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /${channels === 1 ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`, jpeg, '\nendstream')
  }
  const count = pageIds.length * 3 + 3
  const xref = length
  add(`xref\n0 ${count}\n0000000000 65535 f \n`)
  for (let id = 1; id < count; id++) add(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`)
  add(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(parts)
}

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`)
}

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

/**
 * A photo of printed lines for OCR: black text on a white page (Pango renders it with the
 * machine's fonts), tilted by `degrees`, softened a little and saved as a JPEG, as a phone
 * would give it.
 */
export async function photoOfLines(lines: readonly string[], degrees = 0): Promise<Buffer> {
  const escaped = lines.join('\n').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const {data, info} = await sharp({text: {text: `<span font_family="DejaVu Sans" foreground="black">${escaped}</span>`, dpi: 220, rgba: true}})
    .png().toBuffer({resolveWithObject: true})
  return sharp(data)
    .flatten({background: '#ffffff'})
    .extend({top: 120, bottom: 400, left: 100, right: 100 + Math.max(0, 1400 - info.width), background: '#ffffff'})
    .rotate(degrees, {background: '#f4f1ea'})
    .blur(0.8)
    .jpeg({quality: 70})
    .toBuffer()
}
