import type {Request} from 'express'
import {MessageCirclePlus, Search, Trash2, X} from 'lucide-react'
import {useEffect, useId, useMemo, useRef, useState} from 'react'
import {ConversationItem, type ConversationSummary} from '../chat/components/ConversationItem'
import {filterByTitle} from '../chat/search'
import {deleteAllData, type DeletedCounts} from '../sharing/api'
import {Link, useRoute, type GetServerSideProps} from '../framework'
import type {MessageKey} from '../framework/i18n/translate'
import '../chat/history.css'
import {useTranslation} from '../framework/i18n/use-translation'
import {dateTimeFormat} from '../framework/i18n/intl'
import type {HaleServices} from '../../server/services'
import {currentSession} from '../../server/verification/sessions'

export interface HistoryProps {
  conversations: ConversationSummary[]
  /** This browser has a session (with or without conversations): "Delete all my data" applies. */
  hasSession: boolean
}

/**
 * This browser session's conversations, newest activity first. Dates are formatted here, on the
 * server, in the page's locale, so the browser hydrates exactly the same text.
 */
export const getServerSideProps: GetServerSideProps<HistoryProps, Request, HaleServices> = async ({request, services, locale}) => {
  const session = await currentSession(request, services.storage)
  if (!session) return {props: {conversations: [], hasSession: false}}
  const list = await services.storage.conversations.list(session.id)
  const format = dateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'})
  return {
    props: {
      conversations: list.map((conversation) => ({
        id: conversation.id,
        title: conversation.title,
        updated: format.format(new Date(conversation.updatedAt)),
        updatedIso: new Date(conversation.updatedAt).toISOString(),
      })),
      hasSession: true,
    },
  }
}

/** `/history`: open, rename or delete this session's conversations. */
export default function HistoryPage({conversations, hasSession}: HistoryProps) {
  const t = useTranslation()
  const [items, setItems] = useState(conversations)
  const [announcement, setAnnouncement] = useState('')
  const [query, setQuery] = useState('')
  const searchId = useId()
  const shown = useMemo(() => filterByTitle(items, query, t('chat.untitled')), [items, query, t])
  const list = useRef<HTMLDivElement>(null)
  /** After a delete: the position whose link takes focus (the next item, else the previous one). */
  const focusIndex = useRef<number | null>(null)

  useEffect(() => {
    const index = focusIndex.current
    focusIndex.current = null
    if (index === null || !list.current) return
    const links = list.current.querySelectorAll<HTMLElement>('.conversation-link, .history-empty a')
    const target = links[Math.min(index, links.length - 1)]
    target?.focus()
  }, [items])

  function onRenamed(id: string, title: string) {
    setItems((current) => current.map((item) => (item.id === id ? {...item, title} : item)))
    setAnnouncement(t('history.renamed'))
  }

  function onDeleted(id: string) {
    focusIndex.current = Math.max(0, items.findIndex((item) => item.id === id))
    setItems((current) => current.filter((item) => item.id !== id))
    setAnnouncement(t('history.deleted'))
  }

  return (
    <div className="history">
      <title>{`${t('history.title')} — ${t('app.name')}`}</title>
      <h1>{t('history.title')}</h1>
      <p className="lead">{t('history.intro')}</p>
      {items.length > 0 && (
        <div className="history-search" role="search">
          <label htmlFor={searchId}>{t('history.search')}</label>
          <span className="history-search-field">
            <Search aria-hidden="true" size={18} />
            <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          </span>
        </div>
      )}
      <div ref={list}>
        {items.length > 0 && shown.length === 0 ? (
          <p className="history-no-match" role="status">{t('history.noMatch', {query: query.trim()})}</p>
        ) : items.length === 0 ? (
          <div className="history-empty">
            <p>{t('history.empty')}</p>
            <Link href="/" className="button">
              <MessageCirclePlus aria-hidden="true" size={18} /><span>{t('history.ask')}</span>
            </Link>
          </div>
        ) : (
          <ul className="conversation-list" aria-label={t('history.list')}>
            {shown.map((item) => (
              <ConversationItem key={item.id} conversation={item} onRenamed={onRenamed} onDeleted={onDeleted} />
            ))}
          </ul>
        )}
      </div>
      {(hasSession || items.length > 0) && <DeleteAllData onDeleted={() => setItems([])} />}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </div>
  )
}

const countLabels: Array<[keyof DeletedCounts, MessageKey]> = [
  ['conversations', 'history.count.conversations'], ['messages', 'history.count.messages'], ['shares', 'history.count.shares'],
  ['attachments', 'history.count.attachments'],
]

/** "Delete all my data": a confirm step, then what was deleted. */
function DeleteAllData({onDeleted}: {onDeleted: () => void}) {
  const t = useTranslation()
  const {basePath} = useRoute()
  const id = useId()
  const [mode, setMode] = useState<'idle' | 'confirm' | 'busy' | 'done'>('idle')
  const [deleted, setDeleted] = useState<DeletedCounts | null>(null)
  const [failed, setFailed] = useState<MessageKey | null>(null)
  const start = useRef<HTMLButtonElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const result = useRef<HTMLDivElement>(null)
  const focusNext = useRef<'start' | 'cancel' | 'result' | null>(null)

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'start') start.current?.focus()
    else if (target === 'cancel') cancel.current?.focus()
    else if (target === 'result') result.current?.focus()
  }, [mode])

  function go(next: typeof mode, focus: typeof focusNext.current) {
    focusNext.current = focus
    setMode(next)
  }

  async function confirm() {
    setMode('busy')
    setFailed(null)
    const answer = await deleteAllData({basePath})
    if (!answer.ok) {
      setFailed(answer.status === 401 ? 'history.deleteAllVerify' : 'history.failed')
      return go('confirm', 'cancel')
    }
    setDeleted(answer.value)
    onDeleted()
    go('done', 'result')
  }

  return (
    <section className="delete-all" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('history.deleteAllTitle')}</h2>
      {mode === 'done' && deleted ? (
        <div className="delete-all-done" ref={result} tabIndex={-1} role="status">
          <p>{t('history.deletedAll')}</p>
          <dl>
            {countLabels.map(([key, label]) => (
              <div key={key}><dt>{t(label)}</dt><dd data-count={key}>{deleted[key]}</dd></div>
            ))}
          </dl>
        </div>
      ) : (
        <>
          <p>{t('history.deleteAllIntro')}</p>
          {mode === 'idle' ? (
            <button type="button" ref={start} className="chip-button chip-button-danger" onClick={() => go('confirm', 'cancel')}>
              <Trash2 aria-hidden="true" size={16} /><span>{t('history.deleteAll')}</span>
            </button>
          ) : (
            <div className="confirm-delete" role="group" aria-labelledby={`${id}-confirm`}
              onKeyDown={(event) => { if (event.key === 'Escape') { event.preventDefault(); go('idle', 'start') } }}>
              <p id={`${id}-confirm`}>{t('history.confirmDeleteAll')}</p>
              <div className="item-actions">
                <button type="button" className="chip-button chip-button-danger-solid" onClick={confirm} disabled={mode === 'busy'}>
                  <Trash2 aria-hidden="true" size={16} /><span>{t('history.confirmDeleteAllButton')}</span>
                </button>
                <button type="button" ref={cancel} className="chip-button" onClick={() => go('idle', 'start')}>
                  <X aria-hidden="true" size={16} /><span>{t('history.cancel')}</span>
                </button>
              </div>
            </div>
          )}
          {failed && <p className="item-error" role="alert">{t(failed)}</p>}
        </>
      )}
    </section>
  )
}
