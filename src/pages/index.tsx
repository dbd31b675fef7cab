import {Bot, Camera, ChevronRight, Paperclip, Watch} from 'lucide-react'
import {lazy, Suspense, type ComponentType, useCallback, useEffect, useMemo, useRef, useState} from 'react'
import type {Emergency, SafetyContacts} from '../safety/emergency'
import {useHumanCheck} from '../verification/use-human-check'
import {loadChatApi, useStartConversation} from '../chat/use-start-conversation'
import {Composer} from '../chat/components/Composer'
import {LazyHumanCheck as HumanCheck} from '../verification/components/LazyHumanCheck'
import {topicIcons} from '../content/topic-icons'
import {topicSummaries, type TopicSummary} from '../content/topic-text'
import {Link, useRoute, type GetServerSideProps} from '../framework'
import {withAllMessages} from '../framework/i18n/translate'
import {useTranslation} from '../framework/i18n/use-translation'
import type {AppConfig} from '../../server/config'
import type {OcrReader} from '../../server/attachments/ocr'
import {chatSettings} from '../../server/chat/chat-settings'
import type {ChatSettings} from '../chat/chat-settings'
import type {UseAttachments} from '../attachments/use-attachments'
import type {HomeAttachmentChipsProps} from '../attachments/components/HomeAttachments'
import type {AttachmentToolsProps} from '../attachments/components/AttachmentTools'

export interface HomeProps {
  topics: TopicSummary[]
  settings: ChatSettings
}

/**
 * The home page shows only the first-load messages (src/messages/first-load/): what it loads
 * later (the banner, the attachments, the human check, voice input, the send's error messages)
 * comes with the rest, through `withAllMessages`.
 */
export const messages = 'first-load'

export const getServerSideProps: GetServerSideProps<HomeProps, unknown, {config: AppConfig; ocr?: OcrReader | null}> = ({locale, services}) => ({
  props: {
    topics: topicSummaries(locale),
    settings: chatSettings(services.config, services.ocr ?? null),
  },
})

/**
 * The red-flag detector (every language's phrase lists: most of the page's code), the banner, the
 * chat API client and its error messages load when the visitor starts writing, not with the page;
 * by the time they send they are here.
 */
const loadSafety = withAllMessages(() => Promise.all([import('../safety/local-detector').then(({loadRedFlagDetector}) => loadRedFlagDetector()), import('../safety/emergency')])
  .then(([detect, {emergencyOf}]) => (text: string, locale: string, contacts: SafetyContacts) => emergencyOf(detect(text, locale), contacts)))
const loadBanner = withAllMessages(() => import('../safety/components/EmergencyBanner'))
const loadErrors = withAllMessages(() => import('../chat/errors'))
const EmergencyBanner = lazy(() => loadBanner().then((module) => ({default: module.EmergencyBanner})))

/**
 * The attachments (their chips, uploads, the camera preview) load when the visitor first reaches
 * for them: the paperclip, the camera, a dropped or pasted file. Until then the paperclip is a
 * plain file input here, so choosing a file needs none of that code.
 */
