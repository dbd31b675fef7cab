/**
 * State-changing requests from another origin are refused (SECURITY.md "Routing and headers"),
 * on top of the SameSite=Lax session cookie. Browsers say where a request comes from with
 * `Sec-Fetch-Site` (and `Origin`); a request without either is not a browser's cross-site
 * request (a browser always sends `Origin` with a POST), so it passes.
 */
import type {Request} from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** True when `req` changes state and a browser sent it from another origin (or site). */
export function isCrossOriginWrite(req: Request, publicOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(req.method)) return false
  const site = req.headers['sec-fetch-site']
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none'
  const origin = req.headers.origin
  if (origin === undefined) return false
  // The configured public origin, or (without one) the origin this request was addressed to.
  const own = publicOrigin ?? `${req.protocol}://${req.headers.host ?? ''}`
  return origin.toLowerCase() !== own.toLowerCase()
}
