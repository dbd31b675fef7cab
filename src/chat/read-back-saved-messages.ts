/**
 * A full load of the chat page leaves the server's HTML of saved messages out of its boot data
 * (`documentProps` of src/pages/chat/[id].tsx): the same HTML is in the document already. The page
 * reads it back from there while it hydrates, before React changes anything, so that each saved
 * message's list item keeps the server's content (components/SavedMessage.tsx).
 */
import type {WireMessage} from './types'

/** `messages`, each with its `savedHtml` from the document when the props left it out. */
export function readBackSavedMessages(messages: readonly WireMessage[]): readonly WireMessage[] {
  if (typeof document === 'undefined') return messages
  let changed = false
  const read = messages.map((message) => {
    if (message.savedHtml !== undefined) return message
    const item = document.querySelector(`.messages > li[data-saved][data-message-id="${CSS.escape(message.id)}"]`) // components/SavedMessage.tsx
    if (!item) return message
    changed = true
    return {...message, savedHtml: item.innerHTML}
  })
  return changed ? read : messages
}
