/**
 * A photographed lab report in Chromium: while the server reads its text (OCR, slowed down here by
 * a Tesseract that waits first), the chip says so in a polite live region; once read, the message
 * goes out and the line under it says the text was read from the photo. Hale's server process
 * with OCR on and a model that cannot see images, the fake model server, a phone-width screenshot
 * in test/artifacts/screenshots/.
 */
import {chmodSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser} from 'playwright-core'
import {launchBrowser, openPage, screenshot, waitForHydration, type RecordedPage, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {photoOfLines} from '../support/attachment-fixtures'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

jest.setTimeout(120_000)

const PHONE: Viewport = {width: 390, height: 844}
const CHAT_URL = /\/chat\/[A-Za-z0-9_-]{22}$/

describe('reading a photo\'s text in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let folder: string
  const opened: RecordedPage[] = []

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'hale-ocr-browser-'))
    // Tesseract, but three seconds late for each image: time to see the chip's reading state.
    const slow = path.join(folder, 'slow-tesseract')
    writeFileSync(slow, '#!/bin/sh\n[ "$1" = --list-langs ] || sleep 3\nexec tesseract "$@"\n')
    chmodSync(slow, 0o755)
    ;[browser, model] = await Promise.all([launchBrowser(), startFakeModelServer()])
    model.respondWith((body) => {
      const received = JSON.stringify(body.messages.at(-1).content)
      return {kind: 'stream', tokens: received.includes('Potassium') ? ['Your potassium ', 'of 6.8 is high.'] : ['I cannot see it.']}
    })
    hale = await startServer(path.join(ROOT, 'dist'), {
      DATA_DIR: path.join(folder, 'data'), LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', HCAPTCHA: 'off', LLM_VISION: 'off',
      OCR: 'auto', TESSERACT_COMMAND: slow, HEAVY_JOB_TIMEOUT_MS: '60000',
    })
  })

  afterEach(async () => {
    const problems = opened.flatMap((recorded) => [...recorded.console.map((entry) => `${entry.type}: ${entry.text}`), ...recorded.pageErrors])
    await Promise.all(opened.splice(0).map((recorded) => recorded.close()))
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(folder, {recursive: true, force: true})
  })

  it('says "Reading the text in the photo…" on the chip while it does, then what the model received', async () => {
    const recorded = await openPage(browser, `${hale.origin}/`, PHONE)
    opened.push(recorded)
    const {page} = recorded
    await waitForHydration(page)
    await page.fill('textarea[name="content"]', 'Hello')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForURL(CHAT_URL)
    await page.waitForSelector('.message-assistant[data-status="complete"]')

    const photo = await photoOfLines(['Test            Result   Units     Reference range', 'Potassium       6.8 H    mmol/L    3.5 - 5.1'], 3)
    await page.setInputFiles('[data-testid="attach-input"]', [{name: 'results.jpg', mimeType: 'image/jpeg', buffer: photo}])
    // The live region is there from the start of the upload, empty, and says what happens once the photo is on the server.
    const status = page.locator('.attachment-chip .attachment-status[role="status"]')
    await status.waitFor({state: 'attached'})
    await page.waitForSelector('.attachment-chip[data-status="processing"]', {timeout: 20_000})
    await page.waitForFunction(() => document.querySelector('.attachment-status')?.textContent === 'Reading the text in the photo…')
    expect(await page.locator('.attachment-progress').getAttribute('aria-label')).toBe('Reading the text in results.jpg…')
    await screenshot(page, 'ocr-reading-phone')

    await page.waitForSelector('.attachment-chip[data-status="ready"]', {timeout: 60_000})
    expect(await page.locator('.attachment-status').count()).toBe(0)
    expect(await page.locator('.attachment-note').textContent()).toBe('The AI model cannot see images: it will get the text read from this photo instead.')
    await page.fill('textarea[name="content"]', 'What does my report say?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForFunction(() => document.querySelectorAll('.message-assistant[data-status="complete"]').length === 2, null, {timeout: 20_000})
    expect(await page.locator('.message-user .received-line').last().textContent())
      .toBe('The AI model received: results.jpg: the text read from the photo by OCR (the photo itself was not sent: this AI model cannot see images)')
    expect(await page.locator('.message-assistant').last().textContent()).toContain('Your potassium of 6.8 is high.')
    await screenshot(page, 'ocr-sent-phone')
  })
})
