/**
 * Pages and data files are gzipped here rather than by the `compression` middleware: React's
 * stream is piped straight into one zlib stream, and that into the response; a data file's JSON is
 * gzipped whole and sent in one write. `compression` never wraps either
 * (server/framework/steps/compression.ts applies it to the API and public files only): its
 * per-response wrappers cost a page, and a data file, far more of their throughput than this
 * (bench/README.md, "Measures kept"); for pages this is what the bare baseline does.
 *
 * gzip at level 1 for every client that accepts it, browsers that also offer brotli included:
 * a streamed page is compressed as it is rendered, on every request, and level 1 keeps most of
 * the size win for a fraction of the CPU. Other responses (JSON, files) keep `compression`'s
 * choice. React flushes the zlib stream after each batch it writes, so nothing is held back;
 * each batch reaches zlib (or the response) as one write (`BatchedDestination`).
 */
import {promisify} from 'node:util'
import zlib from 'node:zlib'
import type {Request, Response} from 'express'

/** zlib settings for pages (also read by bench/baseline.mjs, so that both sides match). */
export const PAGE_GZIP: Readonly<zlib.ZlibOptions> = Object.freeze({level: 1, memLevel: 8})

/**
 * Where React should write the page: a gzip stream piped into `res` when the client accepts
 * gzip, else `res` itself, each behind a `BatchedDestination`. Adds `Vary: Accept-Encoding`
 * either way. Call once, before the first byte; the gzip stream is destroyed with the response.
 */
export function pageDestination(req: Request, res: Response): NodeJS.WritableStream {
  res.vary('Accept-Encoding')
  if (!acceptsGzip(req.headers['accept-encoding'])) return new BatchedDestination(res) as unknown as NodeJS.WritableStream
  res.set('Content-Encoding', 'gzip')
  const gzip = zlib.createGzip(PAGE_GZIP)
  gzip.pipe(res)
  res.once('close', () => gzip.destroy())
  return new BatchedDestination(gzip) as unknown as NodeJS.WritableStream
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

/** What a `BatchedDestination` writes to: a response, or a zlib stream (which has `flush()`). */
export type BatchTarget = NodeJS.WritableStream & {writableNeedDrain: boolean; flush?: () => void; destroy(error?: Error): void}

/**
 * React's writes between two of its flushes, passed on as one write.
 *
 * React writes a page in pieces of at most 4 KB, and each long string on its own: dozens of
 * writes for a chat. Into a zlib stream each write is a trip to libuv's thread pool, so
 * batching them saves CPU on every gzipped page (bench/README.md, "Measures kept").
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
  constructor(private readonly target: BatchTarget) {}

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
      this.target.flush?.()
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

/**
 * Whether an `Accept-Encoding` value accepts gzip: `gzip` (or `x-gzip`, or `*`) with a quality
 * above 0 (RFC 9110 §12.5.3). Exported for tests.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let star: boolean | null = null
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';')
    const coding = name.trim().toLowerCase()
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined)
    const accepted = q === undefined || Number(q) > 0
    if (coding !== '*') return accepted
    star = accepted
  }
  return star === true
}
