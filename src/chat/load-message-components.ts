/**
 * The message components (the answer with its markdown, Copy and Regenerate, the visitor's message
 * with its banner, attachments and lab tables) in the browser, loaded after hydration: saved
 * messages come as the server's HTML (components/SavedMessage.tsx), so only a message that is
 * sent, streamed, loaded on request or changed needs them. The chat page loads them once the
 * browser is idle after hydration, and when a message first needs them.
 */
import {withAllMessages} from '../framework/i18n/translate'
import {lazyModule} from './lazy-module'
import {markdownRenderer} from './load-markdown'

export const messageComponents = lazyModule(withAllMessages(() => {
  // A message that needs the components is usually an answer about to stream, which needs the
  // markdown renderer too: both load at once rather than one after the other.
  void markdownRenderer.load().catch(() => {})
  return import('./components/live-messages')
}))
