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
 * The child's code is in `heavy-work-child.ts`. Reading a photo's text (OCR) is one job in two
 * processes, one after the other within the job's turn: a Node child straightens the image, then
 * Tesseract reads it, each under the same memory and time caps.
 */
import {spawn, type ChildProcess, type StdioOptions} from 'node:child_process'
import {readFile} from 'node:fs/promises'
import {pathToFileURL} from 'node:url'
import {CHILD_SOURCE} from './heavy-work-child'
import {splitOcrOutput} from './ocr-words'
import type {OcrWord} from '../../src/labs/ocr-confidence'

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
  /** With `scanPages`: pages without text (a scan), each its largest image as a PNG, for OCR; at most `scanPages`. */
  scans?: {page: number; data: Buffer}[]
  /** With `scanPages`: pages without text beyond those in `scans`. */
  unscanned?: number
  /** With `scanPages`: each page's text, in order ('' for a page without text), whole. */
  pageTexts?: string[]
}

export interface PdfTextOptions {
  maxPages: number
  maxChars: number
  /** Pages without text whose largest image to return in `scans` (0: none). */
  scanPages?: number
  /** An image larger than this is not returned. */
  maxPixels?: number
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

export interface OcrOptions {
  /** Tesseract's language codes, e.g. `['deu', 'eng']`: the page's language and English. */
  languages: readonly string[]
  /** Refused (`too_many_pixels`) from its header, before decoding, when larger. */
  maxPixels: number
  /** The command that runs Tesseract. */
  command?: string
}

export interface OcrText {
  /** The text as Tesseract read it, its lines kept, runs of spaces between columns kept. */
  text: string
  /** Each word of the text with Tesseract's confidence in it (ocr-words.ts). */
  words: OcrWord[]
  /** The tilt taken out of the photo before reading, in degrees. */
  skewDegrees: number
}

/** The long side Tesseract reads a page at, once cut to the page: a printed A4 page's body text then stands about 40 px tall. */
const OCR_LONG_SIDE = 4000
/** Most text Tesseract may print for one image; a page of lab results is a few kilobytes. */
const MAX_OCR_OUTPUT = 1 << 20

/**
 * How Tesseract reads a page of results: as one block of text whose lines are kept whole (the
 * default page layout reads a table column by column), with the spaces between columns kept, and
 * a local threshold (Sauvola) so that a shadow across a photo does not turn into black.
 */
const TESSERACT_SETTINGS = ['--psm', '6', '-c', 'preserve_interword_spaces=1', '-c', 'thresholding_method=2']

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

  /** Text of a PDF, page by page, up to `maxPages` pages and `maxChars` characters; with `scanPages`, the images of pages without text. */
  async pdfText(bytes: Uint8Array, options: PdfTextOptions, signal?: AbortSignal): Promise<PdfText> {
    const result = await this.#run<PdfText>({kind: 'pdf', bytes, ...options, modules: modulePaths()}, signal)
    if (result.scans) result.scans = result.scans.map((scan) => ({page: scan.page, data: Buffer.from(scan.data.buffer, scan.data.byteOffset, scan.data.byteLength)}))
    return result
  }

