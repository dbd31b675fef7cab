import type {HaleApiHandler} from '../../../services'
import {readJsonObject} from '../../../framework/http/json-object'
import {ownedConversation} from '../../../chat/ownership'
import {HttpError} from '../../../framework/errors'
import {requireSession} from '../../../verification/sessions'
import {DEFAULT_SHARE_EXPIRY, isShareExpiry, shareExpiresAt, shareExpiries, wireShare} from '../../../sharing/share-links'

/**
 * `POST /api/conversations/[id]/shares` `{"expiresIn": "24h" | "7d" | "30d" | "never"}` (default
 * `7d`) → `201 {"token", "url", "expiresAt"}`: a read-only snapshot of the conversation as it is
 * now. Owner only (404 for anyone else); counted against the `shares` limits.
 */
export const POST: HaleApiHandler = async ({req, res, params, services}) => {
  const body = readJsonObject(req, false)
  const expiresIn = body.expiresIn === undefined ? DEFAULT_SHARE_EXPIRY : body.expiresIn
  if (!isShareExpiry(expiresIn)) {
    throw new HttpError(400, {key: 'apiError.expiresIn', values: {choices: Object.keys(shareExpiries).join(', ')}}, {code: 'invalid_expiry'})
  }
  const session = await requireSession(req, res, services, 'shares')
  const conversation = await ownedConversation(req, services, params.id)
  const {storage, config} = services
  const share = await storage.shares.create({
    sessionId: session.id, conversationId: conversation.id, expiresAt: shareExpiresAt(expiresIn, storage.limits.now()),
  })
  if (!share) throw new HttpError(404, {key: 'apiError.conversationNotFound'}, {code: 'not_found'})
  services.log.info('A share link was created', {expiresIn})
  const {token, url, expiresAt} = wireShare(config, share, conversation.locale)
  res.status(201)
  return {token, url, expiresAt}
}

/** `GET /api/conversations/[id]/shares` → `{"shares": [{token, url, createdAt, expiresAt}]}`: its live links, newest first. */
export const GET: HaleApiHandler = async ({req, params, services}) => {
  const conversation = await ownedConversation(req, services, params.id)
  const shares = await services.storage.shares.listLive(conversation.sessionId, conversation.id)
  return {shares: shares.map((share) => wireShare(services.config, share, conversation.locale))}
}
