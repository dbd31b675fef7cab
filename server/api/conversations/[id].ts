import {HttpError} from '../../framework/errors'
import {normalizeTitle} from '../../storage/storage'
import type {HaleApiHandler} from '../../services'
import {readJsonObject} from '../../framework/http/json-object'
import {ownedConversation} from '../../chat/ownership'
import {requireSession} from '../../verification/sessions'
import {messagesWithAttachments, wireConversation} from '../../chat/wire'
import {MAX_MESSAGE_WINDOW, MESSAGE_WINDOW, messageWindow} from '../../../src/chat/message-window'

/**
 * `GET /api/conversations/[id]`: the conversation and its messages (owner only, else 404). With
 * `?before=<message id>` (and `&limit=`, 1 to 100, default 40) only the messages just before that
 * one, and `earlier`, how many come before those (src/chat/message-window.ts).
 */
export const GET: HaleApiHandler = async ({req, params, services}) => {
  const conversation = await ownedConversation(req, services, params.id)
  const messages = await services.storage.messages.list(conversation.id)
  const {before, limit} = req.query
  if (before === undefined && limit === undefined) {
    return {conversation: wireConversation(conversation), messages: await messagesWithAttachments(services, messages, conversation.locale)}
  }
  const size = limit === undefined ? MESSAGE_WINDOW : typeof limit === 'string' && /^\d{1,3}$/.test(limit) ? Number(limit) : 0
  if (size < 1 || size > MAX_MESSAGE_WINDOW || (before !== undefined && (typeof before !== 'string' || before === ''))) {
    throw new HttpError(400, {key: 'apiError.window', values: {max: String(MAX_MESSAGE_WINDOW)}})
  }
  const window = messageWindow(messages, before ?? null, size)
  if (!window) throw new HttpError(404, {key: 'apiError.messageNotFound'}, {code: 'not_found'})
  return {conversation: wireConversation(conversation), messages: await messagesWithAttachments(services, window.messages, conversation.locale), earlier: window.earlier}
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
