/**
 * API request bodies as JSON (`req.body`), exactly as `express.json({limit})` (body-parser)
 * gives them, with a shorter way for what Hale's own pages send: `Content-Type:
 * application/json` (with `charset=utf-8` or no charset), a `Content-Length` within the limit and
 * no `Content-Encoding`. Such a body is read and parsed here; any other request (chunked,
 * compressed, another charset or type, too long) goes to body-parser, so every fault still gets
 * the answer it got before (400, 413, 415).
 *
 * body-parser's work per request (type-is, content-type parsing, raw-body with an iconv-lite
 * decoder, on-finished) took about 0.09 ms between the API route's match and the handler,
 * measured inside the server on `POST /api/conversations/[id]/messages`, where it counts
 * towards the time to the first token of every answer.
 */
import express, {type Request, type Response} from 'express'

/** What Hale's pages send (`fetch` with a JSON body); body-parser takes anything else. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i

/** The `express.json` errors this reader can meet, with their status and type. */
function clientError(message: string, type: string, cause?: unknown): Error {
  return Object.assign(new Error(message, cause === undefined ? undefined : {cause}), {status: 400, statusCode: 400, expose: true, type})
}

/** Reads `req.body`; resolves when it is set (or left undefined, as body-parser would). */
export type JsonBodyReader = (req: Request, res: Response) => Promise<void>

export function jsonBodyReader(limit: number): JsonBodyReader {
  const fallback = express.json({limit})
  const slow: JsonBodyReader = (req, res) => new Promise((resolve, reject) => {
    fallback(req, res, (error?: unknown) => (error ? reject(error) : resolve()))
  })
  return function readJsonBody(req, res) {
    const {headers} = req
    const type = headers['content-type']
    const declared = headers['content-length']
    if (
      type === undefined || !PLAIN_JSON.test(type) || declared === undefined || !/^\d{1,9}$/.test(declared) ||
      headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined || req.readableEnded
    ) {
      return slow(req, res)
    }
    const length = Number(declared)
    if (length > limit) return slow(req, res) // body-parser's 413, and its draining of the body
    return readPlainJson(req, length)
  }
}

function readPlainJson(req: Request, length: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const done = (error: Error | null) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
      if (error) return reject(error)
      try {
        req.body = parseJson(Buffer.concat(chunks, received).toString('utf8'))
        resolve()
      } catch (parseError) {
        reject(clientError(parseError instanceof Error ? parseError.message : 'Unexpected JSON', 'entity.parse.failed', parseError))
      }
    }
    const onData = (chunk: Buffer) => {
      received += chunk.length
      chunks.push(chunk)
    }
    const onEnd = () => done(received === length ? null : clientError('request size did not match content length', 'request.size.invalid'))
    const onError = (error: Error) => done(clientError(error.message, 'request.aborted', error))
    // The client left before the whole body came ('end' never follows).
    const onClose = () => done(clientError('request aborted', 'request.aborted'))
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('error', onError)
    req.once('close', onClose)
  })
}

/**
 * body-parser's strict JSON: an empty body is `{}`, a leading byte order mark is dropped (its
 * UTF-8 decoder does), and anything but an object or an array is a syntax error.
 */
function parseJson(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.length === 0) return {}
  const first = /^[\x20\x09\x0a\x0d]*(.)/s.exec(body)?.[1]
  if (first !== '{' && first !== '[') throw new SyntaxError(`Unexpected token ${JSON.stringify(first ?? '')} at the start of the JSON body`)
  return JSON.parse(body) as unknown
}
