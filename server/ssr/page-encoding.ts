/**
 * Pages are gzipped here rather than by the `compression` middleware: React's stream is piped
 * straight into one zlib stream, and that into the response. `compression` never wraps a page
 * (`compressResponses` in server/app.ts applies it to files, data files and the API only).
 * Through `compression` the same level cost about a quarter of the page's throughput (bench
 * "with gzip"); this is what the bare baseline does.
 *
 * gzip at level 1 for every client that accepts it, browsers that also offer brotli included:
 * a streamed page is compressed as it is rendered, on every request, and level 1 keeps most of
 * the size win for a fraction of the CPU. Other responses (JSON, files) keep `compression`'s
 * choice. React flushes the zlib stream after each batch it writes, so nothing is held back.
 */
import zlib from 'node:zlib'
import type {Request, Response} from 'express'

/** zlib settings for pages (also read by bench/baseline.mjs, so that both sides match). */
export const PAGE_GZIP: Readonly<zlib.ZlibOptions> = Object.freeze({level: 1, memLevel: 8})

/**
 * Where React should write the page: a gzip stream piped into `res` when the client accepts
 * gzip, else `res` itself. Adds `Vary: Accept-Encoding` either way. Call once, before the first
 * byte; the gzip stream is destroyed with the response.
 */
export function pageDestination(req: Request, res: Response): NodeJS.WritableStream {
  res.vary('Accept-Encoding')
  if (!acceptsGzip(req.headers['accept-encoding'])) return res
  res.set('Content-Encoding', 'gzip')
  const gzip = zlib.createGzip(PAGE_GZIP)
  gzip.pipe(res)
  res.once('close', () => gzip.destroy())
  return gzip
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
