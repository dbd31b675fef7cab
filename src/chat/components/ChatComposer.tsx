import {lazy, Suspense, type Ref} from 'react'
import {AttachmentTools} from '../../attachments/components/AttachmentTools'
import type {UseAttachments} from '../../attachments/use-attachments'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {Emergency} from '../../safety/emergency'
import {LazyHumanCheck as HumanCheck} from '../../verification/components/LazyHumanCheck'
import type {HumanCheckState} from '../../verification/use-human-check'
import type {ChatNotice} from '../chat-state'
import type {ChatSettings} from '../chat-settings'
import {errorWords} from '../load-markdown'
import {withAllMessages} from '../../framework/i18n/translate'
import {Composer} from './Composer'

/** The attachment chips, loaded with the first file: until then there are none to show. */
const loadChips = withAllMessages(() => import('../../attachments/components/AttachmentChips'))
const AttachmentChips = lazy(() => loadChips().then((module) => ({default: module.AttachmentChips})))

/**
 * The banner of a message that waits for the human check, loaded when it is first needed (the
 * verdict that raises it comes from the red-flag detector, itself loaded when the visitor writes).
 */
const loadBanner = withAllMessages(() => import('../../safety/components/EmergencyBanner'))
const EmergencyBanner = lazy(() => loadBanner().then((module) => ({default: module.EmergencyBanner})))

export interface ChatComposerProps {
  settings: ChatSettings
  /** The human check: shown above the composer while the server asks for it. */
  human: HumanCheckState
  /** The banner for a message that waits for the human check. */
  waitingEmergency: Emergency | null
  onPassed: () => void
  draft: string
  onDraftChange: (value: string) => void
  /** The last send's refusal, under the text box; typing dismisses it. */
  notice: ChatNotice | null
  onDismissNotice: () => void
  /** An answer is streaming: Send becomes Stop. */
  streaming: boolean
  onSend: (text: string) => void
  onStop: () => void
  attachments: UseAttachments
  textareaRef: Ref<HTMLTextAreaElement>
  /** The composer's box, which sticks over the bottom of the window. */
  ref?: Ref<HTMLDivElement>
}

/** The bottom of the chat page: the human check when it is asked for, then the composer with its attachments and notice. */
export function ChatComposer({
  settings, human, waitingEmergency, onPassed, draft, onDraftChange, notice, onDismissNotice, streaming, onSend, onStop, attachments,
  textareaRef, ref,
}: ChatComposerProps) {
  const {maxMessageChars, verification, maxUploadBytes, maxAttachments, maxHealthImportBytes} = settings
  const t = useTranslation()
  const {locale} = useRoute()
  const errors = errorWords.use(notice !== null)
  return (
    <div className="chat-composer" ref={ref}>
      {human.check && waitingEmergency && (
        <Suspense fallback={null}>
          <EmergencyBanner emergencyNumber={waitingEmergency.emergencyNumber} crisisLine={waitingEmergency.crisisLine} selfHarm={waitingEmergency.selfHarm} categories={waitingEmergency.categories} poisonControl={waitingEmergency.poisonControl} live />
        </Suspense>
      )}
      {human.check && (
        <HumanCheck settings={verification} expired={human.check.expired} onPassed={onPassed} maxChars={maxMessageChars} />
      )}
      <Composer
        value={draft}
        onChange={(value) => {
          onDraftChange(value)
          if (notice) onDismissNotice()
        }}
        onSend={onSend}
        onStop={onStop}
        streaming={streaming}
        maxChars={maxMessageChars}
        voice={settings}
        // A transcription refused for want of a verified session: the check, then the transcription again.
        onVerificationRequired={human.ask}
        rows={2}
        textareaRef={textareaRef}
        attachmentTools={<AttachmentTools onFiles={attachments.add} onHealthExport={attachments.addHealthExport} />}
        attachments={attachments.chips.length > 0 && (
          <Suspense fallback={null}>
            <AttachmentChips chips={attachments.chips} onRemove={attachments.remove} onRetry={attachments.retry}
              maxUploadBytes={maxUploadBytes} maxAttachments={maxAttachments} maxHealthImportBytes={maxHealthImportBytes} />
          </Suspense>
        )}
        onFiles={attachments.add}
        waiting={attachments.pending}
        blocked={attachments.failed}
        notice={notice && errors && (
          <p className="composer-notice" role="alert">
            {errors.noticeText(t, locale, notice, maxMessageChars, {count: maxAttachments})}
            {notice.restored && ` ${t('chat.error.notSent')}`}
          </p>
        )}
      />
    </div>
  )
}
