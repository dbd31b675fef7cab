/**
 * `npm run dev` (`node build.mjs --dev --watch`, server/framework/build/develop.ts) on a temporary
 * app: a page change reloads the open page in Chromium, an API change restarts the server, a
 * syntax error shows in the browser and the terminal until it is fixed, and it refuses to run in
 * production.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {Browser} from 'playwright-core'
import {launchBrowser, screenshot} from '../support/browser'
import {ROOT} from '../support/built-server'
import {eventually} from '../http/support'

jest.setTimeout(300_000)

const page = (text: string) => `export default function Home() {\n  return <main><h1 id="greeting">${text}</h1></main>\n}\n`
const api = (message: string) => `export const GET = () => ({message: ${JSON.stringify(message)}})\n`

describe('npm run dev', () => {
  // Inside the checkout (test/artifacts is not committed), so that the app resolves React from its node_modules.
  mkdirSync(path.join(ROOT, 'test/artifacts'), {recursive: true})
  const folder = mkdtempSync(path.join(ROOT, 'test/artifacts/dev-'))
  const app = path.join(folder, 'app')
  let dev: ChildProcess
  let output = ''
  let origin = ''
  let browser: Browser

  beforeAll(async () => {
    mkdirSync(path.join(app, 'pages'), {recursive: true})
    mkdirSync(path.join(app, 'api'), {recursive: true})
    writeFileSync(path.join(app, 'pages/index.tsx'), page('Hello one'))
    writeFileSync(path.join(app, 'api/hello.ts'), api('one'))
    dev = spawn(process.execPath, [path.join(ROOT, 'build.mjs'), '--app', app, '--out', path.join(folder, 'out'), '--dev', '--watch'], {
      cwd: folder, env: {PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1'}, stdio: ['ignore', 'pipe', 'pipe'],
    })
    dev.stdout!.on('data', (chunk) => (output += chunk))
    dev.stderr!.on('data', (chunk) => (output += chunk))
    const found = await eventually(() => /Development server at (http:\/\/127\.0\.0\.1:\d+)/.exec(output), (match) => match !== null, 180_000)
    origin = found![1]!
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    if (dev && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve))
      dev.kill('SIGTERM')
      await exited
    }
    rmSync(folder, {recursive: true, force: true})
  })

  const text = async (url: string) => {
    const response = await fetch(url)
    return {status: response.status, body: await response.text()}
  }

  it('serves the app through its proxy, and the page reloads itself after a page change', async () => {
    expect((await text(`${origin}/`)).body).toContain('Hello one')
    expect(await (await fetch(`${origin}/api/hello`)).json()).toEqual({message: 'one'})
    const tab = await browser.newPage()
    // The page listens for builds before the test changes the page.
    const listening = tab.waitForRequest((request) => request.url().endsWith('/_dev/events'), {timeout: 60_000})
    await tab.goto(`${origin}/`)
    await tab.waitForFunction(() => document.getElementById('greeting')?.textContent === 'Hello one')
    await listening
    writeFileSync(path.join(app, 'pages/index.tsx'), page('Hello two'))
    // No navigation by the test: the page reloads itself.
    await tab.waitForFunction(() => document.getElementById('greeting')?.textContent === 'Hello two', undefined, {timeout: 180_000})
    await screenshot(tab, 'dev-reloaded')
    await tab.close()
  })

  it('restarts the server after a server change', async () => {
    writeFileSync(path.join(app, 'api/hello.ts'), api('two'))
    await eventually(async () => (await fetch(`${origin}/api/hello`)).json().catch(() => null), (body) => body?.message === 'two', 180_000)
  })

  it('shows a build error in the browser and the terminal until it is fixed', async () => {
    const tab = await browser.newPage()
    const listening = tab.waitForRequest((request) => request.url().endsWith('/_dev/events'), {timeout: 60_000})
    await tab.goto(`${origin}/`)
    await tab.waitForFunction(() => document.getElementById('greeting') !== null)
    await listening
    writeFileSync(path.join(app, 'pages/index.tsx'), 'export default function Home() {\n  return <main><h1>Broken</main>\n}\n')
    const broken = await eventually(() => text(`${origin}/`), (answer) => answer.status === 500, 180_000)
    expect(broken.body).toContain('The build failed')
    expect(broken.body).toMatch(/index\.tsx:2:\d+: ERROR: Unexpected closing "main" tag does not match opening "h1" tag/)
    await eventually(() => output, (printed) => printed.includes('The build failed; fix it and save'), 30_000)
    // The open page reloads into the error.
    await tab.waitForFunction(() => document.querySelector('h1')?.textContent === 'The build failed', undefined, {timeout: 60_000})
    await screenshot(tab, 'dev-build-error')
    writeFileSync(path.join(app, 'pages/index.tsx'), page('Hello three'))
    await tab.waitForFunction(() => document.getElementById('greeting')?.textContent === 'Hello three', undefined, {timeout: 180_000})
    expect((await text(`${origin}/`)).status).toBe(200)
    await tab.close()
  })

  it('leaves the reload code out of other builds (the production build the tests run on)', () => {
    const staticDir = path.join(ROOT, 'dist/static')
    const scripts = readdirSync(staticDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(5)
    for (const file of scripts) expect([file, readFileSync(path.join(staticDir, file), 'utf8').includes('/_dev/events')]).toEqual([file, false])
    // The development build has it.
    const built = readdirSync(path.join(folder, 'out/static'), {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js'))
    expect(built.some((file) => readFileSync(path.join(folder, 'out/static', file), 'utf8').includes('/_dev/events'))).toBe(true)
  })

  it('never runs in production', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'build.mjs'), '--app', app, '--out', path.join(folder, 'out-production'), '--dev', '--watch'], {
      cwd: folder, env: {PATH: process.env.PATH, NODE_ENV: 'production'}, encoding: 'utf8', timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('npm run dev is for development and never runs with NODE_ENV=production: use npm start')
  })
})
