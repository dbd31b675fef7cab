import type {HaleApiHandler} from '../../services'
import {HttpError} from '../../framework/errors'
import {requireSession} from '../../verification/sessions'
import {SHARE_TOKEN} from '../../storage/shares'

/**
 * `DELETE /api/shares/[token]` → `204`: revoke a share link at once (its page is a 404 from now
 * on). Only the session that owns the conversation; for anyone else, and for an unknown, expired
 * or already revoked link, `404`.
 */
export const DELETE: HaleApiHandler = async ({req, res, params, services}) => {
  const session = await requireSession(req, res, services)
  const token = params.token
  const revoked = typeof token === 'string' && SHARE_TOKEN.test(token) && (await services.storage.shares.revoke(session.id, token))
  if (!revoked) throw new HttpError(404, {key: 'apiError.shareNotFound'}, {code: 'not_found'})
  services.log.info('A share link was revoked')
  res.status(204).end()
}
