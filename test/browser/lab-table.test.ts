/**
 * "Your results" in Chromium (docs/lab-results.md): a lab report PDF sent from the home page on a
 * 360×740 phone shows its table under the visitor's message, in the light and the dark theme:
 * a real table (caption, column and row headers) in a scroll region the keyboard reaches, flags
 * as words, the critical value in the emergency banner, nothing wider than the screen, the same
 * after a reload, and no violation axe-core can find in the table or the banner. Screenshots go
 * to a temporary directory (its path is printed).
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {launchBrowser, waitForHydration, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {pdf} from '../support/attachment-fixtures'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

jest.setTimeout(120_000)

const PHONE: Viewport = {width: 360, height: 740}
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const REPORT = pdf([[
  'City Laboratory - Blood chemistry and blood count',
  'Sodium 138 mmol/L 135 - 145',
  'Potassium 6.8 mmol/L 3.5 - 5.1 H',
  'Creatinine 88 umol/L 60 - 110',
  'Alkaline phosphatase 150 U/L 40 - 130 H',
  'Haemoglobin 11.2 g/dL 12.0 - 16.0 L',
  'Platelets 250 10^9/L 150 - 400',
  'Zonulin 12 ng/mL 0 - 10',
  'Glucose 5.4 mmol/L',
]])
const SCREENSHOTS = path.join(tmpdir(), 'hale-lab-table-screenshots')

/** axe's violations inside `selector`, one line each. */
async function violations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE)
  return page.evaluate(async (include) => {
    const axe = (window as unknown as {axe: {run(context: object, options: object): Promise<{violations: Array<{id: string; nodes: Array<{target: string[]}>; help: string}>}>}}).axe
    const result = await axe.run({include: [include]}, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}: ${violation.help}`)
  }, selector)
}

/** A screenshot of the screen with the table's top just under the sticky header, as a visitor scrolls to it. */
async function tableShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur()
    window.scrollBy(0, document.querySelector('.lab-results')!.getBoundingClientRect().top - 70)
  })
  await page.screenshot({path: path.join(SCREENSHOTS, `${name}.png`)})
}

describe('lab results table in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let dataDir: string
  let chatUrl = ''
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = []

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-labs-data-'))
    mkdirSync(SCREENSHOTS, {recursive: true})
    ;[browser, model] = await Promise.all([launchBrowser(), startFakeModelServer()])
    model.respondWith({kind: 'stream', tokens: ['Your potassium ', 'is very high.'], delayMs: 5})
    hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: model.url, HCAPTCHA: 'off', EMERGENCY_NUMBER: '112'})
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(dataDir, {recursive: true, force: true})
    console.log(`Lab table screenshots: ${SCREENSHOTS}`)
  })

  /** A phone page in `colorScheme` recording console errors and page errors. */
  async function phonePage(colorScheme: 'light' | 'dark'): Promise<{page: Page; problems: string[]}> {
    const context = await browser.newContext({viewport: PHONE, colorScheme, hasTouch: true})
    if (cookies.length > 0) await context.addCookies(cookies)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text()) })
    page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`))
    return {page, problems}
  }

  /** What a screen reader and a phone get of the table: names, headers, the region, the width. */
  async function checkTable(page: Page): Promise<void> {
    const table = page.getByRole('table', {name: 'Your results from report.pdf'})
    await table.waitFor()
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Test', 'Result', 'Unit', 'Flag', 'Reference range'])
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Sodium', 'Potassium', 'Creatinine', 'Alkaline phosphatase (ALP)', 'Haemoglobin', 'Platelets', 'Glucose'])
    expect(await page.locator('.lab-table th[scope="col"]').count()).toBe(5)
    expect(await page.locator('.lab-table th[scope="row"]').count()).toBe(7)
    const potassium = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Potassium'})})
    expect(await potassium.getByRole('cell').allTextContents()).toEqual(['6.8', 'mmol/L', '↑High⚠Critical', '3.5 - 5.1'])
    const haemoglobin = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Haemoglobin'})})
    expect(await haemoglobin.getByRole('cell').allTextContents()).toEqual(['11.2', 'g/dL', '↓Low', '12.0 - 16.0'])
    const platelets = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Platelets'})})
    expect(await platelets.getByRole('cell').allTextContents()).toEqual(['250', '10⁹/L', '', '150 - 400'])
    // Each flag is a word with a sign beside it, the sign hidden from screen readers (they read the word).
    expect(await page.locator('.lab-flag span[aria-hidden="true"]').allTextContents()).toEqual(['↑', '⚠', '↑', '↓'])
    expect(await potassium.getByRole('cell').nth(2).evaluate((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toMatch(/High.*Critical/)
    expect(await page.locator('.lab-results').textContent()).toContain('1 line was not recognised and is not in this table.')

    // The region scrolls sideways when the table is wider than the phone; the keyboard can reach it.
    const region = page.getByRole('region', {name: 'Your results from report.pdf'})
    expect(await region.getAttribute('tabindex')).toBe('0')
    await region.focus()
    expect(await page.evaluate(() => document.activeElement?.classList.contains('lab-table-scroll'))).toBe(true)
    const widths = await page.evaluate(() => {
      const scroll = document.querySelector('.lab-table-scroll')!
      return {page: document.documentElement.scrollWidth, viewport: window.innerWidth, region: scroll.getBoundingClientRect().right}
    })
    expect(widths.page).toBeLessThanOrEqual(widths.viewport)
    expect(widths.region).toBeLessThanOrEqual(PHONE.width)
    // Test, result, unit and flag fit the phone's width; only the range may need the scroll.
    const flagRight = await page.locator('.lab-table thead th').nth(3).evaluate((th) => th.getBoundingClientRect().right)
    const scrollRight = await page.locator('.lab-table-scroll').evaluate((element) => element.getBoundingClientRect().right)
    expect(flagRight).toBeLessThanOrEqual(scrollRight)

    const banner = page.locator('.message-user .emergency-banner')
    expect(await banner.textContent()).toContain('Potassium 6.8 mmol/L is at a level that needs urgent care.')
    expect(await violations(page, '.message-user')).toEqual([])
  }

  it('sends a lab report from the phone and shows its table and the banner, light theme', async () => {
    const {page, problems} = await phonePage('light')
    await page.goto(`${hale.origin}/`)
    await waitForHydration(page)
    await page.setInputFiles('[data-testid="attach-input"]', [{name: 'report.pdf', mimeType: 'application/pdf', buffer: REPORT}])
    await page.waitForSelector('.attachment-chip[data-status="ready"]', {timeout: 20_000})
    await page.fill('textarea[name="content"]', 'What do my results mean?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/)
    await page.waitForSelector('.message-assistant[data-status="complete"]')
    await checkTable(page)
    chatUrl = page.url()
    cookies = await page.context().cookies()
    await page.locator('.lab-results').scrollIntoViewIfNeeded()
    await tableShot(page, 'lab-table-phone-light-live')

    // A reload renders the same on the server and hydrates without a mismatch.
    await page.reload()
    await waitForHydration(page)
    await checkTable(page)
    await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); window.scrollTo(0, 0) })
    await page.screenshot({path: path.join(SCREENSHOTS, 'lab-table-phone-light-top.png')})
    await tableShot(page, 'lab-table-phone-light-table')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('shows the same table in the dark theme', async () => {
    expect(chatUrl).not.toBe('')
    const {page, problems} = await phonePage('dark')
    await page.goto(chatUrl)
    await waitForHydration(page)
    await checkTable(page)
    await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); window.scrollTo(0, 0) })
    await page.screenshot({path: path.join(SCREENSHOTS, 'lab-table-phone-dark-top.png')})
    await tableShot(page, 'lab-table-phone-dark-table')
    // Scrolled to its end, as a thumb would: the flag column comes into view.
    await page.locator('.lab-table-scroll').evaluate((element) => { element.scrollLeft = element.scrollWidth })
    await tableShot(page, 'lab-table-phone-dark-scrolled')
    expect(problems).toEqual([])
    await page.context().close()
  })
})
