/** The API's compression: gzip, or Brotli with the pages' settings, and a small answer left as it is. */
import express from 'express'
import http from 'node:http'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {compressResponses} from './compression'

const big = {items: Array.from({length: 200}, (_, index) => ({index, text: `Message ${index} about sleep and water`}))}

function app() {
  const server = express()
  server.use(compressResponses())
  server.get('/big', (_req, res) => { res.json(big) })
  server.get('/small', (_req, res) => { res.json({ok: true}) })
  return server
}

/** The bytes as sent, taken from the socket before any decoding. */
function raw(path: string, acceptEncoding: string): Promise<{headers: Record<string, string | string[] | undefined>; body: Buffer}> {
  return new Promise((resolve, reject) => {
    const server = app().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number}
      http.get({host: '127.0.0.1', port, path, headers: {'accept-encoding': acceptEncoding}}, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => { server.close(); resolve({headers: res.headers, body: Buffer.concat(chunks)}) })
      }).on('error', reject)
    })
  })
}

describe('compressResponses', () => {
  it('sends Brotli to a client that prefers it, and it decodes to the JSON', async () => {
    const res = await raw('/big', 'gzip, deflate, br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual(big)
  })

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await raw('/big', 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(big)
  })

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await raw('/small', 'gzip, br')
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
