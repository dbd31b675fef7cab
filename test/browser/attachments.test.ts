/**
 * Attachments in Chromium, end to end: Hale's server process (hCaptcha off) with the fake model
 * server. Attach a photo and a PDF with the file picker, see the chips and their progress, send,
 * see what the model received under the message, and check what the fake model server got. The
 * desktop camera runs on Chromium's fake camera. Screenshots at phone width go to
 * test/artifacts/screenshots/.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {launchBrowser, openPage, screenshot, waitForHydration, type RecordedPage, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {jpegWithGps, pdf, SVG_WITH_SCRIPT} from '../support/attachment-fixtures'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

jest.setTimeout(90_000)

const PHONE: Viewport = {width: 390, height: 844}
const DESKTOP: Viewport = {width: 1280, height: 800}
const CHAT_URL = /\/chat\/[A-Za-z0-9_-]{22}$/

describe('attachments in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let dataDir: string
  const opened: RecordedPage[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-attach-data-'))
    ;[browser, model] = await Promise.all([
      launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']),
      startFakeModelServer(),
    ])
    model.respondWith({kind: 'stream', tokens: ['The photo ', 'and the report ', 'look fine.'], delayMs: 20})
    // OCR is on by default (Tesseract is installed): the test photos, plain colour, have no text to read.
    hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', HCAPTCHA: 'off'})
  })

  afterEach(async () => {
    const problems = opened.flatMap((recorded) => [
      // A refused upload is an HTTP error the browser logs; the test checks it on purpose.
      ...recorded.console.filter((entry) => !/status of 41[35]/.test(entry.text)).map((entry) => `${entry.type}: ${entry.text}`),
      ...recorded.pageErrors,
      ...recorded.allConsole.filter((text) => /Refused to|Content Security Policy/i.test(text)),
    ])
    await Promise.all(opened.splice(0).map((recorded) => recorded.close()))
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(dataDir, {recursive: true, force: true})
  })

  /** A conversation with one exchange, opened at its chat page. */
  async function chatPage(viewport: Viewport): Promise<RecordedPage> {
    const recorded = await openPage(browser, `${hale.origin}/`, viewport)
    opened.push(recorded)
    await waitForHydration(recorded.page)
    await recorded.page.fill('textarea[name="content"]', 'Hello')
    await recorded.page.press('textarea[name="content"]', 'Enter')
    await recorded.page.waitForURL(CHAT_URL)
    await recorded.page.waitForSelector('.message-assistant[data-status="complete"]')
    return recorded
  }

  /**
   * Hold every upload at the browser until `release` is called, so the chips' uploading state
   * can be seen however fast the machine uploads.
   */
  async function holdUploads(page: Page): Promise<{whenHeld: (count: number) => Promise<void>; release: () => Promise<void>}> {
    const waiting: Array<() => Promise<void>> = []
    const watchers: Array<{count: number; resolve: () => void}> = []
    let released = false
    // The upload names the page's language in its query (?locale=…).
    await page.route(/\/api\/attachments(\?[^/]*)?$/, async (route) => {
      if (released) return route.continue()
      waiting.push(() => route.continue())
      for (const watcher of watchers.filter((w) => w.count <= waiting.length)) watcher.resolve()
    })
    return {
      whenHeld: (count) => count <= waiting.length ? Promise.resolve() : new Promise((resolve) => watchers.push({count, resolve})),
      release: async () => {
        released = true
        await Promise.all(waiting.splice(0).map((go) => go()))
      },
    }
  }

  it('on /, a first question carries a photo: the attachment code loads on the paperclip, and the chat page sends them together', async () => {
    const recorded = await openPage(browser, `${hale.origin}/`, DESKTOP)
    opened.push(recorded)
    const {page} = recorded
    await waitForHydration(page)
    const scripts = () => recorded.requests.filter((request) => request.resourceType === 'script').map((request) => request.url)
    const firstLoad = scripts()
    // The chips and uploads are not part of the first load.
    expect(await page.locator('.attachment-chip').count()).toBe(0)
    const photo = await jpegWithGps(800, 600)
    await page.setInputFiles('[data-testid="attach-input"]', [{name: 'knee.jpg', mimeType: 'image/jpeg', buffer: photo}])
    await page.waitForSelector('.attachment-chip[data-status="ready"]', {timeout: 20_000})
    expect(scripts().length).toBeGreaterThan(firstLoad.length)
    expect(await page.locator('.attachment-name').allTextContents()).toEqual(['knee.jpg'])
    expect(page.url()).toBe(`${hale.origin}/`)

    const requestsBefore = model.requests.length
    await page.fill('textarea[name="content"]', 'Is this swelling normal?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForURL(CHAT_URL)
    await page.waitForSelector('.message-assistant:last-child[data-status="complete"]')
    expect(await page.locator('.message-user .bubble-text').allTextContents()).toEqual(['Is this swelling normal?'])
    expect(await page.locator('.message-user .received-line').last().textContent()).toBe('The AI model received: knee.jpg: photo (no text could be read from it)')
    expect(await page.locator('.attachment-chip').count()).toBe(0)

    const content = model.requests[requestsBefore]!.body.messages.at(-1).content
    expect(content[0].text).toMatch(/^Is this swelling normal\?/)
    expect(content[1].type).toBe('image_url')
    expect(content[1].image_url.url).toMatch(/^data:image\/jpeg;base64,\/9j\//)
    // Sent once, with the photo: a reload shows the same message and line.
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('.message-user .bubble-text').allTextContents()).toEqual(['Is this swelling normal?'])
    expect(await page.locator('.message-user .received-line').last().textContent()).toBe('The AI model received: knee.jpg: photo (no text could be read from it)')
  })

  it('attaches a photo and a PDF, shows chips with progress, sends them, and says what the model received', async () => {
    const {page} = await chatPage(PHONE)
    const uploads = await holdUploads(page)
    const photo = await jpegWithGps(1200, 900)
    const report = pdf([['Glucose 5.4 mmol/L', 'HbA1c 6.1 %'], ['Cholesterol 4.2 mmol/L'], ['Signed']])
    await page.setInputFiles('[data-testid="attach-input"]', [
      {name: 'rash.jpg', mimeType: 'image/jpeg', buffer: photo},
      {name: 'lab-report.pdf', mimeType: 'application/pdf', buffer: report},
    ])
    // While the uploads are held, both chips say so, each with its progress bar.
    await page.waitForFunction(() => document.querySelectorAll('.attachment-chip[data-status="uploading"]').length === 2, null, {timeout: 20_000})
    await page.waitForFunction(() => document.querySelectorAll('.attachment-chip .attachment-progress').length === 2)
    await uploads.whenHeld(2)
    await uploads.release()
    await page.waitForFunction(() => document.querySelectorAll('.attachment-chip[data-status="ready"]').length === 2, null, {timeout: 20_000})
    expect(await page.locator('.attachment-progress').count()).toBe(0)
    expect(await page.locator('.attachment-name').allTextContents()).toEqual(['rash.jpg', 'lab-report.pdf'])
    expect(await page.locator('img.attachment-thumb').getAttribute('src')).toMatch(/^blob:/)
    expect(await page.locator('.attachment-size').allTextContents()).toEqual([expect.stringMatching(/^\d+ KB$/), '1 KB'])

    // An SVG named .png: refused, explained on its chip, and Send waits until it is removed.
    await page.setInputFiles('[data-testid="attach-input"]', [{name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(SVG_WITH_SCRIPT)}])
    await page.waitForSelector('.attachment-chip[data-status="error"] .attachment-error')
    expect(await page.textContent('.attachment-chip[data-status="error"] .attachment-error')).toBe(
      'This type of file cannot be attached. Attach a photo (JPEG, PNG, WebP or HEIC), a PDF, or a text or CSV file.')
    expect(await page.locator('.attachment-chip[data-status="error"] img').count()).toBe(0) // no broken thumbnail
    await page.fill('textarea[name="content"]', 'What do these show?')
    expect(await page.isDisabled('button[type="submit"]')).toBe(true)
    await screenshot(page, 'attachments-chips-phone')
    await page.click('.attachment-chip[data-status="error"] button[aria-label="Remove photo.png"]')
    await page.waitForSelector('.attachment-chip[data-status="error"]', {state: 'detached'})
    await screenshot(page, 'attachments-ready-phone')

    const requestsBefore = model.requests.length
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForSelector('.message-assistant:last-child[data-status="complete"]')
    expect(await page.locator('.attachment-chip').count()).toBe(0)
    const line = await page.locator('.message-user .received-line').last().textContent()
    // In the order the uploads were stored: the photo, whose text is read too, may finish second.
    expect(line!.replace(/^The AI model received: /, '').split('; ').sort()).toEqual(['lab-report.pdf: 3 pages of text', 'rash.jpg: photo (no text could be read from it)'])
    await screenshot(page, 'attachments-sent-phone')

    const body = model.requests[requestsBefore]!.body
    const content = body.messages.at(-1).content
    expect(content[0].text).toMatch(/^What do these show\?/)
    expect(content[0].text).toContain('Glucose 5.4 mmol/L\nHbA1c 6.1 %')
    expect(content[0].text).toContain('"lab-report.pdf"')
    expect(content[1].type).toBe('image_url')
    expect(content[1].image_url.url).toMatch(/^data:image\/jpeg;base64,\/9j\//)

    // After a reload, the page's data carries the same line.
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('.message-user .received-line').last().textContent()).toBe(line)
  })

  it('takes a photo with the desktop camera and it becomes a chip', async () => {
    const recorded = await chatPage(DESKTOP)
    const {page} = recorded
    await page.context().grantPermissions(['camera'], {origin: hale.origin})
    await page.click('button[aria-label="Take a photo"]')
    await page.waitForSelector('dialog.camera-dialog[open]')
    const shutter = page.locator('dialog.camera-dialog button.send-button')
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('.camera-video')
      return video !== null && video.videoWidth > 0 && !video.hidden
    }, null, {timeout: 15_000})
    await screenshot(page, 'attachments-camera-desktop')
    await shutter.click()
    await page.waitForSelector('dialog.camera-dialog', {state: 'detached'})
    await page.waitForSelector('.attachment-chip[data-status="ready"]', {timeout: 20_000})
    expect(await page.textContent('.attachment-name')).toMatch(/^camera photo \d{14}\.jpg$/)
    expect(await page.locator('img.attachment-thumb').getAttribute('src')).toMatch(/^blob:/)
  })
})
