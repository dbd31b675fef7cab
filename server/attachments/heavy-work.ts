/**
 * Heavy work on visitors' files (PDF text extraction, image and HEIC decoding) runs here, one
 * child process per job, never in the server's own process:
 *
 * - **Memory.** A job's process may hold at most `memoryMb` of private resident memory (heap,
 *   decoded streams and pixel buffers alike: a decompression bomb's buffers live outside V8's
 *   heap, where a worker's heap cap does not reach). It is read from `/proc` every few
 *   milliseconds and the process is killed past the cap; its data segment (`ulimit -d`) is capped
 *   too, a backstop for growth faster than the reading or while the server's event loop is busy.
 * - **Time.** A job is killed after `timeoutMs`.
 * - **Concurrency.** At most `jobs` run at once. Others wait in line, at most `maxWaiting` of them
 *   and each at most `waitMs`; past either, the job is refused as `busy` with the seconds to wait.
 * - **Nothing shared.** The child gets the bytes and the paths of the libraries over its IPC
 *   channel and has no access to the server's modules, database or environment.
 *
 * The child's code is a string run with `node -e`, so it runs the same from the TypeScript
 * sources (tests) and from the bundle in dist/.
 */
import {spawn, type ChildProcess} from 'node:child_process'
import {readFile} from 'node:fs/promises'
import {pathToFileURL} from 'node:url'

export interface HeavyWorkLimits {
  /** Jobs running at once. */
  jobs: number
  /** Resident memory of one job's process, in MiB. */
  memoryMb: number
  /** A job is killed after this long. */
  timeoutMs: number
  /** The longest a job waits for its turn. */
  waitMs: number
  /** Jobs waiting at most; one more is refused at once. */
  maxWaiting: number
}

export type HeavyWorkErrorCode = 'timeout' | 'memory' | 'too_many_pixels' | 'invalid' | 'busy' | 'aborted'

/**
 * A job that did not give a result: `timeout`, `memory` (killed at the cap), `too_many_pixels`,
 * `invalid` (the file cannot be read), `busy` (no turn in time; `retryAfterSeconds` says when to
 * try again), `aborted` (the caller gave up).
 */
