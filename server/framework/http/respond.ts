/** Small response helpers shared by the pipeline's steps. */
import type {Response} from 'express'

/** `Cache-Control` for anything private or dynamic (pages, data files, error pages, API answers). */
export const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * A redirect as docs/routing.md "Redirect answers" describes it: status, a relative `Location`, a short plain-text body
 * naming the destination, no caching headers.
 */
export function sendRedirect(res: Response, status: 307 | 308, location: string): void {
  const safe = safeLocation(location)
  res.status(status).set('Location', safe).type('text/plain; charset=utf-8').send(`Redirecting to ${safe}\n`)
}

/**
 * A Location header value that is a same-origin path: any byte outside printable ASCII is
 * percent-encoded, and a leading run of slashes or backslashes can never make it protocol-relative.
 */
export function safeLocation(location: string): string {
  let encoded = ''
  for (const char of location) {
    const code = char.charCodeAt(0)
    encoded += code > 0x20 && code < 0x7f && char !== '\\' ? char : encodeURIComponent(char === '\\' ? '\\' : char)
  }
  return encoded.replace(/^\/+/, '/')
}

/** Plain-text `Not Found` for broken assets (docs/routing.md "Broken assets"): no page is rendered for them. */
export function sendPlainNotFound(res: Response): void {
  res.status(404).set('Cache-Control', NO_STORE).type('text/plain; charset=utf-8').send('Not Found')
}

/** Read one cookie from the request's Cookie header; undefined when absent or undecodable. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(index + 1).trim().replace(/^"(.*)"$/, '$1'))
    } catch {
      return undefined
    }
  }
  return undefined
}
