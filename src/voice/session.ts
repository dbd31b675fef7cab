/**
 * The mic button's state machine. Where the browser recognises speech itself, it listens in the
 * page's language; elsewhere (or when its recognition service fails) it records and sends the
 * audio to `POST /api/transcribe`. Either way the text goes into the message box at the caret,
 * for review, and is never sent by itself.
 *
 * idle → recording (elapsed time, level meter or interim words; auto-stop at the limit)
 *      → transcribing (recordings only) → idle with the text, or a notice saying what went wrong.
 *
 * It loads when the mic is first pointed at, touched, focused or pressed
 * (use-voice-input.ts, which keeps its state for React and cancels it on Escape), not with the
 * page.
 */
import type {TranscribeResult} from './transcribe'
import type {MessageKey} from '../framework/i18n/translate'
import {insertTranscript} from './insert'
import {canRecord, MicError, micProblem, startRecording, type MicProblem, type Recording} from './recorder'
import {listen, recognitionConstructor, SERVICE_ERRORS, type Listening} from './speech'
import type {VoiceOptions, VoiceState} from './use-voice-input'

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

/** One composer's voice input: `onChange` gets every new state. */
export class VoiceSession {
  private recording: Recording | null = null
  private listening: Listening | null = null
  private upload: AbortController | null = null
  /** The last recording whose transcription failed, kept in memory for "Try again". */
  private held: {audio: Blob; seconds: number} | null = null
  private startedAt = 0
  /** Bumped on every start and cancel, so late callbacks of an earlier attempt do nothing. */
  private attempt = 0
  private stopTimer: () => void = () => {}

  /** `options` is read at each use: the composer passes its latest. */
  constructor(private readonly options: () => VoiceOptions, private state: VoiceState, private readonly onChange: (state: VoiceState) => void) {}

  private set(change: Partial<VoiceState>): void {
    this.state = {...this.state, ...change}
    this.onChange(this.state)
  }

  /** Idle: start. Recording: finish. Transcribing: nothing. */
  toggle(): void {
    const {phase} = this.state
    if (phase.name === 'idle') this.start()
    else if (phase.name === 'recording') this.finish()
  }

  /** Stop recording (or listening) and turn it into text; `auto` when the time limit did it. */
  finish(auto = false): void {
    const current = this.state.phase
    if (current.name !== 'recording') return
    this.stopTimer()
    const seconds = Math.min((Date.now() - this.startedAt) / 1000, this.options().maxSeconds)
    if (auto) this.set({notice: {tone: 'info', key: 'voice.autoStopped'}})
    if (current.mode === 'speech') {
      this.listening?.finish()
      return
    }
    const active = this.recording
    this.recording = null
    this.set({analyser: null})
    if (!active) return
    this.set({phase: {name: 'transcribing'}})
    // Escape while the recorder hands over its audio cancels this attempt: nothing is sent then.
    const id = this.attempt
    void active.finish().then((audio) => {
      if (id === this.attempt) void this.transcribe(audio, seconds)
    })
  }

  /** Escape: drop what is under way, whatever it is. */
  cancel(): void {
    if (this.state.phase.name === 'idle') return
    this.attempt += 1
    this.stopTimer()
    this.listening?.cancel()
    this.listening = null
    this.recording?.cancel()
    this.recording = null
    this.upload?.abort()
    this.upload = null
    this.set({analyser: null, interim: '', phase: {name: 'idle'}, notice: {tone: 'info', key: 'voice.cancelled'}, announcement: 'voice.cancelled'})
  }

  /** "Try again": send the held recording again. */
  retry(): void {
    const kept = this.held
    if (!kept || this.state.phase.name !== 'idle') return
    this.attempt += 1
    this.set({notice: null})
    void this.transcribe(kept.audio, kept.seconds)
  }

  dismiss(): void {
    this.held = null
    this.set({notice: null})
  }

  /** The composer is going away: stop the microphone and any upload, and change nothing after. */
  dispose(): void {
    this.attempt += 1
    this.stopTimer()
    this.listening?.cancel()
    this.recording?.cancel()
    this.upload?.abort()
  }

