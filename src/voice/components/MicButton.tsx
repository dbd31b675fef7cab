/**
 * The composer's mic button (a toggle: `aria-pressed` while recording) and the live region that
 * announces each step of voice input. Both are part of the page's first load and render the same
 * on the server; the rest (src/voice/use-voice-input.ts) loads when the button is first pointed
 * at, touched or focused, or at the latest on the first press, while the button says it is busy.
 */
import {Loader2, Mic} from 'lucide-react'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {useVoiceInput} from '../use-voice-input'

export type VoiceInput = ReturnType<typeof useVoiceInput>

export function MicButton({voice}: {voice: VoiceInput}) {
  const t = useTranslation()
  const {phase} = voice
  const recording = phase.name === 'recording'
  const busy = phase.name === 'transcribing' || voice.loading === 'yes'
  const title = recording ? t('voice.stopHint') : t('composer.mic')
  return (
    <button type="button" className="icon-button mic-button has-tooltip" aria-label={t('composer.mic')} aria-pressed={recording}
      aria-disabled={busy ? 'true' : undefined} aria-busy={voice.loading === 'yes' ? 'true' : undefined} data-state={phase.name}
      title={title} data-tooltip={title} onClick={() => voice.toggle()}
      onPointerEnter={voice.prefetch} onPointerDown={voice.prefetch} onFocus={voice.prefetch}>
      {busy ? <Loader2 aria-hidden="true" size={20} className="spin" /> : <Mic aria-hidden="true" size={20} />}
    </button>
  )
}

/**
 * What voice input is doing, for screen readers (in the page from the start, so that its first
 * announcement is heard), and a notice when its code could not be loaded (offline).
 */
export function VoiceStatus({voice, max}: {voice: VoiceInput; max: string}) {
  const t = useTranslation()
  const {announcement} = voice
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement === '' ? '' : t(announcement, {max})}
      </p>
      {voice.loading === 'failed' && (
        <div className="voice-notice voice-notice-error" role="alert"><p>{t('chat.error.network')}</p></div>
      )}
    </>
  )
}
