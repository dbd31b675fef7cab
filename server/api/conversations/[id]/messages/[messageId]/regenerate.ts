import {HttpError} from '../../../../../framework/errors'
import {claimConversation} from '../../../../../chat/answer-lock'
import type {HaleApiHandler} from '../../../../../services'
import {ownedConversation} from '../../../../../chat/ownership'
import {openEventStream} from '../../../../../chat/event-stream-writer'
import {relayAnswer, startAnswer} from '../../../../../chat/relay'
import {requireAnswerSession} from '../../../../../verification/sessions'
import type {Message} from '../../../../../storage/storage'

/**
 * `POST /api/conversations/[id]/messages/[messageId]/regenerate` → the same event stream as a
 * new message, replacing the last answer (also the way to retry an answer that failed).
 *
 * `messageId` names the last exchange: its answer, or the visitor's message that answer is for.
 * A browser that stopped an answer (or lost the connection) before the `done` event never
 * learnt the answer's id, so it sends the question's; both mean "answer my last message again".
 * An id that is not a message of this conversation is a 404; any other message is a 400; while
 * an answer is being written in the conversation, a 409 `busy`.
 */
export const POST: HaleApiHandler = async ({req, res, params, services, config}) => {
  const visitor = new AbortController()
  res.once('close', () => visitor.abort())

  const {releaseStreamSlot} = await requireAnswerSession(req, res, services) // 401 without a verified session; message limits; a stream slot
  const conversation = await ownedConversation(req, services, params.id)
  const release = claimConversation(conversation.id)
  try {
    const messages = await services.storage.messages.list(conversation.id)
    if (!messages.some((message) => message.id === params.messageId)) {
      throw new HttpError(404, {key: 'apiError.messageNotFound'}, {code: 'not_found'})
    }
    const exchange = lastExchange(messages)
    if (!exchange || (params.messageId !== exchange.question.id && params.messageId !== exchange.answer?.id)) {
      throw new HttpError(400, {key: 'apiError.notLastAnswer'}, {code: 'not_last_answer'})
    }
    if (exchange.answer?.status === 'streaming') throw new HttpError(409, {key: 'apiError.answerBusy'}, {code: 'busy'})
    // The old answer goes and the new one's empty row comes in one commit.
    const answer = await services.storage.transaction(async () => {
      if (exchange.answer) await services.storage.messages.delete(exchange.answer.id)
      return startAnswer(services, conversation.id)
    })
    await relayAnswer({
      services, openEvents: () => openEventStream(res, config.streamHeartbeatMs), conversation,
      question: exchange.question, history: messages.slice(0, exchange.index), answer, releaseStreamSlot, signal: visitor.signal,
      requestId: res.locals.requestId,
    })
  } finally {
    release()
  }
}

/** The conversation's last visitor message (at `index`) and the answer after it, if any. */
function lastExchange(messages: readonly Message[]): {question: Message; answer: Message | null; index: number} | null {
  const last = messages[messages.length - 1]
  if (last?.role === 'user') return {question: last, answer: null, index: messages.length - 1}
  const question = messages[messages.length - 2]
  if (last?.role !== 'assistant' || question?.role !== 'user') return null
  return {question, answer: last, index: messages.length - 2}
}
