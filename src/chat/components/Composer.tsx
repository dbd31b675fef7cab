import {SendHorizontal, Square} from 'lucide-react'
import {useId, useImperativeHandle, useRef, useState, type ClipboardEvent, type DragEvent, type FormEvent, type KeyboardEvent, type ReactNode, type Ref} from 'react'
import {formatNumber} from '../format-number'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {formatLimit} from '../../voice/duration'
import {useVoiceInput} from '../../voice/use-voice-input'
import {MicButton, VoiceStatus} from '../../voice/components/MicButton'

export interface ComposerProps {
  /** The text in the box (the parent keeps it, so a failed send can put it back). */
  value: string
  onChange: (value: string) => void
  /** Called with the text when the visitor sends (Enter or the Send button); never with blank text. */
  onSend: (text: string) => void
  /** An answer is streaming: Send becomes Stop. */
  streaming?: boolean
  onStop?: () => void
  /** Sending is under way (creating the conversation): Send is disabled and says so. */
  busy?: boolean
  /** Longest message the server accepts; a counter shows near it. */
  maxChars?: number
  /** Rows of the text box. */
  rows?: number
  textareaRef?: Ref<HTMLTextAreaElement>
  /** Shown above the buttons (an error about the last send). */
  notice?: ReactNode
  /** Voice input: whether the server transcribes recordings, and the longest recording. */
  voice: {transcription: boolean; maxAudioSeconds: number}
  /** A transcription refused with `401 verification_required`: show the human check, then call `retry` (use-voice-input.ts). */
  onVerificationRequired?: (expired: boolean, retry: () => void) => void
  /** The attachment tools (paperclip, camera). */
  attachmentTools: ReactNode
  /** The attachment chips, shown above the text box. */
  attachments?: ReactNode
  /** Files dropped on or pasted into the composer. */
  onFiles?: (files: File[]) => void
  /** Attachments are still uploading: Send waits and says so. */
  waiting?: boolean
  /** An attachment failed: Send is disabled until it is removed or retried. */
  blocked?: boolean
}

/** The counter shows from this share of the limit on. */
export const COUNTER_FROM = 0.8

/**
 * The message composer: a text box with Mic, Paperclip, Camera and Send. Enter sends and
 * Shift+Enter starts a new line (never while an input method is composing); during an answer
 * Send becomes Stop, and Escape stops too. Mic takes speech into the text box (src/voice, loaded
 * when the mic is first pointed at or pressed);
 * `attachmentTools` (Paperclip, Camera) and, with `onFiles`, drop and paste attach files.
 */
export function Composer({
  value, onChange, onSend, streaming = false, onStop, busy = false, maxChars = 8000, rows = 3, textareaRef, notice, voice,
  attachmentTools, attachments, onFiles, waiting = false, blocked = false, onVerificationRequired,
}: ComposerProps) {
  const t = useTranslation()
  const {locale, basePath} = useRoute()
  const box = useRef<HTMLTextAreaElement>(null)
  useImperativeHandle(textareaRef, () => box.current!, [])
  // A transcript goes into the box at the caret (or replaces the selection) for review; it is never sent.
  const voiceInput = useVoiceInput({
    base: {basePath}, locale, transcription: voice.transcription, maxSeconds: voice.maxAudioSeconds, box, value, onChange,
    onVerificationRequired,
  })
  const id = useId()
  const hintId = `${id}-hint`
  const counterId = `${id}-counter`
  const empty = value.trim() === ''
  const showCounter = value.length >= Math.floor(maxChars * COUNTER_FROM)
  const canSend = !empty && !streaming && !busy && !waiting && !blocked && value.length <= maxChars
  const [dragging, setDragging] = useState(false)

  function onDrop(event: DragEvent<HTMLFormElement>) {
    setDragging(false)
    if (!onFiles || event.dataTransfer.files.length === 0) return
    event.preventDefault()
    onFiles([...event.dataTransfer.files])
  }

  function onDragOver(event: DragEvent<HTMLFormElement>) {
    if (!onFiles || !event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    setDragging(true)
  }

  function onPaste(event: ClipboardEvent<HTMLFormElement>) {
    const files = [...event.clipboardData.files]
    if (!onFiles || files.length === 0) return
    event.preventDefault() // a pasted screenshot is attached, not its file name typed
    onFiles(files)
  }

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (canSend) onSend(value)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape' && streaming && onStop) {
      event.preventDefault()
      onStop()
      return
    }
    // keyCode 229: a key the input method is still processing (Safari ends composition late).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return
    if (event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    submit()
  }

  return (
    <form className="composer" aria-label={t('composer.label')} onSubmit={submit} data-dragging={dragging ? 'true' : undefined}
      onDrop={onFiles && onDrop} onDragOver={onFiles && onDragOver} onDragLeave={onFiles && (() => setDragging(false))} onPaste={onFiles && onPaste}>
      {dragging && <p className="composer-drop" aria-hidden="true">{t('attachments.drop')}</p>}
      {attachments}
      <label htmlFor={`${id}-text`} className="visually-hidden">{t('composer.label')}</label>
      <textarea
        id={`${id}-text`}
        ref={box}
        name="content"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
        aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
        maxLength={maxChars}
        enterKeyHint="send"
      />
      {notice}
      <VoiceStatus voice={voiceInput} max={formatLimit(locale, voice.maxAudioSeconds)} />
      {voiceInput.Panel && <voiceInput.Panel voice={voiceInput} maxSeconds={voice.maxAudioSeconds} max={formatLimit(locale, voice.maxAudioSeconds)} />}
      <div className="composer-actions">
        <div className="composer-tools">
          <MicButton voice={voiceInput} />
          {attachmentTools}
        </div>
        {showCounter && (
          <p id={counterId} className="composer-counter" data-full={value.length >= maxChars ? 'true' : undefined}>
            {t('composer.counter', {count: formatNumber(locale, value.length), max: formatNumber(locale, maxChars)})}
          </p>
        )}
        {streaming ? (
          <button type="button" className="send-button stop-button" onClick={onStop} aria-label={t('composer.stopLabel')}>
            <Square aria-hidden="true" size={16} fill="currentColor" />
            <span>{t('composer.stop')}</span>
          </button>
        ) : (
          <button type="submit" className="send-button" disabled={!canSend}>
            <SendHorizontal aria-hidden="true" size={18} />
            <span>{busy ? t('composer.sending') : waiting ? t('attachments.waiting') : t('composer.send')}</span>
          </button>
        )}
      </div>
      <p id={hintId} className="composer-hint">{t('composer.hint')}</p>
    </form>
  )
}
