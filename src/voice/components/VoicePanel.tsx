/**
 * The composer's voice panel, above the buttons: what is happening (recording with the elapsed
 * time and a level meter, or the words heard so far; transcribing; what went wrong, with a link
 * to /help/voice). It loads with the state machine (re-exported here) when the mic is first
 * pointed at, touched, focused or pressed (src/voice/use-voice-input.ts); the mic button and the
 * live region that announces each step are in ./MicButton.tsx, part of the page's first load.
 */
import {Loader2, RotateCcw, Square, X} from 'lucide-react'
import {useEffect, useRef} from 'react'
import {Link} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {formatClock} from '../clock'
import type {VoiceInput} from './MicButton'

export {VoiceSession} from '../session'

/** `max`: the longest recording in words ("2 minutes"). */
export function VoicePanel({voice, maxSeconds, max}: {voice: VoiceInput; maxSeconds: number; max: string}) {
  const t = useTranslation()
  const {phase, notice} = voice
  return (
    <>
      {phase.name === 'recording' && (
        <div className="voice-panel" data-phase="recording">
          <div className="voice-row">
            <span className="voice-dot" aria-hidden="true" />
            <strong className="voice-state">{phase.mode === 'speech' ? t('voice.listening') : t('voice.recording')}</strong>
            <span className="voice-time" role="timer" aria-label={t('voice.elapsed', {elapsed: formatClock(voice.elapsed), max: formatClock(maxSeconds)})}>
              {formatClock(voice.elapsed)}<span className="voice-max"> / {formatClock(maxSeconds)}</span>
            </span>
            {voice.analyser && <LevelMeter analyser={voice.analyser} />}
          </div>
          {phase.mode === 'speech' && voice.interim !== '' && <p className="voice-interim">{voice.interim}</p>}
          <div className="voice-buttons">
            <button type="button" className="chip-button" onClick={voice.cancel} aria-label={t('voice.cancelLabel')}>
              <X aria-hidden="true" size={16} /><span>{t('voice.cancel')}</span>
            </button>
            <button type="button" className="chip-button voice-done" onClick={voice.finish} aria-label={t('voice.doneLabel')}>
              <Square aria-hidden="true" size={14} fill="currentColor" /><span>{t('voice.done')}</span>
            </button>
          </div>
        </div>
      )}
      {phase.name === 'transcribing' && (
        <div className="voice-panel" data-phase="transcribing">
          <div className="voice-row">
            <Loader2 aria-hidden="true" size={18} className="spin" />
            <strong className="voice-state">{t('voice.transcribing')}</strong>
          </div>
          <div className="voice-buttons">
            <button type="button" className="chip-button" onClick={voice.cancel} aria-label={t('voice.cancelLabel')}>
              <X aria-hidden="true" size={16} /><span>{t('voice.cancel')}</span>
            </button>
          </div>
        </div>
      )}
      {phase.name === 'idle' && notice && (
        <div className={`voice-notice voice-notice-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>
            {notice.message ?? t(notice.key, {max})}
            {notice.help && <> <Link href="/help/voice">{t('voice.help')}</Link></>}
          </p>
          <div className="voice-buttons">
            {notice.retry && (
              <button type="button" className="chip-button" onClick={voice.retry}>
                <RotateCcw aria-hidden="true" size={16} /><span>{t('chat.retry')}</span>
              </button>
            )}
            <button type="button" className="chip-button voice-dismiss" onClick={voice.dismiss} aria-label={t('voice.dismiss')} title={t('voice.dismiss')}>
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        </div>
      )}
    </>
  )
}

/**
 * The microphone's level from an `AnalyserNode`: the RMS of the waveform, drawn about 15 times a
 * second by writing to the element directly (no React render per frame).
 */
function LevelMeter({analyser}: {analyser: AnalyserNode}) {
  const t = useTranslation()
  const meter = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const samples = new Uint8Array(analyser.fftSize)
    let frame = 0
    let last = 0
    const draw = (now: number) => {
      frame = requestAnimationFrame(draw)
      if (now - last < 66) return
      last = now
      analyser.getByteTimeDomainData(samples)
      let sum = 0
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2
      // Speech is quiet in RMS terms: scale so normal speech fills most of the bar.
      const level = Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 400))
      const element = meter.current
      if (!element) return
      element.style.setProperty('--level', String(level / 100))
      element.setAttribute('aria-valuenow', String(level))
    }
    frame = requestAnimationFrame(draw)
    return () => cancelAnimationFrame(frame)
  }, [analyser])
  return (
    <div ref={meter} className="voice-meter" role="meter" aria-label={t('voice.level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
      <span />
    </div>
  )
}
