/**
 * The chat page's saved messages as HTML, rendered once and kept.
 *
 * A saved message does not change, so the page sends each one as the content of its list item,
 * which the browser shows as it is and does not hydrate (src/chat/components/SavedMessage.tsx):
 * the server renders the message's components (`QuestionBody`, `AnswerBody`) to static markup
 * here, and every later request of the page reuses that HTML instead of rendering the message's
 * elements again. A kept HTML is reused only for the same message (id, text, status, error,
 * red flags, attachments), page language, base path and default locale (links), emergency
 * contacts (banners), and the same answer to whether it is the last one (its Regenerate or Retry
 * button). Bounded by bytes, least recently used out (./bounded-cache.ts).
 */
import type {ReactElement} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'
import {fromWire} from '../../src/chat/chat-state'
import type {WireMessage} from '../../src/chat/types'
import {AnswerBody} from '../../src/chat/components/AssistantMessage'
import {QuestionBody} from '../../src/chat/components/UserMessage'
import {RouteContext} from '../../src/framework/context'
import type {RouteInfo} from '../../src/framework/types'
import type {SafetyContacts} from '../../src/safety/emergency'
import {renderOnServer} from '../../src/markdown/Markdown'
import {href} from '../../src/framework/router/href'
import {BoundedCache} from './bounded-cache'

/** What a saved message's HTML depends on besides the message. */
export interface SavedMessageView {
  /** The page's language, its languages, base path and default locale (links). */
  route: Pick<RouteInfo, 'locale' | 'locales' | 'basePath' | 'defaultLocale'>
  contacts: SafetyContacts
  /** The last message of the page, an answer: it offers Regenerate (or Retry). */
  actionable: boolean
}

/** A kept rendering: the HTML, and what of the message it was rendered from besides the key. */
interface Kept {
  content: string
  details: string
  html: string
}

const cache = new BoundedCache<Kept>({maxBytes: 16 * 1024 * 1024})

/** The HTML inside the list item of `message` (with `errorMessage` already set for a failed answer). */
export function savedMessageHtml(message: WireMessage, view: SavedMessageView): string {
  const key = cacheKey(message, view)
  const details = detailsOf(message)
  const kept = cache.get(key)
  if (kept && kept.content === message.content && kept.details === details) return kept.html
  const html = renderToStaticMarkup(messageBody(message, view), {identifierPrefix: `m${message.id}-`})
  // A message still streaming (saved by another tab) will change: not kept.
  if (message.status !== 'streaming') {
    cache.set(key, {content: message.content, details, html}, 2 * (key.length + message.content.length + details.length + html.length))
  }
  return html
}

/** The kept HTML (for tests and the benchmark). */
export const savedMessageCache: Pick<BoundedCache<Kept>, 'size' | 'bytes' | 'maxBytes'> = cache

function messageBody(message: WireMessage, {route, contacts, actionable}: SavedMessageView): ReactElement {
  const {locale, basePath, defaultLocale} = route
  const entry = fromWire(message.role === 'assistant' && message.content !== '' && message.html === undefined
    ? {...message, html: renderOnServer(message.content, {resolveInternalHref: (path) => href(path, {basePath, locale, defaultLocale})})}
    : message)
  const body = entry.role === 'user'
    ? <QuestionBody message={entry} safety={undefined} contacts={contacts} latest={false} />
    : <AnswerBody message={entry} live={false} actionable={actionable} onRegenerate={noop} onCopied={noop} />
  // The message's components read only the language and what links need from the route.
  const info: RouteInfo = {id: null, page: null, params: {}, query: {}, buildId: '', asPath: null, ...route}
  return <RouteContext.Provider value={info}>{body}</RouteContext.Provider>
}

function noop(): void {}

/**
 * The view and the message's identity, short: a request builds it for every message. The rest of
 * what the HTML depends on is compared on a hit (the text, and `detailsOf`).
 */
function cacheKey(message: WireMessage, {route, contacts, actionable}: SavedMessageView): string {
  return `${route.locale}|${route.basePath}|${route.defaultLocale}|${contacts.emergencyNumber ?? ''}|${contacts.crisisLine ?? ''}|${contacts.poisonControl ?? ''}|${actionable ? 1 : 0}|${message.id}|${message.role}|${message.status}`
}

/** The message's fields besides its text and its key's (attachments and red flags are rare: usually empty). */
function detailsOf({errorCode, errorMessage, redFlags, attachments}: WireMessage): string {
  if (errorCode === null && errorMessage === undefined && !redFlags?.length && !attachments) return ''
  return JSON.stringify([errorCode, errorMessage ?? null, redFlags ?? null, attachments ?? null])
}
