/**
 * The security headers: helmet's own on every response, and a Content-Security-Policy with a
 * fresh nonce per request and the sources an app adds; the policy without a nonce of the pages
 * served as stored bytes.
 */
import express from 'express'
import helmet from 'helmet'
import request from 'supertest'
import {policyWithoutNonce, securityHeaders} from './security-headers'

/** The headers of a real Express response (X-Powered-By left on, so that removing it shows). */
async function headersOf(middleware: express.RequestHandler, path = '/'): Promise<Record<string, unknown>> {
  const app = express()
  app.use(middleware)
  app.get(path, (_req, res) => { res.send(`nonce: ${String(res.locals.cspNonce)}`) })
  const {headers} = await request(app).get(path).expect(200)
  const {date: _date, etag: _etag, 'content-length': _length, ...rest} = headers
  return rest
}

describe('securityHeaders', () => {
  it('sets what helmet sets on every response, and the policy with a fresh nonce', async () => {
    const ours = await headersOf(securityHeaders())
    const helmets = await headersOf(helmet({contentSecurityPolicy: false, referrerPolicy: {policy: 'same-origin'}}))
    const {'content-security-policy': policy, ...others} = ours
    expect(others).toEqual(helmets)
    expect(helmets).not.toHaveProperty('x-powered-by')
    expect(Object.keys(helmets).length).toBeGreaterThan(8)
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic';/)
    expect(policy).toContain("frame-src 'none';")
    expect((await headersOf(securityHeaders()))['content-security-policy']).not.toBe(policy)
  })

  it('adds the sources an app names to their directives, and nowhere else', async () => {
    const policy = String((await headersOf(securityHeaders({script: ['https://a.example'], frame: ['https://b.example'], connect: ['https://c.example']})))['content-security-policy'])
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/a\.example;/)
    expect(policy).toContain('frame-src https://b.example;')
    expect(policy).toContain("connect-src 'self' https://c.example;")
    expect(policy).toContain("style-src 'self';")
    expect(policy).toContain("img-src 'self' data: blob:;")
  })

  it('without a nonce: the same policy, with script-src the site and the app\'s script sources', async () => {
    const sources = {script: ['https://a.example'], style: ['https://s.example'], frame: ['https://b.example'], connect: ['https://c.example']}
    const withNonce = String((await headersOf(securityHeaders(sources)))['content-security-policy'])
    const expected = withNonce.replace(/script-src [^;]*/, "script-src 'self' https://a.example")
    expect(expected).not.toBe(withNonce)
    expect(policyWithoutNonce(sources)).toBe(expected)
    expect(policyWithoutNonce()).toBe(String((await headersOf(securityHeaders()))['content-security-policy']).replace(/script-src [^;]*/, "script-src 'self'"))
    expect(policyWithoutNonce(sources)).not.toMatch(/nonce|strict-dynamic/)
  })

  it.each([
    ['', '/_app/data/build/en.json'], ['', '/api/health'], ['', '/_app/static/entry-ABC.js'], ['/base', '/base/api/health'], ['/base', '/base/_app/data/b/en.json'],
  ])('base path %j, %s: the framework\'s own answer gets the policy without a nonce, and the other helmet headers', async (basePath, path) => {
    const sources = {script: ['https://a.example'], frame: ['https://b.example']}
    const ours = await headersOf(securityHeaders(sources, basePath), path)
    const {'content-security-policy': policy, ...others} = ours
    expect(policy).toBe(policyWithoutNonce(sources))
    expect(others).toEqual(await headersOf(helmet({contentSecurityPolicy: false, referrerPolicy: {policy: 'same-origin'}}), path))
  })

  it.each([
    ['', '/'], ['', '/chat/abc'], ['', '/apis'], ['/base', '/base/chat/abc'], ['/base', '/api/health'],
  ])('base path %j, %s: anything else may be a page, and gets a fresh nonce', async (basePath, path) => {
    const policy = String((await headersOf(securityHeaders({}, basePath), path))['content-security-policy'])
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic';/)
  })

  it('the nonce is drawn only for pages: none is set for a data file', async () => {
    const app = express()
    app.use(securityHeaders())
    app.get('/{*rest}', (_req, res) => { res.send(String(res.locals.cspNonce)) })
    expect((await request(app).get('/_app/data/b/en.json').expect(200)).text).toBe('undefined')
    expect((await request(app).get('/help').expect(200)).text).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
