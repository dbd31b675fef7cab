/**
 * Importing a watch or phone export in Chromium, end to end: Hale's server process (hCaptcha
 * off) with the fake model server. The watch button's picker takes a synthetic Apple Health
 * export; the chip shows the phases (uploading, reading, summarising) with a bar and its
 * percentage, then says the summary is ready; sent with a question, the model receives the
 * summary's table. Also from the home page, with a generic CSV, and a file that is not an export.
 * Phone screenshots, light and dark, go to test/artifacts/screenshots/.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {launchBrowser, openPage, screenshot, waitForHydration, type RecordedPage, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'
import {writeAppleHealthExport} from '../support/apple-health-export'

jest.setTimeout(180_000)

const PHONE: Viewport = {width: 390, height: 844}
const CHAT_URL = /\/chat\/[A-Za-z0-9_-]{22}$/
const today = () => new Date().toISOString().slice(0, 10)

/** Every state the import's chip shows, in order, recorded in the page as it changes. */
interface ChipState {phase: string; percent: string; value: string | null; status: string}

/** Record the import chip's states (phase, percentage text, bar value) as the page renders them. */
async function recordImportStates(page: Page): Promise<() => Promise<ChipState[]>> {
  await page.evaluate(() => {
    const states: Array<{phase: string; percent: string; value: string | null; status: string}> = []
    ;(window as unknown as {importStates: typeof states}).importStates = states
    const note = () => {
      const chip = document.querySelector('.attachment-chip')
      if (!chip) return
      const progress = chip.querySelector('.import-progress')
      const state = {
        phase: progress?.getAttribute('data-phase') ?? '',
        percent: chip.querySelector('.import-percent')?.textContent ?? '',
        value: chip.querySelector('progress')?.getAttribute('value') ?? null,
        status: chip.getAttribute('data-status') ?? '',
      }
      const last = states.at(-1)
      if (!last || JSON.stringify(last) !== JSON.stringify(state)) states.push(state)
    }
    new MutationObserver(note).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true})
  })
  return () => page.evaluate(() => (window as unknown as {importStates: ChipState[]}).importStates)
}

