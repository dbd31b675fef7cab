/**
 * The mic button's state machine. Where the browser recognises speech itself, it listens in the
 * page's language; elsewhere (or when its recognition service fails) it records and sends the
 * audio to `POST /api/transcribe`. Either way the text goes to `onTranscript` (the composer puts
 * it at the caret for review) and is never sent by itself.
 *
 * idle → recording (elapsed time, level meter or interim words; auto-stop at the limit)
 *      → transcribing (recordings only) → idle with the text, or a notice saying what went wrong.
 * Escape cancels recording and transcribing alike.
 */
import {useCallback, useEffect, useRef, useState} from 'react'
import type {TranscribeResult} from './transcribe'
import type {ApiBase} from '../chat/api'
import type {MessageKey} from '../i18n'
import {canRecord, MicError, micProblem, startRecording, type MicProblem, type Recording} from './recorder'
import {listen, recognitionConstructor, SERVICE_ERRORS, type Listening} from './speech'

export interface VoiceOptions {
  base: ApiBase
  locale: string
  /** The server can transcribe recordings (`TRANSCRIBE_BASE_URL` is set). */
  transcription: boolean
  maxSeconds: number
  onTranscript(text: string): void
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

const MIC_MESSAGES: Record<MicProblem, MessageKey> = {
  denied: 'voice.error.denied',
  noMic: 'voice.error.noMic',
  micBusy: 'voice.error.micBusy',
  insecure: 'voice.error.insecure',
  unavailable: 'voice.error.unavailable',
}

/** API error codes → messages; anything else shows the server's own (translated) message. */
const API_MESSAGES: Record<string, MessageKey> = {
  network: 'voice.error.network',
  transcription_not_configured: 'voice.error.notConfigured',
  unsupported_audio: 'voice.error.notAudio',
  audio_too_long: 'voice.error.tooLong',
  audio_too_large: 'voice.error.tooLarge',
  audio_empty: 'voice.error.empty',
  transcription_unreachable: 'voice.error.unreachable',
  transcription_timeout: 'voice.error.timeout',
  transcription_busy: 'voice.error.busy',
  transcription_rejected: 'voice.error.rejected',
  transcription_error: 'voice.error.failed',
  transcription_bad_response: 'voice.error.badResponse',
}

/** Failures worth sending the same recording again for. */
const RETRYABLE = new Set(['network', 'transcription_unreachable', 'transcription_timeout', 'transcription_busy', 'transcription_error', 'transcription_bad_response', 'rate_limited', 'verification_required'])

/** Set once the browser's recognition service has failed: later presses record instead. */
let recognitionBroken = false

export function useVoiceInput(options: VoiceOptions) {
  const [phase, setPhase] = useState<VoicePhase>({name: 'idle'})
  const [elapsed, setElapsed] = useState(0)
  const [interim, setInterim] = useState('')
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null)
  const [notice, setNotice] = useState<VoiceNotice | null>(null)
  const [announcement, setAnnouncement] = useState<MessageKey | ''>('')
  const latest = useRef(options)
  latest.current = options
  const recording = useRef<Recording | null>(null)
  const listening = useRef<Listening | null>(null)
  const upload = useRef<AbortController | null>(null)
  /** The last recording whose transcription failed, kept in memory for "Try again". */
  const held = useRef<{audio: Blob; seconds: number} | null>(null)
  const startedAt = useRef(0)
  /** Bumped on every start and cancel, so late callbacks of an earlier attempt do nothing. */
  const attempt = useRef(0)
  const phaseRef = useRef(phase)
  phaseRef.current = phase

  const announce = useCallback((text: MessageKey | '') => setAnnouncement(text), [])

  const deliver = useCallback((text: string) => {
    if (text.trim() === '') {
      setNotice({tone: 'info', key: 'voice.noSpeech'})
      announce('voice.noSpeech')
      return
    }
    latest.current.onTranscript(text)
    announce('voice.inserted')
  }, [announce])

  const transcribe = useCallback(async (audio: Blob, seconds: number) => {
    const id = attempt.current
    const controller = new AbortController()
    upload.current = controller
    setPhase({name: 'transcribing'})
    announce('voice.transcribing')
    const {base, locale} = latest.current
    // The upload code (and the API client under it) loads on the first transcription, not with the page.
    const result = await import('./transcribe').then(
      ({postRecording}) => postRecording(base, {audio, locale, seconds}, controller.signal),
      (): TranscribeResult => ({ok: false, status: 0, code: 'network', message: ''}),
    )
    if (id !== attempt.current || controller.signal.aborted) return
    upload.current = null
    setPhase({name: 'idle'})
    if (result.ok) {
      held.current = null
      deliver(result.text)
      return
    }
    const ask = latest.current.onVerificationRequired
    if (ask && result.status === 401 && result.code === 'verification_required') {
      // Held until the visitor passes the check, then sent again (unless something else started meanwhile).
      held.current = {audio, seconds}
      setNotice({tone: 'info', key: 'voice.verifying'})
      announce('')
      const id = attempt.current
      ask(result.expired === true, () => {
        const kept = held.current
        if (!kept || id !== attempt.current || phaseRef.current.name !== 'idle') return
        attempt.current += 1
        setNotice(null)
        void transcribeRef.current(kept.audio, kept.seconds)
      })
      return
    }
    const known = API_MESSAGES[result.code]
    const retry = RETRYABLE.has(result.code) || (result.status >= 500 && !known)
    held.current = retry ? {audio, seconds} : null
    setNotice({
      tone: 'error',
      key: known ?? 'voice.error.failed',
      ...(known || !result.message ? {} : {message: result.message}),
      ...(result.code === 'transcription_not_configured' ? {help: true} : {}),
      retry,
    })
    announce('')
  }, [announce, deliver])

