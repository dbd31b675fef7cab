import {sendAttachment, servedType} from '../../../../attachments/serve'
import type {HaleApiHandler} from '../../../../services'
import {HttpError} from '../../../../framework/errors'
import {enforceLimit} from '../../../../verification/limits'
import {SHARE_HEADERS} from '../../../../sharing/share-links'
import {SHARE_TOKEN} from '../../../../storage/shares'

/**
 * `GET /api/shares/[token]/attachments/[id]`: an image of a shared message, to anyone with the
 * link, no session needed. Only while the share is live (not revoked, not expired, its
 * conversation not deleted) and only the images of its snapshot's messages: anything else is a
 * 404, documents included (the shared page names them in the "received" line, it does not offer
 * them). The headers of the owner's route (attachments/serve.ts) and of the shared page. Each
 * request counts against the `sharePhotos` limit of the IP, not the page's `shareViews`: a view of
 * a page with many photos is one view.
 */
export const GET: HaleApiHandler = async ({req, res, params, services}) => {
  await enforceLimit(req, services, 'sharePhotos', null)
  const {token, id} = params
  const live = typeof token === 'string' && SHARE_TOKEN.test(token) ? await services.storage.shares.getLive(token) : null
  const inSnapshot = live !== null && typeof id === 'string' && live.snapshot.messages.some((message) => message.attachments?.includes(id))
  const found = inSnapshot ? await services.storage.attachments.sentData(id as string) : null
  if (!found || found.attachment.kind !== 'image' || !servedType(found.attachment.mime)) throw new HttpError(404, {key: 'apiError.attachmentNotFound'}, {code: 'not_found', headers: SHARE_HEADERS})
  sendAttachment(req, res, found, SHARE_HEADERS)
}
