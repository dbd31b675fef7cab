import {Bot, ChevronRight} from 'lucide-react'
import {lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState} from 'react'
import type {Emergency} from '../chat/safety'
import {useHumanCheck} from '../chat/use-human-check'
import {useStartConversation} from '../chat/use-start-conversation'
import {Composer} from '../components/Composer'
import {LazyHumanCheck as HumanCheck} from '../components/LazyHumanCheck'
import {topicIcons} from '../content/topic-icons'
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

/**
 * The red-flag detector (every language's phrase lists: most of the page's code), the banner, the
 * chat API client and its error messages load when the visitor starts writing, not with the page;
 * by the time they send they are here.
 */
const loadSafety = () => import('../chat/safety')
const loadBanner = () => import('../components/EmergencyBanner')
const loadErrors = () => import('../chat/errors')
const EmergencyBanner = lazy(() => loadBanner().then((module) => ({default: module.EmergencyBanner})))

/** `/`: the greeting, the composer, and the topics to explore. Sending starts a conversation. */
export default function Home({topics, settings}: HomeProps) {
  const {maxMessageChars, emergencyNumber, crisisLine, verification} = settings
  const t = useTranslation()
  const {query, locale} = useRoute()
  const start = useStartConversation()
  const contacts = useMemo(() => ({emergencyNumber, crisisLine}), [emergencyNumber, crisisLine])
  const [draft, setDraft] = useState(() => (typeof query.q === 'string' ? query.q.slice(0, maxMessageChars) : ''))
  const [busy, setBusy] = useState(false)
  // The notice's text, written when the send failed (its messages load while the visitor writes).
  const [notice, setNotice] = useState<string | null>(null)
  const [emergency, setEmergency] = useState<Emergency | null>(null)
  const human = useHumanCheck()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const draftRef = useRef(draft)
  draftRef.current = draft

  // Something is written (typed, or a question in the address, `/?q=…`): load the detector now.
  const writing = draft !== ''
  useEffect(() => {
    if (!writing) return
    loadSafety().catch(() => {})
    loadBanner().catch(() => {})
    // What the send will call (use-start-conversation.ts), and its error messages.
    Promise.all([import('../chat/api'), import('../chat/pending'), loadErrors()]).catch(() => {})
  }, [writing])

  async function send(text: string) {
    setBusy(true)
    setNotice(null)
    // The banner needs no server: show it before the conversation even exists. (Should the
    // detector fail to load, the chat page's copy of it and the server's `safety` event remain.)
    loadSafety().then(({emergencyFor}) => setEmergency(emergencyFor(text, locale, contacts)), () => {})
    const result = await start(text)
    if (!result.ok) {
      if (result.status === 401 && result.code === 'verification_required') {
        setBusy(false)
        // The text stays in the composer; it is sent (as it is then) once the visitor passes.
        human.ask(result.expired === true, () => {
          const current = draftRef.current
          if (current.trim() !== '') void send(current)
        })
        return
      }
      // Loaded while the visitor wrote; if even that failed, the connection is what failed.
      const errors = await loadErrors().catch(() => null)
      setBusy(false)
      const {code, status, retryAfter} = result
      setNotice(errors ? errors.noticeText(t, locale, {code, status, retryAfter, at: Date.now()}, maxMessageChars) : t('chat.error.network'))
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
        <Suspense fallback={null}>
          <EmergencyBanner emergencyNumber={emergency.emergencyNumber} crisisLine={emergency.crisisLine} selfHarm={emergency.selfHarm} live />
        </Suspense>
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
        voice={settings}
        onVerificationRequired={human.ask}
        notice={notice && <p className="composer-notice" role="alert">{notice}</p>}
      />
      {human.check && (
        <HumanCheck settings={verification} expired={human.check.expired} onPassed={onPassed} maxChars={maxMessageChars} />
      )}
      <section aria-labelledby="topics-heading" className="topic-section">
        <h2 id="topics-heading">{t('home.topics')}</h2>
        <ul className="topic-chips">
          {topics.map((topic) => {
            // The seven topics' icons only (content/topic-icons.ts), not TopicIcon's whole tree.
            const Icon = topicIcons[topic.path]
            return (
              <li key={topic.path}>
                <Link href={`/topics/${topic.path}`} className="topic-chip">
                  {Icon && <Icon aria-hidden="true" focusable="false" size={20} />}
                  <span>{topic.title}</span>
                  <ChevronRight aria-hidden="true" size={16} className="chip-arrow" />
                </Link>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
