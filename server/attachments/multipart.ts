/**
 * Reading `multipart/form-data` uploads with busboy, every limit set (busboy has none by
 * default): file size, files, parts, fields, field size, header pairs, and a cap on the whole
 * body. Files are held in memory (at most `maxFiles × maxFileBytes`) until the request has
 * arrived whole; nothing is stored on the way, so an aborted upload leaves nothing behind.
 */
import busboy from 'busboy'
import type {Request} from 'express'

export interface UploadedFile {
  /** The name the browser gave (untrusted: only for display, after `safeFilename`). */
  filename: string
  bytes: Buffer
}

export interface UploadLimits {
  maxFileBytes: number
  maxFiles: number
}

export type MultipartErrorCode = 'file_too_large' | 'too_many_files' | 'too_many_parts' | 'bad_multipart' | 'aborted'

export class MultipartError extends Error {
  readonly code: MultipartErrorCode
  constructor(code: MultipartErrorCode, message: string) {
    super(message)
    this.name = 'MultipartError'
    this.code = code
  }
}

/** Room for the multipart boundaries and part headers, on top of the files themselves. */
const OVERHEAD = 64 * 1024

/** The files of the request's `file` fields. Rejects with a `MultipartError`. */
export function readUploads(req: Request, limits: UploadLimits): Promise<UploadedFile[]> {
  const maxBody = limits.maxFiles * limits.maxFileBytes + OVERHEAD
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBody) {
    return Promise.reject(new MultipartError('file_too_large', `The body is ${declared} bytes; at most ${maxBody} are read`))
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          // busboy marks a file of exactly `fileSize` bytes as cut: one more, and the size is checked here.
          fileSize: limits.maxFileBytes + 1, files: limits.maxFiles, parts: limits.maxFiles + 2,
          fields: 2, fieldSize: 1024, fieldNameSize: 64, headerPairs: 16,
        },
      })
    } catch (error) {
      reject(new MultipartError('bad_multipart', (error as Error).message))
      return
    }
    const files: UploadedFile[] = []
    let fields = 0
    const parts = new PartCounter(boundaryOf(req.headers['content-type']))
    let failure: MultipartError | null = null
    let received = 0
    const fail = (error: MultipartError) => {
      failure ??= error
    }
    const onData = (chunk: Buffer) => {
      received += chunk.length
      parts.push(chunk)
      // A body without Content-Length that keeps coming: stop reading it at all.
      if (received > maxBody) {
        fail(new MultipartError('file_too_large', `More than ${maxBody} bytes`))
        req.unpipe(parser)
        req.off('data', onData)
        finish()
      }
    }
    let done = false
    const finish = () => {
      if (done) return
      done = true
      req.off('close', onClose)
      // busboy skips a part whose Content-Disposition it cannot parse without a word: count them.
      if (!failure && parts.count !== files.length + fields) {
        fail(new MultipartError('bad_multipart', `${parts.count - files.length - fields} part(s) of the upload could not be read`))
      }
      if (failure) reject(failure)
      else resolve(files)
    }
    const onClose = () => {
      if (!req.complete) {
        fail(new MultipartError('aborted', 'The upload was aborted'))
        finish()
      }
    }

    parser.on('file', (field: string | undefined, stream, info) => {
      // A body that ends inside a file ("Unexpected end of form") errors here and on the parser.
      stream.on('error', (error: Error) => fail(new MultipartError('bad_multipart', error.message)))
      if (field !== 'file') {
        // busboy passes no name at all for `name=""` or a missing `name` parameter.
        fail(new MultipartError('bad_multipart', `Unexpected file field ${field === undefined ? '(none)' : JSON.stringify(field.slice(0, 80))}`))
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        if (failure) return
        size += chunk.length
        chunks.push(chunk)
      })
      stream.on('limit', () => {
        fail(new MultipartError('file_too_large', `A file is larger than ${limits.maxFileBytes} bytes`))
        chunks.length = 0
      })
      stream.on('end', () => {
        if (size > limits.maxFileBytes) fail(new MultipartError('file_too_large', `A file is larger than ${limits.maxFileBytes} bytes`))
        if (!failure && !stream.truncated) files.push({filename: info.filename ?? '', bytes: Buffer.concat(chunks, size)})
      })
    })
    parser.on('field', (name: string | undefined) => {
      fields += 1
      // busboy reads a part as a field when its file name cannot be parsed (a broken `filename*`):
      // a `file` part must be a file, and is never dropped in silence.
      if (name === 'file') fail(new MultipartError('bad_multipart', 'A file part has no file name that can be read'))
      // Other fields are tolerated (up to the limits) and ignored.
    })
    parser.on('filesLimit', () => fail(new MultipartError('too_many_files', `More than ${limits.maxFiles} files`)))
    parser.on('partsLimit', () => fail(new MultipartError('too_many_parts', 'Too many parts')))
    parser.on('fieldsLimit', () => fail(new MultipartError('too_many_parts', 'Too many fields')))
    parser.on('error', (error: Error) => {
      fail(new MultipartError('bad_multipart', error.message))
      req.unpipe(parser)
      finish()
    })
    parser.on('close', finish)
    req.on('data', onData)
    req.on('close', onClose)
    req.pipe(parser)
  })
}

/** The `boundary` parameter of a multipart Content-Type (busboy has checked there is one). */
function boundaryOf(contentType: string | undefined): string {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(contentType ?? '')
  return match?.[1] ?? match?.[2] ?? ''
}

/**
 * Counts the parts of a multipart body as it streams by: every delimiter line (`--boundary`
 * at the start of the body or after a line break) that is not the closing one (`--boundary--`).
 */
export class PartCounter {
  count = 0
  readonly #delimiter: Buffer
  /** The last bytes seen, so that a delimiter split across chunks is found; starts as a line break. */
  #tail: Buffer = Buffer.from('\r\n')
  #closed = false

  constructor(boundary: string) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
  }

  push(chunk: Buffer): void {
    if (this.#closed || this.#delimiter.length <= 4) return
    const data = Buffer.concat([this.#tail, chunk])
    // Two bytes after a delimiter tell a part from the end; a delimiter too near the end waits for the next chunk.
    const room = data.length - this.#delimiter.length - 2
    let from = 0
    let index: number
    while ((index = data.indexOf(this.#delimiter, from)) !== -1 && index <= room) {
      const after = index + this.#delimiter.length
      if (data[after] === 0x2d && data[after + 1] === 0x2d) {
        this.#closed = true
        return
      }
      this.count += 1
      from = after
    }
    this.#tail = data.subarray(Math.max(from, room + 1))
  }
}
