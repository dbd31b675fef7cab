/**
 * Rendering streams: browsers get the shell first, crawlers the complete document, a render
 * that takes too long is aborted, and a client that leaves aborts its render.
 */
import http from 'node:http'
import path from 'node:path'
import {constants, createBrotliDecompress, createGunzip} from 'node:zlib'
import {buildApp, removeBuild, ROOT, startServer, type RunningServer} from '../support/built-server'

interface Received { status: number; headers: http.IncomingHttpHeaders; chunks: string[]; ended: boolean }

/** GET `target`; a gzip or Brotli body is decoded as it arrives (each chunk as soon as it can be). */
function get(server: RunningServer, target: string, userAgent: string, headers: http.OutgoingHttpHeaders = {}): Promise<Received> {
  return new Promise((resolve, reject) => {
    const request = http.get({host: '127.0.0.1', port: server.port, path: target, headers: {'user-agent': userAgent, ...headers}}, (response) => {
      const received: Received = {status: response.statusCode ?? 0, headers: response.headers, chunks: [], ended: false}
      const coding = response.headers['content-encoding']
      const body = coding === 'gzip' ? response.pipe(createGunzip({flush: constants.Z_SYNC_FLUSH}))
        : coding === 'br' ? response.pipe(createBrotliDecompress({flush: constants.BROTLI_OPERATION_FLUSH}))
          : response
      body.setEncoding('utf8')
      body.on('data', (chunk: string) => received.chunks.push(chunk))
      body.on('end', () => resolve({...received, ended: true}))
      body.on('error', reject)
    })
    request.on('error', reject)
  })
}

async function waitForOutput(server: RunningServer, text: string): Promise<void> {
  for (let i = 0; i < 100 && !server.output().includes(text); i++) await new Promise((r) => setTimeout(r, 50))
  expect(server.output()).toContain(text)
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('streaming', () => {
  let out: string
  let server: RunningServer
  let impatient: RunningServer

  beforeAll(async () => {
    out = buildApp(path.join(ROOT, 'test/fixtures/streaming'))
    ;[server, impatient] = await Promise.all([startServer(out), startServer(out, {RENDER_TIMEOUT_MS: '300'})])
  })
  afterAll(async () => {
    await Promise.all([server?.stop(), impatient?.stop()])
    removeBuild(out)
  })

  it('sends a browser the shell with the fallback first, then the content in the same response', async () => {
    const response = await get(server, '/?delay=400', BROWSER)
    expect(response.status).toBe(200)
    expect(response.headers['transfer-encoding']).toBe('chunked')
    expect(response.chunks.length).toBeGreaterThan(1)
    expect(response.chunks[0]).toContain('<h1>Streaming</h1>')
    expect(response.chunks[0]).toContain('id="fallback"')
    expect(response.chunks[0]).not.toContain('slow content')
    expect(response.chunks.join('')).toContain('slow content after 400 ms')
  })

  it.each([['gzip', 'gzip'], ['gzip, deflate, br, zstd', 'br'], ['br;q=0.5, gzip', 'gzip']])('with Accept-Encoding: %s the shell, compressed with %s, is not held back until the content is ready', async (acceptEncoding, coding) => {
    const response = await get(server, '/?delay=400', BROWSER, {'accept-encoding': acceptEncoding})
    expect(response.headers['content-encoding']).toBe(coding)
    expect(response.chunks.length).toBeGreaterThan(1)
    expect(response.chunks[0]).toContain('<h1>Streaming</h1>')
    expect(response.chunks[0]).toContain('id="fallback"')
    expect(response.chunks[0]).not.toContain('slow content')
    expect(response.chunks.join('')).toContain('slow content after 400 ms')
    expect(response.chunks.join('').endsWith('</html>')).toBe(true)
  })

  it('sends a crawler the complete document, without the fallback', async () => {
    const response = await get(server, '/?delay=200', CRAWLER)
    const html = response.chunks.join('')
    expect(response.status).toBe(200)
    expect(html).toContain('<p id="slow">slow content after 200 ms</p>')
    expect(html).not.toContain('id="fallback"')
  })

  it('aborts a render that takes longer than RENDER_TIMEOUT_MS and ends the response cleanly', async () => {
    const response = await get(impatient, '/?delay=-1', BROWSER)
    expect(response.ended).toBe(true)
    expect(response.status).toBe(200)
    const html = response.chunks.join('')
    expect(html).toContain('id="fallback"')
    expect(html).toContain('</html>')
    await waitForOutput(impatient, 'took longer than 300 ms')
  })

  it('aborts a crawler’s render on the timeout too, still answering', async () => {
    const response = await get(impatient, '/?delay=-1', CRAWLER)
    expect(response.ended).toBe(true)
    expect(response.chunks.join('')).toContain('<h1>Streaming</h1>')
  })

  it('aborts the render when the client leaves', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get({host: '127.0.0.1', port: server.port, path: '/?delay=-1', headers: {'user-agent': BROWSER}}, (response) => {
        response.once('data', () => {
          request.destroy()
          resolve()
        })
      })
      request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)))
    })
    await waitForOutput(server, 'The client left before the page was complete')
  })
})