export class HeavyWorkError extends Error {
  readonly code: HeavyWorkErrorCode
  readonly retryAfterSeconds: number
  constructor(code: HeavyWorkErrorCode, message: string, retryAfterSeconds = 0) {
    super(message)
    this.name = 'HeavyWorkError'
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
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

export type ImageInput = 'jpeg' | 'png' | 'webp' | 'heic'

export interface EncodedImage {
  /** PNG stays PNG, WebP stays WebP; JPEG and HEIC become JPEG. */
  format: 'jpeg' | 'png' | 'webp'
  width: number
  height: number
  data: Buffer
}

export interface ImageOptions {
  type: ImageInput
  /** Refused (`too_many_pixels`) from its header, before decoding, when larger. */
  maxPixels: number
  /** Longest side of the result. */
  maxSide: number
}

/** How often a running job's resident memory is read. */
const MEMORY_POLL_MS = 5
/** Room above the resident cap for the data-segment backstop (V8 reserves writable space it does not use). */
const DATA_SEGMENT_HEADROOM_MB = 256

export class HeavyWork {
  readonly limits: HeavyWorkLimits
  #running = 0
  readonly #waiting: {start: () => void; refuse: (error: HeavyWorkError) => void}[] = []
  readonly #children = new Set<ChildProcess>()

  constructor(limits: HeavyWorkLimits) {
    for (const [name, value] of Object.entries(limits)) {
      if (!Number.isInteger(value) || value < (name === 'maxWaiting' || name === 'waitMs' ? 0 : 1)) throw new TypeError(`Expected \`${name}\` to be a positive integer, got ${String(value)}`)
    }
    this.limits = {...limits}
  }

  /** Jobs running now and jobs waiting for their turn. */
  get load(): {running: number; waiting: number} {
    return {running: this.#running, waiting: this.#waiting.length}
  }

  /** Text of a PDF, page by page, up to `maxPages` pages and `maxChars` characters. */
  pdfText(bytes: Uint8Array, options: {maxPages: number; maxChars: number}, signal?: AbortSignal): Promise<PdfText> {
    return this.#run<PdfText>({kind: 'pdf', bytes, ...options, modules: modulePaths()}, signal)
  }

  /** A photo decoded within `maxPixels`, turned upright, fitted to `maxSide` and re-encoded (which drops EXIF and GPS). */
  async image(bytes: Uint8Array, options: ImageOptions, signal?: AbortSignal): Promise<EncodedImage> {
    const result = await this.#run<Omit<EncodedImage, 'data'> & {data: Uint8Array}>({kind: 'image', bytes, ...options, modules: modulePaths()}, signal)
    return {...result, data: Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength)}
  }

  /** Kills every running job (at shutdown). */
  stop(): void {
    for (const child of this.#children) child.kill('SIGKILL')
  }

  async #run<T>(job: Record<string, unknown>, signal: AbortSignal | undefined): Promise<T> {
    await this.#turn(signal)
    try {
      return await this.#spawn<T>(job, signal)
    } finally {
      this.#running -= 1
      this.#waiting.shift()?.start()
    }
  }

  /** Resolves when a job may run (counted in `#running`); rejects `busy` or `aborted`. */
  #turn(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new HeavyWorkError('aborted', 'The job was abandoned before it started'))
    if (this.#running < this.limits.jobs) {
      this.#running += 1
      return Promise.resolve()
    }
    const retryAfter = Math.max(1, Math.ceil(this.limits.waitMs / 1000))
    if (this.#waiting.length >= this.limits.maxWaiting) {
      return Promise.reject(new HeavyWorkError('busy', `${this.limits.maxWaiting} jobs are already waiting`, retryAfter))
    }
    return new Promise((resolve, reject) => {
      const leave = (error: HeavyWorkError) => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        const index = this.#waiting.indexOf(entry)
        if (index >= 0) this.#waiting.splice(index, 1)
        reject(error)
      }
      const entry = {
        start: () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          this.#running += 1
          resolve()
        },
        refuse: leave,
      }
      const onAbort = () => leave(new HeavyWorkError('aborted', 'The job was abandoned while it waited'))
      const timer = setTimeout(() => leave(new HeavyWorkError('busy', `No turn within ${this.limits.waitMs} ms`, retryAfter)), this.limits.waitMs)
      signal?.addEventListener('abort', onAbort, {once: true})
      this.#waiting.push(entry)
    })
  }

  #spawn<T>(job: Record<string, unknown>, signal: AbortSignal | undefined): Promise<T> {
    const {memoryMb, timeoutMs} = this.limits
    const dataKb = (memoryMb + DATA_SEGMENT_HEADROOM_MB) * 1024
    // `ulimit -c 0`: a job that dies writes no core file. `ulimit -d` may be refused on some systems: the resident cap still holds.
    const script = 'ulimit -c 0; ulimit -d "$1" 2>/dev/null; shift; exec "$@"'
    // A small young generation and two malloc arenas keep a job's memory closer to what it reads (bench/README.md, "Measures kept").
    const node = [process.execPath, '--max-semi-space-size=1', `--max-old-space-size=${memoryMb}`, '-e', CHILD_SOURCE]
    const child = spawn('/bin/sh', ['-c', script, 'sh', String(dataKb), ...node], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: {MALLOC_ARENA_MAX: '2'},
    })
    this.#children.add(child)
    let stderr = ''
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 4096) stderr += chunk
    })
    const kind = String(job.kind)
    // Settles once the process has exited, so that the next job starts only when this one's memory is free.
    return new Promise<T>((resolve, reject) => {
      let outcome: {error: HeavyWorkError} | {value: T} | null = null
      const settle = (result: {error: HeavyWorkError} | {value: T}) => {
        outcome ??= result
        clearTimeout(timer)
        clearInterval(poll)
        signal?.removeEventListener('abort', onAbort)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      }
      const onAbort = () => settle({error: new HeavyWorkError('aborted', `The ${kind} job was abandoned`)})
      signal?.addEventListener('abort', onAbort, {once: true})
      const timer = setTimeout(() => settle({error: new HeavyWorkError('timeout', `The ${kind} job took longer than ${timeoutMs} ms`)}), timeoutMs)
      const poll = setInterval(() => {
        void privateResidentMb(child.pid).then((resident) => {
          if (resident !== null && resident > memoryMb) settle({error: new HeavyWorkError('memory', `The ${kind} job used more than ${memoryMb} MiB`)})
        })
      }, MEMORY_POLL_MS)
      child.on('message', (message: {ok: true; value: T} | {ok: false; code: HeavyWorkErrorCode; message: string}) => {
        settle(message.ok ? {value: message.value} : {error: new HeavyWorkError(message.code, message.message)})
      })
      child.on('error', (error) => {
        settle({error: new HeavyWorkError('invalid', `The ${kind} job could not start: ${error.message}`)})
        if (child.pid === undefined) finish() // never started: no exit event will come
      })
      const finish = () => {
        this.#children.delete(child)
        if (outcome === null) {
          // Out of memory below the resident cap: the data-segment backstop or V8's own heap limit.
          const memory = /out of memory|allocation failed|Cannot allocate|bad_alloc/i.test(stderr)
          settle({error: memory
            ? new HeavyWorkError('memory', `The ${kind} job ran out of memory`)
            : new HeavyWorkError('invalid', `The ${kind} job stopped (${child.signalCode ?? `exit code ${child.exitCode}`}) without a result`)})
        }
        if ('error' in outcome!) reject(outcome.error)
        else resolve(outcome!.value)
      }
      // 'close', not 'exit': the answer may still be in the IPC channel when the process has exited.
      child.once('close', finish)
      child.send(job, (error) => {
        if (error) settle({error: new HeavyWorkError('invalid', `The ${kind} job could not be sent: ${error.message}`)})
      })
    })
  }
}

/**
 * A process's private resident memory in MiB (`RssAnon`: its heap, buffers and stacks; not the
 * pages of Node's binary and libraries, which every Node process shares), from `/proc`; null
 * where there is none, or once it has exited.
 */
export async function privateResidentMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const match = /^RssAnon:\s+(\d+) kB/m.exec(status)
    return match ? Number(match[1]) / 1024 : null
  } catch {
    return null
  }
}

// `require` is CommonJS's under jest and the bundle's own (build.mjs defines it with createRequire).
let paths: {pdfjs: string; libheif: string; sharp: string} | null = null
function modulePaths() {
  paths ??= {
    pdfjs: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href,
    libheif: require.resolve('libheif-js/wasm-bundle'),
    sharp: require.resolve('sharp'),
  }
  return paths
}

/** Runs in the child: CommonJS, one job from the IPC channel, one answer, then exit. */
const CHILD_SOURCE = String.raw`
const fail = (code, message) => Object.assign(new Error(message), {code})

async function pdf({bytes, maxPages, maxChars, modules}) {
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

const jobs = {pdf, image}
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
