/**
 * An automated accessibility audit of every kind of page, in Chromium: axe-core (the engine of
 * the browsers' own audit tools) runs its WCAG 2.x A and AA rules and best practices on each
 * page and state (an emergency banner, a failed answer, the share dialog, a rename), at desktop
 * width in the light theme and at phone width in the dark one. Hale's real server process
 * (HCAPTCHA=off, SQLite in a temporary DATA_DIR, the fake model server) serves them. The audit cannot judge everything (the order of focus, what a screen reader says): the
 * other browser tests check those where they matter. A failure names the rule, the elements and
 * axe's advice.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {launchBrowser, waitForHydration, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

jest.setTimeout(120_000)

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const ANSWER = ['Rest and drink **plenty of fluids**.\n\n', '- Check your temperature\n', '- Note any rash\n\n',
  '| Temperature | What to do |\n', '|---|---|\n', '| Above 39 °C | Call a doctor |\n\n', 'See [a doctor](https://example.org/) if it lasts.']
const ANSWERING = {kind: 'stream', tokens: ANSWER, delayMs: 2} as const

interface Setup { name: string; viewport: Viewport; colorScheme: 'light' | 'dark' }
const setups: Setup[] = [
  {name: 'desktop, light theme', viewport: {width: 1280, height: 800}, colorScheme: 'light'},
  {name: 'phone, dark theme', viewport: {width: 390, height: 844}, colorScheme: 'dark'},
]

/** axe's violations on the page as it is now, one line each: rule, impact, elements, advice. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE) // evaluated by the browser's devtools protocol: not subject to the page's CSP
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run(context: Document, options: object): Promise<{violations: Array<{id: string; impact: string; help: string; nodes: Array<{target: string[]}>}>}>}}).axe
    const result = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}})
    return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}: ${violation.help}`)
  })
}

describe.each(setups)('accessibility audit (axe-core), $name', ({viewport, colorScheme}) => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let dataDir: string

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-a11y-data-'))
    ;[browser, model] = await Promise.all([launchBrowser(), startFakeModelServer()])
    model.respondWith(() => ANSWERING)
    hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: model.url, HCAPTCHA: 'off', EMERGENCY_NUMBER: '112'})
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(dataDir, {recursive: true, force: true})
  })

  async function open(pathname: string): Promise<Page> {
    const context = await browser.newContext({viewport, colorScheme})
    const page = await context.newPage()
    await page.goto(hale.origin + pathname)
    await waitForHydration(page)
    return page
  }

  /** Send `text` from the composer and wait for the conversation's page. */
  async function ask(page: Page, text: string): Promise<void> {
    await page.fill('textarea[name="content"]', text)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/)
  }

  it.each(['/', '/es', '/fr/topics/heart', '/de/help', '/help/privacy', '/history', '/this-page-does-not-exist'])('%s has no violations', async (pathname) => {
    const page = await open(pathname)
    try {
      expect(await violations(page)).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('a conversation with an emergency banner and an answer, the share dialog and the shared page have none', async () => {
    const page = await open('/')
    try {
      await ask(page, 'I have crushing chest pain and my left arm feels numb')
      await page.locator('.emergency-banner').waitFor()
      await page.locator('.message-assistant[data-status="complete"] .answer-text table').waitFor()
      expect(await violations(page)).toEqual([])

      await page.locator('.chat-header-actions button').first().click()
      await page.locator('.share-dialog').waitFor()
      await page.locator('.share-dialog .share-create').click()
      const link = page.locator('.share-dialog input[readonly]')
      await link.waitFor()
      expect(await violations(page)).toEqual([])

      const shared = await open(new URL(await link.inputValue()).pathname)
      try {
        expect(await violations(shared)).toEqual([])
      } finally {
        await shared.context().close()
      }
    } finally {
      await page.context().close()
    }
  })

  it('an answer the model server failed, and the history with its conversations and a rename open, have none', async () => {
    model.respondWith(() => ({kind: 'status', status: 500, body: '{"error":{"message":"boom"}}', contentType: 'application/json'}))
    const page = await open('/')
    try {
      await ask(page, 'What helps with a tension headache?')
      await page.locator('.message-assistant[data-status="error"]').waitFor()
      expect(await violations(page)).toEqual([])

      await page.goto(hale.origin + '/history')
      await waitForHydration(page)
      await page.locator('.conversation-list li').first().waitFor()
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', {name: /^Rename/}).first().click()
      await page.locator('.rename-form input').waitFor()
      expect(await violations(page)).toEqual([])
    } finally {
      model.respondWith(() => ANSWERING)
      await page.context().close()
    }
  })

})
