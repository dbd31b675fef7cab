/**
 * Client-side navigation in a real browser (docs/routing.md "Data files"): the conformance fixture is built
 * once and served twice, without configuration and under a base path with other locales, and
 * the system Chromium drives it. Every page is opened in a fresh browser context.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Browser, Page} from 'playwright-core'
import {launchBrowser, openPage, screenshot, waitForHydration, type RecordedPage} from '../support/browser'
import {buildApp, removeBuild, ROOT, startServer, type RunningServer} from '../support/built-server'

jest.setTimeout(60_000)

const FIXTURE = path.join(ROOT, 'test/fixtures/conformance')
const CLIENT_ERROR_TITLE = 'Application error: a client-side exception has occurred'
const CLIENT_ERROR_HEADING = `${CLIENT_ERROR_TITLE} (see the browser console for more information).`
const NOT_FOUND_TITLE = '404: This page could not be found'

interface Setup {
  name: string
  env: Record<string, string>
  basePath: string
  defaultLocale: string
}

const setups: Setup[] = [
  {name: 'no configuration', env: {}, basePath: '', defaultLocale: 'en'},
  {
    name: 'BASE_PATH=/docs LOCALES=en-US,fr,nl-NL',
    env: {BASE_PATH: '/docs', LOCALES: 'en-US,fr,nl-NL', DEFAULT_LOCALE: 'en-US'},
    basePath: '/docs',
    defaultLocale: 'en-US',
  },
]

let out: string
let buildId: string
let manifest: {pages: Record<string, {js: string[]}>}
let browser: Browser
const servers = new Map<string, RunningServer>()

beforeAll(async () => {
  out = buildApp(FIXTURE)
  buildId = readFileSync(path.join(out, 'BUILD_ID'), 'utf8').trim()
  manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))
  const started = await Promise.all([launchBrowser(), ...setups.map((setup) => startServer(out, setup.env))])
  browser = started[0] as Browser
  setups.forEach((setup, index) => servers.set(setup.name, started[index + 1] as RunningServer))
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([...servers.values()].map((server) => server.stop()))
  if (out) removeBuild(out)
})

interface Echo { page: string; params: Record<string, unknown>; query: Record<string, unknown>; locale: string }

async function readEcho(page: Page): Promise<Echo> {
  return JSON.parse((await page.textContent('#echo')) ?? 'null') as Echo
}

/** Wait until the page on screen is the one whose `<h1>` (the echo's route pattern) is `text`. */
async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, text)
}

function dataRequests(recorded: RecordedPage): string[] {
  return recorded.requests.filter((request) => request.url.includes('/_app/data/')).map((request) => request.url)
}

