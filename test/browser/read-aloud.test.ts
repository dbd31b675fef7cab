/**
 * Reading answers aloud in Chromium: Hale's real server process with SQLite in a temporary
 * DATA_DIR, the fake model server, and (second part) the fake speech server. The browser's
 * speech synthesis is wrapped by an init script that records what the page asks of it and lets
 * the test end the utterances (a headless browser has no voice to hear).
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {launchBrowser, waitForHydration} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {silentMp3, startFakeTtsServer, type FakeTtsServer} from '../support/fake-tts-server'

jest.setTimeout(90_000)

const PHONE = {width: 390, height: 844}
/** Where the screenshots go: outside the repository, to be looked at. */
const SHOTS = path.join(tmpdir(), 'shots-read-aloud')

interface Recorded { calls: string[]; utterances: {text: string; lang: string}[] }

/** Replaces speak/pause/resume/cancel on the page's speechSynthesis with recorders; `speechFake.endAll()` ends what was spoken. */
function wrapSpeechSynthesis(): void {
  const recorded = {calls: [] as string[], utterances: [] as {text: string; lang: string}[]}
  const pending: SpeechSynthesisUtterance[] = []
  const synthesis = window.speechSynthesis
  synthesis.speak = (utterance) => {
    recorded.calls.push('speak')
    recorded.utterances.push({text: utterance.text, lang: utterance.lang})
    pending.push(utterance)
    if (pending.length === 1) setTimeout(() => utterance.dispatchEvent(new Event('start')))
  }
  synthesis.pause = () => void recorded.calls.push('pause')
  synthesis.resume = () => void recorded.calls.push('resume')
  synthesis.cancel = () => {
    recorded.calls.push('cancel')
    pending.length = 0
  }
  ;(window as unknown as {speechFake: unknown}).speechFake = {
    recorded,
    endAll() {
      for (const utterance of pending.splice(0)) utterance.dispatchEvent(new Event('end'))
    },
  }
}

const recordedSpeech = (page: Page) => page.evaluate(() => (window as unknown as {speechFake: {recorded: Recorded}}).speechFake.recorded)

