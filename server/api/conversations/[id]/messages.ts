import {claimConversation, type HaleApi, jsonBody, messageContent, ownedConversation, titleFrom} from '../../../chat/api-helpers'
import {openEventStream} from '../../../chat/event-stream'
import {relayAnswer} from '../../../chat/relay'
import {requireAnswerSession} from '../../../sessions'

/**
 * `POST /api/conversations/[id]/messages` `{content}` → `text/event-stream`: `user`, maybe
 * `safety`, `delta`…, then `done` or `error`. The visitor's message is saved before the model is
 * called; stopping (aborting the request) or leaving aborts the model server's request. While an
 * answer is being written, another message to the same conversation is a 409 `busy`.
 */
export const POST: HaleApi = async ({req, res, params, services, config}) => {
  // First, before any await: a listener attached later can miss the client leaving.
  const visitor = new AbortController()
  res.once('close', () => visitor.abort())

  await requireAnswerSession(req, res, services) // 401 without a verified session; message limits; a stream slot
  const {session, conversation} = await ownedConversation(req, services, params.id)
  const content = messageContent(jsonBody(req, true), config.maxMessageChars)
  const release = claimConversation(conversation.id)
  try {
    const history = await services.storage.messages.list(conversation.id)
    const question = await services.storage.messages.add({conversationId: conversation.id, role: 'user', content, status: 'complete'})
    if (conversation.title === '') await services.storage.conversations.rename(session.id, conversation.id, titleFrom(content))
    await relayAnswer({services, events: openEventStream(res, config.streamHeartbeatMs), conversation, question, history, signal: visitor.signal})
  } finally {
    release()
  }
}
