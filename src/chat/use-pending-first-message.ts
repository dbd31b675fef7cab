import {useEffect, useRef, type RefObject} from 'react'
import {documentFullyHydrated} from '../framework/later-part'
import {takePending} from './pending'
import type {MessageAttachment} from './types'
import type {AutoScroll} from './use-auto-scroll'

export interface PendingFirstMessageOptions {
  conversationId: string
  /** How many messages the page was rendered with. */
  savedCount: number
  send: (text: string, given?: readonly MessageAttachment[]) => void
  scroll: AutoScroll
  textarea: RefObject<HTMLTextAreaElement | null>
}

/**
 * Once, when the chat page first shows: send the first message, handed over by the page that
 * created the conversation (use-start-conversation.ts). Without one, a first load shows the end
 * of the conversation.
 */
export function usePendingFirstMessage({conversationId, savedCount, send, scroll, textarea}: PendingFirstMessageOptions): void {
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const pending = takePending(conversationId)
    if (pending !== null && pending.content.trim() !== '') {
      send(pending.content, pending.attachments)
      // The client router focuses the page heading after this effect: take focus back to the
      // composer, where the visitor was typing.
      setTimeout(() => textarea.current?.focus({preventScroll: true}), 0)
    } else if (!documentFullyHydrated() && savedCount > 0 && !location.hash) {
      // A first load (not a client navigation, whose scroll the router restores): show the end.
      requestAnimationFrame(() => scroll.scrollToEnd())
    }
  }, [conversationId, savedCount, send, scroll, textarea])
}
