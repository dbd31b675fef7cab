/**
 * Real-browser helpers: the Debian Chromium driven by playwright-core (never a downloaded
 * browser), and pages that record what tests assert on: console errors and warnings, uncaught
 * page errors and every request.
 */
import {mkdirSync} from 'node:fs'
import path from 'node:path'
import {chromium, type Browser, type Page} from 'playwright-core'
import {ROOT} from './built-server'

export const SCREENSHOTS_DIR = path.join(ROOT, 'test/artifacts/screenshots')

/** Launch the system Chromium headless; `extraArgs` for one test's needs (e.g. a fake microphone or camera). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  })
}

export interface ConsoleEntry {
  type: 'error' | 'warning'
  text: string
  /** The script or resource the message is about (`Failed to load resource` names the URL here). */
  url: string
}
export interface RequestEntry {
  url: string
  resourceType: string
  /** Made by the page itself, not by a frame inside it (an iframe's document, e.g. hCaptcha's). */
  mainFrame: boolean
}

export interface RecordedPage {
  page: Page
  /** Console messages of type `error` and `warning`, in order. */
  console: ConsoleEntry[]
  /** Every console message's text, whatever its type (CSP reports, `Refused to …`). */
  allConsole: string[]
  /** Uncaught exceptions (`pageerror`) as `name: message`. */
  pageErrors: string[]
  /** Every request the page made, in order. */
  requests: RequestEntry[]
  /** The page's own requests whose resource type is `document` (full page loads; not iframes). */
  documents(): RequestEntry[]
  /** Forget what was recorded so far (e.g. after the first load). */
  clear(): void
  close(): Promise<void>
}

export interface Viewport { width: number; height: number }

/** Open `url` in a fresh context (no shared cache, storage or history) and record what happens. */
export async function openPage(browser: Browser, url: string, viewport: Viewport = {width: 1024, height: 768}, options: {hasTouch?: boolean} = {}): Promise<RecordedPage> {
  const context = await browser.newContext({viewport, ...options})
  const page = await context.newPage()
  const recorded: RecordedPage = {
    page,
    console: [],
    allConsole: [],
    pageErrors: [],
    requests: [],
    documents: () => recorded.requests.filter((request) => request.resourceType === 'document' && request.mainFrame),
    clear() {
      recorded.console.length = 0
      recorded.allConsole.length = 0
      recorded.pageErrors.length = 0
      recorded.requests.length = 0
    },
    close: () => context.close(),
  }
  page.on('console', (message) => {
    const type = message.type()
    const url = message.location().url
    recorded.allConsole.push(message.text())
    // The browser asks for /favicon.ico on its own (not the page, and outside any base path);
    // the fixture has none, so that 404 says nothing about the framework.
    if (new URL(url || 'about:blank', 'http://x').pathname === '/favicon.ico') return
    if (type === 'error' || type === 'warning') recorded.console.push({type, text: message.text(), url})
  })
  page.on('pageerror', (error) => recorded.pageErrors.push(`${error.name}: ${error.message}`))
  page.on('request', (request) => {
    let mainFrame = true
    try {
      mainFrame = request.frame() === page.mainFrame()
    } catch {
      // A service worker's request has no frame.
    }
    recorded.requests.push({url: request.url(), resourceType: request.resourceType(), mainFrame})
  })
  await page.goto(url, {waitUntil: 'load'})
  return recorded
}

/**
 * Wait until React has hydrated the document: the framework's first effect marks `<html>` with
 * `data-hydrated`, and a part hydrated later (src/framework/later-part.tsx) takes its
 * `data-parts-loading` away. Clicking before that would be a plain link click (a full page load).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]:not([data-parts-loading])', {state: 'attached', timeout: 10_000})
}

/** Save a full-page PNG as test/artifacts/screenshots/<name>.png and return its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, {recursive: true})
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`)
  await page.screenshot({path: file, fullPage: true})
  return file
}
