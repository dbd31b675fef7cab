/**
 * Voice input in Chromium with a fake microphone (`--use-fake-device-for-media-stream`, a
 * beeping tone) that is always allowed (`--use-fake-ui-for-media-stream`). Hale's real server
 * process runs with TRANSCRIBE_BASE_URL at the fake transcription server and LLM_BASE_URL at
 * the fake model server, hCaptcha off.
 *
 * Headless Chromium has no working speech recognition, so the recording path is forced the way
 * a Firefox visitor has it: an init script deletes `webkitSpeechRecognition` before the page
 * loads. The speech recognition path is tested with a scripted fake recognition instead.
 * Screenshots of recording and transcribing at phone width go to test/artifacts/screenshots/.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {translate, type MessageKey} from '../../src/framework/i18n/translate'
import {launchBrowser, screenshot, waitForHydration, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {startFakeTranscribeServer, type FakeTranscribeServer} from '../support/fake-transcribe-server'

jest.setTimeout(60_000)

const PHONE: Viewport = {width: 390, height: 844}
const DESKTOP: Viewport = {width: 1280, height: 800}
const TRANSCRIPT = 'I have had a sore throat for three days'

/** A Firefox visitor: no speech recognition in the browser. */
const NO_RECOGNITION = 'delete window.webkitSpeechRecognition; delete window.SpeechRecognition;'

/** The microphone is blocked for this site. */
const DENIED = `${NO_RECOGNITION}
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));`

/** Plain http:// on a real host name. */
const INSECURE = `Object.defineProperty(window, 'isSecureContext', {get: () => false});`

/**
 * A scripted speech recognition: records how it was set up in `window.__speech`, says
 * "my head" (interim) then "My head hurts since Monday" (final), and ends when stopped.
 */
const FAKE_RECOGNITION = `
  window.__speech = {starts: 0, lang: null, continuous: null, interim: null};
  class FakeRecognition extends EventTarget {
    constructor() { super(); this.lang = ''; this.continuous = false; this.interimResults = false; this.onresult = null; this.onerror = null; this.onend = null; }
    emit(results) {
      const list = results.map(([text, isFinal]) => Object.assign([{transcript: text, confidence: 0.9}], {isFinal}));
      this.onresult && this.onresult({results: list});
    }
    start() {
      window.__speech.starts += 1;
      window.__speech.lang = this.lang;
      window.__speech.continuous = this.continuous;
      window.__speech.interim = this.interimResults;
      setTimeout(() => this.emit([['my head', false]]), 150);
      setTimeout(() => this.emit([['My head hurts', true], [' since Monday', false]]), 400);
    }
    stop() { setTimeout(() => { this.emit([['My head hurts', true], [' since Monday', true]]); this.onend && this.onend(); }, 50); }
    abort() { setTimeout(() => { this.onerror && this.onerror({error: 'aborted'}); this.onend && this.onend(); }, 10); }
  }
  window.webkitSpeechRecognition = FakeRecognition;
  delete window.SpeechRecognition;
`

/** A browser whose recognition service cannot be reached (Chromium without Google's service, say). */
const BROKEN_RECOGNITION = `
  window.webkitSpeechRecognition = class {
    start() { setTimeout(() => { this.onerror && this.onerror({error: 'network'}); this.onend && this.onend(); }, 100); }
    stop() {}
    abort() {}
  };
  delete window.SpeechRecognition;
`

interface Opened { page: Page; problems: string[]; close(): Promise<void> }

