import type {HaleApi} from '../../chat/api-helpers'
import {HttpError} from '../../errors'
import {currentSession, requireSession} from '../../sessions'

/** Types shown in the browser (re-encoded by Hale, so their bytes are what the type says). */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
/** The types Hale stores; anything else is never served (and cannot be stored). */
const SERVED_TYPES: Record<string, string> = {
  'image/jpeg': 'image/jpeg', 'image/png': 'image/png', 'image/webp': 'image/webp', 'application/pdf': 'application/pdf',
  'text/plain': 'text/plain; charset=utf-8', 'text/csv': 'text/csv; charset=utf-8',
}

/**
 * `GET /api/attachments/[id]`: the stored bytes, to the session that uploaded them only (404 for
 * anyone else). `nosniff`, never cached, a sandboxing CSP; images inline, everything else as a
 * download with a safe file name.
 */
export const GET: HaleApi = async ({req, res, params, services}) => {
  const session = await currentSession(req, services.storage)
  const found = session && typeof params.id === 'string' ? await services.storage.attachments.data(session.id, params.id) : null
  const type = found ? SERVED_TYPES[found.attachment.mime] : undefined
  if (!found || !type) throw new HttpError(404, 'This attachment does not exist.', {code: 'not_found'})
  const {attachment, data} = found
  res.status(200).set({
    'Content-Type': type,
    'Content-Length': String(data.length),
    'Content-Disposition': contentDisposition(INLINE_TYPES.has(attachment.mime) ? 'inline' : 'attachment', attachment.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  res.end(req.method === 'HEAD' ? undefined : data)
}

/** `DELETE /api/attachments/[id]`: remove an attachment that has not been sent (a chip's ×). */
export const DELETE: HaleApi = async ({req, res, params, services}) => {
  const session = await requireSession(req, res, services)
  const deleted = typeof params.id === 'string' && (await services.storage.attachments.delete(session.id, params.id))
  if (!deleted) throw new HttpError(404, 'This attachment does not exist or was already sent.', {code: 'not_found'})
  res.status(204).end()
}

/** `inline` or `attachment`, with an ASCII `filename` and the exact name as RFC 5987 `filename*`. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
