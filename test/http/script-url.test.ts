/**
 * HCAPTCHA_SCRIPT_URL (tests only): the chat screens get it as the component's `scriptSource`,
 * and the CSP allows its origin where it allows hCaptcha's hosts. Without it, neither.
 */
import request from 'supertest'
import {haleServicesApp, type HaleTestApp} from '../support/hale-app'

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name)
  return found ? found.slice(1) : []
}

/** The chat settings embedded in the page's boot data. */
function verificationOf(html: string): unknown {
  const json = /<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
  const text = JSON.stringify(JSON.parse(json!.replace(/\\u003c/g, '<')))
  return JSON.parse(/"verification":(\{[^}]*\})/.exec(text)![1]!)
}

describe('HCAPTCHA_SCRIPT_URL', () => {
  const apps: HaleTestApp[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  it('is passed to the check and allowed by the CSP', async () => {
    const hale = haleServicesApp({HCAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4567/1/api.js'})
    apps.push(hale)
    const res = await request(hale.app).get('/').expect(200)
    const csp = String(res.headers['content-security-policy'])
    for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
      expect([name, directive(csp, name)]).toEqual([name, expect.arrayContaining(['https://*.hcaptcha.com', 'http://127.0.0.1:4567'])])
    }
    expect(verificationOf(res.text)).toEqual({enabled: true, sitekey: hale.config.hcaptcha.sitekey, size: 'normal', scriptSource: 'http://127.0.0.1:4567/1/api.js'})
  })

  it('is not there by default: hCaptcha’s CDN, and only hCaptcha’s hosts in the CSP', async () => {
    const hale = haleServicesApp()
    apps.push(hale)
    const res = await request(hale.app).get('/').expect(200)
    const csp = String(res.headers['content-security-policy'])
    expect(directive(csp, 'frame-src')).toEqual(['https://hcaptcha.com', 'https://*.hcaptcha.com'])
    expect(verificationOf(res.text)).toEqual(expect.objectContaining({scriptSource: null}))
    // A request cannot choose the script: neither the page's settings nor the CSP take it.
    const forged = await request(hale.app).get('/?scriptSource=https://evil.example/api.js&HCAPTCHA_SCRIPT_URL=https://evil.example/api.js')
      .set('X-Forwarded-Host', 'evil.example').expect(200)
    expect(verificationOf(forged.text)).toEqual(expect.objectContaining({scriptSource: null}))
    expect(String(forged.headers['content-security-policy'])).not.toContain('evil.example')
  })
})