describe('importing health data in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let dataDir: string
  let files: string
  const opened: RecordedPage[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-import-data-'))
    files = mkdtempSync(path.join(tmpdir(), 'hale-import-files-'))
    ;[browser, model] = await Promise.all([launchBrowser(), startFakeModelServer()])
    model.respondWith({kind: 'stream', tokens: ['Your resting heart rate ', 'looks usual.'], delayMs: 10})
    hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', HCAPTCHA: 'off'})
  })

  afterEach(async () => {
    const problems = opened.flatMap((recorded) => [
      // A refused export is an HTTP error the browser may log; the test checks it on purpose.
      ...recorded.console.filter((entry) => !/status of 4\d\d/.test(entry.text)).map((entry) => `${entry.type}: ${entry.text}`),
      ...recorded.pageErrors,
    ])
    await Promise.all(opened.splice(0).map((recorded) => recorded.close()))
    expect(problems).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(dataDir, {recursive: true, force: true})
    rmSync(files, {recursive: true, force: true})
  })

  async function chatPage(): Promise<RecordedPage> {
    const recorded = await openPage(browser, `${hale.origin}/`, PHONE, {hasTouch: true})
    opened.push(recorded)
    await waitForHydration(recorded.page)
    await recorded.page.fill('textarea[name="content"]', 'Hello')
    await recorded.page.press('textarea[name="content"]', 'Enter')
    await recorded.page.waitForURL(CHAT_URL)
    await recorded.page.waitForSelector('.message-assistant[data-status="complete"]')
    return recorded
  }

  it('shows an Apple export uploading, being read and summarised, then sends its summary to the model', async () => {
    const exportFile = path.join(files, 'export.zip')
    await writeAppleHealthExport(exportFile, {minXmlBytes: 80_000_000, seed: 5, endDate: today()})
    const {page} = await chatPage()
    const states = await recordImportStates(page)

    // The watch button is a real, named button that opens the export picker.
    const button = page.getByRole('button', {name: 'Add health data from a watch or phone'})
    await expect(button.isVisible()).resolves.toBe(true)
    const chooser = page.waitForEvent('filechooser')
    await button.click()
    await (await chooser).setFiles(exportFile)

    // While it is read: a bar with its percentage and the phase in words; screenshots in both themes.
    const reading = await page.waitForSelector('.import-progress[data-phase="reading"]', {timeout: 60_000}).then(() => true, () => false)
    if (reading) {
      await screenshot(page, 'health-import-reading-phone-light')
      await page.emulateMedia({colorScheme: 'dark'})
      await screenshot(page, 'health-import-reading-phone-dark').catch(() => '')
      await page.emulateMedia({colorScheme: 'light'})
    }
    await page.waitForSelector('.attachment-chip[data-status="ready"]', {timeout: 120_000})
    await expect(page.textContent('.attachment-chip')).resolves.toContain('Only the summary is kept')

    const seen = await states()
    const phases = seen.map((state) => state.phase).filter((phase, index, all) => phase !== '' && phase !== all[index - 1])
    // Summarising takes a moment: its event may arrive with the end and never be drawn.
    expect([['uploading', 'reading', 'summarising'], ['uploading', 'reading']]).toContainEqual(phases)
    // The reading is shown as it goes: several percentages, rising, each the bar's value.
    const readingStates = seen.filter((state) => state.phase === 'reading' && state.value !== null)
    const percents = readingStates.map((state) => Number(state.value))
    expect(new Set(percents).size).toBeGreaterThanOrEqual(3)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
    for (const state of readingStates) expect(state.percent).toBe(`${state.value}%`)
    expect(seen.at(-1)!.status).toBe('ready')

    await page.emulateMedia({colorScheme: 'dark'})
    await screenshot(page, 'health-import-ready-phone-dark')
    await page.emulateMedia({colorScheme: 'light'})
    await screenshot(page, 'health-import-ready-phone-light')

    // Sent with a question: the model gets the summary's table, not the export.
    const before = model.requests.length
    await page.fill('textarea[name="content"]', 'Is my resting heart rate normal?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForFunction((count) => document.querySelectorAll('.message-assistant[data-status="complete"]').length >= count, 2)
    expect(model.requests.length).toBeGreaterThan(before)
    const toModel = JSON.stringify(model.requests.at(-1)!.body)
    expect(toModel).toContain('Health data summarised by Hale')
    expect(toModel).toContain('resting_heart_rate | bpm |')
    expect(toModel).not.toContain('HKQuantityTypeIdentifier')
  })

  it('imports a generic CSV from the home page and starts the conversation with its summary', async () => {
    const csv = path.join(files, 'my-readings.csv')
    const lines = ['date,metric,value,unit']
    for (let day = 0; day < 20; day += 1) {
      const date = new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10)
      lines.push(`${date},weight,${(80 - day / 10).toFixed(1)},kg`)
    }
    writeFileSync(csv, `${lines.join('\n')}\n`)
    const recorded = await openPage(browser, `${hale.origin}/`, PHONE, {hasTouch: true})
    opened.push(recorded)
    const {page} = recorded
    await waitForHydration(page)
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', {name: 'Add health data from a watch or phone'}).click()
    await (await chooser).setFiles(csv)
    await page.waitForSelector('.attachment-chip[data-status="ready"]', {timeout: 60_000})
    // The name the server stored keeps the file's own extension.
    await expect(page.textContent('.attachment-chip .attachment-name')).resolves.toBe('my-readings.csv')
    await screenshot(page, 'health-import-home-phone-light')

    const before = model.requests.length
    await page.fill('textarea[name="content"]', 'Is my weight going down?')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForURL(CHAT_URL)
    await page.waitForSelector('.message-assistant[data-status="complete"]')
    expect(model.requests.length).toBeGreaterThan(before)
    const toModel = JSON.stringify(model.requests.at(-1)!.body)
    expect(toModel).toContain('weight | kg |')
    expect(toModel).toContain('80')
  })

  it('says in the chip why a file that is not an export was refused, in the page language', async () => {
    const notExport = path.join(files, 'notes.csv')
    writeFileSync(notExport, 'name,colour\nTest Person,blue\n')
    const recorded = await openPage(browser, `${hale.origin}/fr`, PHONE, {hasTouch: true})
    opened.push(recorded)
    const {page} = recorded
    await waitForHydration(page)
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', {name: 'Ajouter des données de santé d’une montre ou d’un téléphone'}).click()
    await (await chooser).setFiles(notExport)
    const alert = await page.waitForSelector('.attachment-chip[data-status="error"] [role="alert"]', {timeout: 60_000})
    await expect(alert.textContent()).resolves.toMatch(/pas un export de santé/)
    await screenshot(page, 'health-import-refused-phone-light')
  })
})
