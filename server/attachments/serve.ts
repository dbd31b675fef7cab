/**
 * Sending a stored attachment (docs/security.md "Uploads"): to its owner (`GET /api/attachments/[id]`)
 * or through a live share (`GET /api/shares/[token]/attachments/[id]`), with the same headers.
 */
import type {Request, Response} from 'express'
import type {Attachment} from '../storage/attachments'

/** Types shown in the browser (re-encoded by Hale, so their bytes are what the type says). */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
/** The types Hale stores; anything else is never served (and cannot be stored). */
const SERVED_TYPES: Record<string, string> = {
  'image/jpeg': 'image/jpeg', 'image/png': 'image/png', 'image/webp': 'image/webp', 'application/pdf': 'application/pdf',
  'text/plain': 'text/plain; charset=utf-8', 'text/csv': 'text/csv; charset=utf-8',
}

/** The `Content-Type` an attachment is served with, or null when it is never served. */
export function servedType(mime: string): string | null {
  return Object.hasOwn(SERVED_TYPES, mime) ? SERVED_TYPES[mime]! : null
}

/**
 * Send the bytes: `nosniff`, never cached, a sandboxing CSP; images inline, everything else as a
 * download with a safe file name. The caller has checked who may see it and that `servedType`
 * knows its type. `headers` are added (a share's `Referrer-Policy`, `X-Robots-Tag`).
 */
export function sendAttachment(req: Request, res: Response, {attachment, data}: {attachment: Attachment; data: Buffer}, headers: Record<string, string> = {}): void {
  res.status(200).set({
    'Content-Type': servedType(attachment.mime)!,
    'Content-Length': String(data.length),
    'Content-Disposition': contentDisposition(INLINE_TYPES.has(attachment.mime) ? 'inline' : 'attachment', attachment.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : data)
}

/** `inline` or `attachment`, with an ASCII `filename` and the exact name as RFC 5987 `filename*`. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
