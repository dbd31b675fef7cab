/**
 * The code a heavy job's child process runs (server/attachments/heavy-work.ts): CommonJS, one job
 * from the IPC channel, one answer, then exit. A string run with `node -e`, so that it runs the same
 * from the TypeScript sources (tests) and from the bundle in dist/.
 */
export const CHILD_SOURCE = String.raw`
const fail = (code, message) => Object.assign(new Error(message), {code})

async function pdf({bytes, maxPages, maxChars, scanPages = 0, maxPixels = 0, modules}) {
  const pdfjs = await import(modules.pdfjs)
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), // pdf.js refuses a Buffer isEvalSupported: false, disableFontFace: true, useSystemFonts: false,
    disableAutoFetch: true, disableStream: true, verbosity: 0, stopAtErrors: false,
  })
  const document = await task.promise
  const pages = document.numPages
  const pagesRead = Math.min(pages, maxPages)
  let text = ''
  let truncated = false
  // Pages without text, as PNGs of their largest image for OCR (at most scanPages), and the text of each page read.
  const scans = []
  let unscanned = 0
  const pageTexts = []
  for (let number = 1; number <= pagesRead; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    let pageText = ''
    for (const item of content.items) {
      if (typeof item.str !== 'string') continue
      pageText += item.str + (item.hasEOL ? '\n' : '')
    }
    pageText = pageText.replace(/[ \t]+\n/g, '\n').trim()
    if (scanPages > 0) pageTexts.push(pageText)
    if (pageText === '' && scanPages > 0) {
      if (scans.length < scanPages) {
        const image = await largestImage(page, pdfjs, maxPixels, modules)
        if (image) scans.push({page: number, data: image})
      } else {
        unscanned += 1
      }
    }
    page.cleanup()
    if (pageText === '') continue
    text += (text === '' ? '' : '\n\n') + pageText
    if (text.length > maxChars) {
      text = text.slice(0, maxChars)
      truncated = true
      break
    }
  }
  await document.destroy()
  return scanPages > 0 ? {pages, pagesRead, text, truncated, scans, unscanned, pageTexts} : {pages, pagesRead, text, truncated}
}

/**
 * The largest image a page paints (a scanner's page is one image), as a PNG; null when it paints
 * none, or only one larger than maxPixels. Raw pixels from pdf.js: 1 bit (1 is white), RGB or RGBA.
 */
async function largestImage(page, pdfjs, maxPixels, modules) {
  const operators = await page.getOperatorList()
  let best = null
  for (let index = 0; index < operators.fnArray.length; index++) {
    if (operators.fnArray[index] !== pdfjs.OPS.paintImageXObject) continue
    const name = operators.argsArray[index][0]
    const store = typeof name === 'string' && name.startsWith('g_') ? page.commonObjs : page.objs
    if (typeof name !== 'string' || !store.has(name)) continue
    const image = store.get(name)
    if (!image || !image.data || !(image.width > 0 && image.height > 0) || image.width * image.height > maxPixels) continue
    if (!best || image.width * image.height > best.width * best.height) best = image
  }
  if (!best) return null
  const {width, height, kind} = best
  const source = best.data
  let pixels
  let channels
  if (kind === pdfjs.ImageKind.GRAYSCALE_1BPP) {
    const rowBytes = (width + 7) >> 3
    pixels = Buffer.alloc(width * height)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) pixels[y * width + x] = source[y * rowBytes + (x >> 3)] & (128 >> (x & 7)) ? 255 : 0
    }
    channels = 1
  } else {
    channels = kind === pdfjs.ImageKind.RGB_24BPP ? 3 : 4
    pixels = Buffer.from(source.buffer, source.byteOffset, source.byteLength)
  }
  const sharp = require(modules.sharp)
  sharp.cache(false)
  sharp.concurrency(1)
  return sharp(pixels, {raw: {width, height, channels}}).png({compressionLevel: 1}).toBuffer()
}

function decodeHeic(bytes, maxPixels, libheif) {
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(bytes)
  if (!images || images.length === 0) throw fail('invalid', 'No image in this HEIF file')
  const image = images[0]
  const width = image.get_width()
  const height = image.get_height()
  if (!(width > 0 && height > 0)) throw fail('invalid', 'This HEIF image has no size')
  if (width * height > maxPixels) throw fail('too_many_pixels', width + 'x' + height + ' is more than ' + maxPixels + ' pixels')
  const data = new Uint8ClampedArray(width * height * 4)
  return new Promise((resolve, reject) => image.display({data, width, height}, (result) => {
    image.free()
    if (result) resolve({width, height, data: Buffer.from(data.buffer)})
    else reject(fail('invalid', 'This HEIF image could not be decoded'))
  }))
}

async function image({bytes, type, maxPixels, maxSide, modules}) {
  const sharp = require(modules.sharp)
  sharp.cache(false)
  sharp.concurrency(1)
  let input
  if (type === 'heic') {
    const raw = await decodeHeic(bytes, maxPixels, require(modules.libheif))
    input = sharp(raw.data, {raw: {width: raw.width, height: raw.height, channels: 4}})
  } else {
    // The header first, without sharp's own pixel limit: a pixel flood is refused here, before decoding.
    const metadata = await sharp(bytes, {limitInputPixels: false}).metadata().catch((error) => {
      throw fail('invalid', 'The image header cannot be read: ' + error.message)
    })
    const pixels = (metadata.width || 0) * (metadata.height || 0)
    if (pixels === 0) throw fail('invalid', 'The image has no size')
    if (pixels > maxPixels || (metadata.pages || 1) > 1) {
      throw fail('too_many_pixels', metadata.width + 'x' + metadata.height + ' is more than ' + maxPixels + ' pixels (or an animation)')
    }
    input = sharp(bytes, {limitInputPixels: maxPixels, failOn: 'error'})
  }
  const format = type === 'png' ? 'png' : type === 'webp' ? 'webp' : 'jpeg'
  const pipeline = input.rotate().resize({width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true})
  const encoded = format === 'png' ? pipeline.png() : format === 'webp' ? pipeline.webp({quality: 85}) : pipeline.flatten({background: '#ffffff'}).jpeg({quality: 85})
  const {data, info} = await encoded.toBuffer({resolveWithObject: true}).catch((error) => {
    throw fail('invalid', 'The image cannot be decoded: ' + error.message)
  })
  return {format, width: info.width, height: info.height, data}
}

/**
 * A photo or a scanned page made ready for Tesseract: upright by its EXIF orientation, grey,
 * straightened (phone photos are rarely square to the page, and a tilted table mixes its rows), its
 * light made even and the table around the page cut away (see evenLight), and scaled so that body
 * text is tall enough to read. Returns a PNG and the tilt it removed.
 */
async function ocrImage({bytes, maxPixels, longSide, modules}) {
  const sharp = require(modules.sharp)
  sharp.cache(false)
  sharp.concurrency(1)
  const metadata = await sharp(bytes, {limitInputPixels: false}).metadata().catch((error) => {
    throw fail('invalid', 'The image header cannot be read: ' + error.message)
  })
  const pixels = (metadata.width || 0) * (metadata.height || 0)
  if (pixels === 0) throw fail('invalid', 'The image has no size')
  if (pixels > maxPixels || (metadata.pages || 1) > 1) throw fail('too_many_pixels', metadata.width + 'x' + metadata.height + ' is more than ' + maxPixels + ' pixels')
  const upright = await sharp(bytes, {limitInputPixels: maxPixels, failOn: 'error'}).rotate().flatten({background: '#ffffff'}).greyscale()
    .raw().toBuffer({resolveWithObject: true}).catch((error) => { throw fail('invalid', 'The image cannot be decoded: ' + error.message) })
  const {width, height} = upright.info
  const raw = {raw: {width, height, channels: 1}}
  const skewDegrees = await measureSkew(sharp, upright.data, raw)
  // Turned on black, so that the corners the turn adds are not taken for paper.
  const straight = await sharp(upright.data, raw).rotate(-skewDegrees, {background: '#000000'}).extractChannel(0).raw().toBuffer({resolveWithObject: true})
  const page = await evenLight(sharp, straight.data, straight.info.width, straight.info.height)
  const scale = longSide / Math.max(page.width, page.height)
  const data = await sharp(page.data, {raw: {width: page.width, height: page.height, channels: 1}})
    .resize({width: Math.round(page.width * scale), height: Math.round(page.height * scale), fit: 'fill', kernel: 'lanczos3'})
    .toColourspace('b-w')
    .png({compressionLevel: 1})
    .toBuffer()
  return {data, skewDegrees}
}

/**
 * The photo with its light made even: each pixel divided by the paper's brightness around it. The
 * paper's brightness is the brightest of each small block (ink is darker than paper), spread and
 * smoothed; a shadow or a dim corner then reads as white paper, and ink keeps its contrast.
 */
async function evenLight(sharp, grey, width, height) {
  const BLOCK = 16
  const bw = Math.ceil(width / BLOCK)
  const bh = Math.ceil(height / BLOCK)
  const brightest = new Uint8Array(bw * bh)
  for (let y = 0; y < height; y++) {
    const row = (y / BLOCK | 0) * bw
    for (let x = 0; x < width; x++) {
      const value = grey[y * width + x]
      const block = row + (x / BLOCK | 0)
      if (value > brightest[block]) brightest[block] = value
    }
  }
  // A block filled by a thick stroke has no paper in it: take the brightest of its neighbours too.
  const spread = new Uint8Array(bw * bh)
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      let best = 0
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const yy = y + dy
        const xx = x + dx
        if (yy >= 0 && yy < bh && xx >= 0 && xx < bw && brightest[yy * bw + xx] > best) best = brightest[yy * bw + xx]
      }
      spread[y * bw + x] = best
    }
  }
  const paper = await sharp(spread, {raw: {width: bw, height: bh, channels: 1}}).blur(1.5)
    .resize({width, height, fit: 'fill', kernel: 'cubic'}).extractChannel(0).raw().toBuffer()
  const box = pageBox(spread, bw, bh)
  const left = box.left * BLOCK
  const top = box.top * BLOCK
  const right = Math.min(width, box.right * BLOCK)
  const bottom = Math.min(height, box.bottom * BLOCK)
  const even = Buffer.alloc((right - left) * (bottom - top))
  let at = 0
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = y * width + x
      const onPage = spread[(y / BLOCK | 0) * bw + (x / BLOCK | 0)] >= box.paperLevel
      even[at++] = onPage ? Math.min(255, Math.round(grey[i] * 255 / Math.max(paper[i], 24))) : 255
    }
  }
  return {data: even, width: right - left, height: bottom - top}
}

/**
 * Where the page is, in blocks: a block is paper when it is at least half as bright as the
 * brightest paper; the page runs over the rows and columns where paper blocks are at least half as
 * many as in the fullest row or column, less two blocks at each edge (the page's own edge, which
 * would read as a line of marks). A photo without a table around the page keeps all of it.
 */
function pageBox(blocks, bw, bh) {
  const sorted = Array.from(blocks).sort((a, b) => a - b)
  const paperLevel = sorted[Math.floor(sorted.length * 0.9)] * 0.5
  const rows = new Array(bh).fill(0)
  const columns = new Array(bw).fill(0)
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) {
    if (blocks[y * bw + x] >= paperLevel) { rows[y]++; columns[x]++ }
  }
  const span = (counts) => {
    const most = Math.max(...counts)
    let first = counts.findIndex((count) => count >= most / 2)
    let last = counts.length - 1
    while (last > first && counts[last] < most / 2) last--
    if (first > 0) first += 2
    if (last < counts.length - 1) last -= 2
    return last > first ? [first, last + 1] : [0, counts.length]
  }
  const [top, bottom] = span(rows)
  const [left, right] = span(columns)
  return {top, bottom, left, right, paperLevel}
}

/**
 * The tilt of a page's text lines, in degrees (positive: the lines fall to the right), within
 * ±MAX_SKEW. On a small copy, ink is what is clearly darker than its neighbourhood (so that uneven
 * light is not ink); for each candidate angle the ink is projected onto the page's height along
 * lines of that angle, and the angle whose projection has the sharpest peaks (rows of text and the
 * white between them) wins.
 */
async function measureSkew(sharp, grey, raw) {
  const MAX_SKEW = 8
  const STEP = 0.25
  const small = await sharp(grey, raw).resize({width: 900, withoutEnlargement: true}).toColourspace('b-w').raw().toBuffer({resolveWithObject: true})
  const neighbourhood = await sharp(small.data, {raw: {width: small.info.width, height: small.info.height, channels: 1}}).blur(12).toColourspace('b-w').raw().toBuffer()
  const {width, height} = small.info
  const xs = []
  const ys = []
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x
      if (small.data[index] < neighbourhood[index] - 40) { xs.push(x); ys.push(y) }
    }
  }
  if (xs.length < 200) return 0
  const margin = Math.ceil(width * Math.tan(MAX_SKEW * Math.PI / 180)) + 1
  const bins = new Float64Array(height + 2 * margin)
  let best = 0
  let bestScore = -1
  for (let degrees = -MAX_SKEW; degrees <= MAX_SKEW + 1e-9; degrees += STEP) {
    const slope = Math.tan(degrees * Math.PI / 180)
    bins.fill(0)
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i] - xs[i] * slope) + margin] += 1
    let score = 0
    for (let i = 0; i < bins.length; i++) score += bins[i] * bins[i]
    if (score > bestScore) { bestScore = score; best = degrees }
  }
  return Math.round(best * 100) / 100
}

const jobs = {pdf, image, ocrImage}
process.once('message', (job) => {
  jobs[job.kind](job).then(
    (value) => process.send({ok: true, value}, () => process.exit(0)),
    (error) => {
      const code = error && (error.code === 'too_many_pixels' || error.code === 'invalid') ? error.code
        : /allocation failed|out of memory/i.test(String(error && error.message)) ? 'memory' : 'invalid'
      process.send({ok: false, code, message: String(error && error.message || error)}, () => process.exit(0))
    },
  )
})
`
