import {memo, useMemo} from 'react'
import type {ChatEntry} from '../chat-state'

export interface SavedMessageProps {
  message: ChatEntry & {id: string; saved: NonNullable<ChatEntry['saved']>}
}

/**
 * A saved message as the server rendered it (server/chat/saved-messages.tsx): the list item's
 * content is the server's HTML, which React neither hydrates nor renders again. Its buttons work
 * through the list's click handler (../saved-message-actions.ts); its links are plain links.
 */
export const SavedMessage = memo(function SavedMessage({message}: SavedMessageProps) {
  const content = useMemo(() => ({__html: message.saved.html}), [message.saved.html])
  return (
    <li
      className={`message message-${message.role}`}
      data-status={message.status}
      aria-busy={message.role === 'assistant' ? false : undefined}
      data-message-id={message.id}
      data-saved=""
      dangerouslySetInnerHTML={content}
    />
  )
})