describe('voice input in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let whisper: FakeTranscribeServer
  /** With the fake transcription server. */
  let hale: RunningServer
  /** Without a transcription server. */
  let bare: RunningServer
  /** With MAX_AUDIO_SECONDS=5. */
  let short: RunningServer
  const dataDirs: string[] = []
  const opened: Opened[] = []

  beforeAll(async () => {
    const dataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hale-voice-data-'))
      dataDirs.push(dir)
      return dir
    }
    const out = path.join(ROOT, 'dist')
    ;[browser, model, whisper] = await Promise.all([
      launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']),
      startFakeModelServer(),
      startFakeTranscribeServer(),
    ])
    const common = {HCAPTCHA: 'off', LLM_BASE_URL: model.url}
    ;[hale, bare, short] = await Promise.all([
      startServer(out, {...common, DATA_DIR: dataDir(), TRANSCRIBE_BASE_URL: whisper.url, TRANSCRIBE_MODEL: 'fake-whisper'}),
      startServer(out, {...common, DATA_DIR: dataDir()}),
      startServer(out, {...common, DATA_DIR: dataDir(), TRANSCRIBE_BASE_URL: whisper.url, MAX_AUDIO_SECONDS: '5'}),
    ])
  })

  beforeEach(() => {
    whisper.requests.length = 0
    model.requests.length = 0
    whisper.respondWith({kind: 'text', text: TRANSCRIPT, delayMs: 1200})
  })

  afterEach(async () => {
    const problems = opened.flatMap((entry) => entry.problems)
    await Promise.all(opened.splice(0).map((entry) => entry.close()))
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), bare?.stop(), short?.stop(), model?.close(), whisper?.close()])
    for (const dir of dataDirs) rmSync(dir, {recursive: true, force: true})
  })

  /** A fresh context with `script` run before the page's own, and the page hydrated. */
  async function open(server: RunningServer, pathname: string, script: string, options: {viewport?: Viewport; allow?: RegExp; hasTouch?: boolean} = {}): Promise<Page> {
    const context = await browser.newContext({viewport: options.viewport ?? DESKTOP, hasTouch: options.hasTouch ?? false})
    await context.addInitScript(script)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return
      if (new URL(message.location().url || 'about:blank', 'http://x').pathname === '/favicon.ico') return
      if (options.allow?.test(message.text())) return
      problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    opened.push({page, problems, close: () => context.close()})
    await page.goto(server.origin + pathname, {waitUntil: 'load'})
    await waitForHydration(page)
    return page
  }

  const mic = (page: Page) => page.locator('.composer .mic-button')
  const textarea = (page: Page) => page.locator('.composer textarea')
  const t = (locale: string, key: MessageKey, values?: Record<string, string>) => translate(locale, key, values)

  /** The voice code (the state machine and the panel), loaded on the first press of the mic. */
  const VOICE_CHUNK = '**/_app/static/chunks/VoicePanel-*.js'

  it('renders the mic as the server did; a press before the voice code is here waits for it, busy; Escape then starts nothing', async () => {
    const page = await open(hale, '/', NO_RECOGNITION, {viewport: PHONE})
    const served = await (await page.request.get(`${hale.origin}/`)).text()
    expect(await mic(page).evaluate((button) => button.outerHTML)).toBe(/<button [^>]*class="[^"]*mic-button[^>]*>.*?<\/button>/.exec(served)![0])
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const asked: string[] = []
    await page.route(VOICE_CHUNK, async (route) => {
      asked.push(route.request().url())
      await held
      await route.continue()
    })
    expect(asked).toEqual([])

    await mic(page).click()
    await page.locator('.mic-button[aria-busy="true"][aria-disabled="true"]').waitFor()
    expect(await mic(page).getAttribute('aria-label')).toBe(t('en', 'composer.mic'))
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false')
    expect(asked).toHaveLength(1)
    await page.keyboard.press('Escape')
    await page.locator('.mic-button:not([aria-busy])').waitFor()
    release()
    await page.waitForTimeout(500)
    await expect(page.locator('.voice-panel').count()).resolves.toBe(0)
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false')

    // Here now: the next press records at once.
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    expect(await mic(page).getAttribute('aria-busy')).toBeNull()
    await page.keyboard.press('Escape')
    await page.locator('.voice-notice', {hasText: t('en', 'voice.cancelled')}).waitFor()
    expect(whisper.requests).toHaveLength(0)
  })

  it('loads the voice code when the mic is pointed at, focused or touched, before any press', async () => {
    const isVoiceChunk = (url: string) => /\/_app\/static\/chunks\/VoicePanel-[^/]*\.js$/.test(new URL(url).pathname)
    for (const approach of ['pointer', 'focus', 'touch'] as const) {
      const page = await open(hale, '/', NO_RECOGNITION, {viewport: PHONE, hasTouch: approach === 'touch'})
      const asked: string[] = []
      page.on('request', (request) => { if (isVoiceChunk(request.url())) asked.push(request.url()) })
      await page.waitForTimeout(300)
      expect(asked).toEqual([]) // not with the page

      const loaded = page.waitForRequest((request) => isVoiceChunk(request.url()), {timeout: 5000})
      if (approach === 'pointer') {
        await mic(page).hover()
      } else if (approach === 'focus') {
        await mic(page).focus()
      } else {
        const box = (await mic(page).boundingBox())!
        const touch = await page.context().newCDPSession(page)
        await touch.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x: box.x + box.width / 2, y: box.y + box.height / 2}]})
      }
      await loaded
      // Nothing was pressed: no panel, not busy, not recording.
      expect(await mic(page).getAttribute('aria-busy')).toBeNull()
      expect(await mic(page).getAttribute('aria-pressed')).toBe('false')
      await expect(page.locator('.voice-panel').count()).resolves.toBe(0)
    }
  })

  it('says so when the voice code cannot be loaded, and the next press tries again', async () => {
    const page = await open(hale, '/fr', NO_RECOGNITION, {allow: /Failed to load resource/})
    await page.route(VOICE_CHUNK, (route) => route.abort())
    await mic(page).click()
    const alert = page.locator('.voice-notice[role="alert"]')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toBe(t('fr', 'chat.error.network'))
    expect(await mic(page).getAttribute('aria-busy')).toBeNull()
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false')
    await page.unroute(VOICE_CHUNK)
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    await expect(alert.count()).resolves.toBe(0)
    await page.keyboard.press('Escape')
    await page.locator('.voice-notice', {hasText: t('fr', 'voice.cancelled')}).waitFor()
  })

  it('records, shows the time and the level, transcribes, puts the text in the box unsent; edited, it is sent', async () => {
    const page = await open(hale, '/', NO_RECOGNITION, {viewport: PHONE})
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    expect(await mic(page).getAttribute('aria-pressed')).toBe('true')
    await expect(page.locator('.voice-state').textContent()).resolves.toBe(t('en', 'voice.recording'))
    expect(await page.locator('[role="status"]').allTextContents()).toContain(t('en', 'voice.started'))
    // The clock runs and the meter moves with the fake microphone's tone.
    await page.locator('.voice-time', {hasText: '0:01'}).waitFor({timeout: 4000})
    await expect(page.locator('.voice-time').textContent()).resolves.toBe('0:01 / 2:00')
    await page.waitForFunction(() => Number(document.querySelector('.voice-meter')?.getAttribute('aria-valuenow')) > 0, undefined, {timeout: 4000})
    await screenshot(page, 'voice-recording-phone')

    await page.getByRole('button', {name: t('en', 'voice.doneLabel')}).click()
    await page.locator('.voice-panel[data-phase="transcribing"]').waitFor()
    await expect(page.locator('.voice-panel .voice-state').textContent()).resolves.toBe(t('en', 'voice.transcribing'))
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false')
    await screenshot(page, 'voice-transcribing-phone')

    await page.waitForFunction((text) => document.querySelector('textarea')?.value === text, TRANSCRIPT)
    await expect(page.locator('.voice-panel').count()).resolves.toBe(0)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA')
    await page.locator('[role="status"]', {hasText: t('en', 'voice.inserted')}).waitFor()
    // What the transcription server got: a WebM recording, the model, the page's language.
    expect(whisper.requests).toHaveLength(1)
    const [received] = whisper.requests
    expect(received!.fields).toEqual({model: 'fake-whisper', language: 'en', response_format: 'json'})
    expect(received!.file!.name).toBe('audio.webm')
    expect([...received!.file!.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect(received!.file!.bytes.length).toBeGreaterThan(1000)
    // Never sent by itself.
    await page.waitForTimeout(300)
    expect(model.requests).toHaveLength(0)
    expect(page.url()).toBe(`${hale.origin}/`)

    await textarea(page).press('End')
    await textarea(page).pressSequentially(', and a fever.')
    await textarea(page).press('Enter')
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/)
    const until = Date.now() + 10_000
    while (model.requests.length === 0 && Date.now() < until) await page.waitForTimeout(50)
    await page.locator('.message-assistant').first().waitFor()
    const sent = model.requests.at(-1)!.body.messages.filter((message: {role: string}) => message.role === 'user').at(-1)
    expect(sent.content).toBe(`${TRANSCRIPT}, and a fever.`)
  })

  it('asks the transcription server in the page language, and Escape cancels recording and transcribing', async () => {
    const page = await open(hale, '/fr', NO_RECOGNITION)
    await textarea(page).fill('Déjà écrit.')
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    await page.keyboard.press('Escape')
    await page.locator('.voice-notice', {hasText: t('fr', 'voice.cancelled')}).waitFor()
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false')
    await page.waitForTimeout(300)
    expect(whisper.requests).toHaveLength(0)

    // Escape while transcribing drops the answer too: the answer is held back until Escape was pressed.
    let release!: () => void
    whisper.respondWith({kind: 'text', text: TRANSCRIPT, until: new Promise<void>((resolve) => (release = resolve))})
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    await page.waitForTimeout(500)
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="transcribing"]').waitFor()
    // The recording has reached the transcription server, which holds its answer.
    const until = Date.now() + 10_000
    while (whisper.requests.length === 0 && Date.now() < until) await page.waitForTimeout(50)
    await page.keyboard.press('Escape')
    await page.locator('.voice-notice', {hasText: t('fr', 'voice.cancelled')}).waitFor()
    release()
    await page.waitForTimeout(1500)
    expect(await textarea(page).inputValue()).toBe('Déjà écrit.')
    expect(whisper.requests.map((request) => request.fields.language)).toEqual(['fr'])
  })

  it('says the microphone is blocked when permission is denied, with the help link', async () => {
    const page = await open(hale, '/', DENIED)
    await mic(page).click()
    const alert = page.locator('.voice-notice[role="alert"]')
    await alert.waitFor()
    await expect(alert.locator('p').textContent()).resolves.toBe(`${t('en', 'voice.error.denied')} ${t('en', 'voice.help')}`)
    expect(await alert.getByRole('link', {name: t('en', 'voice.help')}).getAttribute('href')).toBe('/help/voice')
    expect(whisper.requests).toHaveLength(0)
  })

  it('explains that the microphone needs HTTPS on an insecure page', async () => {
    const page = await open(hale, '/es', INSECURE)
    await mic(page).click()
    const alert = page.locator('.voice-notice[role="alert"]')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain(t('es', 'voice.error.insecure'))
    expect(await alert.getByRole('link', {name: t('es', 'voice.help')}).getAttribute('href')).toBe('/es/help/voice')
  })

  it('says voice input is unavailable without speech recognition and without a transcription server', async () => {
    const page = await open(bare, '/de', NO_RECOGNITION)
    await mic(page).click()
    const alert = page.locator('.voice-notice[role="alert"]')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain(t('de', 'voice.error.unavailable'))
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false')
  })

  it('shows a server error, keeps the recording, and Try again sends it again', async () => {
    whisper.respondWith({kind: 'status', status: 500})
    const page = await open(hale, '/', NO_RECOGNITION, {allow: /status of 502/})
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    await page.waitForTimeout(700)
    await mic(page).click()
    const alert = page.locator('.voice-notice[role="alert"]')
    await alert.waitFor()
    await expect(alert.locator('p').textContent()).resolves.toBe(t('en', 'voice.error.failed'))
    expect(await textarea(page).inputValue()).toBe('')
    whisper.respondWith({kind: 'text', text: TRANSCRIPT})
    await alert.getByRole('button', {name: t('en', 'chat.retry')}).click()
    await page.waitForFunction((text) => document.querySelector('textarea')?.value === text, TRANSCRIPT)
    expect(whisper.requests).toHaveLength(2)
    expect(whisper.requests[1]!.file!.bytes.equals(whisper.requests[0]!.file!.bytes)).toBe(true)
  })

  it('stops by itself at MAX_AUDIO_SECONDS, says so, and transcribes what was said', async () => {
    whisper.respondWith({kind: 'text', text: TRANSCRIPT})
    const page = await open(short, '/', NO_RECOGNITION)
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    await expect(page.locator('.voice-max').textContent()).resolves.toBe(' / 0:05')
    await page.waitForFunction((text) => document.querySelector('textarea')?.value === text, TRANSCRIPT, {timeout: 10_000})
    await expect(page.locator('.voice-notice').textContent()).resolves.toContain(t('en', 'voice.autoStopped', {max: '5 seconds'}))
    expect(whisper.requests).toHaveLength(1)
    expect(model.requests).toHaveLength(0)
  })

  it('uses the browser’s speech recognition in the page language; the words land in the box unsent', async () => {
    const page = await open(hale, '/de', FAKE_RECOGNITION)
    await textarea(page).fill('Guten Tag.')
    await mic(page).click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    await expect(page.locator('.voice-state').textContent()).resolves.toBe(t('de', 'voice.listening'))
    expect(await page.evaluate(() => (window as any).__speech)).toEqual({starts: 1, lang: 'de', continuous: true, interim: true})
    await page.locator('.voice-interim', {hasText: 'My head hurts since Monday'}).waitFor()
    await mic(page).click()
    await page.waitForFunction(() => document.querySelector('textarea')?.value === 'Guten Tag. My head hurts since Monday')
    await page.locator('[role="status"]', {hasText: t('de', 'voice.inserted')}).waitFor()
    await page.waitForTimeout(300)
    expect(whisper.requests).toHaveLength(0)
    expect(model.requests).toHaveLength(0)
  })

  it('records instead when the browser’s recognition service fails', async () => {
    whisper.respondWith({kind: 'text', text: TRANSCRIPT})
    const page = await open(hale, '/', BROKEN_RECOGNITION)
    await mic(page).click()
    await page.locator('.voice-state', {hasText: t('en', 'voice.recording')}).waitFor()
    await page.locator('.voice-meter').waitFor()
    await page.waitForTimeout(600)
    await mic(page).click()
    await page.waitForFunction((text) => document.querySelector('textarea')?.value === text, TRANSCRIPT)
    expect(whisper.requests).toHaveLength(1)
  })
})
