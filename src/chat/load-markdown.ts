/**
 * The markdown renderer (micromark and GFM, most of the chat page's code) in the browser, loaded
 * when it is needed, not with the page: saved answers come rendered in the page's props
 * (`renderOnServer`), so only an answer that streams, or earlier messages loaded on request, need
 * it. The chat page also loads it once the browser is idle after hydration, so that it is usually
 * here before the first answer streams. Until it is, an answer shows as plain text.
 */
import {withAllMessages} from '../framework/i18n/translate'
import {lazyModule} from './lazy-module'

/** The renderer and the block splitting of a streaming answer (./markdown-renderer.ts). */
export type MarkdownRenderer = typeof import('./markdown-renderer')

export const markdownRenderer = lazyModule(withAllMessages(() => import('./markdown-renderer')))

/** The error words (./errors.ts): a refusal under the composer, an answer that failed in the browser. */
export type ErrorWords = typeof import('./errors')

export const errorWords = lazyModule(withAllMessages(() => import('./errors')))
