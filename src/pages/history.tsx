import type {Request} from 'express'
import {MessageCirclePlus} from 'lucide-react'
import {useEffect, useRef, useState} from 'react'
import {ConversationItem, type ConversationSummary} from '../components/chat/ConversationItem'
import {Link, type GetServerSideProps} from '../framework'
import {useTranslation} from '../i18n/use-translation'
import type {HaleServices} from '../../server/services'
import {currentSession} from '../../server/sessions'

export interface HistoryProps {
  conversations: ConversationSummary[]
}

/**
 * This browser session's conversations, newest activity first. Dates are formatted here, on the
 * server, in the page's locale, so the browser hydrates exactly the same text.
 */
export const getServerSideProps: GetServerSideProps<HistoryProps, Request, HaleServices> = async ({request, services, locale}) => {
  const session = await currentSession(request, services.storage)
  if (!session) return {props: {conversations: []}}
  const list = await services.storage.conversations.list(session.id)
  const format = new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'})
  return {
    props: {
      conversations: list.map((conversation) => ({
        id: conversation.id,
        title: conversation.title,
        updated: format.format(new Date(conversation.updatedAt)),
        updatedIso: new Date(conversation.updatedAt).toISOString(),
      })),
    },
  }
}

/** `/history`: open, rename or delete this session's conversations. */
export default function HistoryPage({conversations}: HistoryProps) {
  const t = useTranslation()
  const [items, setItems] = useState(conversations)
  const [announcement, setAnnouncement] = useState('')
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
      <div ref={list}>
        {items.length === 0 ? (
          <div className="history-empty">
            <p>{t('history.empty')}</p>
            <Link href="/" className="button">
              <MessageCirclePlus aria-hidden="true" size={18} /><span>{t('history.ask')}</span>
            </Link>
          </div>
        ) : (
          <ul className="conversation-list" aria-label={t('history.list')}>
            {items.map((item) => (
              <ConversationItem key={item.id} conversation={item} onRenamed={onRenamed} onDeleted={onDeleted} />
            ))}
          </ul>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </div>
  )
}
