/**
 * Recording with `MediaRecorder`, for browsers without speech recognition (Firefox, and any
 * whose recognition service is unavailable). An `AnalyserNode` on the same stream drives the
 * level meter. Nothing is kept once the recording has been sent: it lives in memory only.
 */

/** Containers the server accepts, best first: Opus in WebM (Chrome, Firefox), Ogg, MP4/AAC (Safari, iOS). */
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4']

export function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return undefined
  return TYPES.find((type) => MediaRecorder.isTypeSupported(type))
}

/** Whether this browser can record audio at all (secure context aside). */
export function canRecord(): boolean {
  return typeof window !== 'undefined' && typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}

export interface Recording {
  /** For the level meter; null when the browser has no Web Audio. */
  analyser: AnalyserNode | null
  /** Stop and hand over the audio. */
  finish(): Promise<Blob>
  /** Stop and throw the audio away. */
  cancel(): void
}

/** Why recording could not start, as the visitor should be told. */
export type MicProblem = 'denied' | 'noMic' | 'micBusy' | 'insecure' | 'unavailable'

export class MicError extends Error {
  readonly problem: MicProblem
  constructor(problem: MicProblem, cause?: unknown) {
    super(problem, cause === undefined ? undefined : {cause})
    this.name = 'MicError'
    this.problem = problem
  }
}

/** What a `getUserMedia` (or speech recognition) failure means for the visitor. */
export function micProblem(name: string): MicProblem {
  switch (name) {
    case 'NotAllowedError': case 'PermissionDeniedError': case 'SecurityError': case 'not-allowed': return 'denied'
    case 'NotFoundError': case 'DevicesNotFoundError': case 'OverconstrainedError': case 'audio-capture': return 'noMic'
    case 'NotReadableError': case 'TrackStartError': case 'AbortError': return 'micBusy'
    default: return 'unavailable'
  }
}

export async function startRecording(): Promise<Recording> {
  if (!window.isSecureContext) throw new MicError('insecure')
  if (!canRecord()) throw new MicError('unavailable')
  let stream: MediaStream
  try {
    stream = await navigator.mediaDevices.getUserMedia({audio: {echoCancellation: true, noiseSuppression: true}})
  } catch (error) {
    throw new MicError(micProblem((error as {name?: string})?.name ?? ''), error)
  }
  const mimeType = pickMimeType()
  let recorder: MediaRecorder
  try {
    recorder = new MediaRecorder(stream, mimeType ? {mimeType} : undefined)
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop())
    throw new MicError('unavailable', error)
  }
  const chunks: Blob[] = []
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  })

  let context: AudioContext | null = null
  let analyser: AnalyserNode | null = null
  try {
    context = new AudioContext()
    analyser = context.createAnalyser()
    analyser.fftSize = 1024
    context.createMediaStreamSource(stream).connect(analyser)
  } catch {
    // No level meter; recording works without it.
  }

  const release = () => {
    stream.getTracks().forEach((track) => track.stop())
    void context?.close().catch(() => {})
  }
  recorder.start()
  return {
    analyser,
    finish: () => new Promise<Blob>((resolve) => {
      recorder.addEventListener('stop', () => {
        release()
        resolve(new Blob(chunks, {type: recorder.mimeType || mimeType || chunks[0]?.type || ''}))
      }, {once: true})
      if (recorder.state === 'inactive') recorder.dispatchEvent(new Event('stop'))
      else recorder.stop()
    }),
    cancel() {
      chunks.length = 0
      if (recorder.state !== 'inactive') recorder.stop()
      release()
    },
  }
}
