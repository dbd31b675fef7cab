/**
 * The human check in Chromium, end to end: Hale's real server process with the stand-in for
 * hCaptcha's script (test/support/fake-hcaptcha.ts, through HCAPTCHA_SCRIPT_URL) and the
 * siteverify stub (test/support/fake-siteverify.ts), a fake model server, SQLite in a temporary
 * DATA_DIR. Each browser context is a new visitor.
 *
 * Screenshots of the check at phone and desktop widths go to test/artifacts/screenshots/.
 */
import Database from 'better-sqlite3'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {HCAPTCHA_TEST_SECRET, HCAPTCHA_TEST_SITEKEY} from '../../server/config'
import {launchBrowser, openPage, screenshot, waitForHydration, type RecordedPage, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeHcaptcha, type FakeHcaptcha} from '../support/fake-hcaptcha'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'

jest.setTimeout(60_000)

const PHONE: Viewport = {width: 390, height: 844}
const DESKTOP: Viewport = {width: 1280, height: 800}
const CHAT_URL = /\/chat\/[A-Za-z0-9_-]{22}$/
const BOX = 'textarea[name="content"]'
const CHECK = '.human-check'
const CHECKBOX_FRAME = '.human-check iframe[data-hcaptcha-widget-id]'

describe('the human check in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let captcha: FakeHcaptcha
  let siteverify: FakeSiteverify
  /** hCaptcha's normal size, EMERGENCY_NUMBER=112, siteverify timeouts of 500 ms. */
  let hale: RunningServer
  /** One message per ten minutes per session. */
  let limited: RunningServer
  /** HCAPTCHA_SIZE=invisible. */
  let invisible: RunningServer
  const dataDirs = new Map<RunningServer, string>()
  const opened: RecordedPage[] = []
  let answers = 0

  beforeAll(async () => {
    ;[browser, model, captcha, siteverify] = await Promise.all([launchBrowser(), startFakeModelServer(), startFakeHcaptcha(), startFakeSiteverify()])
    siteverify.hostname = '127.0.0.1'
    model.respondWith(() => {
      answers += 1
      return {kind: 'stream', tokens: ['Answer ', `number ${answers}`, ': rest and drink water.'], delayMs: 20}
    })
    const start = async (env: Record<string, string>) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'hale-verify-data-'))
      const server = await startServer(path.join(ROOT, 'dist'), {
        DATA_DIR: dataDir, LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', EMERGENCY_NUMBER: '112',
        HCAPTCHA_VERIFY_URL: siteverify.url, HCAPTCHA_SCRIPT_URL: captcha.scriptUrl, HCAPTCHA_TIMEOUT_MS: '500',
        ...env,
      })
      dataDirs.set(server, dataDir)
      return server
    }
    ;[hale, limited, invisible] = await Promise.all([start({}), start({RATE_LIMIT_MESSAGES: '1/10m'}), start({HCAPTCHA_SIZE: 'invisible'})])
  })

  beforeEach(() => {
    siteverify.mode = 'success'
    captcha.verdict = 'pass'
    captcha.scriptStatus = 200
  })

  afterEach(async () => {
    // No console errors or warnings, no uncaught exceptions, no CSP violations (the stand-in's
    // origin is allowed by HCAPTCHA_SCRIPT_URL). The API's refusals are what these tests are
    // about: the browser logs each 4xx/5xx of a fetch, so those are left out.
    const problems = opened.flatMap((recorded) => [
      ...recorded.console
        .filter((entry) => !(entry.text.startsWith('Failed to load resource') && new URL(entry.url).pathname.startsWith('/api/')))
        .map((entry) => `${entry.type}: ${entry.text} (${entry.url})`),
      ...recorded.pageErrors,
      ...recorded.allConsole.filter((text) => /Refused to|Content Security Policy/i.test(text)),
    ])
    await Promise.all(opened.splice(0).map((recorded) => recorded.close()))
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), limited?.stop(), invisible?.stop(), model?.close(), captcha?.close(), siteverify?.close()])
    for (const dir of dataDirs.values()) rmSync(dir, {recursive: true, force: true})
  })

  async function open(server: RunningServer, pathname: string, viewport: Viewport = DESKTOP): Promise<RecordedPage> {
    const recorded = await openPage(browser, server.origin + pathname, viewport)
    opened.push(recorded)
    await waitForHydration(recorded.page)
    return recorded
  }

  async function ask(page: Page, text: string): Promise<void> {
    await page.fill(BOX, text)
    await page.press(BOX, 'Enter')
  }

  /** The stand-in's checkbox, inside its frame. */
  const checkbox = (page: Page) => page.frameLocator(CHECKBOX_FRAME).locator('#checkbox')

  async function lastAnswerSettles(page: Page): Promise<string> {
    await page.waitForSelector('.message-assistant:last-child:not([data-status="streaming"])', {timeout: 15_000})
    return (await page.getAttribute('.message-assistant:last-child', 'data-status'))!
  }

  const problem = (page: Page) => page.textContent(`${CHECK} [role="alert"] p`)
  /** The visitor's messages on the chat page (which sends the first one just after it appears). */
  async function userMessages(page: Page): Promise<Array<string | null>> {
    await page.waitForSelector('.message-user .bubble-text')
    return page.$$eval('.message-user .bubble-text', (items) => items.map((item) => item.textContent))
  }

  /** A new visitor on `/` asks `text`, passes the check and lands on the conversation. */
  async function startVerified(server: RunningServer, text: string, pathname = '/'): Promise<RecordedPage> {
    const recorded = await open(server, pathname)
    await ask(recorded.page, text)
    await checkbox(recorded.page).click()
    await recorded.page.waitForURL(CHAT_URL)
    expect(await lastAnswerSettles(recorded.page)).toBe('complete')
    return recorded
  }

  it('a new visitor: Send shows the check with focus and keeps the text; passing it from the keyboard sends it; a reload keeps going without a new check', async () => {
    const recorded = await open(hale, '/', PHONE)
    const {page} = recorded
    // hCaptcha is not part of the first load: neither its script nor the component's code.
    const firstLoad = recorded.requests.filter((request) => request.resourceType === 'script').map((request) => request.url)
    expect(firstLoad.length).toBeGreaterThan(0)
    for (const url of firstLoad) expect([url, (await (await fetch(url)).text()).includes('hCaptchaOnLoad')]).toEqual([url, false])
    expect(recorded.requests.filter((request) => request.url.startsWith(captcha.origin))).toEqual([])

    await ask(page, 'How long does a cold last?')
    await page.waitForSelector(CHECK)
    // Nothing was created or sent: the text is still in the composer, on the same page.
    expect(await page.inputValue(BOX)).toBe('How long does a cold last?')
    expect(page.url()).toBe(`${hale.origin}/`)
    // Focus moved to the check: a region named by its heading, which says why it is there.
    await page.waitForFunction(() => document.activeElement?.classList.contains('human-check'), undefined, {timeout: 5000})
    const region = page.getByRole('region', {name: 'Confirm that you are a person'})
    expect(await region.count()).toBe(1)
    expect(await page.textContent(`${CHECK} .human-check-text`))
      .toBe('Please confirm that you are a person to continue. What you typed stays in the box and is sent as soon as you pass the check.')
    expect(await page.getAttribute(`${CHECK} .human-check-privacy a`, 'href')).toBe('/help/privacy')

    // The component loaded the script (from HCAPTCHA_SCRIPT_URL) with the page's language, no Sentry, explicit rendering.
    await checkbox(page).waitFor()
    const script = captcha.scriptRequests.at(-1)!
    expect({onload: script.get('onload'), render: script.get('render'), sentry: script.get('sentry'), hl: script.get('hl')})
      .toEqual({onload: 'hCaptchaOnLoad', render: 'explicit', sentry: 'false', hl: 'en'})
    const frame = captcha.frames.at(-1)!
    expect({sitekey: frame.get('sitekey'), size: frame.get('size'), theme: frame.get('theme'), hl: frame.get('hl')})
      .toEqual({sitekey: HCAPTCHA_TEST_SITEKEY, size: 'normal', theme: 'light', hl: 'en'})
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    await screenshot(page, 'verification-check-phone')

    // From the keyboard: Tab reaches the checkbox inside hCaptcha's frame, Space ticks it.
    await page.keyboard.press('Tab')
    expect(await checkbox(page).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    await page.waitForURL(CHAT_URL)
    expect(recorded.documents().filter((request) => request.url !== `${hale.origin}/`)).toEqual([])
    expect(await userMessages(page)).toEqual(['How long does a cold last?'])
    expect(await lastAnswerSettles(page)).toBe('complete')

    // siteverify got the token the check gave, with our keys and the visitor's address.
    const token = captcha.tokens.at(-1)!
    const verified = siteverify.requests.filter((request) => request.form.response === token)
    expect(verified.map((request) => request.form)).toEqual([{secret: HCAPTCHA_TEST_SECRET, response: token, sitekey: HCAPTCHA_TEST_SITEKEY, remoteip: '127.0.0.1'}])

    // A reload, and the visitor keeps going: no new check.
    const tokens = captcha.tokens.length
    await page.reload()
    await waitForHydration(page)
    await ask(page, 'And a fever with it?')
    await page.waitForSelector('.message-assistant:nth-of-type(4)')
    expect(await lastAnswerSettles(page)).toBe('complete')
    expect(await userMessages(page)).toEqual(['How long does a cold last?', 'And a fever with it?'])
    expect(await page.$(CHECK)).toBeNull()
    expect(captcha.tokens.length).toBe(tokens)
  })

  it('an expired session asks again on the chat page, keeps the text and sends it after the check', async () => {
    const {page} = await startVerified(hale, 'Is a sore throat serious?')
    // Unused for longer than SESSION_TTL (24 hours): move its last use two days back.
    const db = new Database(path.join(dataDirs.get(hale)!, 'hale.sqlite'))
    try {
      const changed = db.prepare('UPDATE sessions SET last_seen_at = last_seen_at - ?').run(2 * 24 * 3600_000)
      expect(changed.changes).toBeGreaterThan(0)
    } finally {
      db.close()
    }

    await ask(page, 'What if it lasts a week?')
    await page.waitForSelector(CHECK)
    expect(await page.textContent(`${CHECK} .human-check-text`)).toBe(
      'Your session has expired. Please confirm again that you are a person; what you typed is kept. What you typed stays in the box and is sent as soon as you pass the check.')
    expect(await page.inputValue(BOX)).toBe('What if it lasts a week?')
    expect(await userMessages(page)).toEqual(['Is a sore throat serious?'])
    // The refusal is not shown as an error as well: the check says it.
    expect(await page.$('.composer-notice')).toBeNull()
    await page.waitForFunction(() => document.activeElement?.classList.contains('human-check'), undefined, {timeout: 5000})

    await checkbox(page).click()
    await page.waitForSelector(CHECK, {state: 'detached'})
    await page.waitForSelector('.message-assistant:nth-of-type(4)')
    expect(await lastAnswerSettles(page)).toBe('complete')
    expect(await userMessages(page)).toEqual(['Is a sore throat serious?', 'What if it lasts a week?'])
    expect(await page.inputValue(BOX)).toBe('')
    // The same session, verified again: the conversation is still theirs after a reload.
    await page.reload()
    await waitForHydration(page)
    expect(await userMessages(page)).toEqual(['Is a sore throat serious?', 'What if it lasts a week?'])
  })

  it('a failed or expired check says so and resets; the next pass sends the text', async () => {
    const recorded = await open(hale, '/')
    const {page} = recorded
    await ask(page, 'Can I take ibuprofen with a cold?')

    captcha.verdict = 'challenge-expired'
    await checkbox(page).click()
    await page.waitForSelector(`${CHECK} [role="alert"]`)
    expect(await problem(page)).toBe('The check expired before it was finished. Please do it again.')

    captcha.verdict = 'pass'
    siteverify.mode = 'failure'
    await checkbox(page).click()
    await page.waitForFunction(() => document.querySelector('.human-check [role="alert"] p')?.textContent === 'The check did not succeed. Please try again.')
    // Reset: the checkbox is unticked again, nothing was created, the text is still there.
    await page.frameLocator(CHECKBOX_FRAME).locator('#checkbox[aria-checked="false"]').waitFor()
    expect(page.url()).toBe(`${hale.origin}/`)
    expect(await page.inputValue(BOX)).toBe('Can I take ibuprofen with a cold?')
    // hCaptcha's frame is another process: give it a moment to paint before the screenshot.
    await page.waitForTimeout(500)
    await screenshot(page, 'verification-failed-desktop')

    siteverify.mode = 'success'
    await checkbox(page).click()
    await page.waitForURL(CHAT_URL)
    expect(await userMessages(page)).toEqual(['Can I take ibuprofen with a cold?'])
    expect(await lastAnswerSettles(page)).toBe('complete')
  })

  it('hCaptcha unavailable: the message has the emergency guidance, and Try again sends the same token', async () => {
    const {page} = await open(hale, '/', PHONE)
    await ask(page, 'Is my headache normal?')
    siteverify.mode = '500'
    await checkbox(page).click()
    const alert = `${CHECK} [role="alert"]`
    await page.waitForSelector(`${alert} button`)
    expect(await problem(page)).toBe(
      'The human check is unavailable right now, so Hale cannot answer. Please try again in a few minutes. In an emergency, call your local emergency number now.')
    expect(await page.textContent(`${alert} button`)).toBe('Try again')
    expect(page.url()).toBe(`${hale.origin}/`)
    await screenshot(page, 'verification-unavailable-phone')

    siteverify.mode = 'success'
    const token = captcha.tokens.at(-1)!
    const tokens = captcha.tokens.length
    await page.click(`${alert} button`)
    await page.waitForURL(CHAT_URL)
    expect(captcha.tokens.length).toBe(tokens)
    expect(siteverify.requests.at(-1)!.form.response).toBe(token)
    expect(await lastAnswerSettles(page)).toBe('complete')
  })

  it('an emergency message shows the banner at once, before the check; help and topic pages never ask', async () => {
    const recorded = await open(hale, '/', PHONE)
    const {page} = recorded
    await ask(page, 'I have crushing chest pain and my left arm is numb')
    await page.waitForSelector('.emergency-banner[role="alert"]')
    expect(await page.textContent('.emergency-banner .emergency-title')).toBe('This may be an emergency. Call 112 now.')
    expect(await page.getAttribute('.emergency-banner a.emergency-call', 'href')).toBe('tel:112')
    // The check is there too, but the banner did not wait for it.
    await checkbox(page).waitFor()
    expect(page.url()).toBe(`${hale.origin}/`)
    // The whole page from its top (a full-page screenshot of a scrolled page repeats the sticky header).
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(500)
    await screenshot(page, 'verification-emergency-phone')

    // Reading needs no check: help, privacy and topics, with the check still unpassed.
    for (const pathname of ['/help/privacy', '/topics/heart', '/help']) {
      await page.goto(hale.origin + pathname)
      await waitForHydration(page)
      expect(await page.$(CHECK)).toBeNull()
      expect(await page.textContent('main h1')).toBeTruthy()
    }
  })

  it('429: says when the visitor can continue, in their language, and keeps the text', async () => {
    const {page} = await startVerified(limited, 'Tengo tos desde hace dos días.', '/es')
    expect(page.url()).toMatch(/\/es\/chat\//)
    const refused = page.waitForResponse((response) => response.url().endsWith('/messages') && response.request().method() === 'POST')
    await ask(page, '¿Necesito un médico?')
    const response = await refused
    expect(response.status()).toBe(429)
    const {retryAfter} = (await response.json()).error as {retryAfter: number}
    const arrived = Date.now()
    await page.waitForSelector('.composer-notice')
    const notice = (await page.textContent('.composer-notice'))!
    // One message per ten minutes: the window ends in at most ten minutes.
    const match = /^Ha enviado muchas solicitudes en poco tiempo\. Podrá continuar dentro de (\d+) (minutos|segundos), a las (\d{1,2}:\d{2}(:\d{2})?)\. Su mensaje no se envió\. Sigue en el cuadro de texto\.$/.exec(notice)
    expect([notice, match !== null]).toEqual([notice, true])
    const minutes = match![2] === 'minutos' ? Number(match![1]) : Number(match![1]) / 60
    expect(minutes).toBeGreaterThan(8)
    expect(minutes).toBeLessThanOrEqual(10)
    expect(minutes).toBe(Math.ceil(retryAfter / 60))
    // The clock time is `retryAfter` from when the refusal arrived, in the browser's time zone.
    const times = await page.evaluate(({arrived, retryAfter}) => [-5000, 0, 5000]
      .map((skew) => new Intl.DateTimeFormat('es', {hour: 'numeric', minute: '2-digit'}).format(arrived + skew + retryAfter * 1000)), {arrived, retryAfter})
    expect(times).toContain(match![3])
    expect(await page.inputValue(BOX)).toBe('¿Necesito un médico?')
    expect(await userMessages(page)).toEqual(['Tengo tos desde hace dos días.'])
  })

  it('invisible size: the check runs as soon as the visitor sends, without a checkbox, naming hCaptcha and its policy and terms', async () => {
    const {page} = await open(invisible, '/')
    const tokens = captcha.tokens.length
    // Hold the pass until the notice has been read.
    captcha.verdict = 'error'
    await ask(page, 'How much sleep do adults need?')
    await page.waitForSelector(`${CHECK} [role="alert"]`)
    expect(await problem(page)).toBe('The check ran into a problem. Please do it again.')
    expect(await page.locator(`${CHECK} .human-check-privacy`).first().textContent())
      .toBe('This site is protected by hCaptcha and its Privacy Policy and Terms of Service apply.')
    expect(await page.$$eval(`${CHECK} .human-check-privacy a`, (links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(['https://www.hcaptcha.com/privacy', 'https://www.hcaptcha.com/terms', '/help/privacy'])
    expect(await page.isVisible(CHECKBOX_FRAME)).toBe(false)
    captcha.verdict = 'pass'
    await page.click(`${CHECK} [role="alert"] button`)
    await page.waitForURL(CHAT_URL)
    expect(captcha.tokens.length).toBe(tokens + 1)
    expect(captcha.frames.at(-1)!.get('size')).toBe('invisible')
    expect(captcha.scriptRequests.at(-1)!.get('hl')).toBe('en')
    expect(await userMessages(page)).toEqual(['How much sleep do adults need?'])
    expect(await lastAnswerSettles(page)).toBe('complete')
  })
})
