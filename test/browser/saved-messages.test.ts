/**
 * The chat page's saved messages in Chromium: the server's HTML, which React leaves alone on
 * hydration (src/chat/components/SavedMessage.tsx), with their buttons working all the same.
 * Hale's real server process with SQLite in a temporary DATA_DIR, the fake model server, and a
 * conversation made through the API before the page is opened.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {launchBrowser, openPage, waitForHydration, type RecordedPage} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

jest.setTimeout(60_000)

const PHONE = {width: 390, height: 844}

describe('saved messages on the chat page', () => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let dataDir: string
  const opened: RecordedPage[] = []
  let answers = 0

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-saved-data-'))
    const [launched, fake] = await Promise.all([launchBrowser(), startFakeModelServer()])
    browser = launched
    model = fake
    model.respondWith(() => {
      answers += 1
      return {kind: 'stream', tokens: [`Answer ${answers}: `, 'drink **water**, ', 'see [privacy](/help/privacy).'], delayMs: 5}
    })
    hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', HCAPTCHA: 'off', EMERGENCY_NUMBER: '112'})
  })

  afterEach(async () => {
    const problems = opened.flatMap((recorded) => [...recorded.console.map((entry) => `${entry.type}: ${entry.text}`), ...recorded.pageErrors])
    await Promise.all(opened.splice(0).map((recorded) => recorded.close()))
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(dataDir, {recursive: true, force: true})
  })

  /** A conversation of `questions`, each answered, made through the API: its id and session cookie. */
  async function conversation(questions: string[]): Promise<{id: string; cookie: string}> {
    const created = await fetch(`${hale.origin}/api/conversations`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({locale: 'en'})})
    expect(created.status).toBe(201)
    const cookie = /^(hale_session=[^;]+)/.exec(created.headers.get('set-cookie') ?? '')![1]!
    const {id} = await created.json() as {id: string}
    for (const content of questions) {
      const sent = await fetch(`${hale.origin}/api/conversations/${id}/messages`, {method: 'POST', headers: {'content-type': 'application/json', cookie}, body: JSON.stringify({content})})
      expect(await sent.text()).toContain('event: done')
    }
    return {id, cookie}
  }

  /**
   * The chat page with the session cookie. From the end of parsing, before any script of the page
   * runs, a MutationObserver records every change inside the saved messages' list items.
   */
  async function openChat({id, cookie}: {id: string; cookie: string}): Promise<Page> {
    const recorded = await openPage(browser, `${hale.origin}/help/privacy`, PHONE)
    opened.push(recorded)
    const {page} = recorded
    const [name, value] = cookie.split('=') as [string, string]
    await page.context().addCookies([{name, value, url: hale.origin}])
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: hale.origin})
    await page.addInitScript(() => {
      const changes: string[] = []
      ;(window as unknown as {savedChanges: string[]}).savedChanges = changes
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement
          if (target?.closest('li[data-saved]')) changes.push(`${record.type} in ${target.closest('li[data-saved]')!.getAttribute('data-message-id')}`)
        }
      })
      // From the end of parsing (the parser's own insertions aside), before the page's scripts run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true})
      })
    })
    await page.goto(`${hale.origin}/chat/${id}`, {waitUntil: 'load'})
    await waitForHydration(page)
    return page
  }

  /** Waits until the browser has been idle (the page loads the message components then). */
  async function afterIdle(page: Page): Promise<void> {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))))
  }

  it('shows every saved message as the server sent it, and React never hydrates or changes them', async () => {
    const chat = await conversation(['How much water should I drink?', 'I have crushing chest pain and my left arm is numb', 'And in summer?'])
    const page = await openChat(chat)
    await afterIdle(page)
    const sent = await (await page.request.get(page.url())).text()
    const served = await page.evaluate((html) => [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('.messages > li[data-saved]')]
      .map((item) => item.innerHTML), sent)
    expect(served).toHaveLength(6)
    const shown = await page.$$eval('.messages > li', (items) => items.map((item) => ({saved: item.hasAttribute('data-saved'), html: item.innerHTML})))
    expect(shown.map((item) => item.saved)).toEqual([true, true, true, true, true, true])
    expect(shown.map((item) => item.html)).toEqual(served)
    // Not hydrated: React marks every element it owns with its fiber; none inside a saved message is.
    const owned = await page.$$eval('.messages > li[data-saved] *', (elements) => elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length)
    expect(owned).toBe(0)
    // …while the list items themselves and the composer are React's.
    expect(await page.$eval('.messages > li[data-saved]', (item) => Object.keys(item).some((key) => key.startsWith('__reactFiber')))).toBe(true)
    expect(await page.$eval('textarea[name="content"]', (area) => Object.keys(area).some((key) => key.startsWith('__reactFiber')))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as {savedChanges: string[]}).savedChanges)).toEqual([])

    // What the saved messages show: the markdown, the banner with its tel: link, the last answer's Regenerate.
    expect(await page.textContent('.message-assistant:last-child .answer-text strong')).toBe('water')
    expect(await page.getAttribute('.message-assistant:last-child .answer-text a', 'href')).toBe('/help/privacy')
    expect(await page.getAttribute('.message-user .emergency-banner[role="note"] a.emergency-call', 'href')).toBe('tel:112')
    expect(await page.$$eval('.message-assistant', (items) => items.map((item) => item.querySelector('button[data-action="again"]')?.textContent ?? null)))
      .toEqual([null, null, 'Answer again'])
  })

  it('Copy and Regenerate work on saved messages; a new question takes Regenerate from the old last answer', async () => {
    const chat = await conversation(['Is a glass of water a day enough?', 'What about tea?'])
    const page = await openChat(chat)

    const firstAnswer = page.locator('.message-assistant').first()
    await firstAnswer.locator('button[data-action="copy"]').click()
    await firstAnswer.locator('button[aria-label="Copied"]').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Answer \d+: drink \*\*water\*\*, see \[privacy\]\(\/help\/privacy\)\.$/)
    await page.waitForFunction(() => document.querySelector('.chat p[aria-live="polite"]')?.textContent === 'Copied')
    // "Copied" goes back to "Copy" after a moment.
    await firstAnswer.locator('button[aria-label="Copy the answer"]').waitFor({timeout: 10_000})
    expect(await firstAnswer.locator('button[data-action="copy"] span').textContent()).toBe('Copy')

    const before = await page.textContent('.message-assistant:last-child .answer-text')
    await page.click('.message-assistant:last-child button:has-text("Answer again")')
    await page.waitForFunction((old) => {
      const last = document.querySelector('.message-assistant:last-child')
      return last?.getAttribute('data-status') === 'complete' && !last.hasAttribute('data-saved') && last.querySelector('.answer-text')?.textContent !== old
    }, before, {timeout: 15_000})
    expect(await page.$$('.message-assistant')).toHaveLength(2)

    // Reloaded, the regenerated answer is saved and last; a new question moves Regenerate to its answer.
    await page.reload()
    await waitForHydration(page)
    expect(await page.$$eval('.message-assistant', (items) => items.map((item) => item.querySelector('button[data-action="again"]') !== null))).toEqual([false, true])
    await page.fill('textarea[name="content"]', 'And coffee?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForSelector('.message-assistant:nth-of-type(6)')
    await page.waitForSelector('.message-assistant:last-child[data-status="complete"] button:has-text("Answer again")', {timeout: 15_000})
    expect(await page.$$eval('.message-assistant', (items) => items.map((item) => item.querySelector('button[data-action="again"]') !== null))).toEqual([false, false, true])
    // The answer that lost its button is shown by the components now, its markdown as the server rendered it.
    expect(await page.locator('.message-assistant').nth(1).evaluate((item) => item.hasAttribute('data-saved'))).toBe(false)
    expect(await page.locator('.answer-plain').count()).toBe(0)
  })

  it('hydrates the header with the page, and the conversation and composer once their code arrives, keeping what was typed meanwhile', async () => {
    const chat = await conversation(['How much water should I drink?'])
    const recorded = await openPage(browser, `${hale.origin}/help/privacy`, PHONE)
    opened.push(recorded)
    const {page} = recorded
    const [name, value] = chat.cookie.split('=') as [string, string]
    await page.context().addCookies([{name, value, url: hale.origin}])
    // The conversation's code (src/chat/components/chat-body.browser.ts) is held back until released.
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const held: string[] = []
    await page.route(/\/ChatBody-[A-Z0-9]+\.js$/, async (route) => {
      held.push(route.request().url())
      await released
      await route.continue()
    })
    await page.goto(`${hale.origin}/chat/${chat.id}`, {waitUntil: 'load'})
    const owned = (selector: string) => page.$eval(selector, (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    await page.waitForFunction(() => Object.keys(document.querySelector('.chat-header h1')!).some((key) => key.startsWith('__reactFiber')))
    expect(held).toHaveLength(1)
    // The header is React's; the rest is the server's HTML, shown as sent, and the document is not yet said to be hydrated.
    expect(await owned('textarea[name="content"]')).toBe(false)
    expect(await page.getAttribute('html', 'data-parts-loading')).toBe('true')
    expect(await page.$$('.messages > li[data-saved]')).toHaveLength(2)
    // Typed before the composer is React's: the box takes it, and Send stays disabled (no native submit).
    await page.locator('textarea[name="content"]').pressSequentially('And in summer?')
    expect(await page.inputValue('textarea[name="content"]')).toBe('And in summer?')
    expect(await page.isDisabled('.composer button[type="submit"]')).toBe(true)

    release()
    await waitForHydration(page)
    expect(await owned('textarea[name="content"]')).toBe(true)
    expect(await page.inputValue('textarea[name="content"]')).toBe('And in summer?')
    await page.click('.composer button[type="submit"]')
    await page.waitForSelector('.message-assistant:nth-of-type(4)[data-status="complete"]', {timeout: 15_000})
    expect(await page.$$eval('.message-user .bubble-text', (items) => items.map((item) => item.textContent))).toEqual(['How much water should I drink?', 'And in summer?'])
    expect(await page.inputValue('textarea[name="content"]')).toBe('')
  })
})
