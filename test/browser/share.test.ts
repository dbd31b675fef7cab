/**
 * Sharing, export and "delete all my data" in Chromium, end to end: Hale's real server process
 * (HCAPTCHA=off, SQLite in a temporary DATA_DIR, the fake model server on 127.0.0.1).
 *
 * A visitor asks a question, shares the conversation on a desktop (the link lands on the
 * clipboard), a clinician opens it in a fresh browser (no cookies) and sees the snapshot, the
 * visitor revokes it and the clinician's reload is a 404. On a phone the system share sheet opens
 * instead. History exports both formats (real downloads, read back) and deletes everything, which
 * the database confirms. Screenshots of the dialog and the shared page (screen and print) go to
 * test/artifacts/screenshots/.
 */
import Database from 'better-sqlite3'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import {launchBrowser, screenshot, waitForHydration, type Viewport} from '../support/browser'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {png} from '../support/attachment-fixtures'
import {startFakeModelServer, type FakeModelServer} from '../support/fake-model-server'

jest.setTimeout(90_000)

/** Every table's rows as JSON lines; the tables named here always exist. */
type Tables = Record<string, string[]> & Record<'sessions' | 'conversations' | 'messages' | 'shares' | 'rate_limits', string[]>

const PHONE: Viewport = {width: 390, height: 844}
const DESKTOP: Viewport = {width: 1280, height: 800}
const CHAT_URL = /\/chat\/[A-Za-z0-9_-]{22}$/
const ANSWER = ['Rest and drink **plenty of water**.\n\n', '| Temperature | What to do |\n', '|---|---|\n', '| Above 39 °C | Call a doctor |\n\n', '- Check it twice a day\n', '- Note any rash']

