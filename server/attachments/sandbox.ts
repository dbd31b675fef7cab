/**
 * Parsing that must not take the server down runs here: PDF text extraction (pdf.js, eval off)
 * and HEIC decoding (libheif compiled to WebAssembly), each job in its own worker thread with a
 * V8 heap cap and a time limit after which the worker is terminated (SECURITY.md "Uploads").
 *
 * The worker's code is a string (`eval: true`), so it runs the same from the TypeScript sources
 * (tests) and from the bundle in dist/; the libraries are resolved here and imported there.
 */
import {pathToFileURL} from 'node:url'
import {Worker} from 'node:worker_threads'

export interface SandboxLimits {
  /** The job is terminated after this long. */
  timeoutMs: number
  /** The worker's V8 old-generation heap, in MB (WebAssembly memory is capped by the job itself). */
  heapMb: number
}

export interface PdfText {
  /** Pages in the document. */
  pages: number
  /** Pages read (at most `maxPages`). */
  pagesRead: number
  /** The text of the pages read, pages separated by a blank line; at most `maxChars`. */
  text: string
  /** True when `text` was cut at `maxChars`. */
  truncated: boolean
}

export interface RawImage {
  width: number
  height: number
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array
}

/** A job that failed: `timeout`, `memory` (over the heap cap), `too_many_pixels`, or `invalid` (the file cannot be read). */
export class SandboxError extends Error {
  readonly code: 'timeout' | 'memory' | 'too_many_pixels' | 'invalid'
  constructor(code: SandboxError['code'], message: string) {
    super(message)
    this.name = 'SandboxError'
    this.code = code
  }
}

// \`require\` is CommonJS's under jest and the bundle's own (build.mjs defines it with createRequire).
let modulePaths: {pdfjs: string; libheif: string} | null = null
function paths() {
  modulePaths ??= {
    pdfjs: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href,
    libheif: require.resolve('libheif-js/wasm-bundle'),
  }
  return modulePaths
}

/** Text of a PDF, page by page, up to `maxPages` pages and `maxChars` characters. */
export function extractPdfText(bytes: Uint8Array, options: {maxPages: number; maxChars: number} & SandboxLimits): Promise<PdfText> {
  return runJob<PdfText>({kind: 'pdf', bytes, maxPages: options.maxPages, maxChars: options.maxChars, module: paths().pdfjs}, options)
}

/** Decode a HEIC/HEIF photo to RGBA; refused (`too_many_pixels`) before decoding when larger than `maxPixels`. */
export function decodeHeic(bytes: Uint8Array, options: {maxPixels: number} & SandboxLimits): Promise<RawImage> {
  return runJob<RawImage>({kind: 'heic', bytes, maxPixels: options.maxPixels, module: paths().libheif}, options)
}

function runJob<T>(job: Record<string, unknown> & {bytes: Uint8Array}, limits: SandboxLimits): Promise<T> {
  const bytes = new Uint8Array(job.bytes) // a copy the worker owns
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {...job, bytes},
      transferList: [bytes.buffer],
      resourceLimits: {maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4},
      stdout: true, // pdf.js warnings stay out of the server's log
      stderr: true,
    })
    let settled = false
    const finish = (error: Error | null, value?: T) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      if (error) reject(error)
      else resolve(value as T)
    }
    const timer = setTimeout(() => finish(new SandboxError('timeout', `The ${String(job.kind)} job took longer than ${limits.timeoutMs} ms`)), limits.timeoutMs)
    worker.on('message', (message: {ok: true; value: T} | {ok: false; code: SandboxError['code']; message: string}) => {
      if (message.ok) finish(null, message.value)
      else finish(new SandboxError(message.code, message.message))
    })
    worker.on('error', (error: Error & {code?: string}) => {
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new SandboxError('memory', `The ${String(job.kind)} job ran out of memory (${limits.heapMb} MB)`)
        : new SandboxError('invalid', error.message))
    })
    worker.on('exit', (code) => finish(new SandboxError('invalid', `The ${String(job.kind)} worker stopped (exit code ${code})`)))
  })
}

/** Runs in the worker: CommonJS, no access to the server's modules. */
const WORKER_SOURCE = String.raw`
const {parentPort, workerData} = require('node:worker_threads')
const fail = (code, message) => parentPort.postMessage({ok: false, code, message})

async function pdf({bytes, maxPages, maxChars, module}) {
  const pdfjs = await import(module)
  const task = pdfjs.getDocument({
    data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false,
    disableAutoFetch: true, disableStream: true, verbosity: 0, stopAtErrors: false,
  })
  const document = await task.promise
  const pages = document.numPages
  const pagesRead = Math.min(pages, maxPages)
  let text = ''
  let truncated = false
  for (let number = 1; number <= pagesRead; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    let pageText = ''
    for (const item of content.items) {
      if (typeof item.str !== 'string') continue
      pageText += item.str + (item.hasEOL ? '\n' : '')
    }
    page.cleanup()
    pageText = pageText.replace(/[ \t]+\n/g, '\n').trim()
    if (pageText === '') continue
    text += (text === '' ? '' : '\n\n') + pageText
    if (text.length > maxChars) {
      text = text.slice(0, maxChars)
      truncated = true
      break
    }
  }
  await document.destroy()
  return {pages, pagesRead, text, truncated}
}

async function heic({bytes, maxPixels, module}) {
  const libheif = require(module)
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(bytes)
  if (!images || images.length === 0) throw Object.assign(new Error('No image in this HEIF file'), {code: 'invalid'})
  const image = images[0]
  const width = image.get_width()
  const height = image.get_height()
  if (!(width > 0 && height > 0)) throw Object.assign(new Error('This HEIF image has no size'), {code: 'invalid'})
  if (width * height > maxPixels) throw Object.assign(new Error(width + 'x' + height + ' is more than ' + maxPixels + ' pixels'), {code: 'too_many_pixels'})
  const data = new Uint8ClampedArray(width * height * 4)
  const ok = await new Promise((resolve) => image.display({data, width, height}, (result) => resolve(Boolean(result))))
  image.free()
  if (!ok) throw Object.assign(new Error('This HEIF image could not be decoded'), {code: 'invalid'})
  return {width, height, data: new Uint8Array(data.buffer)}
}

const jobs = {pdf, heic}
jobs[workerData.kind](workerData).then(
  (value) => parentPort.postMessage({ok: true, value}, value.data ? [value.data.buffer] : []),
  (error) => fail(error && error.code === 'too_many_pixels' ? 'too_many_pixels' : 'invalid', String(error && error.message || error)),
)
`
