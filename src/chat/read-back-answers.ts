/**
 * A full load of the chat page leaves the server's HTML of saved answers out of its boot data
 * (`documentProps` of src/pages/chat/[id].tsx): the same HTML is in the document already. The page
 * reads it back from there while it hydrates, before React changes anything, so the answers
 * hydrate as they are and the markdown renderer is not needed for them.
 */
import type {WireMessage} from './types'

/** `messages`, each saved answer with its `html` from the document when the props left it out. */
export function readBackRenderedAnswers(messages: readonly WireMessage[]): readonly WireMessage[] {
  if (typeof document === 'undefined') return messages
  let changed = false
  const read = messages.map((message) => {
    if (message.role !== 'assistant' || message.content === '' || message.html !== undefined) return message
    const element = document.querySelector(`li[data-message-id="${CSS.escape(message.id)}"] .answer-text`) // AssistantMessage.tsx
    if (!element) return message
    changed = true
    return {...message, html: element.innerHTML}
  })
  return changed ? read : messages
}
