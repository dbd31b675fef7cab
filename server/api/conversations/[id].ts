import {HttpError} from '../../framework/errors'
import {normalizeTitle} from '../../storage/storage'
import type {HaleApiHandler} from '../../services'
import {readJsonObject} from '../../framework/http/json-object'
import {ownedConversation} from '../../chat/ownership'
import {requireSession} from '../../verification/sessions'
import {messagesWithAttachments, wireConversation} from '../../chat/wire'

/** `GET /api/conversations/[id]`: the conversation and its messages (owner only, else 404). */
export const GET: HaleApiHandler = async ({req, params, services}) => {
  const conversation = await ownedConversation(req, services, params.id)
  const messages = await services.storage.messages.list(conversation.id)
  return {conversation: wireConversation(conversation), messages: await messagesWithAttachments(services, messages)}
}

/** `PATCH /api/conversations/[id]` `{title}`: rename (the title is saved on one line, shortened). */
export const PATCH: HaleApiHandler = async ({req, res, params, services}) => {
  await requireSession(req, res, services)
  const conversation = await ownedConversation(req, services, params.id)
  const title = readJsonObject(req, true).title
  if (typeof title !== 'string' || title.length > 200 || normalizeTitle(title) === '') {
    throw new HttpError(400, {key: 'apiError.title'})
  }
  const renamed = await services.storage.conversations.rename(conversation.sessionId, conversation.id, title)
  if (!renamed) throw new HttpError(404, {key: 'apiError.conversationNotFound'}, {code: 'not_found'})
  return {conversation: wireConversation(renamed)}
}

/** `DELETE /api/conversations/[id]`: delete it with its messages. */
export const DELETE: HaleApiHandler = async ({req, res, params, services}) => {
  await requireSession(req, res, services)
  const conversation = await ownedConversation(req, services, params.id)
  await services.storage.conversations.delete(conversation.sessionId, conversation.id)
  res.status(204).end()
}
