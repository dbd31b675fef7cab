import {MessageCirclePlus} from 'lucide-react'
import {Link} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {ShareButton} from '../../sharing/components/ShareButton'

export interface ChatHeaderProps {
  conversationId: string
  /** The conversation's title, as shown. */
  title: string
}

/** The conversation's title (the document's too), with Share and "New chat". */
export function ChatHeader({conversationId, title}: ChatHeaderProps) {
  const t = useTranslation()
  return (
    <>
      <title>{`${title} — ${t('app.name')}`}</title>
      <header className="chat-header">
        <h1>{title}</h1>
        <div className="chat-header-actions">
          <ShareButton conversationId={conversationId} />
          <Link href="/" className="chip-button">
            <MessageCirclePlus aria-hidden="true" size={16} /><span>{t('chat.new')}</span>
          </Link>
        </div>
      </header>
    </>
  )
}
