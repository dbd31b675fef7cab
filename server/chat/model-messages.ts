/** What the model is sent for an answer: the system prompt, the conversation, and the visitors' attachments. */
import {languageName} from '../../src/framework/i18n/translate'
import {systemPrompt} from '../../src/safety/system-prompt'
import {modelContent, type ModelAttachmentOptions} from '../attachments/model-context'
import type {ModelMessage} from './model-client'
import type {HaleServices} from '../services'
import type {Attachment} from '../storage/attachments'
import type {Conversation, Message} from '../storage/storage'

/** The attachments of a conversation's messages, with the bytes of the images the model will see. */
export interface AttachmentContext extends ModelAttachmentOptions {
  byMessage: ReadonlyMap<string, Attachment[]>
  data: ReadonlyMap<string, Uint8Array>
}

/**
 * What the model sees: the system prompt, then the conversation's finished turns, then the
 * question; visitor messages carry their attachments (`attachments`), history included.
 */
export function modelMessages(conversation: Conversation, history: readonly Message[], question: Message, override?: string, attachments?: AttachmentContext): ModelMessage[] {
  const turns = history.filter((message) => message.content.trim() !== '' && message.status !== 'error' && message.status !== 'streaming')
  const content = (message: Message) => message.role === 'user' && attachments
    ? modelContent(message.content, attachments.byMessage.get(message.id), attachments.data, attachments)
    : message.content
  return [
    {role: 'system', content: systemPrompt({locale: conversation.locale, languageName: languageName(conversation.locale), override})},
    ...turns.map((message) => ({role: message.role, content: content(message)}) satisfies ModelMessage),
    {role: 'user', content: content(question)},
  ]
}

/** Load the attachments of `messages` (and the image bytes when the model can see). */
export async function loadAttachmentContext(services: HaleServices, messages: readonly Message[]): Promise<AttachmentContext> {
  const {vision, textBudget} = services.config.attachments
  const byMessage = await services.storage.attachments.forMessages(messages.filter((message) => message.role === 'user').map((message) => message.id))
  const imageIds = vision ? [...byMessage.values()].flat().filter((attachment) => attachment.kind === 'image').map((attachment) => attachment.id) : []
  const data = imageIds.length > 0 ? await services.storage.attachments.dataFor(imageIds) : new Map<string, Uint8Array>()
  return {vision, textBudget, byMessage, data}
}
