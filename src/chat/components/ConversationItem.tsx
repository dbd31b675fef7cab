import {Check, Download, MessageSquare, Pencil, Trash2, X} from 'lucide-react'
import {useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent} from 'react'
import {deleteConversation, renameConversation} from '../api'
import {exportHref} from '../../sharing/api'
import {Link, useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'

/** One conversation in `/history`, as the page's props carry it. */
export interface ConversationSummary {
  id: string
  title: string
  /** When it was last active, formatted on the server in the page's locale. */
  updated: string
  /** The same moment as an ISO string, for `<time dateTime>`. */
  updatedIso: string
}

export interface ConversationItemProps {
  conversation: ConversationSummary
  onRenamed: (id: string, title: string) => void
  /** Called once the server has deleted it; the list removes it and moves focus. */
  onDeleted: (id: string) => void
}

type Mode = 'view' | 'rename' | 'confirm'

/** A conversation: its link, then Rename (an inline form), Export (Markdown, JSON downloads) and Delete (with a confirm step). */
export function ConversationItem({conversation, onRenamed, onDeleted}: ConversationItemProps) {
  const t = useTranslation()
  const {basePath} = useRoute()
  const id = useId()
  const [mode, setMode] = useState<Mode>('view')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [name, setName] = useState(conversation.title)
  const renameButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const cancelDelete = useRef<HTMLButtonElement>(null)
  /** Where focus goes after the mode changes (null: leave it). */
  const focusNext = useRef<'rename' | 'delete' | 'input' | 'cancel' | null>(null)
  const title = conversation.title || t('chat.untitled')

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'rename') renameButton.current?.focus()
    else if (target === 'delete') deleteButton.current?.focus()
    else if (target === 'input') input.current?.select()
    else if (target === 'cancel') cancelDelete.current?.focus()
  }, [mode])

  function switchTo(next: Mode, focus: typeof focusNext.current) {
    focusNext.current = focus
    setFailed(false)
    setMode(next)
  }

  async function saveName(event: FormEvent) {
    event.preventDefault()
    const wanted = name.trim()
    if (wanted === '' || wanted === conversation.title) return switchTo('view', 'rename')
    setBusy(true)
    const result = await renameConversation({basePath}, conversation.id, wanted)
    setBusy(false)
    if (!result.ok) return setFailed(true)
    onRenamed(conversation.id, result.value)
    switchTo('view', 'rename')
  }

  async function confirmDelete() {
    setBusy(true)
    const result = await deleteConversation({basePath}, conversation.id)
    setBusy(false)
    // Already gone (another tab) is as good as deleted.
    if (result.ok || result.status === 404) onDeleted(conversation.id)
    else setFailed(true)
  }

  function onEscape(event: KeyboardEvent, back: 'rename' | 'delete') {
    if (event.key === 'Escape') {
      event.preventDefault()
      switchTo('view', back)
    }
  }

  return (
    <li className="conversation-item" data-mode={mode}>
      {mode === 'rename' ? (
        <form className="rename-form" onSubmit={saveName} onKeyDown={(event) => onEscape(event, 'rename')}>
          <label htmlFor={`${id}-name`}>{t('history.nameLabel')}</label>
          <input
            id={`${id}-name`}
            ref={input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={200}
            autoComplete="off"
            required
          />
          <div className="item-actions">
            <button type="submit" className="chip-button chip-button-primary" disabled={busy}>
              <Check aria-hidden="true" size={16} /><span>{t('history.save')}</span>
            </button>
            <button type="button" className="chip-button" onClick={() => switchTo('view', 'rename')}>
              <X aria-hidden="true" size={16} /><span>{t('history.cancel')}</span>
            </button>
          </div>
        </form>
      ) : (
        <Link href={`/chat/${encodeURIComponent(conversation.id)}`} className="conversation-link">
          <MessageSquare aria-hidden="true" size={20} />
          <span className="conversation-text">
            <span className="conversation-title">{title}</span>
            <time dateTime={conversation.updatedIso}>{t('history.updated', {date: conversation.updated})}</time>
          </span>
        </Link>
      )}

      {mode === 'view' && (
        <div className="item-actions">
          <button type="button" ref={renameButton} className="chip-button" aria-label={t('history.renameLabel', {title})}
            onClick={() => { setName(conversation.title); switchTo('rename', 'input') }}>
            <Pencil aria-hidden="true" size={16} /><span>{t('history.rename')}</span>
          </button>
          <a href={exportHref({basePath}, conversation.id, 'md')} download className="chip-button" aria-label={t('history.exportMarkdownLabel', {title})}>
            <Download aria-hidden="true" size={16} /><span>{t('history.exportMarkdown')}</span>
          </a>
          <a href={exportHref({basePath}, conversation.id, 'json')} download className="chip-button" aria-label={t('history.exportJsonLabel', {title})}>
            <Download aria-hidden="true" size={16} /><span>{t('history.exportJson')}</span>
          </a>
          <button type="button" ref={deleteButton} className="chip-button chip-button-danger" aria-label={t('history.deleteLabel', {title})}
            onClick={() => switchTo('confirm', 'cancel')}>
            <Trash2 aria-hidden="true" size={16} /><span>{t('history.delete')}</span>
          </button>
        </div>
      )}

      {mode === 'confirm' && (
        <div className="confirm-delete" role="group" aria-labelledby={`${id}-confirm`} onKeyDown={(event) => onEscape(event, 'delete')}>
          <p id={`${id}-confirm`}>{t('history.confirmDelete')}</p>
          <div className="item-actions">
            <button type="button" className="chip-button chip-button-danger-solid" onClick={confirmDelete} disabled={busy}>
              <Trash2 aria-hidden="true" size={16} /><span>{t('history.confirm')}</span>
            </button>
            <button type="button" ref={cancelDelete} className="chip-button" onClick={() => switchTo('view', 'delete')}>
              <X aria-hidden="true" size={16} /><span>{t('history.cancel')}</span>
            </button>
          </div>
        </div>
      )}

      {failed && <p className="item-error" role="alert">{t('history.failed')}</p>}
    </li>
  )
}
