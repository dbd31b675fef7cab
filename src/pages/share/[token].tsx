import type {Request} from 'express'
import {Bot, Eye, Printer} from 'lucide-react'
import {useCallback} from 'react'
import {Markdown} from '../../components/Markdown'
import {useRoute, type GetServerSideProps} from '../../framework'
import {useTranslation} from '../../i18n/use-translation'
import {href} from '../../router/href'
import '../../styles/share.css'
import {enforceLimit} from '../../../server/limits/abuse-limits'
import type {HaleServices} from '../../../server/services'
import {SHARE_TOKEN} from '../../../server/storage/shares'

/** A message of the snapshot, as the page shows it. */
export interface SharedPageMessage {
  role: 'user' | 'assistant'
  content: string
  incomplete: boolean
}

export interface SharePageProps {
  title: string
  /** When the conversation started, formatted on the server in the page's locale. */
  started: string
  startedIso: string
  /** When the link was made. */
  shared: string
  sharedIso: string
  /** When the link stops working; null: it does not expire. */
  expires: string | null
  messages: SharedPageMessage[]
}

/**
 * The headers of every answer of this route, the 404s included (SECURITY "Share links"): not
 * indexed, no referrer leaves the page (the token is in its URL), never stored by a cache.
 */
export const SHARE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
} as const

/**
 * Anyone with the link, no session needed: the snapshot of a live share. Expired, revoked and
 * unknown tokens are a 404, and every view counts against the `shareViews` limit of the IP, so
 * tokens cannot be guessed at speed (429 beyond it).
 */
export const getServerSideProps: GetServerSideProps<SharePageProps, Request, HaleServices> = async ({params, request, services, locale, setHeader}) => {
  for (const [name, value] of Object.entries(SHARE_HEADERS)) setHeader(name, value)
  await enforceLimit(request, services, 'shareViews', null)
  const token = params.token
  if (typeof token !== 'string' || !SHARE_TOKEN.test(token)) return {notFound: true}
  const found = await services.storage.shares.getLive(token)
  if (!found) return {notFound: true}
  const {share, snapshot} = found
  const dateTime = new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeStyle: 'short'})
  return {
    props: {
      title: snapshot.title,
      started: dateTime.format(snapshot.conversationCreatedAt),
      startedIso: new Date(snapshot.conversationCreatedAt).toISOString(),
      shared: dateTime.format(share.createdAt),
      sharedIso: new Date(share.createdAt).toISOString(),
      expires: share.expiresAt === null ? null : dateTime.format(share.expiresAt),
      messages: snapshot.messages.map(({role, content, status}) => ({role, content, incomplete: status !== 'complete'})),
    },
  }
}

/**
 * `/share/[token]`: a read-only snapshot of a shared conversation, for a clinician. Nothing here
 * acts for the owner: no composer, no button that changes anything. The document's title is
 * generic, so a tab, a history entry or a link preview never shows what the conversation is about.
 */
export default function SharePage({title, started, startedIso, shared, sharedIso, expires, messages}: SharePageProps) {
  const t = useTranslation()
  const {basePath, locale, defaultLocale} = useRoute()
  const resolveInternalHref = useCallback((path: string) => href(path, {basePath, locale, defaultLocale}), [basePath, locale, defaultLocale])
  return (
    <article className="shared" aria-labelledby="shared-title">
      <title>{t('share.pageTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <p className="shared-label"><Eye aria-hidden="true" size={18} /><span>{t('share.readOnly')}</span></p>
      <h1 id="shared-title">{title || t('chat.untitled')}</h1>
      <dl className="shared-meta">
        <div><dt>{t('share.started')}</dt><dd><time dateTime={startedIso}>{started}</time></dd></div>
        <div><dt>{t('share.sharedOn')}</dt><dd><time dateTime={sharedIso}>{shared}</time></dd></div>
        <div><dt>{t('share.expiresLabel')}</dt><dd>{expires ?? t('share.never')}</dd></div>
      </dl>
      <p className="shared-note">{t('share.snapshotNote')}</p>
      <p className="shared-print-hint">
        <button type="button" className="chip-button" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={16} /><span>{t('share.print')}</span>
        </button>
      </p>

      {messages.length === 0 ? (
        <p className="chat-empty">{t('share.empty')}</p>
      ) : (
        <ol className="messages shared-messages" aria-label={t('chat.messages')}>
          {messages.map((message, index) => message.role === 'user' ? (
            <li key={index} className="message message-user">
              <div className="bubble">
                <span className="shared-who">{t('share.question')}</span>
                <p className="bubble-text">{message.content}</p>
              </div>
            </li>
          ) : (
            <li key={index} className="message message-assistant">
              <span className="avatar avatar-small" aria-hidden="true"><Bot size={20} /></span>
              <div className="answer">
                <span className="shared-who">{t('share.answer')}</span>
                <div className="answer-text">
                  <Markdown text={message.content} resolveInternalHref={resolveInternalHref} />
                </div>
                {message.incomplete && <p className="answer-note">{t('chat.stopped')}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </article>
  )
}