  /** A photo decoded within `maxPixels`, turned upright, fitted to `maxSide` and re-encoded (which drops EXIF and GPS). */
  async image(bytes: Uint8Array, options: ImageOptions, signal?: AbortSignal): Promise<EncodedImage> {
    const result = await this.#run<Omit<EncodedImage, 'data'> & {data: Uint8Array}>({kind: 'image', bytes, ...options, modules: modulePaths()}, signal)
    return {...result, data: Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength)}
  }

  /**
   * The text of a photo or a scanned page, read by Tesseract in `languages`, with a note of the tilt
   * that was taken out first. Tesseract runs with one thread: the machine's cores are the jobs'.
   */
  ocr(bytes: Uint8Array, options: OcrOptions, signal?: AbortSignal): Promise<OcrText> {
    return this.#withTurn(signal, async () => {
      const page = await this.#spawn<{data: Uint8Array; skewDegrees: number}>(
        {kind: 'ocrImage', bytes, maxPixels: options.maxPixels, longSide: OCR_LONG_SIDE, modules: modulePaths()}, signal)
      const {text, words} = splitOcrOutput(await this.#tesseract(page.data, options, signal))
      return {text, words, skewDegrees: page.skewDegrees}
    })
  }

  /**
   * Work done in the server's own process, as a stream that holds little (a health-data export),
   * in a job's turn so that it counts against the same concurrency; ended after `timeoutMs`.
   */
  inTurn<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
    return this.#withTurn(signal, async () => {
      const limit = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])])
      try {
        return await work(limit)
      } catch (error) {
        if (signal?.aborted) throw new HeavyWorkError('aborted', 'The job was abandoned')
        if (limit.aborted) throw new HeavyWorkError('timeout', `The job took longer than ${timeoutMs} ms`)
        throw error
      }
    })
  }

  /** Kills every running job (at shutdown). */
  stop(): void {
    for (const child of this.#children) child.kill('SIGKILL')
  }

  #run<T>(job: Record<string, unknown>, signal: AbortSignal | undefined): Promise<T> {
    return this.#withTurn(signal, () => this.#spawn<T>(job, signal))
  }

  async #withTurn<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    await this.#turn(signal)
    try {
      return await work()
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

  /** One job in a Node child: the job goes over the IPC channel, its answer comes back on it. */
  #spawn<T>(job: Record<string, unknown>, signal: AbortSignal | undefined): Promise<T> {
    // A small young generation and two malloc arenas keep a job's memory closer to what it reads (bench/README.md, "Measures kept").
    const node = [process.execPath, '--max-semi-space-size=1', `--max-old-space-size=${this.limits.memoryMb}`, '-e', CHILD_SOURCE]
    const child = this.#start(node, ['ignore', 'ignore', 'pipe', 'ipc'], {MALLOC_ARENA_MAX: '2'}, {serialization: 'advanced'})
    return this.#supervise<T>(child, String(job.kind), signal, (settle) => {
      child.on('message', (message: {ok: true; value: T} | {ok: false; code: HeavyWorkErrorCode; message: string}) => {
        settle(message.ok ? {value: message.value} : {error: new HeavyWorkError(message.code, message.message)})
      })
      child.send(job, (error) => {
        if (error) settle({error: new HeavyWorkError('invalid', `The ${String(job.kind)} job could not be sent: ${error.message}`)})
      })
      return null
    })
  }

  /** Tesseract on one PNG: the image on its standard input; its TSV (each word's confidence), then the text, from its standard output. */
  #tesseract(png: Uint8Array, options: OcrOptions, signal: AbortSignal | undefined): Promise<string> {
    const argv = [options.command ?? 'tesseract', 'stdin', 'stdout', '-l', options.languages.join('+'), ...TESSERACT_SETTINGS, 'txt', 'tsv']
    // One thread: the cores belong to the jobs, and Tesseract's threads gain little on one page.
    const child = this.#start(argv, ['pipe', 'pipe', 'pipe'], {OMP_THREAD_LIMIT: '1', PATH: process.env.PATH ?? '/usr/bin:/bin'})
    const chunks: Buffer[] = []
    let length = 0
    return this.#supervise<string>(child, 'ocr', signal, (settle) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        length += chunk.length
        if (length > MAX_OCR_OUTPUT) settle({error: new HeavyWorkError('invalid', 'Tesseract printed more text than one page holds')})
        else chunks.push(chunk)
      })
      child.stdin!.on('error', () => {}) // Tesseract may exit before reading all of a bad image: its exit code says so.
      child.stdin!.end(png)
      return () => (child.exitCode === 0 ? {value: Buffer.concat(chunks).toString('utf8')} : null)
    })
  }

  /** A job's process under the data-segment cap, with no core file. */
  #start(argv: string[], stdio: StdioOptions, env: Record<string, string>, options: {serialization?: 'advanced'} = {}): ChildProcess {
    const dataKb = (this.limits.memoryMb + DATA_SEGMENT_HEADROOM_MB) * 1024
    // `ulimit -c 0`: a job that dies writes no core file. `ulimit -d` may be refused on some systems: the resident cap still holds.
    const script = 'ulimit -c 0; ulimit -d "$1" 2>/dev/null; shift; exec "$@"'
    const child = spawn('/bin/sh', ['-c', script, 'sh', String(dataKb), ...argv], {stdio, env, ...options})
    this.#children.add(child)
    return child
  }

  /**
   * Watches a job's process until it has exited: kills it past the memory cap or the time limit,
   * or when the caller gives up. `attach` wires up the job's own channel and may return how to read
   * the result from a clean exit. Settles once the process has exited, so that the next job starts
   * only when this one's memory is free.
   */
  #supervise<T>(
    child: ChildProcess, kind: string, signal: AbortSignal | undefined,
    attach: (settle: (result: {error: HeavyWorkError} | {value: T}) => void) => (() => {value: T} | null) | null,
  ): Promise<T> {
    const {memoryMb, timeoutMs} = this.limits
    let stderr = ''
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 4096) stderr += chunk
    })
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
      child.on('error', (error) => {
        settle({error: new HeavyWorkError('invalid', `The ${kind} job could not start: ${error.message}`)})
        if (child.pid === undefined) finish() // never started: no exit event will come
      })
      const resultAtExit = attach(settle)
      const finish = () => {
        this.#children.delete(child)
        if (outcome === null) {
          const clean = resultAtExit?.()
          if (clean) settle(clean)
        }
        if (outcome === null) {
          // Out of memory below the resident cap: the data-segment backstop or V8's own heap limit.
          const memory = /out of memory|allocation failed|Cannot allocate|bad_alloc/i.test(stderr)
          const said = stderr.trim().split('\n').pop() ?? ''
          settle({error: memory
            ? new HeavyWorkError('memory', `The ${kind} job ran out of memory`)
            : new HeavyWorkError('invalid', `The ${kind} job stopped (${child.signalCode ?? `exit code ${child.exitCode}`}) without a result${said ? `: ${said.slice(0, 200)}` : ''}`)})
        }
        if ('error' in outcome!) reject(outcome.error)
        else resolve(outcome!.value)
      }
      // 'close', not 'exit': the answer may still be in the IPC channel or a pipe when the process has exited.
      child.once('close', finish)
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
