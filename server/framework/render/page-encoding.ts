/**
 * Pages and data files are compressed here rather than by the `compression` middleware: React's
 * stream is piped straight into one zlib stream, and that into the response; a data file's JSON is
 * gzipped whole and sent in one write. `compression` never wraps either
 * (server/framework/steps/compression.ts applies it to the API and public files only): its
 * per-response wrappers cost a page, and a data file, far more of their throughput than this
 * (bench/README.md, "Measures kept"); for pages this is what the bare baseline does.
 *
 * A page is compressed as it is rendered, on every request, so at levels that keep most of the
 * size win for a fraction of the CPU: Brotli at quality 4 for browsers that accept it, else gzip
 * at level 1 (bench/README.md, "Pages on the wire"). Other responses (JSON, files) keep
 * `compression`'s choice. React flushes the zlib stream after each batch it writes, so nothing is
 * held back; each batch reaches zlib as one write (`BatchedDestination`). A page sent without
 * compression is piped straight into the response, as the bare baseline does.
 */
import {promisify} from 'node:util'
import zlib from 'node:zlib'
import type {Request, Response} from 'express'

/** zlib settings for pages (also read by bench/baseline.mjs, so that both sides match). */
export const PAGE_GZIP: Readonly<zlib.ZlibOptions> = Object.freeze({level: 1, memLevel: 8})
/**
 * A 256 KiB window rather than Brotli's default 4 MiB: a page is far smaller, and every stream
 * allocates its window, which cost more CPU per page than the compressing itself
 * (bench/README.md, "Measures kept").
 */
export const PAGE_BROTLI: Readonly<zlib.BrotliOptions> = Object.freeze({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
})

/**
 * Where React should write the page: a Brotli or gzip stream piped into `res` (`pageCoding`),
 * behind a `BatchedDestination`, else `res` itself. Adds `Vary: Accept-Encoding` either way. Call
 * once, before the first byte; the zlib stream is destroyed with the response.
 */
export function pageDestination(req: Request, res: Response): NodeJS.WritableStream {
  res.vary('Accept-Encoding')
  const coding = pageCoding(req.headers['accept-encoding'])
  if (coding === null) return res
  res.set('Content-Encoding', coding)
  const stream = coding === 'br' ? zlib.createBrotliCompress(PAGE_BROTLI) : zlib.createGzip(PAGE_GZIP)
  stream.pipe(res)
  res.once('close', () => stream.destroy())
  return new BatchedDestination(stream, coding === 'gzip' ? zlib.constants.Z_SYNC_FLUSH : undefined) as unknown as NodeJS.WritableStream
}

/** Below this many bytes, gzip's header and the trip to zlib cost more than they save (compression's default). */
const JSON_GZIP_THRESHOLD = 1024
const gzip = promisify(zlib.gzip)

/**
 * Sends `value` as JSON in one write: gzipped at the pages' level when the client accepts gzip
 * and the body is worth it, with `Content-Length` and `Vary: Accept-Encoding` either way.
 */
export async function sendJson(req: Request, res: Response, status: number, value: unknown): Promise<void> {
  const body = Buffer.from(JSON.stringify(value))
  res.vary('Accept-Encoding')
  res.status(status).type('json')
  let payload = body
  if (body.length >= JSON_GZIP_THRESHOLD && acceptsGzip(req.headers['accept-encoding'])) {
    payload = await gzip(body, PAGE_GZIP)
    res.set('Content-Encoding', 'gzip')
  }
  res.set('Content-Length', String(payload.length))
  res.end(req.method === 'HEAD' ? undefined : payload)
}

/** What a `BatchedDestination` writes to: a zlib stream (which has `flush()`), or in tests any stream. */
export type BatchTarget = NodeJS.WritableStream & {writableNeedDrain: boolean; flush?: (kind?: number) => void; destroy(error?: Error): void}

/**
 * React's writes between two of its flushes, passed on as one write.
 *
 * React writes a page in pieces of at most 4 KB, and each long string on its own: dozens of
 * writes for a chat. Into a zlib stream each write is a trip to libuv's thread pool, so
 * batching them saves CPU on every compressed page (bench/README.md, "Measures kept").
 *
 * Nothing is held back from the visitor: React calls `flush()` at the end of every batch, in
 * the same task as its writes. The flush itself runs at the end of that task (a microtask), so
 * that a last batch, where React calls `end()` right after `flush()`, ends zlib without flushing
 * it first.
 *
 * It has what React's `pipe()` uses of a stream: `write` (which answers the target's capacity,
 * so React still waits for `'drain'`), `flush`, `end`, `on` (listeners go to the target) and
 * `destroy`.
 */
export class BatchedDestination {
  #chunks: Uint8Array[] = []
  #flushQueued = false
  /**
   * `flushKind`: what a flush asks of a zlib stream. A gzip stream flushes with `Z_SYNC_FLUSH`,
   * which sends everything so far and keeps what it learned of the page (its default,
   * `Z_FULL_FLUSH`, starts over after every batch); Brotli's default already keeps it.
   */
  constructor(private readonly target: BatchTarget, private readonly flushKind?: number) {}

  write(chunk: string | Uint8Array): boolean {
    this.#chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
    return !this.target.writableNeedDrain
  }

  flush(): void {
    if (this.#flushQueued) return
    this.#flushQueued = true
    queueMicrotask(() => {
      if (!this.#flushQueued) return
      this.#flushQueued = false
      this.#send()
      if (this.flushKind === undefined) this.target.flush?.()
      else this.target.flush?.(this.flushKind)
    })
  }

  end(): this {
    this.#flushQueued = false
    // A write, then the end: `res.end(data)` would send a Content-Length that HEAD cannot match.
    this.#send()
    this.target.end()
    return this
  }

  on(event: string, listener: (...args: unknown[]) => void): this {
    this.target.on(event, listener)
    return this
  }

  destroy(error?: Error): void {
    this.#chunks = []
    this.target.destroy(error)
  }

  #send(): void {
    const chunks = this.#chunks
    if (chunks.length === 0) return
    this.#chunks = []
    this.target.write(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
  }
}

/** The qualities an `Accept-Encoding` value gives Brotli, gzip and `*` (RFC 9110 §12.5.3). */
function codingQualities(header: string): {br?: number; gzip?: number; star?: number} {
  const qualities: {br?: number; gzip?: number; star?: number} = {}
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';')
    const coding = name.trim().toLowerCase()
    const key = coding === 'br' ? 'br' : coding === 'gzip' || coding === 'x-gzip' ? 'gzip' : coding === '*' ? 'star' : null
    if (key === null) continue
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined)
    qualities[key] = q === undefined ? 1 : Number(q)
  }
  return qualities
}

/**
 * Whether an `Accept-Encoding` value accepts gzip: `gzip` (or `x-gzip`, or `*`) with a quality
 * above 0. Exported for tests.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  const {gzip, star} = codingQualities(header)
  return (gzip ?? star ?? 0) > 0
}

/**
 * How a page is compressed for an `Accept-Encoding` value: the accepted coding of the higher
 * quality, Brotli on a tie; null when neither is accepted. Exported for tests.
 */
export function pageCoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null
  const {br, gzip, star} = codingQualities(header)
  const brotli = br ?? star ?? 0
  const gz = gzip ?? star ?? 0
  if (brotli > 0 && brotli >= gz) return 'br'
  return gz > 0 ? 'gzip' : null
}
