/**
 * Reading an answer aloud with the operator's speech server (`TTS_BASE_URL`) through
 * `POST /api/speech`: the text goes in request-sized pieces, each piece's audio plays in one
 * `<audio>` element, the next piece is fetched while the previous one plays. Same states as the
 * browser's voice (./read-aloud.ts): play, pause, resume, stop.
 */
import {readJsonError} from '../chat/api-error'
import {speechPieces, type ReadAloudState} from './read-aloud'
import {MAX_SPEECH_CHARS} from './speech-limits'
/** The first request is short, so that the voice starts soon; the later ones are fetched while it reads. */
const FIRST_REQUEST_CHARS = 300
const LATER_REQUEST_CHARS = 2000

/** Sentences grouped into requests: the first at most about `first` characters, the others about `later`. */
export function requestPieces(text: string, first = FIRST_REQUEST_CHARS, later = LATER_REQUEST_CHARS): string[] {
  const requests: string[] = []
  let current = ''
  for (const sentence of speechPieces(text)) {
    const limit = Math.min(requests.length === 0 ? first : later, MAX_SPEECH_CHARS)
    if (current !== '' && current.length + 1 + sentence.length > limit) {
      requests.push(current)
      current = sentence
    } else current = current === '' ? sentence : `${current} ${sentence}`
  }
  if (current !== '') requests.push(current)
  return requests
}

/** Why the server could not read: the API's code and message (empty when the network failed or the audio would not play). */
export interface SpeechFailure {
  code: string
  message: string
}

export interface ServerReader {
  readonly state: ReadAloudState
  play(text: string): void
  pause(): void
  resume(): void
  stop(): void
}

export interface ServerReaderOptions {
  /** `POST /api/speech` under the page's base path. */
  url: string
  locale: string
  audio: HTMLAudioElement
  onChange: (state: ReadAloudState) => void
  /** The reading stopped on a failure; `unread` is the text not yet heard, for another voice. */
  onFailure: (failure: SpeechFailure, unread: string) => void
}

class FailedPiece extends Error {
  constructor(readonly failure: SpeechFailure) {
    super(failure.code)
  }
}

export function createServerReader({url, locale, audio, onChange, onFailure}: ServerReaderOptions): ServerReader {
  let state: ReadAloudState = 'idle'
  /** Counts plays, so that what a stopped one still receives is ignored. */
  let generation = 0
  let pieces: string[] = []
  let requests = new Map<number, Promise<Blob>>()
  let aborter = new AbortController()
  /** Whether the audio element holds the current piece (else it is still on its way). */
  let ready = false
  /** The piece playing or on its way. */
  let playing = 0
  let objectUrl: string | null = null
  const set = (next: ReadAloudState) => {
    if (next === state) return
    state = next
    onChange(next)
  }
  const release = () => {
    ready = false
    audio.onended = null
    audio.pause()
    audio.removeAttribute('src')
    if (objectUrl) URL.revokeObjectURL(objectUrl)
    objectUrl = null
  }

  function request(index: number): Promise<Blob> {
    let pending = requests.get(index)
    if (!pending) {
      const signal = aborter.signal
      pending = fetch(url, {
        method: 'POST',
        headers: {accept: 'audio/mpeg', 'content-type': 'application/json'},
        body: JSON.stringify({text: pieces[index], locale}),
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      }).then(async (response) => {
        if (!response.ok) throw new FailedPiece(await readJsonError(response))
        return response.blob()
      }, () => {
        throw new FailedPiece({code: 'network', message: ''})
      })
      // A piece fetched ahead may fail before its turn: it is reported then.
      pending.catch(() => {})
      requests.set(index, pending)
    }
    return pending
  }

  function fail(current: number, failure: SpeechFailure, index: number) {
    if (current !== generation) return
    const unread = pieces.slice(index).join(' ')
    stop()
    onFailure(failure, unread)
  }

  async function playPiece(index: number, current: number): Promise<void> {
    if (index >= pieces.length) {
      release()
      set('idle')
      return
    }
    let blob: Blob
    try {
      blob = await request(index)
    } catch (error) {
      return fail(current, error instanceof FailedPiece ? error.failure : {code: 'network', message: ''}, index)
    }
    if (current !== generation) return
    playing = index
    if (index + 1 < pieces.length) void request(index + 1)
    release()
    objectUrl = URL.createObjectURL(blob)
    audio.src = objectUrl
    ready = true
    audio.onended = () => {
      if (current === generation) void playPiece(index + 1, current)
    }
    if (state === 'speaking') start(current, index)
  }

  function start(current: number, index: number) {
    audio.play().catch((error: unknown) => {
      // A pause or stop while starting rejects with AbortError: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      fail(current, {code: 'playback', message: ''}, index)
    })
  }

  function stop() {
    generation++
    aborter.abort()
    release()
    set('idle')
  }

  return {
    get state() {
      return state
    },
    play(text) {
      stop()
      const current = generation
      aborter = new AbortController()
      requests = new Map()
      pieces = requestPieces(text)
      if (pieces.length === 0) return
      set('speaking')
      void playPiece(0, current)
    },
    pause() {
      if (state !== 'speaking') return
      if (ready) audio.pause()
      set('paused')
    },
    resume() {
      if (state !== 'paused') return
      set('speaking')
      // Still on its way: it starts when it arrives.
      if (ready) start(generation, playing)
    },
    stop,
  }
}
