/**
 * The "Read aloud" button of answers, live, saved (server HTML, not hydrated) and shared alike:
 * loaded when a button is first pressed (./load-read-aloud.ts), it works on the button's DOM. The
 * button becomes Pause while reading and Resume while paused, with a Stop button beside it; one
 * answer reads at a time. The voice is the speech server's (`TTS_BASE_URL`) when the page says
 * so, else the browser's; when the server fails, the browser's voice takes over where it can, and
 * a note under the buttons says what happened.
 */
import type {MessageKey} from '../framework/i18n/translate'
import {createReadAloud, type ReadAloudState} from './read-aloud'
import {readAloudMode} from './read-aloud-availability'
import {createServerReader, type SpeechFailure} from './server-speech'
import {speakableText} from './speakable-text'

interface Reader {
  readonly state: ReadAloudState
  pause(): void
  resume(): void
  stop(): void
}

interface Reading {
  /** The answer's button: another element when the page draws the answer again (see `follow`). */
  button: HTMLButtonElement
  /** The answer's `data-message-id`, to find its button again. */
  messageId: string | null
  reader: Reader
  t: (key: MessageKey) => string
}

/** Lucide's drawings (volume-2, pause, play, square), as the React buttons draw them. */
const DRAWINGS = {
  play: ['volume-2', '<path d="M11 4.702a.705.705 0 0 0-1.203-.498L6.413 7.587A1.4 1.4 0 0 1 5.416 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.416a1.4 1.4 0 0 1 .997.413l3.383 3.384A.705.705 0 0 0 11 19.298z"></path><path d="M16 9a5 5 0 0 1 0 6"></path><path d="M19.364 18.364a9 9 0 0 0 0-12.728"></path>'],
  pause: ['pause', '<rect x="14" y="3" width="5" height="18" rx="1"></rect><rect x="5" y="3" width="5" height="18" rx="1"></rect>'],
  resume: ['play', '<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"></path>'],
  stop: ['square', '<rect width="18" height="18" x="3" y="3" rx="2"></rect>'],
} as const

/** What the button shows in each state: its words, its accessible name, its drawing. */
export const LOOKS: Record<ReadAloudState, {label: MessageKey; name: MessageKey; drawing: keyof typeof DRAWINGS}> = {
  idle: {label: 'readAloud.play', name: 'readAloud.playLabel', drawing: 'play'},
  speaking: {label: 'readAloud.pause', name: 'readAloud.pauseLabel', drawing: 'pause'},
  paused: {label: 'readAloud.resume', name: 'readAloud.resumeLabel', drawing: 'resume'},
}

/**
 * What the page gives the reading code: passed in rather than imported, so that this code, loaded
 * later, shares no module with the page's first load (each such module would become a file of its own).
 */
export interface ReadingPage {
  /** `POST /api/speech` under the page's base path. */
  speechUrl: string
  translate: (locale: string, key: MessageKey) => string
}

/** The answer reading now, if any. */
let current: Reading | null = null

/** A press of an answer's Read aloud button: start it (stopping any other), pause or resume it. */
export function pressReadAloud(button: HTMLButtonElement, page: ReadingPage): void {
  if (current?.button === button) {
    if (current.reader.state === 'speaking') current.reader.pause()
    else if (current.reader.state === 'paused') current.reader.resume()
    return
  }
  current?.reader.stop()
  const locale = document.documentElement.lang || 'en'
  const t = (key: MessageKey) => page.translate(locale, key)
  const answer = button.closest('.answer')
  const text = speakableText(answer?.querySelector('.answer-text')?.innerHTML ?? '', {codeBlock: t('readAloud.code')})
  showNote(button, null)
  if (readAloudMode() === 'server') readWithServer(button, text, locale, page.speechUrl, t)
  else readWithBrowser(button, text, locale, t)
}

/** Stops any reading (the page is left). */
export function stopReadAloud(): void {
  current?.reader.stop()
}

function readWithBrowser(button: HTMLButtonElement, text: string, locale: string, t: Reading['t']): void {
  if (typeof speechSynthesis === 'undefined') return
  const reading: Reading = {button, messageId: messageIdOf(button), t, reader: null as unknown as Reader}
  const reader = createReadAloud(speechSynthesis, (piece) => new SpeechSynthesisUtterance(piece), (state) => changed(reading, state))
  reading.reader = reader
  current = reading
  follow()
  reader.play(text, locale)
  if (reader.state === 'idle') changed(reading, 'idle')
}

