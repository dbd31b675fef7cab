import {Bot, ChevronRight} from 'lucide-react'
import {useCallback, useMemo, useRef, useState} from 'react'
import {needsVerification} from '../chat/api'
import {noticeText, type NoticeInfo} from '../chat/errors'
import {emergencyFor, type Emergency} from '../chat/safety'
import {useHumanCheck} from '../chat/use-human-check'
import {useStartConversation} from '../chat/use-start-conversation'
import {Composer} from '../components/Composer'
import {EmergencyBanner} from '../components/EmergencyBanner'
import {LazyHumanCheck as HumanCheck} from '../components/LazyHumanCheck'
import {TopicIcon} from '../components/TopicIcon'
import {topicSummaries, type TopicSummary} from '../content/topic-text'
import {Link, useRoute, type GetServerSideProps} from '../framework'
import {useTranslation} from '../i18n/use-translation'
import type {AppConfig} from '../../server/config'
import {chatSettings} from '../../server/chat-settings'
import type {ChatSettings} from '../chat/chat-settings'

export interface HomeProps {
  topics: TopicSummary[]
  settings: ChatSettings
}

export const getServerSideProps: GetServerSideProps<HomeProps, unknown, {config: AppConfig}> = ({locale, services}) => ({
  props: {
    topics: topicSummaries(locale),
    settings: chatSettings(services.config),
  },
})

/** `/`: the greeting, the composer, and the topics to explore. Sending starts a conversation. */
export default function Home({topics, settings}: HomeProps) {
  const {maxMessageChars, emergencyNumber, crisisLine, verification} = settings
  const t = useTranslation()
  const {query, locale} = useRoute()
  const start = useStartConversation()
  const contacts = useMemo(() => ({emergencyNumber, crisisLine}), [emergencyNumber, crisisLine])
  const [draft, setDraft] = useState(() => (typeof query.q === 'string' ? query.q.slice(0, maxMessageChars) : ''))
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<NoticeInfo | null>(null)
  const [emergency, setEmergency] = useState<Emergency | null>(null)
  const human = useHumanCheck()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const draftRef = useRef(draft)
  draftRef.current = draft

  async function send(text: string) {
    setBusy(true)
    setNotice(null)
    // The banner needs no server (and no human check): show it before the conversation even exists.
    setEmergency(emergencyFor(text, locale, contacts))
    const result = await start(text)
    if (!result.ok) {
      setBusy(false)
      if (needsVerification(result)) {
        // The text stays in the composer; it is sent (as it is then) once the visitor passes.
        human.ask(result.expired === true, () => {
          const current = draftRef.current
          if (current.trim() !== '') void send(current)
        })
        return
      }
      const {code, status, retryAfter} = result
      setNotice({code, status, retryAfter, at: Date.now()})
    }
    // On success the chat page takes over, sends the text and streams the answer.
  }

  const onPassed = useCallback(() => {
    textarea.current?.focus({preventScroll: true})
    human.passed()
  }, [human])

  return (
    <div className="home">
      <title>{`${t('app.name')} — ${t('home.title')}`}</title>
      <section className="greeting" aria-labelledby="home-heading">
        <span className="avatar" aria-hidden="true"><Bot size={28} /></span>
        <div>
          <h1 id="home-heading">{t('home.greeting')}</h1>
          <p className="lead">{t('home.intro')}</p>
        </div>
      </section>
      {emergency && (
        <EmergencyBanner emergencyNumber={emergency.emergencyNumber} crisisLine={emergency.crisisLine} selfHarm={emergency.selfHarm} live />
      )}
      <Composer
        value={draft}
        onChange={(value) => {
          setDraft(value)
          setNotice(null)
        }}
        onSend={(text) => void send(text)}
        busy={busy}
        maxChars={maxMessageChars}
        textareaRef={textarea}
        notice={notice && (
          <p className="composer-notice" role="alert">{noticeText(t, locale, notice, maxMessageChars)}</p>
        )}
      />
      {human.check && (
        <HumanCheck settings={verification} expired={human.check.expired} onPassed={onPassed} maxChars={maxMessageChars} />
      )}
      <section aria-labelledby="topics-heading" className="topic-section">
        <h2 id="topics-heading">{t('home.topics')}</h2>
        <ul className="topic-chips">
          {topics.map((topic) => (
            <li key={topic.path}>
              <Link href={`/topics/${topic.path}`} className="topic-chip">
                <TopicIcon path={topic.path} size={20} />
                <span>{topic.title}</span>
                <ChevronRight aria-hidden="true" size={16} className="chip-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
