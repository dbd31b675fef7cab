/**
 * The Content-Security-Policy written once at start (plus the nonce per request) is exactly what
 * helmet's per-request builder writes for the directives of docs/security.md "Security headers".
 */
import express from 'express'
import helmet from 'helmet'
import request from 'supertest'
import {contentSecurityPolicy, HCAPTCHA_HOSTS, recordHeaders, securityHeaders} from './security-headers'

function helmetPerRequest(nonce: string): string {
  let value = ''
  const res = {locals: {cspNonce: nonce}, setHeader: (_name: string, header: string) => (value = header)}
  helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': [(_req, r) => `'nonce-${(r as unknown as typeof res).locals.cspNonce}'`, "'strict-dynamic'", ...HCAPTCHA_HOSTS],
      'style-src': ["'self'", ...HCAPTCHA_HOSTS],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ...HCAPTCHA_HOSTS],
      'frame-src': [...HCAPTCHA_HOSTS],
      'media-src': ["'self'", 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  })({} as never, res as never, (error?: unknown) => {
    if (error) throw error
  })
  return value
}

describe('contentSecurityPolicy', () => {
  it.each(['AAAAAAAAAAAAAAAAAAAAAA==', 'nUtGZIa/mmp+WSYqY8rWpg=='])('with the nonce %s is what helmet builds per request', (nonce) => {
    const {before, after} = contentSecurityPolicy()
    const expected = helmetPerRequest(nonce)
    expect(expected).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic' https://hcaptcha.com https://*.hcaptcha.com;`)
    expect(before + nonce + after).toBe(expected)
  })
})

describe('securityHeaders', () => {
  const helmetOptions = {contentSecurityPolicy: false, referrerPolicy: {policy: 'same-origin' as const}}

  /** The headers of a real Express response (X-Powered-By left on, so that removing it shows). */
  async function headersOf(middleware: express.RequestHandler): Promise<Record<string, unknown>> {
    const app = express()
    app.use(middleware)
    app.get('/', (_req, res) => { res.send('ok') })
    const {headers} = await request(app).get('/').expect(200)
    const {date: _date, etag: _etag, 'content-length': _length, ...rest} = headers
    return rest
  }

  it("sets what helmet sets on every response, and the policy with a fresh nonce", async () => {
    const ours = await headersOf(securityHeaders())
    const helmets = await headersOf(helmet(helmetOptions))
    const {'content-security-policy': policy, ...others} = ours
    expect(others).toEqual(helmets)
    expect(helmets).not.toHaveProperty('x-powered-by')
    expect(Object.keys(helmets).length).toBeGreaterThan(8)
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/)
    expect((await headersOf(securityHeaders()))['content-security-policy']).not.toBe(policy)
  })

  it('recordHeaders refuses a middleware that does not finish at once, or fails', () => {
    expect(() => recordHeaders((_req, _res, next) => { setTimeout(next, 1) })).toThrow('Expected the header middleware to finish at once')
    expect(() => recordHeaders((_req, _res, next) => next(new Error('bad option')))).toThrow('bad option')
  })
})