function readWithServer(button: HTMLButtonElement, text: string, locale: string, url: string, t: Reading['t']): void {
  const reading: Reading = {button, messageId: messageIdOf(button), t, reader: null as unknown as Reader}
  const onFailure = (failure: SpeechFailure, unread: string) => {
    const message = failure.message || t(failure.code === 'playback' ? 'readAloud.error.playback' : 'readAloud.error.network')
    // The browser's own voice reads the rest, when it has one.
    if (typeof speechSynthesis !== 'undefined' && unread !== '') {
      showNote(reading.button, `${message} ${t('readAloud.fallback')}`)
      readWithBrowser(reading.button, unread, locale, t)
    } else showNote(reading.button, message)
  }
  const reader = createServerReader({url, locale, audio: audioElement(), onChange: (state) => changed(reading, state), onFailure})
  reading.reader = reader
  current = reading
  follow()
  reader.play(text)
  if (reader.state === 'idle') changed(reading, 'idle')
}

/** The page's one audio element for the server's voice: in the document, hidden, so that it can be inspected. */
function audioElement(): HTMLAudioElement {
  let audio = document.querySelector<HTMLAudioElement>('audio[data-read-aloud]')
  if (!audio) {
    audio = document.createElement('audio')
    audio.dataset.readAloud = ''
    audio.hidden = true
    audio.preload = 'auto'
    document.body.append(audio)
  }
  return audio
}

const messageIdOf = (button: Element) => button.closest('li[data-message-id]')?.getAttribute('data-message-id') ?? null

/** Watches the page while an answer reads. */
let watcher: MutationObserver | null = null

/**
 * Keeps the reading's buttons in view: the chat page draws a saved answer again with its own
 * components when its buttons change (a new question takes its Regenerate), which replaces the
 * button pressed. The reading moves to the answer's new button; with no answer left, it stops.
 */
function follow(): void {
  if (watcher || typeof MutationObserver === 'undefined') return
  watcher = new MutationObserver(() => {
    const reading = current
    if (!reading || reading.button.isConnected) return
    const again = reading.messageId === null ? null
      : document.querySelector<HTMLButtonElement>(`li[data-message-id="${CSS.escape(reading.messageId)}"] button[data-action="read-aloud"]`)
    if (!again) return reading.reader.stop()
    reading.button = again
    changed(reading, reading.reader.state)
  })
  watcher.observe(document.body, {childList: true, subtree: true})
}

function changed(reading: Reading, state: ReadAloudState): void {
  if (state === 'idle' && current === reading) {
    current = null
    watcher?.disconnect()
    watcher = null
  }
  const {button, t} = reading
  const look = LOOKS[state]
  button.dataset.state = state
  button.setAttribute('aria-label', t(look.name))
  const label = button.querySelector('span')
  if (label) label.textContent = t(look.label)
  draw(button.querySelector('svg'), look.drawing)

  let stop = button.nextElementSibling instanceof HTMLButtonElement && button.nextElementSibling.dataset.action === 'read-aloud-stop'
    ? button.nextElementSibling
    : null
  if (state === 'idle') {
    if (stop) {
      // Focus stays in the answer's buttons rather than falling to the page.
      if (document.activeElement === stop) button.focus()
      stop.remove()
    }
    return
  }
  if (!stop) {
    stop = document.createElement('button')
    stop.type = 'button'
    stop.className = 'chip-button read-aloud-stop'
    stop.dataset.action = 'read-aloud-stop'
    stop.setAttribute('aria-label', t('readAloud.stopLabel'))
    stop.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"></svg><span></span>`
    stop.querySelector('span')!.textContent = t('readAloud.stop')
    draw(stop.querySelector('svg'), 'stop')
    stop.addEventListener('click', (event) => {
      // Handled here: the message list's click handler must not see it as another press.
      event.stopPropagation()
      if (current === reading) reading.reader.stop()
    })
    button.after(stop)
  }
}

function draw(icon: SVGElement | null, drawing: keyof typeof DRAWINGS): void {
  if (!icon) return
  const [name, paths] = DRAWINGS[drawing]
  icon.innerHTML = paths
  icon.setAttribute('class', `lucide lucide-${name}`)
}

/** The note under an answer's buttons (a failure of the speech server), or none. */
function showNote(button: HTMLButtonElement, text: string | null): void {
  const actions = button.closest('.answer-actions') ?? button
  const existing = actions.nextElementSibling?.classList.contains('read-aloud-note') ? actions.nextElementSibling : null
  if (text === null) {
    existing?.remove()
    return
  }
  if (existing) {
    existing.textContent = text
    return
  }
  const note = document.createElement('p')
  note.className = 'read-aloud-note'
  note.setAttribute('role', 'status')
  actions.after(note)
  // A live region announces what changes in it after it is in the page, not what it came with.
  requestAnimationFrame(() => {
    note.textContent = text
  })
}
