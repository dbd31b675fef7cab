/**
 * The chat in Chromium, end to end: Hale's real server process (`node dist/server.js`) with its
 * SQLite database in a temporary DATA_DIR and LLM_BASE_URL at the fake model server (a real
 * HTTP server on 127.0.0.1), or at a closed port for "the model server is down".
 *
 * The fake model server answers by what the visitor asked (the last user message), so each test
 * picks its behaviour with its own words: a slow markdown answer, an endless one, a failure.
 * Screenshots of the chat at phone and desktop widths, streaming and finished, go to
 * test/artifacts/screenshots/ to be looked at.
 *
 * Every fresh browser context is a new visitor: its first message goes through the human check,
 * served by the stand-in for hCaptcha's script (test/support/fake-hcaptcha.ts) and verified by
 * the siteverify stub. The model-is-down server runs with HCAPTCHA=off.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {launchBrowser, openPage, screenshot, SCREENSHOTS_DIR, waitForHydration, type RecordedPage, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeHcaptcha, type FakeHcaptcha} from '../support/fake-hcaptcha'
import {startFakeModelServer, type FakeBehaviour, type FakeModelServer} from '../support/fake-model-server'
import {startFakeSiteverify, type FakeSiteverify} from '../support/fake-siteverify'
import {openSqliteStore} from '../../server/storage/sqlite-store'

jest.setTimeout(60_000)

const PHONE: Viewport = {width: 390, height: 844}
const DESKTOP: Viewport = {width: 1280, height: 800}
const CHAT_URL = /\/chat\/[A-Za-z0-9_-]{22}$/

/** A markdown answer: bold, a list and a table arrive first, then slow plain words. */
const MARKDOWN_HEAD = [
  'A fever is **usually harmless** in adults.\n\n',
  'What helps:\n\n', '- Rest\n', '- Drink ', 'water\n\n',
  '| Temperature | What to do |\n', '|---|---|\n', '| Up to 39 °C | Rest at home |\n', '| Above 39 °C | Call a doctor |\n\n',
]
const MARKDOWN_TAIL = ['See ', 'a ', 'doctor ', 'if ', 'it ', 'lasts ', 'more ', 'than ', 'three ', 'days.']
const MARKDOWN_TEXT = [...MARKDOWN_HEAD, ...MARKDOWN_TAIL].join('')

/** A table wider than a phone: its words must stay whole, the table scrolls instead. */
const WIDE_TABLE = [
  'Signs to watch:\n\n',
  '| Situation | Temperature | Recommendation | Reassessment |\n', '|---|---|---|---|\n',
  '| Afternoon | Comfortable | Drink regularly | Tomorrow morning |\n',
  '| Heatwave | Uncomfortable | Drink considerably more | Throughout the afternoon |\n',
]

/** A long answer in many paragraphs, for scrolling. */
const LONG_TOKENS = Array.from({length: 60}, (_, index) => `Paragraph ${index + 1} explains one more thing about sleep.\n\n`)