  const transcribeRef = useRef(transcribe)
  transcribeRef.current = transcribe

  const stopTimers = useRef<() => void>(() => {})

  const finish = useCallback((auto = false) => {
    const current = phaseRef.current
    if (current.name !== 'recording') return
    stopTimers.current()
    const seconds = Math.min((Date.now() - startedAt.current) / 1000, latest.current.maxSeconds)
    if (auto) setNotice({tone: 'info', key: 'voice.autoStopped'})
    if (current.mode === 'speech') {
      listening.current?.finish()
      return
    }
    const active = recording.current
    recording.current = null
    setAnalyser(null)
    if (!active) return
    setPhase({name: 'transcribing'})
    void active.finish().then((audio) => transcribe(audio, seconds))
  }, [transcribe])

  const startTimer = useCallback(() => {
    startedAt.current = Date.now()
    setElapsed(0)
    const timer = window.setInterval(() => {
      const seconds = (Date.now() - startedAt.current) / 1000
      setElapsed(seconds)
      if (seconds >= latest.current.maxSeconds) finish(true)
    }, 200)
    stopTimers.current = () => window.clearInterval(timer)
  }, [finish])

  const startRecorder = useCallback(async () => {
    const id = attempt.current
    // The upload code loads while the visitor speaks, so it is there when they stop.
    import('./transcribe').catch(() => {})
    try {
      const active = await startRecording()
      if (id !== attempt.current) {
        active.cancel()
        return
      }
      recording.current = active
      setAnalyser(active.analyser)
      setPhase({name: 'recording', mode: 'recorder'})
      announce('voice.started')
      startTimer()
    } catch (error) {
      if (id !== attempt.current) return
      const problem: MicProblem = error instanceof MicError ? error.problem : 'unavailable'
      setPhase({name: 'idle'})
      setNotice({tone: 'error', key: MIC_MESSAGES[problem], help: problem !== 'micBusy'})
      announce('')
    }
  }, [announce, startTimer])

  const start = useCallback(() => {
    attempt.current += 1
    held.current = null
    setNotice(null)
    setInterim('')
    const {locale, transcription} = latest.current
    if (!window.isSecureContext) {
      setNotice({tone: 'error', key: 'voice.error.insecure', help: true})
      return
    }
    const Recognition = recognitionBroken ? null : recognitionConstructor()
    if (Recognition) {
      const id = attempt.current
      try {
        listening.current = listen(Recognition, locale, {
          onInterim: (text) => {
            if (id === attempt.current) setInterim(text)
          },
          onEnd: ({text, error}) => {
            if (id !== attempt.current) return
            listening.current = null
            stopTimers.current()
            setPhase({name: 'idle'})
            setInterim('')
            if (error && SERVICE_ERRORS.has(error) && latest.current.transcription && canRecord()) {
              // The browser's recognition service failed (e.g. no network to it): record instead.
              recognitionBroken = true
              attempt.current += 1
              void startRecorder()
              return
            }
            if (error && error !== 'no-speech') {
              const problem = micProblem(error)
              setNotice({tone: 'error', key: problem === 'unavailable' ? 'voice.error.recognition' : MIC_MESSAGES[problem], help: problem === 'denied'})
              announce('')
              return
            }
            deliver(text)
          },
        })
        setPhase({name: 'recording', mode: 'speech'})
        announce('voice.started')
        startTimer()
        return
      } catch {
        listening.current = null
        // Fall through to recording.
      }
    }
    if (!transcription || !canRecord()) {
      setNotice({tone: 'error', key: 'voice.error.unavailable', help: true})
      return
    }
    void startRecorder()
  }, [announce, deliver, startRecorder, startTimer])

  const cancel = useCallback(() => {
    const current = phaseRef.current
    if (current.name === 'idle') return
    attempt.current += 1
    stopTimers.current()
    listening.current?.cancel()
    listening.current = null
    recording.current?.cancel()
    recording.current = null
    upload.current?.abort()
    upload.current = null
    setAnalyser(null)
    setInterim('')
    setPhase({name: 'idle'})
    setNotice({tone: 'info', key: 'voice.cancelled'})
    announce('voice.cancelled')
  }, [announce])

  const toggle = useCallback(() => {
    const current = phaseRef.current
    if (current.name === 'idle') start()
    else if (current.name === 'recording') finish()
  }, [start, finish])

  const retry = useCallback(() => {
    const kept = held.current
    if (!kept || phaseRef.current.name !== 'idle') return
    attempt.current += 1
    setNotice(null)
    void transcribe(kept.audio, kept.seconds)
  }, [transcribe])

  const dismiss = useCallback(() => {
    held.current = null
    setNotice(null)
  }, [])

  // Escape cancels, wherever the focus is, before anything else hears it (it must not also stop an answer).
  const active = phase.name !== 'idle'
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
    attempt.current += 1
    stopTimers.current()
    listening.current?.cancel()
    recording.current?.cancel()
    upload.current?.abort()
  }, [])

  return {phase, elapsed, interim, analyser, notice, announcement, toggle, finish: () => finish(), cancel, retry, dismiss}
}