describe('Read aloud', () => {
  let browser: Browser
  let model: FakeModelServer
  let tts: FakeTtsServer
  let hale: RunningServer
  let haleWithTts: RunningServer
  const dataDirs: string[] = []

  beforeAll(async () => {
    mkdirSync(SHOTS, {recursive: true})
    const [launched, fakeModel, fakeTts] = await Promise.all([launchBrowser(), startFakeModelServer(), startFakeTtsServer()])
    browser = launched
    model = fakeModel
    tts = fakeTts
    model.respondWith({kind: 'stream', tokens: ['## Rest\n\n', 'Drink **water** often.\n\n', '```sh\nrm -rf /\n```\n\n', 'See a doctor if it lasts.'], delayMs: 5})
    const env = (dir: string) => ({DATA_DIR: dir, LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', HCAPTCHA: 'off'})
    dataDirs.push(mkdtempSync(path.join(tmpdir(), 'hale-read-aloud-')), mkdtempSync(path.join(tmpdir(), 'hale-read-aloud-tts-')))
    ;[hale, haleWithTts] = await Promise.all([
      startServer(path.join(ROOT, 'dist'), env(dataDirs[0]!)),
      startServer(path.join(ROOT, 'dist'), {...env(dataDirs[1]!), TTS_BASE_URL: tts.url, TTS_TIMEOUT_MS: '5000'}),
    ])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), haleWithTts?.stop(), model?.close(), tts?.close()])
    for (const dir of dataDirs) rmSync(dir, {recursive: true, force: true})
  })

  /** A conversation in `locale` with `questions` answered, made through the API, opened on a phone. */
  async function openChat(server: RunningServer, locale: string, questions: string[], colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const created = await fetch(`${server.origin}/api/conversations`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({locale})})
    const cookie = /^(hale_session=[^;]+)/.exec(created.headers.get('set-cookie') ?? '')![1]!
    const {id} = await created.json() as {id: string}
    for (const content of questions) {
      const sent = await fetch(`${server.origin}/api/conversations/${id}/messages`, {method: 'POST', headers: {'content-type': 'application/json', cookie}, body: JSON.stringify({content})})
      expect(await sent.text()).toContain('event: done')
    }
    const context = await browser.newContext({viewport: PHONE, colorScheme})
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{name, value, url: server.origin}])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    ;(page as unknown as {errors: string[]}).errors = errors
    await page.addInitScript(wrapSpeechSynthesis)
    await page.goto(`${server.origin}/${locale === 'en' ? '' : `${locale}/`}chat/${id}`, {waitUntil: 'load'})
    await waitForHydration(page)
    return page
  }

  it('reads a saved answer with the browser\'s voice in the page\'s language: Pause, Resume, Stop, one answer at a time', async () => {
    const page = await openChat(hale, 'fr', ['Que faire contre la fatigue ?', 'Et le soir ?'])
    await page.waitForSelector('html[data-read-aloud="browser"]', {state: 'attached'})
    const first = page.locator('.message-assistant').nth(0)
    const second = page.locator('.message-assistant').nth(1)
    expect(await first.evaluate((item) => item.hasAttribute('data-saved'))).toBe(true)
    await page.screenshot({path: path.join(SHOTS, 'saved-idle-light.png')})

    await first.getByRole('button', {name: 'Lire à voix haute cette réponse'}).click()
    await first.getByRole('button', {name: 'Pause de la lecture'}).waitFor()
    const stop = first.getByRole('button', {name: 'Arrêter la lecture'})
    await stop.waitFor()
    let speech = await recordedSpeech(page)
    expect(speech.utterances.length).toBeGreaterThan(0)
    expect(speech.utterances.every((utterance) => utterance.lang === 'fr')).toBe(true)
    // The rendered text, not the markdown: no ** nor ```, the code block named, not read.
    const spoken = speech.utterances.map((utterance) => utterance.text).join(' ')
    expect(spoken).toBe('Rest. Drink water often. Ici, la réponse montre du code, qui n’est pas lu. See a doctor if it lasts.')
    await page.screenshot({path: path.join(SHOTS, 'saved-reading-light.png')})

    await first.getByRole('button', {name: 'Pause de la lecture'}).click()
    await first.getByRole('button', {name: 'Reprendre la lecture'}).waitFor()
    expect((await recordedSpeech(page)).calls.at(-1)).toBe('pause')
    expect(await first.locator('button[data-action="read-aloud"] span').textContent()).toBe('Reprendre')
    await page.screenshot({path: path.join(SHOTS, 'saved-paused-light.png')})
    await first.getByRole('button', {name: 'Reprendre la lecture'}).click()
    await first.getByRole('button', {name: 'Pause de la lecture'}).waitFor()
    expect((await recordedSpeech(page)).calls.at(-1)).toBe('resume')

    await stop.click()
    await first.getByRole('button', {name: 'Lire à voix haute cette réponse'}).waitFor()
    expect(await stop.count()).toBe(0)
    expect((await recordedSpeech(page)).calls.at(-1)).toBe('cancel')
    // Focus stays on the answer's button rather than falling to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('read-aloud')

    // Starting another answer stops the first.
    await first.getByRole('button', {name: 'Lire à voix haute cette réponse'}).click()
    await first.getByRole('button', {name: 'Pause de la lecture'}).waitFor()
    await second.getByRole('button', {name: 'Lire à voix haute cette réponse'}).click()
    await second.getByRole('button', {name: 'Pause de la lecture'}).waitFor()
    await first.getByRole('button', {name: 'Lire à voix haute cette réponse'}).waitFor()
    expect(await page.getByRole('button', {name: 'Arrêter la lecture'}).count()).toBe(1)

    // The end of the text puts the button back.
    await page.evaluate(() => (window as unknown as {speechFake: {endAll(): void}}).speechFake.endAll())
    await second.getByRole('button', {name: 'Lire à voix haute cette réponse'}).waitFor()
    expect(await page.getByRole('button', {name: 'Arrêter la lecture'}).count()).toBe(0)

    // A new question takes Regenerate from the last answer, which the page then draws again with
    // its components: the reading keeps its buttons there.
    await second.getByRole('button', {name: 'Lire à voix haute cette réponse'}).click()
    await second.getByRole('button', {name: 'Pause de la lecture'}).waitFor()
    await page.fill('textarea[name="content"]', 'Et le matin ?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.locator('.message-assistant[data-status="complete"]').nth(2).waitFor({timeout: 15_000})
    await page.waitForFunction(() => !document.querySelectorAll('.message-assistant')[1]!.hasAttribute('data-saved'))
    await second.getByRole('button', {name: 'Pause de la lecture'}).waitFor()
    await second.getByRole('button', {name: 'Arrêter la lecture'}).click()
    await second.getByRole('button', {name: 'Lire à voix haute cette réponse'}).waitFor()
    expect((await recordedSpeech(page)).calls.at(-1)).toBe('cancel')
    expect((page as unknown as {errors: string[]}).errors).toEqual([])
    await page.context().close()
  })

  it('reads a live answer (just streamed) the same way', async () => {
    const page = await openChat(hale, 'en', [])
    await page.fill('textarea[name="content"]', 'How do I sleep better?')
    await page.press('textarea[name="content"]', 'Enter')
    const answer = page.locator('.message-assistant[data-status="complete"]')
    await answer.waitFor({timeout: 15_000})
    expect(await answer.evaluate((item) => item.hasAttribute('data-saved'))).toBe(false)
    await answer.getByRole('button', {name: 'Read aloud: this answer'}).click()
    await answer.getByRole('button', {name: 'Pause reading aloud'}).waitFor()
    let speech = await recordedSpeech(page)
    expect(speech.utterances[0]).toEqual({text: 'Rest.', lang: 'en'})
    await answer.getByRole('button', {name: 'Pause reading aloud'}).click()
    await answer.getByRole('button', {name: 'Resume reading aloud'}).waitFor()
    await answer.getByRole('button', {name: 'Resume reading aloud'}).click()
    await answer.getByRole('button', {name: 'Stop reading aloud'}).click()
    await answer.getByRole('button', {name: 'Read aloud: this answer'}).waitFor()
    speech = await recordedSpeech(page)
    expect(speech.calls.slice(-3)).toEqual(['pause', 'resume', 'cancel'])
    expect((page as unknown as {errors: string[]}).errors).toEqual([])
    await page.context().close()
  })

  it('with TTS_BASE_URL, fetches /api/speech and plays the audio; a failing speech server hands over to the browser\'s voice and says so', async () => {
    tts.respondWith({kind: 'audio', audio: silentMp3(400)})
    const page = await openChat(haleWithTts, 'en', ['Is coffee bad for me?'], 'dark')
    await page.waitForSelector('html[data-read-aloud="server"]', {state: 'attached'})
    const answer = page.locator('.message-assistant').first()
    const requested = page.waitForRequest((request) => request.url().endsWith('/api/speech') && request.method() === 'POST')
    await answer.getByRole('button', {name: 'Read aloud: this answer'}).click()
    const request = await requested
    expect(request.postDataJSON()).toEqual({text: 'Rest. Drink water often. Here the answer shows code, which is not read aloud. See a doctor if it lasts.', locale: 'en'})
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-read-aloud]')
      return audio !== null && !audio.paused && audio.currentTime > 0
    }, undefined, {timeout: 15_000})
    expect((await recordedSpeech(page)).calls).toEqual([])
    await page.screenshot({path: path.join(SHOTS, 'server-reading-dark.png')})

    await answer.getByRole('button', {name: 'Pause reading aloud'}).click()
    await answer.getByRole('button', {name: 'Resume reading aloud'}).waitFor()
    expect(await page.$eval('audio[data-read-aloud]', (audio) => (audio as HTMLAudioElement).paused)).toBe(true)
    await page.screenshot({path: path.join(SHOTS, 'server-paused-dark.png')})
    await answer.getByRole('button', {name: 'Resume reading aloud'}).click()
    await page.waitForFunction(() => !document.querySelector<HTMLAudioElement>('audio[data-read-aloud]')!.paused)
    await answer.getByRole('button', {name: 'Stop reading aloud'}).click()
    await answer.getByRole('button', {name: 'Read aloud: this answer'}).waitFor()
    expect(await page.$eval('audio[data-read-aloud]', (audio) => (audio as HTMLAudioElement).paused && !audio.hasAttribute('src'))).toBe(true)

    // The speech server fails: the message, and the browser's voice reads instead.
    tts.respondWith({kind: 'status', status: 500})
    await answer.getByRole('button', {name: 'Read aloud: this answer'}).click()
    const note = answer.locator('.read-aloud-note[role="status"]')
    await note.waitFor()
    await page.waitForFunction(() => document.querySelector('.read-aloud-note')?.textContent !== '')
    expect(await note.textContent()).toBe('The speech service ran into a problem. Please try again. Reading with your browser’s own voice instead.')
    await answer.getByRole('button', {name: 'Pause reading aloud'}).waitFor()
    const speech = await recordedSpeech(page)
    expect(speech.calls).toContain('speak')
    expect(speech.utterances[0]).toEqual({text: 'Rest.', lang: 'en'})
    await page.screenshot({path: path.join(SHOTS, 'server-failed-fallback-dark.png')})
    expect((page as unknown as {errors: string[]}).errors).toEqual([])
    await page.context().close()
  })

  it('reads a shared answer with the browser\'s voice, even where the speech server is set (viewers have no session)', async () => {
    const created = await fetch(`${haleWithTts.origin}/api/conversations`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({locale: 'es'})})
    const cookie = /^(hale_session=[^;]+)/.exec(created.headers.get('set-cookie') ?? '')![1]!
    const {id} = await created.json() as {id: string}
    const headers = {'content-type': 'application/json', cookie, origin: haleWithTts.origin}
    expect(await (await fetch(`${haleWithTts.origin}/api/conversations/${id}/messages`, {method: 'POST', headers, body: JSON.stringify({content: '¿Y el café?'})})).text()).toContain('event: done')
    const shared = await fetch(`${haleWithTts.origin}/api/conversations/${id}/shares`, {method: 'POST', headers, body: '{}'})
    expect(shared.status).toBe(201)
    const {url} = await shared.json() as {url: string}

    const context = await browser.newContext({viewport: PHONE})
    const page = await context.newPage()
    const speechRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/speech')) speechRequests.push(request.url())
    })
    await page.addInitScript(wrapSpeechSynthesis)
    await page.goto(`${haleWithTts.origin}${url}`, {waitUntil: 'load'})
    await waitForHydration(page)
    await page.waitForSelector('html[data-read-aloud="browser"]', {state: 'attached'})
    const answer = page.locator('.message-assistant').first()
    await answer.getByRole('button', {name: 'Leer en voz alta esta respuesta'}).click()
    await answer.getByRole('button', {name: 'Pausar la lectura'}).waitFor()
    await answer.getByRole('button', {name: 'Detener la lectura'}).waitFor()
    const speech = await recordedSpeech(page)
    expect(speech.utterances[0]).toEqual({text: 'Rest.', lang: 'es'})
    await page.screenshot({path: path.join(SHOTS, 'share-reading-light.png')})
    expect(speechRequests).toEqual([])
    await context.close()
  })

  it('hides the button where the browser has no voice and no speech server is set', async () => {
    const created = await fetch(`${hale.origin}/api/conversations`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({locale: 'en'})})
    const cookie = /^(hale_session=[^;]+)/.exec(created.headers.get('set-cookie') ?? '')![1]!
    const {id} = await created.json() as {id: string}
    expect(await (await fetch(`${hale.origin}/api/conversations/${id}/messages`, {method: 'POST', headers: {'content-type': 'application/json', cookie}, body: JSON.stringify({content: 'Hi'})})).text()).toContain('event: done')
    const open = async (server: RunningServer) => {
      const context = await browser.newContext({viewport: PHONE})
      const [name, value] = cookie.split('=') as [string, string]
      await context.addCookies([{name, value, url: server.origin}])
      const page = await context.newPage()
      await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', {value: undefined}))
      return page
    }
    const page = await open(hale)
    await page.goto(`${hale.origin}/chat/${id}`, {waitUntil: 'load'})
    await waitForHydration(page)
    const button = page.locator('.message-assistant button[data-action="read-aloud"]')
    expect(await button.count()).toBe(1)
    expect(await button.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-read-aloud'))).toBe(false)
    await page.context().close()
  })

  it('shows the buttons on a phone in the dark theme too', async () => {
    const page = await openChat(hale, 'de', ['Was hilft bei Kopfschmerzen?'], 'dark')
    const answer = page.locator('.message-assistant').first()
    await page.screenshot({path: path.join(SHOTS, 'saved-idle-dark.png')})
    await answer.getByRole('button', {name: 'Vorlesen: diese Antwort'}).click()
    await answer.getByRole('button', {name: 'Pause beim Vorlesen'}).click()
    await answer.getByRole('button', {name: 'Weiter vorlesen'}).waitFor()
    await answer.getByRole('button', {name: 'Beenden: Vorlesen stoppen'}).waitFor()
    await page.screenshot({path: path.join(SHOTS, 'saved-paused-dark.png')})
    await page.context().close()
  })
})
