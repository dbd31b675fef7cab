/**
 * The human check for uploads and transcriptions, in Chromium: a new visitor's recording (and
 * attachment) is refused with `401 verification_required`, the page shows the check, and once
 * the visitor passes, what was refused is sent again, nothing lost. Hale's real server process
 * with the hCaptcha stand-in and siteverify stub (as verification.test.ts), the fake
 * transcription server and a fake microphone (as voice.test.ts), SQLite in a temporary DATA_DIR.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {translate} from '../../src/framework/i18n/translate'
import {jpegWithGps} from '../support/attachment-fixtures'
import {launchBrowser, waitForHydration, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeHcaptcha, type FakeHcaptcha} from '../support/fake-hcaptcha'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'
import {startFakeTranscribeServer, type FakeTranscribeServer} from '../support/fake-transcribe-server'

jest.setTimeout(60_000)

const DESKTOP: Viewport = {width: 1280, height: 800}
const TRANSCRIPT = 'My knee is swollen after running'
const NO_RECOGNITION = 'delete window.webkitSpeechRecognition; delete window.SpeechRecognition;'
const CHECK = '.human-check'
const CHECKBOX_FRAME = '.human-check iframe[data-hcaptcha-widget-id]'

interface Opened { page: Page; problems: string[]; close(): Promise<void> }

describe('the human check for recordings and uploads', () => {
  let browser: Browser
  let model: FakeModelServer
  let captcha: FakeHcaptcha
  let siteverify: FakeSiteverify
  let whisper: FakeTranscribeServer
  let hale: RunningServer
  let dataDir: string
  const opened: Opened[] = []

  beforeAll(async () => {
    ;[browser, model, captcha, siteverify, whisper] = await Promise.all([
      launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']),
      startFakeModelServer(), startFakeHcaptcha(), startFakeSiteverify(), startFakeTranscribeServer(),
    ])
    siteverify.hostname = '127.0.0.1'
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-verify-uploads-'))
    hale = await startServer(path.join(ROOT, 'dist'), {
      DATA_DIR: dataDir, LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model',
      HCAPTCHA_VERIFY_URL: siteverify.url, HCAPTCHA_SCRIPT_URL: captcha.scriptUrl,
      TRANSCRIBE_BASE_URL: whisper.url, TRANSCRIBE_MODEL: 'fake-whisper',
    })
  })

  beforeEach(() => {
    siteverify.mode = 'success'
    captcha.verdict = 'pass'
    whisper.requests.length = 0
    whisper.respondWith({kind: 'text', text: TRANSCRIPT, delayMs: 200})
  })

  afterEach(async () => {
    const problems = opened.flatMap((entry) => entry.problems)
    await Promise.all(opened.splice(0).map((entry) => entry.close()))
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close(), captcha?.close(), siteverify?.close(), whisper?.close()])
    if (dataDir) rmSync(dataDir, {recursive: true, force: true})
  })

  /** A new visitor (a fresh context) with `script` run before the page's own. */
  async function open(pathname: string, script: string): Promise<Page> {
    const context = await browser.newContext({viewport: DESKTOP})
    await context.addInitScript(script)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return
      // The API's refusals (the 401 these tests are about) are logged by the browser.
      if (message.text().startsWith('Failed to load resource') && new URL(message.location().url || 'about:blank', 'http://x').pathname.startsWith('/api/')) return
      problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    opened.push({page, problems, close: () => context.close()})
    await page.goto(hale.origin + pathname, {waitUntil: 'load'})
    await waitForHydration(page)
    return page
  }

  const checkbox = (page: Page) => page.frameLocator(CHECKBOX_FRAME).locator('#checkbox')

  it('a new visitor on / records: the check opens, the recording is kept, and once passed its transcript lands in the composer', async () => {
    const page = await open('/', NO_RECOGNITION)
    await page.fill('.composer textarea', 'Hello. ')
    await page.locator('.composer .mic-button').click()
    await page.locator('.voice-panel[data-phase="recording"]').waitFor()
    await page.waitForTimeout(700)
    await page.getByRole('button', {name: translate('en', 'voice.doneLabel')}).click()

    // Refused before it reached the transcription server: the check, and a note that the recording is kept.
    await page.waitForSelector(CHECK)
    expect(whisper.requests).toHaveLength(0)
    await page.locator('.voice-notice', {hasText: translate('en', 'voice.verifying')}).waitFor()
    expect(await page.inputValue('.composer textarea')).toBe('Hello. ')

    await checkbox(page).click()
    await page.waitForSelector(CHECK, {state: 'detached'})
    await page.waitForFunction((text) => document.querySelector('textarea')?.value === `Hello. ${text}`, TRANSCRIPT, {timeout: 10_000})
    expect(whisper.requests).toHaveLength(1)
    expect(whisper.requests.at(0)?.file?.bytes.length).toBeGreaterThan(0)
    await expect(page.locator('.voice-notice').count()).resolves.toBe(0)
    // Not sent: still on the home page.
    expect(page.url()).toBe(`${hale.origin}/`)
  })

  it('a new visitor on / attaches a photo: the check opens, and once passed the photo uploads and goes with the first question', async () => {
    const page = await open('/', '')
    const photo = await jpegWithGps(640, 480)
    await page.setInputFiles('[data-testid="attach-input"]', [{name: 'rash.jpg', mimeType: 'image/jpeg', buffer: photo}])
    await page.waitForSelector(CHECK)
    await page.waitForSelector('.attachment-chip[data-status="error"]')
    expect(await page.locator('.attachment-name').allTextContents()).toEqual(['rash.jpg'])

    await checkbox(page).click()
    await page.waitForSelector(CHECK, {state: 'detached'})
    await page.waitForSelector('.attachment-chip[data-status="ready"]', {timeout: 20_000})
    const requestsBefore = model.requests.length
    await page.fill('.composer textarea', 'What is this rash?')
    await page.press('.composer textarea', 'Enter')
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/)
    await page.waitForSelector('.message-assistant:last-child[data-status="complete"]', {timeout: 15_000})
    expect(await page.locator('.message-user .received-line').last().textContent()).toBe('The AI model received: rash.jpg: photo (no text could be read from it)')
    const content = model.requests[requestsBefore]!.body.messages.at(-1).content
    expect(content[1].type).toBe('image_url')
  })
})
