import type {Request} from 'express'
import {Bot, Eye, Printer, Siren} from 'lucide-react'
import {renderOnServer} from '../../markdown/Markdown'
import {RenderedMarkdown} from '../../markdown/RenderedMarkdown'
import {ReceivedLine} from '../../attachments/components/ReceivedLine'
import {LabTables} from '../../labs/components/LabTable'
import '../../health-data/components/health-charts.css'
import {apiHref} from '../../chat/api'
import {ReadAloudButton} from '../../voice/components/ReadAloudButton'
import {useReadAloud} from '../../voice/load-read-aloud'
import type {MessageAttachment} from '../../chat/types'
import type {GetServerSideProps} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {translate} from '../../framework/i18n/translate'
import {dateTimeFormat, listFormat} from '../../framework/i18n/intl'
import {href} from '../../framework/router/href'
import {redFlagNameKey, verdictOf} from '../../safety/verdict'
import '../../sharing/share-page.css'
import {enforceLimit} from '../../../server/verification/limits'
import type {HaleServices} from '../../../server/services'
import {wireAttachmentsWithLabs} from '../../../server/chat/wire'
import {healthSummariesFor} from '../../../server/attachments/health-summaries'
import {healthChartsHtml} from '../../../server/sharing/health-charts-html'
import {SHARE_HEADERS, sharedAttachmentPath} from '../../../server/sharing/share-links'
import {SHARE_TOKEN} from '../../../server/storage/shares'

/** A message of the snapshot, as the page shows it. */
export interface SharedPageMessage {
  role: 'user' | 'assistant'
  /** A question's text (empty for an answer). */
  content: string
  /** An answer's markdown, rendered on the server (internal links under the base path and locale). */
  html?: string
  incomplete: boolean
  /** The visitor's attachments (images shown through `url`, documents named in the "received" line). */
  attachments?: SharedPageAttachment[]
  /** A visitor's message for which Hale showed its emergency banner: the categories' names, in the page's language. */
  redFlags?: string
  /** The charts of its health-data summaries, rendered on the server (server/sharing/health-charts-html.tsx). */
  healthCharts?: string
}

/**
 * An attachment of a shared message. Images have a share-scoped `url` that dies with the link;
 * documents have none (the "received" line names them; the page does not offer them). A lab
 * report carries its table (`labTable`), shown under the message; a health-data summary is shown
 * by its message's `healthCharts` and does not travel itself.
 */
export type SharedPageAttachment = MessageAttachment & {url: string | null}

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

/** The headers of every answer of this route, the 404s included (server/sharing/share-links/share-links.ts). */
export {SHARE_HEADERS}

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
  const dateTime = dateTimeFormat(locale, {dateStyle: 'long', timeStyle: 'short'})
  const {basePath, defaultLocale} = services.config
  const resolveInternalHref = (path: string) => href(path, {basePath, locale, defaultLocale})
  // The snapshot's attachments that still exist, served through the share, never /api/attachments.
  const stored = await services.storage.attachments.sentByIds(snapshot.messages.flatMap((message) => message.attachments ?? []))
  const byId = new Map(stored.map((attachment) => [attachment.id, attachment]))
  const summaries = await healthSummariesFor(services.storage.attachments, stored)
  const attachmentsOf = (ids: readonly string[] | undefined): SharedPageAttachment[] => {
    const found = (ids ?? []).flatMap((id) => byId.get(id) ?? [])
    return wireAttachmentsWithLabs(found, services.config.attachments, locale, summaries).map((attachment) => ({
      ...attachment,
      url: attachment.kind === 'image' ? apiHref(sharedAttachmentPath(token, attachment.id), {basePath: services.config.basePath}) : null,
    }))
  }
  const withoutSummaries = (attachments: SharedPageAttachment[]) => attachments.map(({healthSummary: _summary, ...attachment}) => attachment)
  return {
    props: {
      title: snapshot.title,
      started: dateTime.format(snapshot.conversationCreatedAt),
      startedIso: new Date(snapshot.conversationCreatedAt).toISOString(),
      shared: dateTime.format(share.createdAt),
      sharedIso: new Date(share.createdAt).toISOString(),
      expires: share.expiresAt === null ? null : dateTime.format(share.expiresAt),
      messages: snapshot.messages.map(({role, content, status, attachments, redFlags}, index) => {
        const shown = role === 'user' ? attachmentsOf(attachments) : []
        const charts = healthChartsHtml(shown, locale, String(index))
        const flags = verdictOf(redFlags ?? []).categories
        const names = flags.length > 0 ? listFormat(locale, {type: 'conjunction'}).format(flags.map((category) => translate(locale, redFlagNameKey(category)))) : null
        const text = role === 'assistant' ? {content: '', html: renderOnServer(content, {resolveInternalHref})} : {content}
        return {
          role, ...text, incomplete: status !== 'complete', ...(shown.length > 0 ? {attachments: withoutSummaries(shown)} : {}),
          ...(names ? {redFlags: names} : {}), ...(charts ? {healthCharts: charts} : {}),
        }
      }),
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
  // Viewers have no session, so the speech server is not theirs: the browser's voice only.
  useReadAloud(false)
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
                {message.content && <p className="bubble-text">{message.content}</p>}
              </div>
              {message.attachments && <SharedImages attachments={message.attachments} />}
              {message.attachments && <ReceivedLine attachments={message.attachments} />}
              {message.redFlags && (
                <p className="shared-red-flags"><Siren aria-hidden="true" size={18} /><span>{t('emergency.shared', {categories: message.redFlags})}</span></p>
              )}
              {message.attachments && <LabTables attachments={message.attachments} />}
              {message.healthCharts && <div className="shared-health-charts" dangerouslySetInnerHTML={{__html: message.healthCharts}} />}
            </li>
          ) : (
            <li key={index} className="message message-assistant">
              <span className="avatar avatar-small" aria-hidden="true"><Bot size={20} /></span>
              <div className="answer">
                <span className="shared-who">{t('share.answer')}</span>
                <RenderedMarkdown html={message.html ?? ''} className="answer-text prose" />
                {message.incomplete && <p className="answer-note">{t('chat.stopped')}</p>}
                {message.html && <div className="answer-actions"><ReadAloudButton /></div>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </article>
  )
}

/** The images of a shared message, at their size (no layout shift), through the share's URLs. */
function SharedImages({attachments}: {attachments: readonly SharedPageAttachment[]}) {
  const t = useTranslation()
  const images = attachments.filter((attachment): attachment is SharedPageAttachment & {url: string} => attachment.url !== null)
  if (images.length === 0) return null
  return (
    <div className="shared-images">
      {images.map((image) => (
        <img key={image.id} src={image.url} alt={t('share.attachedImage', {name: image.name})}
          width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" decoding="async" />
      ))}
    </div>
  )
}
