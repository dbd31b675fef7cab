/**
 * The browser's own speech recognition (`SpeechRecognition`, `webkitSpeechRecognition` in
 * Chrome, Edge and Safari), in the page's language, with interim results. Declared here
 * because TypeScript's DOM library does not describe it.
 */

interface RecognitionAlternative { transcript: string }
interface RecognitionResult { readonly isFinal: boolean; readonly length: number; [index: number]: RecognitionAlternative }
interface RecognitionResultList { readonly length: number; [index: number]: RecognitionResult }
interface RecognitionEvent extends Event { readonly results: RecognitionResultList }
interface RecognitionErrorEvent extends Event { readonly error: string }

export interface SpeechRecognitionLike extends EventTarget {
  lang: string
  continuous: boolean
  interimResults: boolean
  maxAlternatives: number
  start(): void
  stop(): void
  abort(): void
  onresult: ((event: RecognitionEvent) => void) | null
  onerror: ((event: RecognitionErrorEvent) => void) | null
  onend: (() => void) | null
}

type RecognitionConstructor = new () => SpeechRecognitionLike

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const scope = window as unknown as {SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor}
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

export interface Listening {
  /** Stop listening; `onEnd` then gets the final text. */
  finish(): void
  /** Stop and throw away what was heard. */
  cancel(): void
}

export interface ListenHandlers {
  /** Everything heard so far (final and interim), for the panel. */
  onInterim(text: string): void
  /** Listening ended: the final text (maybe empty), or the error code when it failed. */
  onEnd(result: {text: string; error: string | null}): void
}

/** Errors after which the recording path may do better (the recognition service itself failed). */
export const SERVICE_ERRORS = new Set(['network', 'service-not-allowed', 'language-not-supported', 'bad-grammar'])

export function listen(Recognition: RecognitionConstructor, locale: string, handlers: ListenHandlers): Listening {
  const recognition = new Recognition()
  recognition.lang = locale
  recognition.continuous = true
  recognition.interimResults = true
  recognition.maxAlternatives = 1
  let finalText = ''
  let interimText = ''
  let error: string | null = null
  let cancelled = false
  let ended = false
  recognition.onresult = (event) => {
    let done = ''
    let pending = ''
    for (let index = 0; index < event.results.length; index += 1) {
      const result = event.results[index]!
      const words = result[0]?.transcript ?? ''
      if (result.isFinal) done += words
      else pending += words
    }
    finalText = done
    interimText = pending
    handlers.onInterim(`${done}${pending}`.trim())
  }
  recognition.onerror = (event) => {
    if (event.error !== 'aborted') error ??= event.error
  }
  recognition.onend = () => {
    if (ended) return
    ended = true
    if (cancelled) return
    // Words still interim when listening ended were heard too: keep them rather than lose them.
    const text = `${finalText}${interimText}`.replace(/\s+/g, ' ').trim()
    handlers.onEnd({text, error: error === 'no-speech' && text !== '' ? null : error})
  }
  recognition.start()
  return {
    finish: () => recognition.stop(),
    cancel() {
      cancelled = true
      recognition.abort()
    },
  }
}