/** The last user message the model server was sent. */
function question(body: any): string {
  const messages: Array<{role: string; content: string}> = Array.isArray(body?.messages) ? body.messages : []
  return [...messages].reverse().find((message) => message.role === 'user')?.content ?? ''
}

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as {port: number}).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('the chat in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let captcha: FakeHcaptcha
  let siteverify: FakeSiteverify
  /** With the fake model server and the stand-in hCaptcha. */
  let hale: RunningServer
  /** With LLM_BASE_URL at a closed port, and EMERGENCY_NUMBER set. */
  let down: RunningServer
  const dataDirs: string[] = []
  const opened: RecordedPage[] = []
  /** Pages that were sent to a 404 page on purpose: the browser logs that status as a console error. */
  const shows404 = new Set<RecordedPage>()
  /** Answers given so far, so a regenerated answer differs from the first. */
  let answers = 0
  /** How many times a "broken" question has been asked. */
  let brokenCalls = 0

  function behaviour(body: any): FakeBehaviour {
    const text = question(body)
    if (text.includes('fever')) return {kind: 'stream', tokens: [...MARKDOWN_HEAD, ...MARKDOWN_TAIL], delayMs: 250}
    if (text.includes('endless')) return {kind: 'forever', delayMs: 60}
    if (text.includes('sleep')) return {kind: 'stream', tokens: LONG_TOKENS, delayMs: 60}
    if (text.includes('hydration')) return {kind: 'stream', tokens: WIDE_TABLE, delayMs: 20}
    if (text.includes('broken')) {
      brokenCalls += 1
      if (brokenCalls === 1) return {kind: 'status', status: 500}
    }
    answers += 1
    return {kind: 'stream', tokens: ['Answer ', `number ${answers}`, ': drink **water**.'], delayMs: 20}
  }

  beforeAll(async () => {
    const dataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hale-chat-data-'))
      dataDirs.push(dir)
      return dir
    }
    const out = path.join(ROOT, 'dist')
    const [launched, fake, port, stub, check] = await Promise.all([launchBrowser(), startFakeModelServer(), closedPort(), startFakeSiteverify(), startFakeHcaptcha()])
    browser = launched
    model = fake
    model.respondWith(behaviour)
    siteverify = stub
    siteverify.hostname = '127.0.0.1'
    captcha = check
    ;[hale, down] = await Promise.all([
      startServer(out, {
        DATA_DIR: dataDir(), LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model',
        HCAPTCHA_VERIFY_URL: siteverify.url, HCAPTCHA_SCRIPT_URL: captcha.scriptUrl,
      }),
      startServer(out, {DATA_DIR: dataDir(), LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, EMERGENCY_NUMBER: '112', HCAPTCHA: 'off'}),
    ])
  })

  afterEach(async () => {
    // No console errors or warnings, no uncaught exceptions, no CSP violations, on any page.
    const problems = opened.flatMap((recorded) => [
      ...recorded.console
        .filter((entry) => !(shows404.has(recorded) && entry.text.includes('404')))
        // A new visitor's first send is answered `401 verification_required` (which shows the
        // check): the browser logs every 4xx of a fetch.
        .filter((entry) => !(entry.text.includes('status of 401') && new URL(entry.url).pathname === '/api/conversations'))
        .map((entry) => `${entry.type}: ${entry.text} (${entry.url})`),
      ...recorded.pageErrors,
      ...recorded.allConsole.filter((text) => /Refused to|Content Security Policy/i.test(text)),
    ])
    await Promise.all(opened.splice(0).map((recorded) => recorded.close()))
    shows404.clear()
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), down?.stop(), model?.close(), captcha?.close(), siteverify?.close()])
    for (const dir of dataDirs) rmSync(dir, {recursive: true, force: true})
  })

  async function open(server: RunningServer, pathname: string, viewport: Viewport = DESKTOP): Promise<RecordedPage> {
    const recorded = await openPage(browser, server.origin + pathname, viewport)
    opened.push(recorded)
    await waitForHydration(recorded.page)
    return recorded
  }

  /** Type `text` into the composer and press Enter. */
  async function ask(page: Page, text: string): Promise<void> {
    await page.fill('textarea[name="content"]', text)
    await page.press('textarea[name="content"]', 'Enter')
  }

  /** Wait until the last answer is no longer streaming and return its status. */
  async function lastAnswerSettles(page: Page, timeout = 15_000): Promise<string> {
    await page.waitForSelector('.message-assistant:last-child:not([data-status="streaming"])', {timeout})
    return (await page.getAttribute('.message-assistant:last-child', 'data-status'))!
  }

  const lastAnswerText = (page: Page) => page.textContent('.message-assistant:last-child .answer-text')
  const announcement = (page: Page) => page.textContent('.chat p[role="status"][aria-live="polite"]')

  /** A new visitor's first send shows the check: tick the stand-in's checkbox. */
  async function passCheck(page: Page): Promise<void> {
    await page.frameLocator('.human-check iframe[data-hcaptcha-widget-id]').locator('#checkbox').click()
  }

  /** Start a conversation on `/` with `text` (passing the check) and wait for its page. */
  async function startOnHome(text: string, viewport: Viewport = DESKTOP): Promise<RecordedPage> {
    const recorded = await open(hale, '/', viewport)
    await ask(recorded.page, text)
    await passCheck(recorded.page)
    await recorded.page.waitForURL(CHAT_URL).catch(async (error: Error) => {
      throw new Error(`${error.message}\nWhat the page shows instead: ${await describeStart(recorded)}`)
    })
    return recorded
  }

  /** What a start on `/` that did not reach the chat page left on screen, for the failure's message. */
  async function describeStart(recorded: RecordedPage): Promise<string> {
    const shown = await recorded.page.evaluate(() => ({
      url: location.href,
      check: document.querySelector('.human-check')?.textContent ?? null,
      widgets: document.querySelectorAll('.human-check iframe').length,
      notice: document.querySelector('.composer-notice')?.textContent ?? null,
      draft: document.querySelector<HTMLTextAreaElement>('textarea[name="content"]')?.value ?? null,
    })).catch((error: Error) => ({unreadable: error.message}))
    const boxes = await Promise.all(recorded.page.frames().slice(1).map((frame) =>
      frame.evaluate(() => document.getElementById('checkbox')?.getAttribute('aria-checked') ?? null).catch(() => 'detached')))
    return JSON.stringify({shown, boxes, tokens: captcha.tokens.length, sessionChecks: siteverify.requests.length, console: recorded.allConsole, errors: recorded.pageErrors})
  }

  it('on a phone, a table wider than the screen keeps its words whole and scrolls inside the answer', async () => {
    const {page} = await startOnHome('A hydration table, please', PHONE)
    expect(await lastAnswerSettles(page)).toBe('complete')
    const table = '.message-assistant:last-child .answer-text table'
    // Every word of every cell on one line: a word broken over two lines has two boxes.
    const broken = await page.$$eval(`${table} th, ${table} td`, (cells) => cells.flatMap((cell) => {
      const text = cell.firstChild!
      const words: string[] = []
      let start = 0
      for (const word of (text.textContent ?? '').split(' ')) {
        const range = document.createRange()
        range.setStart(text, start)
        range.setEnd(text, start + word.length)
        if (range.getClientRects().length !== 1) words.push(word)
        start += word.length + 1
      }
      return words
    }))
    expect(broken).toEqual([])
    // The table scrolls on its own; the page does not.
    expect(await page.$eval(table, (element) => element.scrollWidth > element.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })

  it('on a phone, the conversation’s title keeps the width of the page and the buttons go below it', async () => {
    const question = 'Is it safe to take ibuprofen with a cold?'
    const {page} = await startOnHome(question, PHONE)
    expect(await lastAnswerSettles(page)).toBe('complete')
    const layout = await page.$eval('.chat-header', (header) => {
      const title = header.querySelector('h1')!
      const buttons = header.querySelector('.chat-header-actions')!
      return {
        text: title.textContent, clamped: title.scrollHeight > title.clientHeight + 1,
        titleWidth: title.getBoundingClientRect().width, headerWidth: header.getBoundingClientRect().width,
        titleBottom: title.getBoundingClientRect().bottom, buttonsTop: buttons.getBoundingClientRect().top,
      }
    })
    expect(layout.text).toBe(question)
    expect(layout.clamped).toBe(false) // the whole title shows (two lines here), nothing cut off with an ellipsis
    expect(layout.titleWidth).toBeGreaterThan(layout.headerWidth * 0.9)
    expect(layout.buttonsTop).toBeGreaterThanOrEqual(layout.titleBottom)
  })

  it('asks on /: Shift+Enter adds a line, Enter sends, the page moves without a load and the answer streams in as markdown', async () => {
    const recorded = await open(hale, '/', PHONE)
    const {page} = recorded
    recorded.clear()
    const box = 'textarea[name="content"]'
    await page.click(box)
    await page.keyboard.type('I have a fever.')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('What should I do?')
    expect(await page.inputValue(box)).toBe('I have a fever.\nWhat should I do?')
    expect(page.url()).toBe(`${hale.origin}/`)
    await page.keyboard.press('Enter')

    // A new visitor: the check appears, the text stays, and passing it sends the text.
    await page.waitForSelector('.human-check')
    expect(await page.inputValue(box)).toBe('I have a fever.\nWhat should I do?')
    const tokens = captcha.tokens.length
    await passCheck(page)
    await page.waitForURL(CHAT_URL)
    expect(captcha.tokens.length).toBe(tokens + 1)
    expect(siteverify.requests.at(-1)!.form.response).toBe(captcha.tokens.at(-1))
    expect(recorded.documents()).toEqual([])
    expect(await page.textContent('.message-user .bubble-text')).toBe('I have a fever.\nWhat should I do?')
    // The composer is ready for the next question, with focus, and empty.
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.name)).toBe('content')

    // Markdown appears as elements while the answer is still streaming.
    const live = '.message-assistant[aria-busy="true"]'
    const bold = await page.waitForSelector(`${live} .answer-text strong`)
    expect(await bold.textContent()).toBe('usually harmless')
    await page.waitForSelector(`${live} .answer-text table td`)
    // Finished blocks are not rendered again as tokens arrive: the first paragraph is the same element.
    expect(await bold.evaluate((element) => element.isConnected)).toBe(true)
    expect(await page.$$eval(`${live} .answer-text li`, (items) => items.map((item) => item.textContent))).toEqual(['Rest', 'Drink water'])
    expect(await page.$$eval(`${live} .answer-text th`, (cells) => cells.map((cell) => cell.textContent))).toEqual(['Temperature', 'What to do'])
    expect(await page.isVisible('button[aria-label="Stop the answer"]')).toBe(true)
    expect(await lastAnswerText(page)).not.toContain('three days.')
    await screenshot(page, 'chat-streaming-phone')

    expect(await lastAnswerSettles(page)).toBe('complete')
    expect(await lastAnswerText(page)).toContain('See a doctor if it lasts more than three days.')
    expect(await page.$$('.answer-text script, .answer-text [onclick]')).toEqual([])
    await page.waitForFunction(() => document.querySelector('.chat p[aria-live="polite"]')?.textContent !== '')
    expect(await announcement(page)).toBe('Answer finished: A fever is usually harmless in adults.')
    // The Send button is back, and nothing overflows the phone's width.
    await page.waitForSelector('.chat-composer button[type="submit"]')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    await screenshot(page, 'chat-finished-phone')

    // Saved: a reload shows the same conversation, rendered on the server.
    await page.reload()
    await waitForHydration(page)
    expect(await page.textContent('.message-user .bubble-text')).toBe('I have a fever.\nWhat should I do?')
    expect(await page.getAttribute('.message-assistant', 'data-status')).toBe('complete')
    expect(await page.$$eval('.message-assistant .answer-text li', (items) => items.length)).toBe(2)
    expect(await page.textContent('main h1')).toBe('I have a fever.')
    // The answer's HTML is sent once: in the document, not again in the boot data, and the page
    // shows the answer as the server rendered it (no plain-text stand-in, no mismatch logged).
    const sent = await (await page.request.get(page.url())).text()
    const boot = JSON.parse(/<script type="application\/json" id="__APP_DATA__"[^>]*>(.*?)<\/script>/s.exec(sent)![1]!)
    const answer = boot.props.messages.find((message: {role: string}) => message.role === 'assistant')
    expect(answer.content).toContain('A fever is **usually harmless** in adults.')
    expect(answer).not.toHaveProperty('html')
    expect(answer).not.toHaveProperty('savedHtml')
    expect(await page.locator('.answer-plain').count()).toBe(0)
    const served = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').querySelector('.message-assistant .answer-text')!.innerHTML, sent)
    expect(served).toContain('<li>')
    expect(await page.innerHTML('.message-assistant .answer-text')).toBe(served)
  })

  it('streams and finishes at desktop width', async () => {
    const {page} = await startOnHome('Another fever question, please.')
    await page.waitForSelector('.message-assistant[aria-busy="true"] .answer-text table')
    await screenshot(page, 'chat-streaming-desktop')
    expect(await lastAnswerSettles(page)).toBe('complete')
    await page.waitForSelector('.chat-composer button[type="submit"]')
    await screenshot(page, 'chat-finished-desktop')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })

  it('Stop keeps the partial answer, marked incomplete, also after a reload; the model server sees the abort', async () => {
    const {page} = await startOnHome('Tell me an endless story.')
    await page.waitForFunction(() => (document.querySelector('.message-assistant .answer-text')?.textContent ?? '').includes('tok3 '))
    const requests = model.requests.length
    await page.click('button[aria-label="Stop the answer"]')
    expect(await lastAnswerSettles(page)).toBe('incomplete')
    expect(await page.textContent('.message-assistant .answer-note')).toBe('Stopped. This answer is incomplete.')
    await page.waitForFunction(() => document.querySelector('.chat p[aria-live="polite"]')?.textContent === 'Answer stopped.')
    // Focus stays in the composer, ready for the next question.
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.name)).toBe('content')

    const upstream = model.requests[requests - 1]!
    const deadline = Date.now() + 2000
    while (upstream.abortedAt === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(upstream.abortedAt).not.toBeNull()

    const shown = (await lastAnswerText(page))!.trim()
    expect(shown).toMatch(/^tok0 tok1 tok2 tok3 /)
    await page.reload()
    await waitForHydration(page)
    expect(await page.getAttribute('.message-assistant', 'data-status')).toBe('incomplete')
    expect(await page.textContent('.message-assistant .answer-note')).toBe('Stopped. This answer is incomplete.')
    // The server saved at least what the browser showed (tokens may have been in flight).
    expect((await lastAnswerText(page))!.trim().startsWith(shown)).toBe(true)

    // From the keyboard: Escape in the composer stops the next answer too.
    await ask(page, 'Go on with the endless story.')
    await page.waitForFunction(() => (document.querySelector('.message-assistant:last-child .answer-text')?.textContent ?? '').includes('tok1 '))
    await page.press('textarea[name="content"]', 'Escape')
    expect(await lastAnswerSettles(page)).toBe('incomplete')
    expect(await page.$$eval('.message-assistant', (items) => items.map((item) => item.getAttribute('data-status')))).toEqual(['incomplete', 'incomplete'])
  })

  it('Regenerate answers the last question again, replacing the answer', async () => {
    const {page} = await startOnHome('How much water should I drink?')
    expect(await lastAnswerSettles(page)).toBe('complete')
    const first = (await lastAnswerText(page))!
    expect(first).toMatch(/^Answer number \d+: drink water\.$/)

    await page.click('.message-assistant:last-child button:has-text("Answer again")')
    await page.waitForFunction((before) => {
      const answer = document.querySelector('.message-assistant:last-child')
      return answer?.getAttribute('data-status') === 'complete' && answer.querySelector('.answer-text')?.textContent !== before
    }, first)
    const second = (await lastAnswerText(page))!
    expect(second).toMatch(/^Answer number \d+: drink water\.$/)
    expect(second).not.toBe(first)
    expect(await page.$$('.message-assistant')).toHaveLength(1)

    await page.reload()
    await waitForHydration(page)
    expect(await page.$$('.message-assistant')).toHaveLength(1)
    expect(await lastAnswerText(page)).toBe(second)

    // A follow-up in the same conversation: only the last answer offers "Answer again".
    await ask(page, 'And in summer?')
    await page.waitForSelector('.message-assistant:nth-of-type(4)')
    expect(await lastAnswerSettles(page)).toBe('complete')
    expect(await page.$$eval('.message-user .bubble-text', (items) => items.map((item) => item.textContent)))
      .toEqual(['How much water should I drink?', 'And in summer?'])
    expect(await page.$$eval('.message-assistant', (items) => items.map((item) => item.querySelector('button:not([aria-label])')?.textContent ?? null)))
      .toEqual([null, 'Answer again'])
    expect(model.requests.at(-1)!.body.messages.map((message: {role: string}) => message.role)).toEqual(['system', 'user', 'assistant', 'user'])
  })

  it('a model error says what happened and that the message is saved; Retry answers', async () => {
    brokenCalls = 0
    const {page} = await startOnHome('My broken question about hygiene.')
    expect(await lastAnswerSettles(page)).toBe('error')
    const error = '.message-assistant .answer-error'
    expect(await page.textContent(`${error} p:first-child`)).toBe('The answer service ran into a problem. Please try again.')
    expect(await page.textContent(`${error} .answer-error-saved`)).toBe('Your message is saved.')

    // The same words after a reload (the saved error code, read by the browser).
    await page.reload()
    await waitForHydration(page)
    expect(await page.textContent(`${error} p:first-child`)).toBe('The answer service ran into a problem. Please try again.')
    expect(await page.textContent('.message-user .bubble-text')).toBe('My broken question about hygiene.')

    await page.click('.message-assistant:last-child button:has-text("Try again")')
    expect(await lastAnswerSettles(page)).toBe('complete')
    expect(await lastAnswerText(page)).toMatch(/^Answer number \d+: drink water\.$/)
    expect(await page.$$(error)).toEqual([])
    expect(await page.$$('.message-assistant')).toHaveLength(1)
  })

  it('a stream that breaks off says so; Retry replaces the answer the server saved', async () => {
    const recorded = await open(hale, '/')
    const {page} = recorded
    // The connection drops just before the end: the browser gets everything but the `done` event,
    // so it never learns the saved answer's id.
    await page.route(/\/api\/conversations\/[^/]+\/messages$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      expect(body).toMatch(/^event: done$/m)
      await route.fulfill({response, body: body.replace(/^event: done\n[^\n]*\n\n/m, '')})
    }, {times: 1})
    await ask(page, 'Is tap water safe to drink?')
    await passCheck(page)
    await page.waitForURL(CHAT_URL)
    expect(await lastAnswerSettles(page)).toBe('error')
    const first = (await lastAnswerText(page))!
    expect(first).toMatch(/^Answer number \d+: drink water\.$/)
    expect(await page.textContent('.message-assistant .answer-error p:first-child'))
      .toBe('The connection was interrupted before the answer was finished.')
    expect(await page.textContent('.message-assistant .answer-error-saved')).toBe('Your message is saved.')

    await page.click('.message-assistant:last-child button:has-text("Try again")')
    expect(await lastAnswerSettles(page)).toBe('complete')
    const second = (await lastAnswerText(page))!
    expect(second).toMatch(/^Answer number \d+: drink water\.$/)
    expect(second).not.toBe(first)
    await page.reload()
    await waitForHydration(page)
    expect(await page.$$eval('.message-assistant .answer-text', (items) => items.map((item) => item.textContent))).toEqual([second])
  })

  it('Copy puts the answer’s markdown on the clipboard', async () => {
    const recorded = await startOnHome('Is a glass of water a day enough?')
    const {page} = recorded
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: hale.origin})
    expect(await lastAnswerSettles(page)).toBe('complete')
    const copy = '.message-assistant:last-child button[aria-label="Copy the answer"]'
    await page.click(copy)
    await page.waitForSelector('.message-assistant:last-child button[aria-label="Copied"]')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Answer number \d+: drink \*\*water\*\*\.$/)
    await page.waitForFunction(() => document.querySelector('.chat p[aria-live="polite"]')?.textContent === 'Copied')
  })

  it('an emergency message shows the banner with a tel: link while the model server is down', async () => {
    const recorded = await open(down, '/', PHONE)
    const {page} = recorded
    await ask(page, 'I have crushing chest pain and my left arm is numb')
    // At once, on the page where it was typed, before any server answers.
    await page.waitForSelector('.emergency-banner[role="alert"]')
    await page.waitForURL(CHAT_URL)
    const banner = '.message-user .emergency-banner'
    await page.waitForSelector(banner)
    expect(await page.textContent(`${banner} .emergency-title`)).toBe('This may be an emergency. Call 112 now.')
    expect(await page.getAttribute(`${banner} a.emergency-call`, 'href')).toBe('tel:112')
    expect(await page.textContent(`${banner} a.emergency-call`)).toBe('Call 112')
    // The banner stands above the answer.
    const [bannerBox, answerBox] = await Promise.all([page.locator(banner).boundingBox(), page.locator('.message-assistant').boundingBox()])
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(answerBox!.y)

    expect(await lastAnswerSettles(page)).toBe('error')
    expect(await page.textContent('.message-assistant .answer-error p:first-child'))
      .toBe('Hale could not reach its answer service. Please try again in a moment.')
    expect(await page.textContent('.message-assistant .answer-error-saved')).toBe('Your message is saved.')
    await screenshot(page, 'chat-emergency-phone')

    // After a reload the banner is still there (the detector runs on the saved message), not as an alert.
    await page.reload()
    await waitForHydration(page)
    expect(await page.getAttribute(banner, 'role')).toBe('note')
    expect(await page.getAttribute(`${banner} a.emergency-call`, 'href')).toBe('tel:112')
    expect(await page.textContent('.message-assistant .answer-error p:first-child'))
      .toBe('Hale could not reach its answer service. Please try again in a moment.')
  })

  it('in Spanish, the conversation stays in Spanish: its URL, the banner and the error', async () => {
    const recorded = await open(down, '/es', PHONE)
    const {page} = recorded
    recorded.clear()
    await ask(page, 'Tengo un dolor muy fuerte en el pecho y me cuesta respirar')
    await page.waitForURL(/\/es\/chat\/[A-Za-z0-9_-]{22}$/)
    expect(recorded.documents()).toEqual([])
    const banner = '.message-user .emergency-banner'
    await page.waitForSelector(banner)
    expect(await page.textContent(`${banner} .emergency-title`)).toBe('Esto puede ser una emergencia. Llame ahora al 112.')
    expect(await page.getAttribute(`${banner} a.emergency-call`, 'href')).toBe('tel:112')
    expect(await lastAnswerSettles(page)).toBe('error')
    expect(await page.textContent('.message-assistant .answer-error p:first-child'))
      .toBe('Hale no pudo comunicarse con su servicio de respuestas. Vuelva a intentarlo dentro de un momento.')
    expect(await page.textContent('.message-assistant .answer-error-saved')).toBe('Su mensaje está guardado.')
    expect(await page.getAttribute('html', 'lang')).toBe('es')
  })

  it('a suggested question on a topic page starts a conversation and gets an answer', async () => {
    const recorded = await open(hale, '/topics/heart/blood-pressure', PHONE)
    const {page} = recorded
    const asked = (await page.textContent('a.question span'))!
    recorded.clear()
    // A new visitor: the question lands in the home composer (topic pages never show the check).
    await page.click('a.question')
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('q') === asked)
    expect(await page.inputValue('textarea[name="content"]')).toBe(asked)
    expect(await page.$('.human-check')).toBeNull()
    await page.press('textarea[name="content"]', 'Enter')
    await passCheck(page)
    await page.waitForURL(CHAT_URL)
    expect(recorded.documents()).toEqual([])
    expect(await page.textContent('.message-user .bubble-text')).toBe(asked)
    expect(await lastAnswerSettles(page)).toBe('complete')
    expect(await lastAnswerText(page)).toMatch(/^Answer number \d+: drink water\.$/)
    expect(model.requests.some((request) => question(request.body) === asked)).toBe(true)
  })

  it('another browser (no cookie) gets the 404 page for the conversation’s URL', async () => {
    const {page} = await startOnHome('A private question about water.')
    expect(await lastAnswerSettles(page)).toBe('complete')
    const url = page.url()

    const stranger = await browser.newContext({viewport: DESKTOP})
    try {
      const other = await stranger.newPage()
      const response = await other.goto(url)
      expect(response!.status()).toBe(404)
      expect(await other.textContent('main h1')).toBe('404')
      expect(await other.textContent('main h2')).toBe('This page could not be found.')
      expect(await other.content()).not.toContain('A private question about water.')
    } finally {
      await stranger.close()
    }
  })

  it('/history lists the conversation; rename and delete work', async () => {
    const recorded = await startOnHome('Should I drink water before bed?')
    const {page} = recorded
    expect(await lastAnswerSettles(page)).toBe('complete')
    const id = new URL(page.url()).pathname.split('/').pop()!

    await page.goto(`${hale.origin}/history`)
    await waitForHydration(page)
    const item = `.conversation-item:has(a[href="/chat/${id}"])`
    expect(await page.textContent(`${item} .conversation-title`)).toBe('Should I drink water before bed?')

    // Rename: the button opens a form with the name selected; Enter saves.
    await page.click(`${item} button:has-text("Rename")`)
    const input = '.conversation-item[data-mode="rename"] input'
    expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), input)).toBe(true)
    await page.fill(input, 'Water at night')
    await page.press(input, 'Enter')
    await page.waitForSelector(`${item} .conversation-title:has-text("Water at night")`)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rename')
    await page.waitForFunction(() => document.querySelector('.history p[role="status"]')?.textContent === 'Conversation renamed.')
    await page.reload()
    await waitForHydration(page)
    expect(await page.textContent(`${item} .conversation-title`)).toBe('Water at night')

    // The link opens the conversation client-side, with its new title.
    await page.click(`${item} a.conversation-link`)
    await page.waitForURL(`${hale.origin}/chat/${id}`)
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Water at night')
    await page.goBack()
    await page.waitForSelector(item)

    // Delete asks first, then removes it for good.
    await page.click(`${item} button:has-text("Delete")`)
    await page.click(`${item} button:has-text("Yes, delete")`)
    await page.waitForSelector(item, {state: 'detached'})
    await page.waitForFunction(() => document.querySelector('.history p[role="status"]')?.textContent === 'Conversation deleted.')
    await page.reload()
    await waitForHydration(page)
    expect(await page.$(item)).toBeNull()
    shows404.add(recorded)
    const gone = await page.goto(`${hale.origin}/chat/${id}`)
    expect(gone!.status()).toBe(404)
  })

  it('a long conversation shows its latest messages; the button brings the earlier ones by keyboard, announced', async () => {
    // A session and a conversation on the server without hCaptcha, then 60 saved messages put
    // straight into its database (Hale has not read the conversation yet).
    const created = await fetch(`${down.origin}/api/conversations`, {method: 'POST', headers: {'content-type': 'application/json'}, body: '{"locale":"en"}'})
    expect(created.status).toBe(201)
    const cookie = /hale_session=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')![1]!
    const {id} = await created.json() as {id: string}
    const store = openSqliteStore({dataDir: dataDirs[1]!})
    for (let turn = 0; turn < 30; turn++) {
      await store.messages.add({conversationId: id, role: 'user', content: `Question ${turn}`, status: 'complete', redFlags: []})
      await store.messages.add({conversationId: id, role: 'assistant', content: `Answer ${turn}`, status: 'complete'})
    }
    await store.close()

    const recorded = await open(down, '/', PHONE)
    const {page} = recorded
    await page.context().addCookies([{name: 'hale_session', value: cookie, url: down.origin}])
    await page.goto(`${down.origin}/chat/${id}`)
    await waitForHydration(page)
    const shown = () => page.$$eval('.messages > li', (items) => items.map((item) => item.textContent?.trim() ?? ''))
    expect(await shown()).toHaveLength(40)
    expect((await shown())[0]).toContain('Question 10')
    const button = page.getByRole('button', {name: 'Show earlier messages (20)'})
    await button.focus()
    await screenshot(page, 'chat-earlier-messages-phone')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelectorAll('.messages > li').length === 60)
    expect((await shown())[0]).toContain('Question 0')
    expect((await shown()).at(-1)).toContain('Answer 29')
    expect(await announcement(page)).toBe('Earlier messages shown above: 20.')
    // Nothing earlier is left: the button is gone and focus is on the messages it showed.
    expect(await page.$('.earlier-messages')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('messages')

    // Reading loads no red-flag detector (the scripts built from its rule files); writing does.
    const detectorScripts = () => recorded.requests.map((request) => new URL(request.url).pathname).filter((url) => url.endsWith('.js'))
      .filter((url) => readFileSync(path.join(ROOT, 'dist/static', `${url.slice('/_app/static/'.length)}.map`), 'utf8').includes('src/safety/red-flag-languages/'))
    await page.waitForTimeout(3500) // past the 3 s an idle callback may be put off
    expect(detectorScripts()).toEqual([])
    await page.fill('textarea[name="content"]', 'I')
    for (let tries = 0; tries < 100 && detectorScripts().length === 0; tries++) await page.waitForTimeout(100)
    expect(detectorScripts().length).toBeGreaterThan(0)
  })

  it('auto-scroll follows the answer until the visitor scrolls up', async () => {
    const {page} = await startOnHome('Tell me about sleep.', PHONE)
    await page.waitForFunction(() => (document.querySelector('.message-assistant .answer-text')?.textContent ?? '').includes('Paragraph 12 '))
    // Following: the newest text is in view.
    const following = await page.evaluate(() => {
      const end = document.querySelector('.messages-end')!.getBoundingClientRect().bottom
      const composer = document.querySelector('.chat-composer')!.getBoundingClientRect().top
      return {y: window.scrollY, gap: end - composer}
    })
    expect(following.y).toBeGreaterThan(0)
    expect(following.gap).toBeLessThanOrEqual(20)
    await page.screenshot({path: path.join(SCREENSHOTS_DIR, 'chat-following-phone.png')})

    // The visitor scrolls up: the page stays where they put it while tokens keep coming.
    await page.mouse.move(200, 300)
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, -400)
    await page.waitForFunction((y) => window.scrollY < y - 200, before)
    const parked = await page.evaluate(() => window.scrollY)
    const length = (await lastAnswerText(page))!.length
    await page.waitForFunction((before) => (document.querySelector('.message-assistant .answer-text')?.textContent ?? '').length > before + 200, length)
    expect(await page.evaluate(() => window.scrollY)).toBe(parked)

    // Back at the end, it follows again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await lastAnswerSettles(page, 20_000)).toBe('complete')
    const end = await page.evaluate(() => {
      const bottom = document.querySelector('.messages-end')!.getBoundingClientRect().bottom
      return bottom - document.querySelector('.chat-composer')!.getBoundingClientRect().top
    })
    expect(end).toBeLessThanOrEqual(20)
  })
})
