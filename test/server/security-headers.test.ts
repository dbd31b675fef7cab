/**
 * The Content-Security-Policy written once at start (plus the nonce per request) is exactly what
 * helmet's per-request builder writes for SECURITY.md's directives.
 */
import helmet from 'helmet'
import {contentSecurityPolicy, HCAPTCHA_HOSTS} from '../../server/middleware/security-headers'

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
