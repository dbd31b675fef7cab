/**
 * The message components (the answer with its markdown, Copy and Regenerate, the visitor's message
 * with its banner, attachments and lab tables) in the browser, loaded after hydration: saved
 * messages come as the server's HTML (components/SavedMessage.tsx), so only a message that is
 * sent, streamed, loaded on request or changed needs them. The chat page loads them once the
 * browser is idle after hydration, and on the first send.
 */
import {withAllMessages} from '../framework/i18n/translate'
import {lazyModule} from './lazy-module'

export const messageComponents = lazyModule(withAllMessages(() => import('./components/live-messages')))
