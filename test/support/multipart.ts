/**
 * A raw HTTP client for tests: multipart/form-data bodies built byte by byte (so that tests can
 * also send malformed ones) and requests whose answer is read whole, JSON or not.
 */
import {request as httpRequest} from 'node:http'

/** A file part, or a plain field when `filename` is absent. */
export interface Part { name?: string; filename?: string; type?: string; data: Buffer | string }

/** A multipart/form-data body: each part a `file` field (or `name`). */
export function multipart(parts: readonly Part[]): {body: Buffer; contentType: string} {
  const boundary = `----hale-test-${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(part.filename === undefined
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${part.filename.replace(/"/g, '%22')}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`))
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`}
}

export interface RawResponse { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; json: any }

export function rawRequest(origin: string, method: string, path: string, options: {cookie?: string; body?: Buffer; headers?: Record<string, string>} = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, {
      method,
      headers: {
        ...(options.body ? {'content-length': String(options.body.length)} : {}),
        ...(options.cookie ? {cookie: options.cookie} : {}),
        ...options.headers,
      },
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        let json: unknown = null
        try { json = JSON.parse(body.toString('utf8')) } catch { /* not JSON */ }
        resolve({status: res.statusCode ?? 0, headers: res.headers, body, json})
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(options.body)
  })
}
