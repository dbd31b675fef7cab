/**
 * Hale's 400, 404 and 405 pages as stored bytes (docs/routing.md "Error pages"): rendered once per
 * status and locale, then the same bytes for every path, identity or gzip, with the policy
 * without a nonce; each locale in its own words.
 */
import {request as httpRequest, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {gunzipSync} from 'node:zlib'
import {createElement, type ReactNode} from 'react'
import request from 'supertest'
import {createApp} from '../../server/framework/app'
import {haleApp} from '../support/hale-app'

interface Answer { status: number; headers: IncomingHttpHeaders; bytes: Buffer; text: string }

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const h2 = (html: string) => /<h2>([^<]*)<\/h2>/.exec(html)?.[1]
const bootOf = (html: string) => JSON.parse(/<script type="application\/json" id="__APP_DATA__">([^<]*)<\/script>/.exec(html)![1]!)
const scriptSrc = (csp: unknown) => /(?:^|;)script-src ([^;]*)/.exec(String(csp))?.[1]
const HCAPTCHA_SOURCES = 'https://hcaptcha.com https://*.hcaptcha.com'

describe('the stored error pages', () => {
  const {config, bundle, log} = haleApp()
  // Hale's own shell, counting how often a document is rendered.
  let shellRenders = 0
  const HaleShell = bundle.modules.Shell!
  function CountingShell({children}: {children: ReactNode}) {
    shellRenders++
    return createElement(HaleShell, null, children)
  }
  const app = createApp(config, {bundle: {...bundle, modules: {...bundle.modules, Shell: CountingShell}}, log})
  let server: Server
  let origin = ''

  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  /** One request, the body as sent (not decompressed). */
  function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, {method, headers, agent: false}, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({status: res.statusCode ?? 0, headers: res.headers, bytes, text: bytes.toString('utf8')})
        })
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('renders each page once per locale, however many paths and requests ask for it', async () => {
    const before = shellRenders
    const answers = await Promise.all([
      send('GET', '/nope'), send('GET', '/topics/nope?x=1'), send('GET', '/help/a/b/c'), send('GET', '/nope', {'accept-encoding': 'gzip'}),
      send('GET', '/fr/nope'), send('GET', '/fr/topics/nope'), send('GET', '/es/es/help'),
      send('POST', '/help'), send('DELETE', '/topics/heart'), send('POST', '/fr/help'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 405, 405, 405])
    // 404 in en, fr, es; 405 in en, fr.
    expect(shellRenders - before).toBe(5)
    await Promise.all([send('GET', '/still-nope'), send('GET', '/fr/still-nope'), send('PUT', '/help')])
    expect(shellRenders - before).toBe(5)
  })

  it('sends byte-identical bodies for different paths and queries, which they do not name', async () => {
    const [a, b, c] = await Promise.all([send('GET', '/nope'), send('GET', '/never-written-path?never-written-query=1'), send('GET', '/topics/never-written/deeper')])
    expect(b.bytes.equals(a.bytes)).toBe(true)
    expect(c.bytes.equals(a.bytes)).toBe(true)
    expect(b.text).not.toContain('never-written')
    expect(bootOf(a.text).route).toMatchObject({asPath: null, query: {}, id: null, page: null, locale: 'en'})
  })

  it('sends the same document gzipped to a client that accepts gzip, with the same headers otherwise', async () => {
    const [plain, gzipped, again] = await Promise.all([
      send('GET', '/nope'), send('GET', '/nope', {'accept-encoding': 'gzip, deflate'}), send('GET', '/other', {'accept-encoding': 'gzip'}),
    ])
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.bytes).equals(plain.bytes)).toBe(true)
    expect(again.bytes.equals(gzipped.bytes)).toBe(true)
    for (const answer of [plain, gzipped]) {
      expect(answer.headers['content-length']).toBe(String(answer.bytes.length))
      expect(answer.headers.vary).toBe('Accept-Encoding')
    }
    // Each answer has its own request id.
    const {date: _a, 'content-encoding': _b, 'content-length': _c, 'x-request-id': _g, ...plainHeaders} = plain.headers
    const {date: _d, 'content-encoding': _e, 'content-length': _f, 'x-request-id': _h, ...gzippedHeaders} = gzipped.headers
    expect(gzippedHeaders).toEqual(plainHeaders)
    expect(_g).not.toEqual(_h)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const [get, head] = await Promise.all([send('GET', '/nope'), send('HEAD', '/nope')])
    const {date: _a, 'x-request-id': _c, ...getHeaders} = get.headers
    const {date: _b, 'x-request-id': _d, ...headHeaders} = head.headers
    expect(head.status).toBe(404)
    expect(_d).toMatch(/^[0-9a-f-]{36}$/)
    expect(headHeaders).toEqual(getHeaders)
    expect(head.bytes.length).toBe(0)
  })

  it.each([
    ['/nope', 'en', '404: This page could not be found', 'This page could not be found.'],
    ['/es/nope', 'es', '404: No se encontró esta página', 'No se encontró esta página.'],
    ['/fr/nope', 'fr', '404: Cette page est introuvable', 'Cette page est introuvable.'],
    ['/de/nope', 'de', '404: Diese Seite wurde nicht gefunden', 'Diese Seite wurde nicht gefunden.'],
  ])('GET %s is the 404 page in %s, in its own words', async (path, locale, pageTitle, heading) => {
    const answer = await send('GET', path)
    expect(answer.status).toBe(404)
    expect(answer.text).toContain(`<html lang="${locale}"`)
    expect(title(answer.text)).toBe(pageTitle)
    expect(h2(answer.text)).toBe(heading)
  })

  it('has the status, type, caching and security headers of an error page, with the policy without a nonce', async () => {
    const [notFound, badRequest, notAllowed, page] = await Promise.all([
      send('GET', '/nope'), send('GET', '/chat/%E0%A4%A'), send('POST', '/help'), send('GET', '/help'),
    ])
    expect([notFound.status, badRequest.status, notAllowed.status]).toEqual([404, 400, 405])
    expect(title(badRequest.text)).toBe('400: Bad Request')
    expect(notAllowed.headers.allow).toBe('GET, HEAD')
    for (const answer of [notFound, badRequest, notAllowed]) {
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
      const csp = String(answer.headers['content-security-policy'])
      expect(scriptSrc(csp)).toBe(`'self' ${HCAPTCHA_SOURCES}`)
      // Everything but script-src as on a page.
      expect(csp.replace(/script-src [^;]*/, '')).toBe(String(page.headers['content-security-policy']).replace(/script-src [^;]*/, ''))
      expect(answer.text).not.toMatch(/nonce/)
    }
    expect(scriptSrc(page.headers['content-security-policy'])).toMatch(new RegExp(`^'nonce-[^']+' 'strict-dynamic' ${HCAPTCHA_SOURCES.replace(/[.*]/g, '\\$&')}$`))
  })

  it('offers each language’s home page in the language switcher (the document names no path)', async () => {
    const answer = await send('GET', '/fr/topics/nope?x=1')
    const links = [...answer.text.matchAll(/<a [^>]*hrefLang="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => [m[1], m[2]])
    expect(links).toEqual([['en', '/'], ['es', '/es'], ['fr', '/fr'], ['de', '/de']])
  })

  it('logged no errors', () => {
    expect(log.lines.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([])
  })
})

describe('an error page that cannot be stored', () => {
  const {config, bundle} = haleApp()
  const withShell = (Shell: (props: {children: ReactNode}) => ReactNode) => {
    const {log} = haleApp()
    return {log, app: createApp(config, {bundle: {...bundle, modules: {...bundle.modules, Shell}}, log})}
  }

  it('is rendered for each request, with its nonce, when the shell writes an inline script', async () => {
    const {app, log} = withShell(({children}) => createElement('div', null, createElement('script', null, 'window.x = 1'), children))
    const [a, b] = await Promise.all([request(app).get('/nope'), request(app).get('/nope')])
    for (const answer of [a, b]) {
      expect(answer.status).toBe(404)
      expect(scriptSrc(answer.headers['content-security-policy'])).toMatch(/^'nonce-[^']+' 'strict-dynamic'/)
      expect(answer.text).toContain(`nonce="${/'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]}"`)
    }
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual(['The error page holds an inline script: it is rendered for each request'])
  })

  it('is rendered again, not stored, after a render that failed', async () => {
    let failures = 1
    const {app, log} = withShell(({children}) => {
      if (failures-- > 0) throw new Error('a passing fault')
      return createElement('div', null, children)
    })
    const first = await request(app).get('/nope')
    expect(first.status).toBe(404) // the request's own render, after the stored one failed
    expect(title(first.text)).toBe('404: This page could not be found')
    const [second, third] = await Promise.all([request(app).get('/nope'), request(app).get('/nope')])
    expect(scriptSrc(second.headers['content-security-policy'])).toBe(`'self' ${HCAPTCHA_SOURCES}`)
    expect(third.text).toBe(second.text)
    expect(log.lines.filter((line) => line.level === 'error').length).toBeGreaterThan(0)
  })
})

