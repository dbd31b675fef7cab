import {HttpError} from '../../../../../errors'
import {type HaleApi, ownedConversation} from '../../../../../chat/api-helpers'
import {openEventStream} from '../../../../../chat/event-stream'
import {relayAnswer} from '../../../../../chat/relay'

/**
 * `POST /api/conversations/[id]/messages/[messageId]/regenerate` → the same event stream as a
 * new message, replacing the last answer (also the way to retry an answer that failed).
 */
export const POST: HaleApi = async ({req, res, params, services}) => {
  const visitor = new AbortController()
  res.once('close', () => visitor.abort())

  const {conversation} = await ownedConversation(req, services, params.id)
  const messages = await services.storage.messages.list(conversation.id)
  const last = messages[messages.length - 1]
  const question = messages[messages.length - 2]
  if (!last || last.id !== params.messageId || last.role !== 'assistant' || question?.role !== 'user') {
    throw new HttpError(400, 'Only the last answer of a conversation can be regenerated.', {code: 'not_last_answer'})
  }
  if (last.status === 'streaming') throw new HttpError(400, 'This answer is still being written.', {code: 'answer_streaming'})
  await services.storage.messages.delete(last.id)
  await relayAnswer({services, events: openEventStream(res, config.streamHeartbeatMs), conversation, question, history: messages.slice(0, -2), signal: visitor.signal})
}
