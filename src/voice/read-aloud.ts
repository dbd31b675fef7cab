/**
 * Reading an answer aloud with the browser's own speech synthesis (no server involved): play,
 * pause, resume and stop, in the page's language. The text goes in pieces of a sentence or so,
 * one after the other, because some browsers stop a long utterance partway through.
 */

/**
 * `en-GB` → `en`. As ./duration.ts has it; not imported from there, because this code loads on the
 * first press of Read aloud and a module it shared with the page's first load would be split into
 * a file of its own that every page then loads.
 */
function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase()
}

export type ReadAloudState = 'idle' | 'speaking' | 'paused'

/** What Hale uses of `window.speechSynthesis`. */
export interface SpeechSynthesisLike {
  speak(utterance: SpeechSynthesisUtterance): void
  pause(): void
  resume(): void
  cancel(): void
  getVoices(): SpeechSynthesisVoice[]
}

/** The longest piece spoken at once, in characters. */
export const MAX_PIECE = 220

/** Splits a text into sentences, and a sentence longer than MAX_PIECE at its last space before it. */
export function speechPieces(text: string): string[] {
  // A sentence ends at . ! ? or … before a space: "2.5 mg" stays whole.
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?…]) /)
  const pieces: string[] = []
  for (let sentence of sentences.map((part) => part.trim()).filter(Boolean)) {
    while (sentence.length > MAX_PIECE) {
      const cut = sentence.lastIndexOf(' ', MAX_PIECE)
      const at = cut > MAX_PIECE / 2 ? cut : MAX_PIECE
      pieces.push(sentence.slice(0, at).trim())
      sentence = sentence.slice(at).trim()
    }
    if (sentence) pieces.push(sentence)
  }
  return pieces
}

/** The voice for a locale: one of its language marked default, else the first of its language, else none (the browser's choice). */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], locale: string): SpeechSynthesisVoice | null {
  const language = languageOf(locale)
  const matching = voices.filter((voice) => languageOf(voice.lang) === language)
  return matching.find((voice) => voice.default) ?? matching[0] ?? null
}

export interface ReadAloud {
  readonly state: ReadAloudState
  play(text: string, locale: string): void
  pause(): void
  resume(): void
  stop(): void
}

/**
 * One reader for the page: playing a second answer stops the first. `onChange` hears every change
 * of state, including the end of the text and a synthesis error (back to idle).
 */
export function createReadAloud(
  synthesis: SpeechSynthesisLike,
  makeUtterance: (text: string) => SpeechSynthesisUtterance,
  onChange: (state: ReadAloudState) => void,
): ReadAloud {
  let state: ReadAloudState = 'idle'
  /** Counts plays, so that the events of a stopped one are ignored. */
  let generation = 0
  const set = (next: ReadAloudState) => {
    if (next === state) return
    state = next
    onChange(next)
  }
  return {
    get state() {
      return state
    },
    play(text, locale) {
      synthesis.cancel()
      const current = ++generation
      const pieces = speechPieces(text)
      if (pieces.length === 0) return set('idle')
      const voice = voiceFor(synthesis.getVoices(), locale)
      pieces.forEach((piece, index) => {
        const utterance = makeUtterance(piece)
        utterance.lang = locale
        if (voice) utterance.voice = voice
        utterance.onend = () => {
          if (current === generation && index === pieces.length - 1) set('idle')
        }
        utterance.onerror = () => {
          if (current !== generation) return
          generation++
          synthesis.cancel()
          set('idle')
        }
        synthesis.speak(utterance)
      })
      set('speaking')
    },
    pause() {
      if (state !== 'speaking') return
      synthesis.pause()
      set('paused')
    },
    resume() {
      if (state !== 'paused') return
      synthesis.resume()
      set('speaking')
    },
    stop() {
      generation++
      synthesis.cancel()
      set('idle')
    },
  }
}
