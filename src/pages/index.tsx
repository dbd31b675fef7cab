import {Bot, ChevronRight} from 'lucide-react'
import {useMemo, useState} from 'react'
import {formatNumber} from '../chat/format-number'
import {errorMessageKey} from '../chat/errors'
import {emergencyFor, type Emergency} from '../chat/safety'
import {useStartConversation} from '../chat/use-start-conversation'
import {Composer} from '../components/Composer'
import {EmergencyBanner} from '../components/EmergencyBanner'
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
  const {maxMessageChars, emergencyNumber, crisisLine} = settings
  const t = useTranslation()
  const {query, locale} = useRoute()
  const start = useStartConversation()
  const contacts = useMemo(() => ({emergencyNumber, crisisLine}), [emergencyNumber, crisisLine])
  const [draft, setDraft] = useState(() => (typeof query.q === 'string' ? query.q.slice(0, maxMessageChars) : ''))
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{code: string; status: number} | null>(null)
  const [emergency, setEmergency] = useState<Emergency | null>(null)

  async function send(text: string) {
    setBusy(true)
    setNotice(null)
    // The banner needs no server: show it before the conversation even exists.
    setEmergency(emergencyFor(text, locale, contacts))
    const result = await start(text)
    if (!result.ok) {
      setBusy(false)
      setNotice({code: result.code, status: result.status})
    }
    // On success the chat page takes over, sends the text and streams the answer.
  }

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
        voice={settings}
        notice={notice && (
          <p className="composer-notice" role="alert">
            {t(errorMessageKey(notice.code, notice.status === 0 ? undefined : notice.status), {max: formatNumber(locale, maxMessageChars)})}
          </p>
        )}
      />
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