const loadAttachments = withAllMessages(() => import('../attachments/components/HomeAttachments'))
const Nothing = () => null
const HomeAttachmentChips = lazy<ComponentType<HomeAttachmentChipsProps>>(() => loadAttachments().then((module) => ({default: module.HomeAttachmentChips}), () => ({default: Nothing})))
const AttachmentTools = lazy<ComponentType<AttachmentToolsProps>>(() => loadAttachments().then((module) => ({default: module.AttachmentTools}), () => ({default: Nothing})))
/** As src/attachments/accept.ts's HEALTH_EXPORT_ACCEPT (not imported: a chunk of its own would cost more than the copy). */
const HEALTH_EXPORT_ACCEPT = '.zip,.xml,.csv,.json,application/zip,application/xml,text/xml,text/csv,application/json'
/** As src/attachments/accept.ts's ACCEPT (the same). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf,.pdf,text/plain,.txt,text/csv,.csv'

/** `/`: the greeting, the composer, and the topics to explore. Sending starts a conversation. */
export default function Home({topics, settings}: HomeProps) {
  const {maxMessageChars, emergencyNumber, crisisLine, poisonControl, verification} = settings
  const t = useTranslation()
  const {query, locale, basePath} = useRoute()
  const base = useMemo(() => ({basePath}), [basePath])
  const start = useStartConversation()
  const contacts = useMemo(() => ({emergencyNumber, crisisLine, poisonControl}), [emergencyNumber, crisisLine, poisonControl])
  const [draft, setDraft] = useState(() => (typeof query.q === 'string' ? query.q.slice(0, maxMessageChars) : ''))
  const [busy, setBusy] = useState(false)
  // The notice's text, written when the send failed (its messages load while the visitor writes).
  const [notice, setNotice] = useState<string | null>(null)
  const [emergency, setEmergency] = useState<Emergency | null>(null)
  const human = useHumanCheck()
  const textarea = useRef<HTMLTextAreaElement>(null)
  const draftRef = useRef(draft)
  draftRef.current = draft
  /** Set when the attachment code is wanted: the files (and health exports) that asked for it, and whether the camera did. */
  const [attach, setAttach] = useState<{files: File[]; exports: File[]; camera: boolean} | null>(null)
  /** The uploads, once that code is here. */
  const [uploads, setUploads] = useState<UseAttachments | null>(null)
  const uploadsRef = useRef(uploads)
  uploadsRef.current = uploads
  const onFiles = useCallback((files: File[]) => {
    setNotice(null)
    if (uploadsRef.current) uploadsRef.current.add(files)
    else setAttach((current) => ({files: [...(current?.files ?? []), ...files], exports: current?.exports ?? [], camera: current?.camera ?? false}))
  }, [])
  const onHealthExport = useCallback((file: File) => {
    setNotice(null)
    if (uploadsRef.current) uploadsRef.current.addHealthExport(file)
    else setAttach((current) => ({files: current?.files ?? [], exports: [...(current?.exports ?? []), file], camera: current?.camera ?? false}))
  }, [])
  const openCamera = useCallback(() => setAttach((current) => current ?? {files: [], exports: [], camera: true}), [])

  // Something is written (typed, or a question in the address, `/?q=…`): load the detector now.
  const writing = draft !== ''
  useEffect(() => {
    if (!writing) return
    loadSafety().catch(() => {})
    loadBanner().catch(() => {})
    // What the send will call (use-start-conversation.ts), and its error messages.
    Promise.all([loadChatApi(), loadErrors()]).catch(() => {})
  }, [writing])

  async function send(text: string) {
    setBusy(true)
    setNotice(null)
    // The banner needs no server: show it before the conversation even exists. (Should the
    // detector fail to load, the chat page's copy of it and the server's `safety` event remain.)
    loadSafety().then((emergencyIn) => setEmergency(emergencyIn(text, locale, contacts)), () => {})
    // Uploaded already (an upload needs a verified session, so the check came then): they go with the text.
    const attached = uploadsRef.current?.take() ?? []
    const result = await start(text, undefined, attached)
    if (!result.ok) {
      if (attached.length > 0) uploadsRef.current?.restore(attached)
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
          <EmergencyBanner emergencyNumber={emergency.emergencyNumber} crisisLine={emergency.crisisLine} selfHarm={emergency.selfHarm} categories={emergency.categories} poisonControl={emergency.poisonControl} live />
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
        onFiles={onFiles}
        waiting={uploads?.pending ?? false}
        blocked={uploads?.failed ?? false}
        attachmentTools={attach ? (
          <Suspense fallback={<LightTools onFiles={onFiles} onCamera={openCamera} onHealthExport={onHealthExport} />}>
            <AttachmentTools onFiles={onFiles} cameraOpen={attach.camera} onHealthExport={onHealthExport} />
          </Suspense>
        ) : <LightTools onFiles={onFiles} onCamera={openCamera} onHealthExport={onHealthExport} />}
        attachments={attach && (
          <Suspense fallback={null}>
            <HomeAttachmentChips base={base} maxUploadBytes={settings.maxUploadBytes} maxAttachments={settings.maxAttachments} ocr={settings.ocr}
              maxHealthImportBytes={settings.maxHealthImportBytes} initial={attach.files} initialExports={attach.exports}
              onVerificationRequired={human.ask} onReady={setUploads} />
          </Suspense>
        )}
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

/**
 * The paperclip, camera and watch before the attachment code is here: the paperclip and the watch
 * plain file pickers, the camera the file input's `capture` on phones (all keep the click that
 * opens them), else a request for the camera preview (which loads that code).
 */
function LightTools({onFiles, onCamera, onHealthExport}: {onFiles: (files: File[]) => void; onCamera: () => void; onHealthExport: (file: File) => void}) {
  const t = useTranslation()
  const picker = useRef<HTMLInputElement>(null)
  const exportPicker = useRef<HTMLInputElement>(null)
  const capture = useRef<HTMLInputElement>(null)
  function take(input: HTMLInputElement) {
    const files = [...(input.files ?? [])]
    input.value = ''
    if (files.length > 0) onFiles(files)
  }
  function camera() {
    if (window.matchMedia?.('(pointer: coarse)').matches) capture.current?.click()
    else onCamera()
  }
  return (
    <>
      <button type="button" className="icon-button has-tooltip" aria-label={t('composer.attach')} title={t('composer.attach')}
        data-tooltip={t('composer.attach')} onClick={() => picker.current?.click()}>
        <Paperclip aria-hidden="true" size={20} />
      </button>
      <button type="button" className="icon-button has-tooltip" aria-label={t('composer.camera')} title={t('composer.camera')}
        data-tooltip={t('composer.camera')} onClick={camera}>
        <Camera aria-hidden="true" size={20} />
      </button>
      <button type="button" className="icon-button has-tooltip" aria-label={t('composer.healthData')} title={t('composer.healthData')}
        data-tooltip={t('composer.healthData')} onClick={() => exportPicker.current?.click()}>
        <Watch aria-hidden="true" size={20} />
      </button>
      <input ref={picker} type="file" multiple accept={ACCEPT} hidden data-testid="attach-input" onChange={(event) => take(event.currentTarget)} />
      <input ref={capture} type="file" accept="image/*" capture="environment" hidden data-testid="camera-input" onChange={(event) => take(event.currentTarget)} />
      <input ref={exportPicker} type="file" accept={HEALTH_EXPORT_ACCEPT} hidden data-testid="health-export-input" onChange={(event) => {
        const file = event.currentTarget.files?.[0]
        event.currentTarget.value = ''
        if (file) onHealthExport(file)
      }} />
    </>
  )
}
