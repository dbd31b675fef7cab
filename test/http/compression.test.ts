/**
 * `compressResponses` (server/framework/steps/compression.ts): compression wraps only the responses that need it (files,
 * data files, the API). Pages gzip themselves and are never wrapped.
 */
import http, {type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {haleApp} from '../support/hale-app'

interface Seen {
  path: string
  status: number
  vary: string | undefined
  encoding: string | undefined
  /** The response's own `writeHead`, `write` and `end`: what was put on it instead of its prototype's. */
  own: {writeHead: unknown; write: unknown; end: unknown}
}

async function responsesTo(paths: string[], headers: Record<string, string> = {}): Promise<Seen[]> {
  const {app} = haleApp()
  const seen: Seen[] = []
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => seen.push({
      path: req.url!, status: res.statusCode,
      vary: res.getHeader('vary') as string | undefined, encoding: res.getHeader('content-encoding') as string | undefined,
      own: {
        writeHead: Object.hasOwn(res, 'writeHead') ? res.writeHead : null,
        write: Object.hasOwn(res, 'write') ? res.write : null,
        end: Object.hasOwn(res, 'end') ? res.end : null,
      },
    }))
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

const PAGES = ['/', '/topics/heart', '/es/help', '/nowhere'] // the last is the 404 page

describe('compressResponses', () => {
  it('without Accept-Encoding: API answers, found or not, still say Vary: Accept-Encoding', async () => {
    const seen = await responsesTo(['/api/health', '/api/health', '/api/nowhere'])
    expect(seen.map(({status}) => status)).toEqual([200, 200, 404])
    for (const {vary, encoding} of seen) {
      expect(String(vary)).toMatch(/Accept-Encoding/)
      expect(encoding).toBeUndefined()
    }
  })

  it('with Accept-Encoding: API answers go through compression (its own write and end)', async () => {
    const [seen] = await responsesTo(['/api/health'], {'accept-encoding': 'gzip'})
    expect(String(seen!.vary)).toMatch(/Accept-Encoding/)
    expect(seen!.own.write).toEqual(expect.any(Function))
    expect(seen!.own.end).toEqual(expect.any(Function))
  })

  it('compresses static files and data files for a client that accepts gzip, and only then', async () => {
    const {manifest} = haleApp().bundle
    const paths = [`/_app/static/${manifest.entry.js[0]}`, `/_app/data/${manifest.buildId}/en/topics/heart.json`]
    const gzipped = await responsesTo(paths, {'accept-encoding': 'gzip'})
    const plain = await responsesTo(paths)
    expect([...gzipped, ...plain].map(({status}) => status)).toEqual([200, 200, 200, 200])
    for (const response of gzipped) expect(response.encoding).toBe('gzip')
    for (const response of plain) {
      expect(response.encoding).toBeUndefined()
      expect(String(response.vary)).toMatch(/Accept-Encoding/)
    }
  })

  it.each<[Record<string, string>]>([[{}], [{'accept-encoding': 'gzip'}]])('pages and error pages are never wrapped, and still say Vary (%j)', async (headers) => {
    const seen = await responsesTo(PAGES, headers)
    expect(seen.map(({status}) => status)).toEqual([200, 200, 200, 404])
    for (const page of seen) {
      expect(page.own).toEqual({writeHead: null, write: null, end: null})
      expect(String(page.vary)).toMatch(/Accept-Encoding/)
      expect(page.encoding).toBe(headers['accept-encoding'] ? 'gzip' : undefined)
    }
  })
})
