/** Saved rows as the API, the pages and the answer stream send them: only the fields the browser uses. */
import type {WireMessage} from '../../src/chat/types'
import {verdictOf} from '../../src/safety/verdict'
import {wireAttachments, type ModelAttachmentOptions, type WireAttachment} from '../attachments/model-context'
import {wireLabTableFor} from '../attachments/lab-context'
import {healthSummariesFor, type HealthSummaries} from '../attachments/health-summaries'
import type {HaleServices} from '../services'
import type {Attachment} from '../storage/attachments'
import type {Conversation, Message} from '../storage/storage'

/** A conversation as the API answers it: never the session id, which is the session's cookie. */
export type WireConversation = Omit<Conversation, 'sessionId'>

export function wireConversation({sessionId: _sessionId, ...conversation}: Conversation): WireConversation {
  return conversation
}

/** A saved message as the API, the page and the `user` event carry it, with its attachments. */
export type WireMessageWithAttachments = Message & {attachments?: WireAttachment[]}

/** `messages` with their attachments, for the API and the chat page; lab tables name analytes in `locale`. */
export async function messagesWithAttachments(services: Pick<HaleServices, 'storage' | 'config'>, messages: readonly Message[], locale: string): Promise<WireMessageWithAttachments[]> {
  const byMessage = await services.storage.attachments.forMessages(messages.filter((message) => message.role === 'user').map((message) => message.id))
  const summaries = await healthSummariesFor(services.storage.attachments, [...byMessage.values()].flat())
  return messages.map((message) => withAttachments(message, byMessage.get(message.id), services.config.attachments, locale, summaries))
}

export function withAttachments(
  message: Message, attachments: readonly Attachment[] | undefined, options: ModelAttachmentOptions, locale: string, summaries: HealthSummaries,
): WireMessageWithAttachments {
  return attachments && attachments.length > 0 ? {...message, attachments: wireAttachmentsWithLabs(attachments, options, locale, summaries)} : message
}

/**
 * `wireAttachments` with each lab report's table (`labTable`, analytes named in `locale`) and each
 * health-data summary (`healthSummary`, from `summaries`: healthSummariesFor), as the chat page
 * and the share page show them.
 */
export function wireAttachmentsWithLabs(
  attachments: readonly Attachment[], options: ModelAttachmentOptions, locale: string, summaries: HealthSummaries,
): WireAttachment[] {
  return wireAttachments(attachments, options).map((wire, index) => {
    const healthSummary = summaries.get(wire.id)
    if (healthSummary) return {...wire, healthSummary}
    const labTable = wireLabTableFor(attachments[index]!, locale)
    return labTable ? {...wire, labTable} : wire
  })
}

/** What the chat page shows of a saved message (only these fields), with its attachments and red flags. */
export function pageMessage({id, role, content, status, errorCode, attachments, redFlags}: WireMessageWithAttachments): WireMessage {
  const verdict = redFlags === null ? {} : {redFlags: verdictOf(redFlags).categories}
  if (!attachments) return {id, role, content, status, errorCode, ...verdict}
  return {id, role, content, status, errorCode, attachments, ...verdict}
}
