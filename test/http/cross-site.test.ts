/** State-changing requests from another site are refused (docs/security.md "Cross-site requests"). */
import request from 'supertest'
import {translate} from '../../src/framework/i18n/translate'
import {isCrossSite} from '../../server/framework/steps/refuse-cross-site'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'
import {startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'
import {verificationEnv} from './verification-support'

describe('isCrossSite', () => {
  const ours = 'https://hale.test'
  it.each([
    // [method, Origin, Sec-Fetch-Site, Host, PUBLIC_ORIGIN, refused]
    ['POST', undefined, undefined, 'hale.test', ours, false],
    ['POST', 'https://hale.test', 'same-origin', 'hale.test', ours, false],
    ['POST', 'https://hale.test', undefined, 'anything', ours, false],
    ['POST', 'https://evil.example', undefined, 'hale.test', ours, true],
    ['POST', 'http://hale.test', undefined, 'hale.test', ours, true], // another scheme is another origin
    ['POST', 'https://hale.test:8443', undefined, 'hale.test', ours, true],
    ['POST', 'https://sub.hale.test', 'same-site', 'hale.test', ours, true],
    ['POST', undefined, 'cross-site', 'hale.test', ours, true],
    ['POST', undefined, 'same-site', 'hale.test', ours, true],
    ['POST', undefined, 'none', 'hale.test', ours, false],
    ['POST', 'null', undefined, 'hale.test', ours, true],
    ['PUT', 'https://evil.example', undefined, 'hale.test', ours, true],
    ['PATCH', 'https://evil.example', undefined, 'hale.test', ours, true],
    ['DELETE', undefined, 'cross-site', 'hale.test', ours, true],
    ['GET', 'https://evil.example', 'cross-site', 'hale.test', ours, false],
    ['HEAD', 'https://evil.example', 'cross-site', 'hale.test', ours, false],
    // Without PUBLIC_ORIGIN (development): the Origin must name the Host the browser sent it to.
    ['POST', 'http://127.0.0.1:3000', 'same-origin', '127.0.0.1:3000', undefined, false],
    ['POST', 'http://localhost', undefined, 'localhost:80', undefined, false],
    ['POST', 'http://127.0.0.1:3001', undefined, '127.0.0.1:3000', undefined, true],
    ['POST', 'http://evil.example', undefined, '127.0.0.1:3000', undefined, true],
    ['POST', 'null', undefined, '127.0.0.1:3000', undefined, true],
    ['POST', 'file://', undefined, '127.0.0.1:3000', undefined, true],
    ['POST', 'http://127.0.0.1:3000', undefined, undefined, undefined, true],
  ])('%s Origin %s, Sec-Fetch-Site %s, Host %s, public origin %s → refused: %s', (method, origin, secFetchSite, host, publicOrigin, refused) => {
    expect(isCrossSite({method, origin, secFetchSite, host}, publicOrigin)).toBe(refused)
  })
})

describe('the pipeline', () => {
  let stub: FakeSiteverify
  let hale: HaleTestApp
  beforeAll(async () => {
    stub = await startFakeSiteverify()
    hale = haleServicesApp(verificationEnv(stub.url))
  })
  afterAll(async () => {
    await Promise.all([stub.close(), hale.close()])
  })

  it('refuses POST /api/session from another origin with a JSON 403, without calling hCaptcha', async () => {
    const res = await request(hale.app).post('/api/session').set('Origin', 'https://evil.example').send({token: 'abc'}).expect(403)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.body).toEqual({error: {code: 'cross_site_request', message: 'This request came from another website and was refused.'}})
    expect(stub.requests).toEqual([])
  })

  it('refuses a state-changing call with Sec-Fetch-Site: cross-site even with a verified session', async () => {
    const {cookie} = await hale.verifiedSession()
    const res = await request(hale.app).post('/api/conversations').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').set('Accept-Language', 'fr').send({}).expect(403)
    expect(res.body.error).toEqual({code: 'cross_site_request', message: 'Cette demande provenait d’un autre site web et a été refusée.'})
    expect(await hale.storage.conversations.list(cookie.split('=')[1]!)).toEqual([])
  })

  it('lets the same origin through', async () => {
    const {cookie} = await hale.verifiedSession()
    await request(hale.app).post('/api/conversations').set('Cookie', cookie).set('Origin', 'https://hale.test').set('Sec-Fetch-Site', 'same-origin').send({}).expect(201)
  })

  it('refuses a cross-site POST to a page too, with the 403 page in the page’s language', async () => {
    const res = await request(hale.app).post('/help/privacy').set('Origin', 'https://evil.example').expect(403).expect('content-type', /html/)
    expect(res.text).toContain(`<title>403: ${translate('en', 'error.403')}`)
    const french = await request(hale.app).post('/fr/help/privacy').set('Origin', 'https://evil.example').expect(403)
    expect(french.text).toContain('<html lang="fr"')
    expect(french.text).toContain(translate('fr', 'error.403'))
    expect(french.text).not.toContain(translate('fr', 'error.500'))
  })

  it('lets cross-site GETs through (links from other sites work)', async () => {
    await request(hale.app).get('/').set('Sec-Fetch-Site', 'cross-site').expect(200)
    await request(hale.app).get('/api/health').set('Origin', 'https://evil.example').expect(200)
  })

  it('answers no CORS headers to another origin', async () => {
    const res = await request(hale.app).options('/api/session').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST')
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })
})
