import type {HaleApiHandler} from '../../services'
import {HttpError} from '../../framework/errors'
import {sendAttachment, servedType} from '../../attachments/serve'
import {currentSession, requireSession} from '../../verification/sessions'

/**
 * `GET /api/attachments/[id]`: the stored bytes, to the session that uploaded them only (404 for
 * anyone else). `nosniff`, never cached, a sandboxing CSP; images inline, everything else as a
 * download with a safe file name (attachments/serve.ts).
 */
export const GET: HaleApiHandler = async ({req, res, params, services}) => {
  const session = await currentSession(req, services.storage)
  const found = session && typeof params.id === 'string' ? await services.storage.attachments.data(session.id, params.id) : null
  if (!found || !servedType(found.attachment.mime)) throw new HttpError(404, {key: 'apiError.attachmentNotFound'}, {code: 'not_found'})
  sendAttachment(req, res, found)
}

/** `DELETE /api/attachments/[id]`: remove an attachment that has not been sent (a chip's ×). */
export const DELETE: HaleApiHandler = async ({req, res, params, services}) => {
  const session = await requireSession(req, res, services)
  const deleted = typeof params.id === 'string' && (await services.storage.attachments.delete(session.id, params.id))
  if (!deleted) throw new HttpError(404, {key: 'apiError.attachmentNotWaiting'}, {code: 'not_found'})
  res.status(204).end()
}
