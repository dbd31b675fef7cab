import {claimConversation} from '../../../chat/answer-lock'
import type {HaleApiHandler} from '../../../services'
import {readJsonObject} from '../../../framework/http/json-object'
import {messageContent, titleFrom} from '../../../chat/message-input'
import {ownedConversation} from '../../../chat/ownership'
import {openEventStream} from '../../../chat/event-stream-writer'
import {relayAnswer, startAnswer} from '../../../chat/relay'
import {requireAnswerSession} from '../../../verification/sessions'
import {HttpError} from '../../../framework/errors'

/**
 * `POST /api/conversations/[id]/messages` `{content, attachments?: [ids]}` (attachments the
 * session uploaded and has not sent, at most MAX_ATTACHMENTS) → `text/event-stream`: `user`, maybe
 * `safety`, `delta`…, then `done` or `error`. The visitor's message is saved before the model is
 * called; stopping (aborting the request) or leaving aborts the model server's request. While an
 * answer is being written, another message to the same conversation is a 409 `busy`.
 */
export const POST: HaleApiHandler = async ({req, res, params, services, config}) => {
  // First, before any await: a listener attached later can miss the client leaving.
  const visitor = new AbortController()
  res.once('close', () => visitor.abort())

  // Everything written before the model is called (the session's use, its limit counters and
  // stream slot, the visitor's message and its attachments, the title, the answer's empty row)
  // is one transaction: one
  // commit, so one wait for the disk, between the visitor's request and the model's. A refusal
  // (401, 429, 404, 400…) writes nothing.
  let release = (): void => {}
  try {
    const {conversation, question, history, answer, attachmentIds, releaseStreamSlot} = await services.storage.transaction(async () => {
      const {releaseStreamSlot} = await requireAnswerSession(req, res, services) // 401 without a verified session; message limits; a stream slot
      const conversation = await ownedConversation(req, services, params.id)
      const body = readJsonObject(req, true)
      const content = messageContent(body, config.maxMessageChars)
      const attachmentIds = attachmentList(body.attachments, config.attachments.maxFiles)
      release = claimConversation(conversation.id)
      const history = await services.storage.messages.list(conversation.id)
      const question = await services.storage.messages.add({conversationId: conversation.id, role: 'user', content, status: 'complete'})
      if (attachmentIds.length > 0 && !(await services.storage.attachments.attach(conversation.sessionId, attachmentIds, question.id))) {
        throw new HttpError(400, {key: 'attachments.error.gone'}, {code: 'attachment_not_found'})
      }
      if (conversation.title === '') await services.storage.conversations.rename(conversation.sessionId, conversation.id, titleFrom(content))
      return {conversation, question, history, answer: await startAnswer(services, conversation.id), attachmentIds, releaseStreamSlot}
    })
    await relayAnswer({
      services, openEvents: () => openEventStream(res, config.streamHeartbeatMs), conversation, question, history, answer,
      questionWithoutAttachments: attachmentIds.length === 0, releaseStreamSlot, signal: visitor.signal,
      requestId: res.locals.requestId,
    })
  } finally {
    release()
  }
}

/** `attachments` of the body: absent, or an array of distinct ids, at most `max`. */
function attachmentList(value: unknown, max: number): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && /^[A-Za-z0-9_-]{22}$/.test(id))) {
    throw new HttpError(400, {key: 'apiError.attachmentIds'}, {code: 'invalid_attachments'})
  }
  if (value.length > max) throw new HttpError(413, {key: 'attachments.error.tooMany', values: {max: String(max)}}, {code: 'too_many_files'})
  return value as string[]
}
