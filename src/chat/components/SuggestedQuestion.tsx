import {MessageCircle} from 'lucide-react'
import {useState, type MouseEvent} from 'react'
import {useStartConversation} from '../use-start-conversation'
import {Link, useNavigator} from '../../framework'
import {isClientNavigation} from '../../framework/navigation'
import {useTranslation} from '../../framework/i18n/use-translation'

export interface SuggestedQuestionProps {
  question: string
  /** The topic's slug path (`heart/blood-pressure`), saved with the conversation. */
  topic: string
}

/**
 * A suggested question on a topic page. A plain link to `/?q=…` (the home composer, filled in)
 * that works without JavaScript; with JavaScript a click starts the conversation about this
 * topic and asks the question at once. If that fails, the link is followed after all.
 */
export function SuggestedQuestion({question, topic}: SuggestedQuestionProps) {
  const t = useTranslation()
  const navigator = useNavigator()
  const start = useStartConversation()
  const [busy, setBusy] = useState(false)

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isClientNavigation(event, event.currentTarget, window.location.origin)) return
    event.preventDefault()
    if (busy) return
    const fallback = event.currentTarget.href
    setBusy(true)
    const result = await start(question, topic)
    if (!result.ok) {
      setBusy(false)
      navigator.push(fallback)
    }
  }

  return (
    <Link
      href={`/?q=${encodeURIComponent(question)}`}
      className="question"
      aria-label={`${t('topics.ask')}: ${question}`}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <MessageCircle aria-hidden="true" size={18} />
      <span>{question}</span>
      {busy && <span className="question-busy" role="status">{t('chat.starting')}</span>}
    </Link>
  )
}
