/**
 * Health-data charts in Chromium (docs/health-data.md): a generic CSV export imported through
 * `POST /api/health-imports` and sent with a message on a 390×844 phone shows its charts under
 * the visitor's message as it is sent (the live components) and after a reload (the server's
 * static HTML), in the light and the dark theme, each chart's values in a table the keyboard
 * reaches (Tab to its disclosure, Enter); the share page shows the same charts. Screenshots go to
 * HEALTH_CHARTS_SCREENSHOTS or a temporary directory (its path is printed).
 *
 * The composer does not upload an export yet: the test imports it from the page, as the composer
 * will, and adds its id to the message the composer sends.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {launchBrowser, waitForHydration, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

jest.setTimeout(120_000)

const PHONE: Viewport = {width: 390, height: 844}
const SCREENSHOTS = process.env.HEALTH_CHARTS_SCREENSHOTS ?? path.join(tmpdir(), 'hale-health-charts-screenshots')
// Hale reads only exports of the last 90 days: this one ends today, with three weeks of values.
const END = new Date().toISOString().slice(0, 10)
const DAYS = 21
const days = Array.from({length: DAYS}, (_, index) => new Date(Date.parse(`${END}T00:00:00Z`) - (DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10))
const STEPS = days.map((date, index) => ({date, value: 3500 + ((index * 2311) % 9000)}))
const SLEEP = days.map((date, index) => ({date, value: 5.5 + ((index * 5) % 8) / 2}))
const CSV = ['date,metric,value,unit', ...STEPS.map(({date, value}) => `${date},steps,${value},count`), ...SLEEP.map(({date, value}) => `${date},sleep,${value},hours`)].join('\n')
const dayText = (date: string) => new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', timeZone: 'UTC'}).format(new Date(`${date}T00:00:00Z`))
const number = (value: number) => new Intl.NumberFormat('en', {maximumFractionDigits: 2}).format(value)

describe('health-data charts in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let dataDir: string
  let chatUrl = ''
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = []

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-health-charts-data-'))
    mkdirSync(SCREENSHOTS, {recursive: true})
    ;[browser, model] = await Promise.all([launchBrowser(), startFakeModelServer()])
    model.respondWith({kind: 'stream', tokens: ['You walk ', 'a fair amount.'], delayMs: 5})
    hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: model.url, HCAPTCHA: 'off'})
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(dataDir, {recursive: true, force: true})
    console.log(`Health chart screenshots: ${SCREENSHOTS}`)
  })

  async function phonePage(colorScheme: 'light' | 'dark'): Promise<{page: Page; problems: string[]}> {
    const context = await browser.newContext({viewport: PHONE, colorScheme, hasTouch: true})
    if (cookies.length > 0) await context.addCookies(cookies)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text()) })
    page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`))
    return {page, problems}
  }

  /** Both charts drawn, nothing wider than the phone, and the steps' values reached by keyboard. */
  async function checkCharts(page: Page, scope: string): Promise<void> {
    const charts = page.locator(`${scope} .health-charts`)
    await charts.waitFor()
    expect(await charts.getByRole('heading', {level: 3}).textContent()).toMatch(/^Health data: CSV file, /)
    expect(await charts.getByRole('img').count()).toBe(2)
    for (const name of ['Steps', 'Sleep']) {
      const chart = charts.getByRole('img', {name})
      expect(await chart.isVisible()).toBe(true)
      const points = (await chart.locator('polyline.health-line').getAttribute('points'))!
      expect(points).toMatch(/^[\d.]+,[\d.]+( [\d.]+,[\d.]+){20}$/)
      // Three weeks fill the chart's width, from the first day's label to the last's.
      const xs = points.split(' ').map((point) => Number(point.split(',')[0]))
      expect(xs[0]).toBeLessThan(60)
      expect(xs.at(-1)).toBeGreaterThan(300)
      expect((await chart.boundingBox())!.width).toBeGreaterThan(200)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    // From the heading, Tab reaches the first chart's disclosure; Enter opens it; Tab reaches its table.
    const region = charts.getByRole('region', {name: 'Steps'})
    expect(await region.isVisible()).toBe(false)
    await charts.getByRole('heading', {level: 3}).click()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show the values of Steps')
    await page.keyboard.press('Enter')
    await region.waitFor()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Steps')
    const newestFirst = [...STEPS].reverse()
    expect(await region.getByRole('rowheader').allTextContents()).toEqual(newestFirst.map(({date}) => dayText(date)))
    expect(await region.getByRole('cell').allTextContents()).toEqual(newestFirst.map(({value}) => number(value)))
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await region.waitFor({state: 'hidden'})
  }

  /** A screenshot with the charts' heading just under the sticky header. */
  async function chartShot(page: Page, name: string, offset = 70): Promise<void> {
    await page.evaluate((offset) => {
      (document.activeElement as HTMLElement | null)?.blur()
      window.scrollBy(0, document.querySelector('.health-charts')!.getBoundingClientRect().top - offset)
    }, offset)
    await page.screenshot({path: path.join(SCREENSHOTS, `${name}.png`)})
  }

  it('a message sent with an export shows its charts at once, and again from the server after a reload (light)', async () => {
    const {page, problems} = await phonePage('light')
    await page.goto(`${hale.origin}/`)
    await waitForHydration(page)
    const imported = await page.evaluate(async (csv) => {
      const res = await fetch('/api/health-imports?name=watch.csv&locale=en', {method: 'POST', headers: {'content-type': 'text/csv'}, body: csv})
      const done = /event: done\ndata: (.+)/.exec(await res.text())
      return done ? JSON.parse(done[1]!).attachment.id as string : null
    }, CSV)
    expect(imported).not.toBeNull()
    await page.route('**/api/conversations/*/messages', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}')
      await route.continue({postData: JSON.stringify({...body, attachments: [imported]})})
    })
    await page.fill('textarea[name="content"]', 'Am I walking enough?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/)
    await page.waitForSelector('.message-assistant[data-status="complete"]')
    expect(await page.locator('.message-user[data-saved]').count()).toBe(0) // the live components drew it
    await checkCharts(page, '.message-user')
    expect(await page.locator('.message-user .received-line').textContent()).toContain('health-data summary')
    await chartShot(page, 'health-charts-phone-light-live')
    chatUrl = page.url()
    cookies = await page.context().cookies()

    await page.unroute('**/api/conversations/*/messages')
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('.message-user[data-saved]').count()).toBe(1) // the server's HTML, not hydrated
    await checkCharts(page, '.message-user[data-saved]')
    await chartShot(page, 'health-charts-phone-light-saved')
    // The message itself: the bubble, the "received" line naming the summary, the heading.
    await page.evaluate(() => window.scrollBy(0, document.querySelector('.message-user')!.getBoundingClientRect().top - 70))
    await page.screenshot({path: path.join(SCREENSHOTS, 'health-charts-phone-light-message.png')})
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('the saved message in the dark theme, and the share page', async () => {
    expect(chatUrl).not.toBe('')
    const {page, problems} = await phonePage('dark')
    await page.goto(chatUrl)
    await waitForHydration(page)
    await checkCharts(page, '.message-user[data-saved]')
    await chartShot(page, 'health-charts-phone-dark-saved')
    await page.locator('.health-chart summary').first().click()
    await chartShot(page, 'health-charts-phone-dark-table', -200)

    const id = chatUrl.split('/').pop()
    const token = await page.evaluate(async (id) => {
      const res = await fetch(`/api/conversations/${id}/shares`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({expiresIn: '7d'})})
      return (await res.json()).token as string
    }, id)
    await page.goto(`${hale.origin}/share/${token}`)
    await waitForHydration(page)
    await checkCharts(page, '.shared-messages')
    await chartShot(page, 'health-charts-phone-dark-share')
    expect(problems).toEqual([])
    await page.context().close()

    const light = await phonePage('light')
    await light.page.goto(`${hale.origin}/share/${token}`)
    await checkCharts(light.page, '.shared-messages')
    await chartShot(light.page, 'health-charts-phone-light-share')
    expect(light.problems).toEqual([])
    await light.page.context().close()
  })
})
