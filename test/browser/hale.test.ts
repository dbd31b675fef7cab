/**
 * Hale's own pages in Chromium: they hydrate without errors at phone and desktop widths,
 * navigate client-side, switch language (and remember it), and are keyboard usable.
 * Screenshots go to test/artifacts/screenshots/ to be looked at.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Browser} from 'playwright-core'
import type {AssetManifest} from '../../server/framework/build/asset-manifest'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {launchBrowser, openPage, screenshot, waitForHydration, type RecordedPage} from '../support/browser'

jest.setTimeout(60_000)

const VIEWPORTS = {phone: {width: 390, height: 844}, desktop: {width: 1280, height: 900}} as const

describe('Hale in Chromium', () => {
  let browser: Browser
  let server: RunningServer
  const opened: RecordedPage[] = []

  beforeAll(async () => {
    // Not about the human check (test/browser/verification.test.ts is): it is off here.
    ;[browser, server] = await Promise.all([launchBrowser(), startServer(path.join(ROOT, 'dist'), {HCAPTCHA: 'off'})])
  })
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()))
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()])
  })

  async function open(pathname: string, viewport: {width: number; height: number} = VIEWPORTS.desktop) {
    const recorded = await openPage(browser, server.origin + pathname, viewport)
    opened.push(recorded)
    await waitForHydration(recorded.page)
    return recorded
  }

  describe.each(Object.entries(VIEWPORTS))('at %s width', (name, viewport) => {
    it.each([
      ['/', 'home'],
      ['/topics/heart', 'topic'],
      ['/topics/heart/blood-pressure', 'subtopic'],
      ['/help/privacy', 'help'],
      ['/es/help', 'help-es'],
      ['/nope', 'not-found'],
    ])('%s hydrates without errors and fits the screen', async (pathname, shot) => {
      const recorded = await open(pathname, viewport)
      expect(recorded.console).toEqual(pathname === '/nope' ? [expect.objectContaining({text: expect.stringContaining('404')})] : [])
      expect(recorded.pageErrors).toEqual([])
      expect(recorded.allConsole.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([])
      const overflow = await recorded.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBe(0)
      await screenshot(recorded.page, `${shot}-${name}`)
    })
  })

  it('a topic chip navigates client-side and focuses the topic heading', async () => {
    const recorded = await open('/')
    recorded.clear()
    await recorded.page.click('a.topic-chip[href="/topics/heart"]')
    await recorded.page.waitForURL(`${server.origin}/topics/heart`)
    await recorded.page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    expect(await recorded.page.textContent('main h1')).toBe('Heart health')
    expect(await recorded.page.title()).toBe('Heart health — Hale')
    expect(recorded.documents()).toEqual([])
    expect(recorded.requests.filter((r) => r.url.includes('/_app/data/')).map((r) => new URL(r.url).pathname))
      .toEqual([expect.stringMatching(/^\/_app\/data\/[^/]+\/en\/topics\/heart\.json$/)])
    expect(await recorded.page.textContent('#__route_announcer')).toBe('Heart health — Hale')
  })

  it('a suggested question starts a conversation without a reload', async () => {
    const recorded = await open('/topics/heart/blood-pressure')
    const question = (await recorded.page.textContent('a.question span'))!
    recorded.clear()
    await recorded.page.click('a.question')
    await recorded.page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/)
    await recorded.page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), question)
    expect(recorded.documents()).toEqual([])
  })

  it('/ loads only its own language and no red-flag detector; a red flag sent shows the banner', async () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as AssetManifest
    const recorded = await open('/')
    const loaded = () => recorded.requests.map((request) => new URL(request.url).pathname)
    const urls = (files: string[]) => files.map((file) => `/_app/static/${file}`)
    const catalog = (language: string) => urls(manifest.catalogs[language]!)
    expect(loaded()).toEqual(expect.arrayContaining(catalog('en')))
    for (const language of ['es', 'fr', 'de']) expect(loaded().filter((url) => catalog(language).includes(url))).toEqual([])
    const scripts = loaded().filter((url) => url.endsWith('.js'))
    // Exactly the first load the benchmark measures: the entry's files, the page's and its
    // first-load messages; nothing else (the router, the rest of the messages) until it is used.
    expect([...scripts].sort()).toEqual(urls([...new Set([...manifest.entry.js, ...manifest.pages.index!.js, ...manifest.catalogs.en!])]).sort())
    expect(loaded().filter((url) => urls(manifest.restCatalogs.en!).includes(url))).toEqual([])
    expect(scripts.length).toBeGreaterThan(3)
    // The detector's phrase lists (every language's "anaphyla…") are in none of them.
    const code = (url: string) => readFileSync(path.join(ROOT, 'dist/static', url.slice('/_app/static/'.length)), 'utf8')
    expect(scripts.filter((url) => code(url).includes('anaphyla'))).toEqual([])
    await recorded.page.fill('.composer textarea', 'I have crushing chest pain and my left arm is numb')
    await recorded.page.click('.composer button[type="submit"]')
    await recorded.page.waitForSelector('.emergency-banner')
    // The banner's words are among the rest of the messages, loaded with it.
    expect(loaded()).toEqual(expect.arrayContaining(urls(manifest.restCatalogs.en!)))
    expect(recorded.pageErrors).toEqual([])
  })

  it('/de: a topic chip navigates client-side to the German topic page, with the rest of the German messages', async () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as AssetManifest
    const recorded = await open('/de')
    recorded.clear()
    await recorded.page.click('a.topic-chip[href="/de/topics/heart"]')
    await recorded.page.waitForURL(`${server.origin}/de/topics/heart`)
    await recorded.page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    expect(await recorded.page.textContent('main h1')).toBe('Herzgesundheit')
    expect(recorded.documents()).toEqual([])
    expect(recorded.requests.map((request) => new URL(request.url).pathname))
      .toEqual(expect.arrayContaining(manifest.restCatalogs.de!.map((file) => `/_app/static/${file}`)))
    expect(recorded.pageErrors).toEqual([])
    expect(recorded.console).toEqual([])
  })

  it('links inside help markdown navigate client-side', async () => {
    const recorded = await open('/help')
    recorded.clear()
    await recorded.page.click('.markdown a[href="/help/privacy"]')
    await recorded.page.waitForURL(`${server.origin}/help/privacy`)
    await recorded.page.waitForSelector('.help-nav a[aria-current="page"][href="/help/privacy"]')
    expect(recorded.documents()).toEqual([])
  })

  it('the language switcher keeps the page, switches the language and remembers it', async () => {
    const recorded = await open('/topics/heart')
    recorded.clear()
    await recorded.page.click('.language-switcher summary')
    await recorded.page.click('.language-switcher a[hreflang="es"]')
    await recorded.page.waitForURL(`${server.origin}/es/topics/heart`)
    await recorded.page.waitForFunction(() => document.documentElement.lang === 'es')
    expect(await recorded.page.textContent('main h1')).toBe('Salud del corazón')
    // The interface's own words come from the Spanish catalog, loaded for the switch.
    expect(await recorded.page.textContent('.language-switcher summary')).toBe('ES')
    expect(await recorded.page.getAttribute('.language-switcher summary', 'aria-label')).toBe('Idioma: ES, Español')
    expect(recorded.documents()).toEqual([])
    const cookies = await recorded.page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'HALE_LOCALE')).toMatchObject({value: 'es', path: '/', sameSite: 'Lax'})
    // The next visit to the root goes to Spanish (the server reads the cookie).
    await recorded.page.goto(`${server.origin}/`)
    expect(new URL(recorded.page.url()).pathname).toBe('/es')
    expect(await recorded.page.getAttribute('html', 'lang')).toBe('es')
  })

  it('the first Tab reaches the skip link, which moves to the content', async () => {
    const recorded = await open('/help')
    await recorded.page.keyboard.press('Tab')
    expect(await recorded.page.evaluate(() => document.activeElement?.className)).toBe('skip-link')
    expect(await recorded.page.evaluate(() => getComputedStyle(document.activeElement!).top)).toBe('8px')
    await recorded.page.keyboard.press('Enter')
    // page.url() follows the browser's navigation events, which can arrive after the key press
    // resolves; the document's own location and :target are what the visitor's browser has.
    await recorded.page.waitForFunction(() => location.hash === '#content')
    expect(await recorded.page.evaluate(() => document.querySelector(':target')?.id)).toBe('content')
  })
})