describe('sharing and keeping in Chromium', () => {
  let browser: Browser
  let model: FakeModelServer
  let hale: RunningServer
  let dataDir: string
  const contexts: BrowserContext[] = []
  /** Console errors and uncaught exceptions, per page, except the 404 pages we go to on purpose. */
  const problems: string[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hale-share-data-'))
    const [launched, fake] = await Promise.all([launchBrowser(), startFakeModelServer()])
    browser = launched
    model = fake
    model.respondWith(() => ({kind: 'stream', tokens: ANSWER, delayMs: 5}))
    hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, LLM_BASE_URL: model.url, LLM_MODEL: 'fake-model', HCAPTCHA: 'off'})
  })

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    const found = problems.splice(0)
    expect(found).toEqual([])
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), hale?.stop(), model?.close()])
    rmSync(dataDir, {recursive: true, force: true})
  })

  async function newPage(viewport: Viewport, options: {phone?: boolean; allow404?: boolean} = {}): Promise<Page> {
    const context = await browser.newContext({viewport, acceptDownloads: true, ...(options.phone ? {hasTouch: true, isMobile: true} : {})})
    contexts.push(context)
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return
      if (options.allow404 && message.text().includes('404')) return
      problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`))
    return page
  }

  /** Ask `text` on the home page and wait until the answer is saved. */
  async function converse(page: Page, text: string): Promise<string> {
    await page.goto(`${hale.origin}/`)
    await waitForHydration(page)
    await page.fill('textarea[name="content"]', text)
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForURL(CHAT_URL)
    await page.waitForSelector('.message-assistant[data-status="complete"] .answer-text table')
    return page.url().split('/').pop()!
  }

  function readDatabase(): Tables {
    const db = new Database(path.join(dataDir, 'hale.sqlite'), {readonly: true})
    try {
      const tables = db.prepare<[], {name: string}>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all()
      return Object.fromEntries(tables.map(({name}) => [name, db.prepare(`SELECT * FROM "${name}"`).all().map((row) => JSON.stringify(row))])) as Tables
    } finally {
      db.close()
    }
  }

  it('shares on a desktop: the link is copied, a fresh browser sees the snapshot, revoking makes it a 404', async () => {
    const page = await newPage(DESKTOP)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: hale.origin})
    await converse(page, 'I have had a fever for two days')

    const shareButton = page.getByRole('button', {name: 'Share'})
    await shareButton.click()
    const dialog = page.getByRole('dialog', {name: 'Share this conversation'})
    await dialog.waitFor()
    await dialog.getByText('This conversation has no active links.').waitFor()
    // 7 days is the default, and the checked choice has focus.
    expect(await dialog.getByRole('radio', {name: '7 days'}).isChecked()).toBe(true)
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('7d')
    await screenshot(page, 'share-dialog-desktop')

    await dialog.getByRole('radio', {name: '30 days'}).check()
    await dialog.getByRole('button', {name: 'Create link'}).click()
    expect(await dialog.locator('.share-confirm').textContent()).toBe('Link copied. Paste it where you want to share it.')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(new RegExp(`^${hale.origin}/share/[A-Za-z0-9_-]{32}$`))
    expect(await dialog.getByLabel('Link to the shared copy').inputValue()).toBe(copied)
    const token = copied.split('/').pop()!
    await dialog.getByText(/^Expires /).waitFor()
    expect(await dialog.locator('.share-links li').count()).toBe(1)
    await screenshot(page, 'share-dialog-created-desktop')

    // Esc closes the dialog and gives focus back to Share.
    await page.keyboard.press('Escape')
    await dialog.waitFor({state: 'hidden'})
    expect(await shareButton.evaluate((button) => button === document.activeElement)).toBe(true)

    // A later message is not part of the snapshot.
    await page.fill('textarea[name="content"]', 'A later question about ibuprofen')
    await page.press('textarea[name="content"]', 'Enter')
    await page.waitForSelector('.messages > li:nth-child(4).message-assistant[data-status="complete"]')

    // The clinician: a fresh browser without cookies.
    const clinician = await newPage(DESKTOP, {allow404: true})
    const response = await clinician.goto(copied)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    await waitForHydration(clinician)
    expect(await clinician.title()).toBe('Shared conversation — Hale')
    expect(await clinician.textContent('main h1')).toBe('I have had a fever for two days')
    expect(await clinician.textContent('.shared-label')).toBe('Shared snapshot, read-only')
    expect(await clinician.textContent('.message-user .bubble-text')).toBe('I have had a fever for two days')
    expect(await clinician.textContent('.message-assistant .answer-text strong')).toBe('plenty of water')
    expect(await clinician.$$eval('.message-assistant .answer-text th', (cells) => cells.map((cell) => cell.textContent))).toEqual(['Temperature', 'What to do'])
    expect(await clinician.textContent('main')).not.toContain('ibuprofen')
    expect(await clinician.$$('textarea, form, .chat-composer')).toEqual([])
    expect(await clinician.textContent('.disclaimer')).toContain('It is not a diagnosis')
    expect((await clinician.context().cookies()).filter((cookie) => cookie.name === 'hale_session')).toEqual([])
    await screenshot(clinician, 'shared-page-desktop')
    await clinician.emulateMedia({media: 'print'})
    expect(await clinician.isVisible('.site-header')).toBe(false)
    expect(await clinician.isVisible('.shared-print-hint')).toBe(false)
    expect(await clinician.isVisible('.disclaimer')).toBe(true)
    await screenshot(clinician, 'shared-page-print')
    const pdf = await clinician.pdf({format: 'A4'})
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    await clinician.emulateMedia({media: 'screen'})

    const phoneView = await newPage(PHONE)
    await phoneView.goto(copied)
    await waitForHydration(phoneView)
    expect(await phoneView.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    // Each label and each date stays on one line: a date that does not fit beside its label goes
    // below it, whole ("Conversation started:" and its date had each been broken over two lines).
    const brokenMeta = await phoneView.$$eval('.shared-meta dt, .shared-meta dd', (items) => items.filter((item) => {
      const range = document.createRange()
      range.selectNodeContents(item)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1
    }).map((item) => item.textContent))
    expect(brokenMeta).toEqual([])
    await screenshot(phoneView, 'shared-page-phone')

    // The owner revokes it.
    await shareButton.click()
    await dialog.locator('.share-links li').waitFor()
    await dialog.getByRole('button', {name: /^Revoke the link …/}).click()
    await dialog.getByText('This conversation has no active links.').waitFor()
    expect(await page.textContent('.share-dialog [role="status"]')).toBe('Link revoked. It no longer works.')

    const reloaded = await clinician.reload()
    expect(reloaded?.status()).toBe(404)
    expect(await clinician.textContent('h2')).toBe('This page could not be found.')
    expect(await clinician.textContent('body')).not.toContain('fever')
    expect(readDatabase().shares.filter((row) => row.includes(token))).toEqual([expect.stringContaining('"messages":"[]"')])
  })

  it('a fresh browser sees the photo the owner sent, through the share-scoped URL, until the link is revoked', async () => {
    const page = await newPage(DESKTOP)
    const conversation = await converse(page, 'What is this rash on my arm?')
    const headers = {origin: hale.origin}
    const uploaded = await page.request.post(`${hale.origin}/api/attachments`, {headers, multipart: {file: {name: 'rash.png', mimeType: 'image/png', buffer: await png(120, 80)}}})
    expect(uploaded.status()).toBe(201)
    const photo = (await uploaded.json()).attachments[0].id as string
    const sent = await page.request.post(`${hale.origin}/api/conversations/${conversation}/messages`, {headers, data: {content: 'And this photo?', attachments: [photo]}})
    expect(sent.status()).toBe(200)
    await sent.body()
    const shared = await page.request.post(`${hale.origin}/api/conversations/${conversation}/shares`, {headers, data: {}})
    expect(shared.status()).toBe(201)
    const {url, token} = await shared.json() as {url: string; token: string}

    const clinician = await newPage(DESKTOP, {allow404: true})
    const requested: string[] = []
    clinician.on('request', (request) => requested.push(new URL(request.url()).pathname))
    // No PUBLIC_ORIGIN in this server (development): the link is a path.
    expect((await clinician.goto(`${hale.origin}${url}`))?.status()).toBe(200)
    await waitForHydration(clinician)
    const image = clinician.getByRole('img', {name: 'Attached photo: rash.png'})
    await image.scrollIntoViewIfNeeded()
    await clinician.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.shared-images img')
      return img !== null && img.complete && img.naturalWidth > 0
    })
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([120, 80])
    expect(requested).toContain(`/api/shares/${token}/attachments/${photo}`)
    expect(requested.filter((pathname) => pathname.startsWith('/api/attachments'))).toEqual([])
    expect(await clinician.context().cookies()).toEqual([])
    await screenshot(clinician, 'share-page-with-photo')

    const revoked = await page.request.delete(`${hale.origin}/api/shares/${token}`, {headers})
    expect(revoked.status()).toBe(204)
    expect((await clinician.request.get(`${hale.origin}/api/shares/${token}/attachments/${photo}`)).status()).toBe(404)
  })

  it('on a phone, Share opens the system share sheet with the link and a generic title', async () => {
    const page = await newPage(PHONE, {phone: true})
    await page.addInitScript(() => {
      (window as any).__shared = []
      Object.defineProperty(navigator, 'share', {value: (data: unknown) => { (window as any).__shared.push(data); return Promise.resolve() }})
    })
    await converse(page, 'My child has a rash on the arm')
    await page.getByRole('button', {name: 'Share'}).click()
    const dialog = page.getByRole('dialog', {name: 'Share this conversation'})
    await dialog.waitFor()
    await dialog.getByText('This conversation has no active links.').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    await screenshot(page, 'share-dialog-phone')
    await dialog.getByRole('radio', {name: '24 hours'}).check()
    await dialog.getByRole('button', {name: 'Create link'}).click()
    await dialog.getByLabel('Link to the shared copy').waitFor()
    const shared = await page.evaluate(() => (window as any).__shared)
    expect(shared).toEqual([{title: 'Shared conversation — Hale', url: expect.stringMatching(new RegExp(`^${hale.origin}/share/[A-Za-z0-9_-]{32}$`))}])
    expect(JSON.stringify(shared)).not.toContain('rash')
    await screenshot(page, 'share-dialog-created-phone')
  })

  it('history: search, export Markdown and JSON as downloads, then delete all my data and find nothing left', async () => {
    const page = await newPage(DESKTOP)
    const first = await converse(page, 'Headache after running')
    const second = await converse(page, 'Trouble sleeping at night')
    // A share link, so that delete-all has one to delete.
    await page.getByRole('button', {name: 'Share'}).click()
    await page.getByRole('button', {name: 'Create link'}).click()
    await page.getByLabel('Link to the shared copy').waitFor()
    const link = await page.getByLabel('Link to the shared copy').inputValue()
    await page.keyboard.press('Escape')

    await page.goto(`${hale.origin}/history`)
    await waitForHydration(page)
    await page.getByLabel('Search by title').fill('SLEEP')
    expect(await page.$$eval('.conversation-title', (titles) => titles.map((title) => title.textContent))).toEqual(['Trouble sleeping at night'])
    await page.getByLabel('Search by title').fill('nothing like this')
    await page.getByText('No conversation title contains “nothing like this”.').waitFor()
    await page.getByLabel('Search by title').fill('')
    expect(await page.locator('.conversation-item').count()).toBe(2)

    const [markdown] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', {name: 'Download “Headache after running” as Markdown'}).click()])
    expect(markdown.suggestedFilename()).toMatch(/^hale-headache-after-running-\d{4}-\d{2}-\d{2}\.md$/)
    const markdownText = readFileSync((await markdown.path())!, 'utf8')
    expect(markdownText).toMatch(/^# Headache after running\n/)
    expect(markdownText).toContain('Headache after running\n\n## Hale · ')
    expect(markdownText).toContain('Rest and drink **plenty of water**.')

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', {name: 'Download “Trouble sleeping at night” as JSON'}).click()])
    expect(json.suggestedFilename()).toMatch(/^hale-trouble-sleeping-at-night-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(readFileSync((await json.path())!, 'utf8'))
    expect(exported.conversation).toMatchObject({id: second, title: 'Trouble sleeping at night'})
    expect(exported.messages.map((message: {role: string}) => message.role)).toEqual(['user', 'assistant'])
    expect(exported.messages[1].content).toBe(ANSWER.join(''))
    expect(page.url()).toBe(`${hale.origin}/history`)

    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'hale_session')!.value
    const before = readDatabase()
    expect(before.conversations.filter((row) => row.includes(session))).toHaveLength(2)

    await page.getByRole('button', {name: 'Delete all my data'}).click()
    await page.getByText('Delete all your conversations, attachments and share links? This cannot be undone.').waitFor()
    await screenshot(page, 'history-delete-all-confirm')
    await page.getByRole('button', {name: 'Yes, delete everything'}).click()
    const done = page.locator('.delete-all-done')
    await done.waitFor()
    expect(await done.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await page.$$eval('.delete-all-done dd', (counts) => counts.map((count) => `${count.getAttribute('data-count')}=${count.textContent}`)))
      .toEqual(['conversations=2', 'messages=4', 'shares=1', 'attachments=0'])
    expect(await page.locator('.conversation-item').count()).toBe(0)
    await screenshot(page, 'history-deleted-all')
    expect((await page.context().cookies()).filter((cookie) => cookie.name === 'hale_session')).toEqual([])

    // Nothing of it is left in the database.
    const after = readDatabase()
    for (const [table, rows] of Object.entries(after)) {
      for (const trace of [session, first, second, link.split('/').pop()!, 'Headache', 'sleeping']) {
        expect({table, trace, rows: rows.filter((row) => row.includes(trace))}).toEqual({table, trace, rows: []})
      }
    }
    await page.reload()
    await waitForHydration(page)
    expect(await page.textContent('main')).toContain('You have no conversations yet.')
  })
})
