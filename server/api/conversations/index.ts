import {HttpError} from '../../framework/errors'
import type {HaleApiHandler} from '../../services'
import {readJsonObject} from '../../framework/http/json-object'
import {wireConversation} from '../../chat/wire'
import {currentSession, requireSession} from '../../verification/sessions'

/** `POST /api/conversations` `{topic?, locale?}` → `201 {"id"}`: a new conversation of this session. */
export const POST: HaleApiHandler = async ({req, res, services, config}) => {
  const body = readJsonObject(req, false)
  const topic = body.topic ?? null
  if (topic !== null && (typeof topic !== 'string' || topic.length > 100)) {
    throw new HttpError(400, {key: 'apiError.topic'})
  }
  const locale = body.locale ?? config.defaultLocale
  if (typeof locale !== 'string' || !config.locales.includes(locale)) {
    throw new HttpError(400, {key: 'apiError.locale', values: {choices: config.locales.join(', ')}})
  }
  const session = await requireSession(req, res, services, 'conversations')
  const conversation = await services.storage.conversations.create({sessionId: session.id, topic, locale})
  res.status(201)
  return {id: conversation.id}
}

/** `GET /api/conversations`: this session's conversations, most recent first. */
export const GET: HaleApiHandler = async ({req, services}) => {
  const session = await currentSession(req, services.storage)
  const conversations = session ? await services.storage.conversations.list(session.id) : []
  return {conversations: conversations.map(wireConversation)}
}
