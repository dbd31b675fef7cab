/**
 * Responses to requests without `Accept-Encoding` get compression's `Vary` through one shared
 * `writeHead`, not a new closure per response (V8 kept recompiling around a new one each time
 * and kept earlier responses alive: server/app.ts, `compressResponses`).
 */
import http, {type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {haleApp} from '../support/hale-app'

async function writeHeadsOf(paths: string[], headers: Record<string, string> = {}): Promise<Array<{vary: string | undefined; writeHead: unknown}>> {
  const {app} = haleApp()
  const seen: Array<{vary: string | undefined; writeHead: unknown}> = []
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => seen.push({vary: res.getHeader('vary') as string | undefined, writeHead: Object.hasOwn(res, 'writeHead') ? res.writeHead : null}))
    app(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const {port} = server.address() as AddressInfo
    for (const path of paths) {
      await new Promise<void>((resolve, reject) => {
        // node:http sends no Accept-Encoding unless told to (fetch always does).
        http.get({host: '127.0.0.1', port, path, headers}, (res) => res.resume().on('end', resolve)).on('error', reject)
      })
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
  return seen
}

describe('compressResponses without Accept-Encoding', () => {
  it('sets Vary: Accept-Encoding with the same writeHead on every response', async () => {
    const seen = await writeHeadsOf(['/', '/api/health', '/topics/heart', '/api/health'])
    expect(seen).toHaveLength(4)
    for (const {vary} of seen) expect(String(vary)).toMatch(/Accept-Encoding/)
    const functions = new Set(seen.map(({writeHead}) => writeHead))
    expect(functions.size).toBe(1)
    expect(typeof [...functions][0]).toBe('function')
  })

  it('leaves writeHead alone when the request accepts an encoding (compression handles it)', async () => {
    const seen = await writeHeadsOf(['/api/health'], {'accept-encoding': 'gzip'})
    expect(seen).toHaveLength(1)
    expect(String(seen[0]!.vary)).toMatch(/Accept-Encoding/)
  })
})