  private start(): void {
    this.attempt += 1
    this.held = null
    this.set({notice: null, interim: ''})
    const {locale, transcription} = this.options()
    if (!window.isSecureContext) {
      this.set({notice: {tone: 'error', key: 'voice.error.insecure', help: true}})
      return
    }
    const Recognition = recognitionBroken ? null : recognitionConstructor()
    if (Recognition) {
      const id = this.attempt
      try {
        this.listening = listen(Recognition, locale, {
          onInterim: (text) => {
            if (id === this.attempt) this.set({interim: text})
          },
          onEnd: ({text, error}) => {
            if (id !== this.attempt) return
            this.listening = null
            this.stopTimer()
            this.set({phase: {name: 'idle'}, interim: ''})
            if (error && SERVICE_ERRORS.has(error) && this.options().transcription && canRecord()) {
              // The browser's recognition service failed (e.g. no network to it): record instead.
              recognitionBroken = true
              this.attempt += 1
              void this.startRecorder()
              return
            }
            if (error && error !== 'no-speech') {
              const problem = micProblem(error)
              this.set({
                notice: {tone: 'error', key: problem === 'unavailable' ? 'voice.error.recognition' : MIC_MESSAGES[problem], help: problem === 'denied'},
                announcement: '',
              })
              return
            }
            this.deliver(text)
          },
        })
        this.set({phase: {name: 'recording', mode: 'speech'}, announcement: 'voice.started'})
        this.startTimer()
        return
      } catch {
        this.listening = null
        // Fall through to recording.
      }
    }
    if (!transcription || !canRecord()) {
      this.set({notice: {tone: 'error', key: 'voice.error.unavailable', help: true}})
      return
    }
    void this.startRecorder()
  }

  private async startRecorder(): Promise<void> {
    const id = this.attempt
    // The upload code loads while the visitor speaks, so it is there when they stop.
    import('./transcribe').catch(() => {})
    try {
      const active = await startRecording()
      if (id !== this.attempt) {
        active.cancel()
        return
      }
      this.recording = active
      this.set({analyser: active.analyser, phase: {name: 'recording', mode: 'recorder'}, announcement: 'voice.started'})
      this.startTimer()
    } catch (error) {
      if (id !== this.attempt) return
      const problem: MicProblem = error instanceof MicError ? error.problem : 'unavailable'
      this.set({phase: {name: 'idle'}, notice: {tone: 'error', key: MIC_MESSAGES[problem], help: problem !== 'micBusy'}, announcement: ''})
    }
  }

  private startTimer(): void {
    this.startedAt = Date.now()
    this.set({elapsed: 0})
    const timer = window.setInterval(() => {
      const seconds = (Date.now() - this.startedAt) / 1000
      this.set({elapsed: seconds})
      if (seconds >= this.options().maxSeconds) this.finish(true)
    }, 200)
    this.stopTimer = () => window.clearInterval(timer)
  }

  private deliver(text: string): void {
    if (text.trim() === '') {
      this.set({notice: {tone: 'info', key: 'voice.noSpeech'}, announcement: 'voice.noSpeech'})
      return
    }
    const {box, value, onChange} = this.options()
    const element = box.current
    const {value: next, caret} = insertTranscript(value, element?.selectionStart ?? value.length, element?.selectionEnd ?? value.length, text)
    onChange(next)
    requestAnimationFrame(() => {
      box.current?.focus()
      box.current?.setSelectionRange(caret, caret)
    })
    this.set({announcement: 'voice.inserted'})
  }

  private async transcribe(audio: Blob, seconds: number): Promise<void> {
    const id = this.attempt
    const controller = new AbortController()
    this.upload = controller
    this.set({phase: {name: 'transcribing'}, announcement: 'voice.transcribing'})
    const {base, locale} = this.options()
    // The upload code (and the API client under it) loads on the first transcription, not with the page.
    const result = await import('./transcribe').then(
      ({postRecording}) => postRecording(base, {audio, locale, seconds}, controller.signal),
      (): TranscribeResult => ({ok: false, status: 0, code: 'network', message: ''}),
    )
    if (id !== this.attempt || controller.signal.aborted) return
    this.upload = null
    this.set({phase: {name: 'idle'}})
    if (result.ok) {
      this.held = null
      this.deliver(result.text)
      return
    }
    const ask = this.options().onVerificationRequired
    if (ask && result.status === 401 && result.code === 'verification_required') {
      // Held until the visitor passes the check, then sent again (unless something else started meanwhile).
      this.held = {audio, seconds}
      this.set({notice: {tone: 'info', key: 'voice.verifying'}, announcement: ''})
      const id = this.attempt
      ask(result.expired === true, () => {
        const kept = this.held
        if (!kept || id !== this.attempt || this.state.phase.name !== 'idle') return
        this.attempt += 1
        this.set({notice: null})
        void this.transcribe(kept.audio, kept.seconds)
      })
      return
    }
    const known = API_MESSAGES[result.code]
    const retry = RETRYABLE.has(result.code) || (result.status >= 500 && !known)
    this.held = retry ? {audio, seconds} : null
    this.set({
      notice: {
        tone: 'error',
        key: known ?? 'voice.error.failed',
        ...(known || !result.message ? {} : {message: result.message}),
        ...(result.code === 'transcription_not_configured' ? {help: true} : {}),
        retry,
      },
      announcement: '',
    })
  }
}
