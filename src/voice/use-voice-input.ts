/**
 * The composer's voice input, for React: its state and the mic button's actions. The state
 * machine itself (./session.ts, with the recorder and the speech recognition), the panel that
 * shows it (src/voice/components/VoicePanel.tsx) and their messages load when the mic is first
 * pointed at, touched or focused (`prefetch`), not with the page. A press that comes before them
 * waits: `loading` says they are on their way, and the press is carried out once they are here.
 * Escape cancels recording, transcribing and a press still loading alike.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react'
import type {ApiBase} from '../chat/api'
import {withAllMessages, type MessageKey} from '../framework/i18n/translate'
import type {VoiceSession} from './session'

export interface VoiceOptions {
  base: ApiBase
  locale: string
  /** The server can transcribe recordings (`TRANSCRIBE_BASE_URL` is set). */
  transcription: boolean
  maxSeconds: number
  /** The message box: a transcript goes in at its caret (replacing a selection), for review. */
  box: RefObject<HTMLTextAreaElement | null>
  /** The text in the box, and where the text with the transcript goes. */
  value: string
  onChange(value: string): void
  /**
   * The server refused the recording for want of a verified session (`401 verification_required`):
   * the page shows the human check and calls `retry` once the visitor passes, which sends the held
   * recording again. Without it, the refusal is a notice with "Try again".
   */
  onVerificationRequired?(expired: boolean, retry: () => void): void
}

export type VoicePhase =
  | {name: 'idle'}
  | {name: 'recording'; mode: 'recorder' | 'speech'}
  | {name: 'transcribing'}

export interface VoiceNotice {
  tone: 'error' | 'info'
  key: MessageKey
  /** A message the server wrote (already in the page's language), shown instead of `key`. */
  message?: string
  /** Show the link to /help/voice. */
  help?: boolean
  /** The recording is still held (in memory) and can be sent again. */
  retry?: boolean
}

/** What the panel shows and announces. */
export interface VoiceState {
  phase: VoicePhase
  /** Seconds since recording started. */
  elapsed: number
  /** The words heard so far (speech recognition). */
  interim: string
  /** For the level meter (recording). */
  analyser: AnalyserNode | null
  notice: VoiceNotice | null
  announcement: MessageKey | ''
}

export const IDLE: VoiceState = {phase: {name: 'idle'}, elapsed: 0, interim: '', analyser: null, notice: null, announcement: ''}

const loadVoice = withAllMessages(() => import('./components/VoicePanel'))

function prefetch(): void {
  loadVoice().catch(() => {}) // the press tries again, and says so if it fails
}

export type VoiceModule = Awaited<ReturnType<typeof loadVoice>>

export function useVoiceInput(options: VoiceOptions) {
  const [state, setState] = useState(IDLE)
  /** The first press is waiting for the code (`yes`), or it could not be loaded (`failed`). */
  const [loading, setLoading] = useState<'no' | 'yes' | 'failed'>('no')
  const [loaded, setLoaded] = useState<VoiceModule | null>(null)
  const latest = useRef(options)
  latest.current = options
  const session = useRef<VoiceSession | null>(null)
  /** A press that waits for the code; cleared by Escape and on unmount. */
  const pressed = useRef(false)

  const toggle = useCallback(() => {
    if (session.current) {
      session.current.toggle()
      return
    }
    if (pressed.current) return
    pressed.current = true
    setLoading('yes')
    loadVoice().then((module) => {
      const wanted = pressed.current
      pressed.current = false
      if (!wanted) return
      session.current ??= new module.VoiceSession(() => latest.current, IDLE, setState)
      setLoaded(module)
      setLoading('no')
      session.current.toggle()
    }, () => {
      const wanted = pressed.current
      pressed.current = false
      if (wanted) setLoading('failed')
    })
  }, [])

  const cancel = useCallback(() => {
    if (pressed.current) {
      pressed.current = false
      setLoading('no')
    }
    session.current?.cancel()
  }, [])

  // Escape cancels, wherever the focus is, before anything else hears it (it must not also stop an answer).
  const active = state.phase.name !== 'idle' || loading === 'yes'
  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      cancel()
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [active, cancel])

  // Leaving the page stops the microphone and any upload.
  useEffect(() => () => {
    pressed.current = false
    session.current?.dispose()
  }, [])

  return {
    ...state,
    /** The code is loading for the first press (`yes`), or could not be loaded (`failed`). */
    loading,
    /**
     * Start loading the code before the press (the mic pointed at, focused or touched), so that
     * the press itself finds it here and starts the microphone at once, within its gesture.
     */
    prefetch,
    /** The panel, once its code is here. */
    Panel: loaded?.VoicePanel ?? null,
    toggle,
    cancel,
    finish: () => session.current?.finish(),
    retry: () => session.current?.retry(),
    dismiss: () => session.current?.dismiss(),
  }
}