describe.each(setups)('in the browser, $name', (setup) => {
  const {basePath, defaultLocale} = setup
  const opened: RecordedPage[] = []

  /** The absolute URL of an internal path (`/blog/1`, `/fr/about`). */
  function url(pathname: string): string {
    const origin = servers.get(setup.name)!.origin
    return origin + (pathname === '/' ? basePath || '/' : basePath + pathname)
  }

  function dataUrl(locale: string, pathname: string): string {
    return `${servers.get(setup.name)!.origin}${basePath}/_app/data/${buildId}/${locale}${pathname === '/' ? '' : pathname}.json`
  }

  async function open(pathname: string, options: {hasTouch?: boolean} = {}): Promise<RecordedPage> {
    const recorded = await openPage(browser, url(pathname), {width: 1024, height: 768}, options)
    opened.push(recorded)
    await waitForHydration(recorded.page)
    return recorded
  }

  // CSP: a violation shows up as a console message (`Refused to …`) on any page of any test.
  afterEach(async () => {
    const violations = opened.flatMap((recorded) => recorded.allConsole)
      .filter((text) => /Refused to|Content Security Policy/i.test(text))
    await Promise.all(opened.splice(0).map((recorded) => recorded.close()))
    expect(violations).toEqual([])
  })

  describe('hydration', () => {
    it.each([['/about', '/about'], ['/blog/1', '/blog/[id]']])('%s hydrates without errors and becomes interactive', async (pathname, pattern) => {
      const recorded = await open(pathname)
      const {page} = recorded
      expect(await readEcho(page)).toEqual({
        page: pattern, params: pattern === '/about' ? {} : {id: '1'}, query: pattern === '/about' ? {} : {id: '1'}, locale: defaultLocale,
      })

      await page.click('#link-blog')
      await waitForHeading(page, '/blog')
      expect(page.url()).toBe(url('/blog'))
      expect(recorded.documents()).toHaveLength(1)
      expect(recorded.console).toEqual([])
      expect(recorded.pageErrors).toEqual([])
    })
  })

  describe('client-side navigation', () => {
    it('follows a link with the data file and no page load', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      if (setup.basePath === '') await screenshot(page, 'about')
      await page.evaluate(() => { (window as unknown as {__marker: string}).__marker = 'still here' })

      await page.click('#about-blog-1')
      await waitForHeading(page, '/blog/[id]')

      expect(page.url()).toBe(url('/blog/1'))
      expect(await readEcho(page)).toEqual({page: '/blog/[id]', params: {id: '1'}, query: {id: '1'}, locale: defaultLocale})
      expect(dataRequests(recorded)).toEqual([dataUrl(defaultLocale, '/blog/1')])
      expect(recorded.documents()).toHaveLength(1)
      expect(await page.evaluate(() => (window as unknown as {__marker?: string}).__marker)).toBe('still here')
      expect(recorded.console).toEqual([])
      expect(recorded.pageErrors).toEqual([])
    })

    it('moves focus to the new page’s heading and announces it (the fixture has no title, so its heading)', async () => {
      const {page} = await open('/about')
      await page.click('#about-blog-1')
      await waitForHeading(page, '/blog/[id]')
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1')

      expect(await page.evaluate(() => document.activeElement === document.querySelector('main h1'))).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('/blog/[id]')
      const [announced, title] = await page.evaluate(() => [document.getElementById('__route_announcer')?.textContent, document.title])
      expect(title).toBe('')
      expect(announced).toBe('/blog/[id]')
    })

    it('goes back and forward without page loads', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      await page.click('#about-blog-1')
      await waitForHeading(page, '/blog/[id]')
      await page.click('#link-blog')
      await waitForHeading(page, '/blog')
      expect(page.url()).toBe(url('/blog'))

      await page.goBack()
      await waitForHeading(page, '/blog/[id]')
      expect(page.url()).toBe(url('/blog/1'))
      expect(await readEcho(page)).toEqual({page: '/blog/[id]', params: {id: '1'}, query: {id: '1'}, locale: defaultLocale})

      await page.goForward()
      await waitForHeading(page, '/blog')
      expect(page.url()).toBe(url('/blog'))
      expect(await readEcho(page)).toEqual({page: '/blog', params: {}, query: {}, locale: defaultLocale})
      expect(recorded.documents()).toHaveLength(1)
      expect(recorded.pageErrors).toEqual([])
    })

    it('restores the scroll position when going back', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      await page.evaluate(() => {
        document.body.style.minHeight = '5000px'
        window.scrollTo(0, 1200)
      })
      await page.waitForFunction(() => window.scrollY === 1200)

      // A DOM click: Playwright's own click would scroll the link into view first.
      await page.evaluate(() => document.querySelector<HTMLElement>('#about-blog-1')!.click())
      await waitForHeading(page, '/blog/[id]')
      await page.waitForFunction(() => window.scrollY === 0)

      await page.goBack()
      await waitForHeading(page, '/about')
      await page.waitForFunction(() => Math.abs(window.scrollY - 1200) <= 5)
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1200)).toBeLessThanOrEqual(5)
      expect(recorded.documents()).toHaveLength(1)
    })

    it('switches the locale with a link', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      expect(await page.getAttribute('#about-fr', 'href')).toBe(`${basePath}/fr/about`)
      await page.click('#about-fr')
      await page.waitForFunction(() => document.documentElement.lang === 'fr')

      expect(page.url()).toBe(url('/fr/about'))
      expect(await readEcho(page)).toEqual({page: '/about', params: {}, query: {}, locale: 'fr'})
      expect(await page.getAttribute('html', 'lang')).toBe('fr')
      expect(await page.getAttribute('#link-blog-1', 'href')).toBe(`${basePath}/fr/blog/1`)
      expect(dataRequests(recorded)).toEqual([dataUrl('fr', '/about')])
      expect(recorded.documents()).toHaveLength(1)
    })

    it('follows a data function’s redirect without a page load', async () => {
      const recorded = await open('/blog/1')
      const {page} = recorded
      await page.click('#link-redirect')
      await waitForHeading(page, '/about')

      expect(page.url()).toBe(url('/about'))
      expect(await readEcho(page)).toEqual({page: '/about', params: {}, query: {}, locale: defaultLocale})
      expect(dataRequests(recorded)).toEqual([dataUrl(defaultLocale, '/redirect'), dataUrl(defaultLocale, '/about')])
      expect(recorded.documents()).toHaveLength(1)
      expect(recorded.pageErrors).toEqual([])
    })

    it('shows the 404 page when a data function says not found', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      await page.click('#link-missing')
      await waitForHeading(page, '404')
      await page.waitForFunction((title) => document.getElementById('__route_announcer')?.textContent === title, NOT_FOUND_TITLE)

      expect(page.url()).toBe(url('/missing'))
      expect(await page.title()).toBe(NOT_FOUND_TITLE)
      expect(await page.textContent('h2')).toBe('This page could not be found.')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('404')
      expect(dataRequests(recorded)).toEqual([dataUrl(defaultLocale, '/missing')])
      expect(recorded.documents()).toHaveLength(1)
      expect(recorded.pageErrors).toEqual([])
    })

    it('loads an unknown page from the server', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      await Promise.all([page.waitForURL(url('/nowhere'), {waitUntil: 'load'}), page.click('#link-nowhere')])

      expect(recorded.documents().map((request) => request.url)).toEqual([url('/about'), url('/nowhere')])
      // The browser has the route table: no page matches, so it does not ask for a data file.
      expect(dataRequests(recorded)).toEqual([])
      expect(await page.title()).toBe(NOT_FOUND_TITLE)
      expect(await page.textContent('h1')).toBe('404')
      expect(recorded.pageErrors).toEqual([])

      // The stored 404 page (one document for every path, no nonce) hydrates, learns its path
      // from the address bar, and its home link navigates client-side.
      await waitForHydration(page)
      await page.waitForFunction(() => document.getElementById('as-path')?.textContent === '/nowhere')
      await page.click('.error-page a')
      await waitForHeading(page, '/')
      expect(page.url()).toBe(url('/'))
      expect(await page.textContent('#as-path')).toBe('/')
      expect(dataRequests(recorded)).toEqual([dataUrl(defaultLocale, '/')])
      expect(recorded.documents()).toHaveLength(2)
      // The only console message is Chromium's note about the document's own status.
      expect(recorded.console).toEqual([{
        type: 'error', text: 'Failed to load resource: the server responded with a status of 404 (Not Found)', url: url('/nowhere'),
      }])
      expect(recorded.pageErrors).toEqual([])
    })

    it('loads the target from the server when its data file answers the HTML 404 page', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      // A new deploy since the page was loaded: the server no longer knows this build id.
      const answers: Array<{status: number; type: string}> = []
      await page.route('**/_app/data/**', async (route) => {
        const response = await route.fetch({url: route.request().url().replace(buildId, 'an-older-build')})
        answers.push({status: response.status(), type: response.headers()['content-type'] ?? ''})
        await route.fulfill({response})
      })
      await Promise.all([page.waitForURL(url('/blog/1'), {waitUntil: 'load'}), page.click('#about-blog-1')])
      await waitForHeading(page, '/blog/[id]')

      expect(answers).toEqual([{status: 404, type: 'text/html; charset=utf-8'}])
      expect(dataRequests(recorded)).toEqual([dataUrl(defaultLocale, '/blog/1')])
      expect(recorded.documents().map((request) => request.url)).toEqual([url('/about'), url('/blog/1')])
      expect(await readEcho(page)).toEqual({page: '/blog/[id]', params: {id: '1'}, query: {id: '1'}, locale: defaultLocale})
      expect(recorded.pageErrors).toEqual([])
    })

    it('fetches a page’s code when its link is hovered', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      const chunk = manifest.pages['blog/[id]']!.js[0]!
      const isChunk = (request: {url: string}) => decodeURI(new URL(request.url).pathname) === `${basePath}/_app/static/${chunk}`
      expect(recorded.requests.filter(isChunk)).toEqual([])

      await Promise.all([page.waitForRequest((request) => isChunk({url: request.url()})), page.hover('#link-blog-1')])
      const fetched = recorded.requests.filter(isChunk)
      expect(fetched).toHaveLength(1)
      expect(fetched[0]!.resourceType).toBe('script')
      expect(fetched[0]!.url).toContain('/_app/static/')
      expect(dataRequests(recorded)).toEqual([]) // code only: data is fetched on the click

      await page.click('#link-blog-1')
      await waitForHeading(page, '/blog/[id]')
      expect(recorded.requests.filter(isChunk)).toHaveLength(1) // the click reused it
      expect(recorded.documents()).toHaveLength(1)
    })

    it('fetches a page’s code when its link is touched, before the finger lifts (a phone has no hover)', async () => {
      const recorded = await open('/about', {hasTouch: true})
      const {page} = recorded
      const chunk = manifest.pages['blog/[id]']!.js[0]!
      const isChunk = (request: {url: string}) => decodeURI(new URL(request.url).pathname) === `${basePath}/_app/static/${chunk}`
      const box = (await page.locator('#link-blog-1').boundingBox())!
      const finger = {x: box.x + box.width / 2, y: box.y + box.height / 2}
      const touch = await page.context().newCDPSession(page)

      await Promise.all([
        page.waitForRequest((request) => isChunk({url: request.url()}), {timeout: 5000}),
        touch.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [finger]}),
      ])
      expect(await page.textContent('h1')).toBe('/about') // the finger is still down: no navigation yet
      expect(dataRequests(recorded)).toEqual([])

      await touch.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []}) // the tap's click
      await waitForHeading(page, '/blog/[id]')
      expect(recorded.requests.filter(isChunk)).toHaveLength(1)
      expect(recorded.documents()).toHaveLength(1)
      expect(recorded.pageErrors).toEqual([])
    })
  })

  describe('error pages', () => {
    it('catches a client-side exception on the first load', async () => {
      const recorded = await open('/client-throw')
      const {page} = recorded
      await page.waitForFunction((heading) => document.querySelector('h2')?.textContent === heading, CLIENT_ERROR_HEADING)
      if (setup.basePath === '') await screenshot(page, 'client-throw')

      expect(await page.title()).toBe(CLIENT_ERROR_TITLE)
      expect(await page.locator('h1').count()).toBe(0)
      expect(recorded.console.some((entry) => entry.type === 'error' && entry.text.includes('fixture client failure'))).toBe(true)
      expect(recorded.pageErrors).toEqual([])
      expect(await page.locator('#__route_announcer').count()).toBe(1)
      expect(await page.locator('script#__APP_DATA__').count()).toBe(1)
      expect(await page.locator('script[type=module][src*="/_app/static/entry-"]').count()).toBe(1)
    })

    it('catches a client-side exception after a client-side navigation', async () => {
      const recorded = await open('/about')
      const {page} = recorded
      await page.click('#link-client-throw')
      await page.waitForFunction((heading) => document.querySelector('h2')?.textContent === heading, CLIENT_ERROR_HEADING)

      expect(page.url()).toBe(url('/client-throw'))
      expect(await page.title()).toBe(CLIENT_ERROR_TITLE)
      expect(recorded.console.some((entry) => entry.type === 'error' && entry.text.includes('fixture client failure'))).toBe(true)
      expect(recorded.pageErrors).toEqual([])
      expect(recorded.documents()).toHaveLength(1)
      expect(await page.locator('#__route_announcer').count()).toBe(1)
      expect(await page.locator('script#__APP_DATA__').count()).toBe(1)

      // The router outlives the failed page: going back shows /about again, still without a page load.
      await page.goBack()
      await waitForHeading(page, '/about')
      expect(recorded.documents()).toHaveLength(1)
    })

    it('hydrates the server’s 500 page without errors', async () => {
      const recorded = await open('/throw?x=1')
      const {page} = recorded
      await page.waitForFunction(() => document.getElementById('as-path')?.textContent === '/throw?x=1')
      expect(await page.title()).toBe('500: Internal Server Error')
      expect(await page.textContent('h1')).toBe('500')
      expect(await page.textContent('h2')).toBe('Internal Server Error.')
      expect(await page.textContent('body')).not.toContain('fixture failure')

      // Interactive: its home link navigates client-side.
      await page.click('.error-page a')
      await waitForHeading(page, '/')
      expect(page.url()).toBe(url('/'))
      expect(dataRequests(recorded)).toEqual([dataUrl(defaultLocale, '/')])
      expect(recorded.documents()).toHaveLength(1)
      // The only console message is Chromium's note about the document's own status.
      expect(recorded.console).toEqual([{
        type: 'error', text: 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)', url: url('/throw?x=1'),
      }])
      expect(recorded.pageErrors).toEqual([])
    })
  })
})
