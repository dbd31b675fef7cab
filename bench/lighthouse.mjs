#!/usr/bin/env node
/**
 * Hale's Lighthouse benchmark (`npm run bench:lighthouse`): see bench/README.md, "Lighthouse".
 *
 * Builds Hale, starts the fake model server (bench/fake-model.mjs) and Hale
 * (`NODE_ENV=production`, a temporary DATA_DIR) on 127.0.0.1, creates a saved conversation and a
 * share link of it through Hale's API, then runs Lighthouse (performance, accessibility, best
 * practices, SEO) on every kind of page, in mobile (Lighthouse's defaults) and desktop (its
 * desktop config), with Debian's Chromium at /usr/bin/chromium. Prints one table and the
 * verdicts, then stops everything and removes the temporary folder, also on failure or Ctrl-C.
 * Exits 1 only when a run failed (a server did not start, a Lighthouse run errored, a page
 * answered an unexpected status); a missed target is printed, not an error.
 *
 * Environment (optional): CHROME_PATH (default /usr/bin/chromium); LIGHTHOUSE_RUNS=n runs of
 * each page and form factor, the table showing Lighthouse's median run (default 3);
 * LIGHTHOUSE_ONLY=a,b to run only the pages whose label contains one of those words
 * (labels: home, chat, history, topic, help, share, 404).
 */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, mkdirSync, readFileSync, rmSync} from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, {desktopConfig} from 'lighthouse'
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js'
import {createConversation} from './chat.mjs'
import {startChildServer, stopChildren} from './child-servers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const TARGET_MOBILE_PERFORMANCE = 98
const TARGET_MOBILE_TBT_MS = 100
const TARGET_OTHER_SCORES = 100
/** Lighthouse runs per page and form factor; with more than one, the table shows Lighthouse's median run. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1)

const children = []
let chrome = null
let tempDir = null
let stopping = null

process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)))
process.on('SIGTERM', () => cleanUp().finally(() => process.exit(143)))
process.on('exit', () => {
  // Last resort, synchronous: whatever cleanUp did not get to.
  for (const server of children) if (!server.exited) server.child.kill('SIGKILL')
  if (chrome?.pid) {
    try {
      process.kill(chrome.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  if (tempDir) rmSync(tempDir, {recursive: true, force: true})
})

try {
  const failed = await main()
  await cleanUp()
  process.exit(failed ? 1 : 0)
} catch (error) {
  console.error(`\nLIGHTHOUSE BENCHMARK FAILED: ${error.stack ?? error.message}`)
  await cleanUp()
  process.exit(1)
}

async function main() {
  // 1. Production build.
  console.log('Building Hale (node build.mjs)…')
  const build = spawnSync(process.execPath, ['build.mjs'], {cwd: root, stdio: 'inherit'})
  if (build.status !== 0) throw new Error(`node build.mjs exited with ${build.status ?? build.signal}`)

  // 2. The fake model server and Hale, on 127.0.0.1, with a temporary DATA_DIR.
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'hale-lighthouse-'))
  const dataDir = path.join(tempDir, 'data')
  mkdirSync(dataDir)
  const model = await startServer('fake model server', ['bench/fake-model.mjs'], {...process.env, PORT: '0', HOST: '127.0.0.1'})
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const hale = await startServer('Hale', ['dist/server.js'], {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', BASE_PATH: '', LOCALES: '', DEFAULT_LOCALE: '',
    PUBLIC_ORIGIN: origin, HCAPTCHA: 'off', DATA_DIR: dataDir,
    LLM_BASE_URL: `${model.url}v1`, LLM_MODEL: 'bench-model',
    // The saved conversation is 10 questions from one session in a few seconds.
    RATE_LIMIT_MESSAGES: 'off', RATE_LIMIT_MESSAGES_IP: 'off',
  })
  const base = `${origin}/`
  console.log(`Hale at ${base} (Node ${process.version})`)

  // A saved conversation (10 questions, the fake model's answers) and a share link of it.
  const {id, cookie} = await createConversation(base)
  const share = await fetch(`${base}api/conversations/${id}/shares`, {
    method: 'POST', headers: {'content-type': 'application/json', cookie}, body: '{}',
  })
  const shareBody = await share.text()
  if (share.status !== 201) throw new Error(`POST /api/conversations/${id}/shares answered ${share.status}: ${shareBody.slice(0, 300)}`)
  const {token} = JSON.parse(shareBody)
  if (typeof token !== 'string' || token === '') throw new Error(`The share link's answer has no token: ${shareBody.slice(0, 300)}`)

  const pages = [
    {label: 'home', path: '/'},
    {label: 'chat', path: `/chat/${id}`, cookie},
    {label: 'history', path: '/history', cookie},
    {label: 'topic', path: '/topics/heart'},
    {label: 'help', path: '/help/privacy'},
    {label: 'share', path: `/share/${token}`},
    {label: '404', path: '/nope', status: 404},
  ].filter((page) => !process.env.LIGHTHOUSE_ONLY || process.env.LIGHTHOUSE_ONLY.split(',').some((word) => page.label.includes(word.trim())))

  // Each page answers its status before Lighthouse loads it.
  for (const page of pages) {
    const response = await fetch(origin + page.path, {headers: page.cookie ? {cookie: page.cookie} : {}, redirect: 'manual'})
    await response.arrayBuffer()
    const expected = page.status ?? 200
    if (response.status !== expected) throw new Error(`Hale ${page.path} answered ${response.status}, expected ${expected}`)
  }

  // 3. Lighthouse, one Chromium for every run (Lighthouse clears its storage before each).
  const chromeVersion = spawnSync(CHROME_PATH, ['--version'], {encoding: 'utf8'}).stdout?.trim() || 'unknown'
  const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version
  mkdirSync(path.join(tempDir, 'chromium'))
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir: path.join(tempDir, 'chromium'),
    // This script stops Chromium itself on Ctrl-C, after the servers.
    handleSIGINT: false, logLevel: 'silent',
  })
  const browserVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json()).then((v) => v.Browser).catch(() => null)
  console.log(`Lighthouse ${lighthouseVersion}, ${chromeVersion}${browserVersion ? ` (${browserVersion} over the DevTools protocol)` : ''}`)
  console.log(`Chromium flags: ${CHROME_FLAGS.join(' ')}; ${RUNS === 1 ? 'one run' : `${RUNS} runs, the median one shown,`} per page and form factor\n`)

  const rows = []
  const failures = []
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop']) {
      const label = `${page.label} ${formFactor}`
      const started = Date.now()
      try {
        const row = await audit(page, formFactor, origin)
        rows.push(row)
        console.log(`  ${label.padEnd(16)} ${formatScores(row)}  (${((Date.now() - started) / 1000).toFixed(0)} s)`)
      } catch (error) {
        failures.push(`${label}: ${error.message}`)
        rows.push({page, formFactor, failed: error.message})
        console.log(`  ${label.padEnd(16)} FAILED: ${error.message}`)
      }
    }
  }

  // 4. The table and the verdicts.
  printTable(rows)
  printVerdicts(rows)
  console.log(`\nLighthouse ${lighthouseVersion}; ${chromeVersion}; Node ${process.version}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}).`)
  console.log('Mobile: Lighthouse\'s defaults (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown); desktop: its desktop config (simulated throttling, no CPU slowdown).')
  if (hale.errors.length > 0) {
    failures.push(`Hale logged ${hale.errors.length} error line(s)`)
    for (const line of hale.errors.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`)
  }
  if (failures.length > 0) console.error(`\nLIGHTHOUSE BENCHMARK FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  return failures.length > 0
}

// ---------------------------------------------------------------------------------------------

/**
 * RUNS Lighthouse runs of `page` in `formFactor` (Lighthouse's median run when more than one):
 * its scores (0–100), metrics and the audits that cost points. A run that ends in a Lighthouse
 * runtime error (such as NO_NAVSTART, a trace Chromium recorded without the navigation) is run
 * again once; `retries` counts those.
 */
async function audit(page, formFactor, origin) {
  const flags = {
    port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES,
    ...(page.cookie ? {extraHeaders: {Cookie: page.cookie}} : {}),
    // Lighthouse refuses a page that answers 4xx/5xx unless told to expect it.
    ...(page.status && page.status >= 400 ? {ignoreStatusCode: true} : {}),
  }
  const lhrs = []
  let retries = 0
  for (let run = 0; run < RUNS; run++) {
    for (let attempt = 0; ; attempt++) {
      const result = await lighthouse(origin + page.path, flags, formFactor === 'desktop' ? desktopConfig : undefined)
      const lhr = result?.lhr
      if (!lhr) throw new Error('Lighthouse returned no result')
      if (!lhr.runtimeError) {
        lhrs.push(lhr)
        break
      }
      if (attempt >= 1) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message} (twice)`)
      retries++
      console.log(`  ${`${page.label} ${formFactor}`.padEnd(16)} Lighthouse runtime error ${lhr.runtimeError.code}, running it again`)
    }
  }
  const lhr = lhrs.length === 1 ? lhrs[0] : computeMedianRun(lhrs)
  if (lhr.configSettings.formFactor !== formFactor) throw new Error(`Lighthouse ran as ${lhr.configSettings.formFactor}`)
  const scores = {}
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score
    if (typeof score !== 'number') throw new Error(`no ${category} score (a category's audits errored: ${erroredAudits(lhr, category).join(', ') || 'unknown'})`)
    scores[category] = Math.round(score * 100)
  }
  const metric = (id) => lhr.audits[id]?.numericValue
  // Audits that cost points: weighted, scored, below 1, per category.
  const lost = {}
  for (const category of CATEGORIES) {
    lost[category] = lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
      .map((ref) => `${ref.id} (${Math.round(lhr.audits[ref.id].score * 100)})${detail(lhr.audits[ref.id])}`)
  }
  return {
    page, formFactor, scores, lost, retries,
    lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'),
    warnings: lhr.runWarnings ?? [],
  }
}

/** What a failed audit found, for the audits whose items say it in a line: the console's errors, the status code. */
function detail(result) {
  const items = result.details?.items ?? []
  if (result.id === 'errors-in-console') return `: ${items.map((item) => `"${String(item.description).slice(0, 120)}" (${item.source})`).join(', ')}`
  if (result.id === 'is-crawlable') return ': the page asks not to be indexed'
  if (result.id === 'http-status-code') return `: ${result.displayValue ?? 'status'}`.replace(/: $/, '')
  return ''
}

function erroredAudits(lhr, category) {
  return lhr.categories[category]?.auditRefs.filter((ref) => lhr.audits[ref.id]?.errorMessage).map((ref) => `${ref.id}: ${lhr.audits[ref.id].errorMessage}`) ?? []
}

function formatScores(row) {
  const s = row.scores
  return `perf ${s.performance}  a11y ${s.accessibility}  bp ${s['best-practices']}  seo ${s.seo}  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}`
}

function printTable(rows) {
  const header = ['page', 'form factor', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS']
  const body = rows.map((row) => row.failed
    ? [row.page.path, row.formFactor, 'FAILED', '', '', '', '', '', '']
    : [row.page.path, row.formFactor, row.scores.performance, row.scores.accessibility, row.scores['best-practices'], row.scores.seo,
      Math.round(row.lcp), Math.round(row.tbt), row.cls.toFixed(3)].map(String))
  // A conversation id or share token is long: the table shows the route.
  for (const line of body) line[0] = line[0].replace(/^\/(chat|share)\/.+$/, '/$1/<…>')
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((line) => line[i].length)))
  const format = (line) => line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const line of body) console.log(format(line))
}

function printVerdicts(rows) {
  const done = rows.filter((row) => !row.failed)
  const mobile = done.filter((row) => row.formFactor === 'mobile')
  const verdict = (ok) => (ok ? 'PASS' : 'MISS')
  const list = (misses) => (misses.length === 0 ? '' : `  (${misses.join('; ')})`)
  console.log('\nTargets:')
  const perfMisses = mobile.filter((row) => row.scores.performance < TARGET_MOBILE_PERFORMANCE).map((row) => `${row.page.label} ${row.scores.performance}`)
  console.log(`  mobile performance ≥ ${TARGET_MOBILE_PERFORMANCE} on every page: ${verdict(perfMisses.length === 0)}${list(perfMisses)}`)
  const tbtMisses = mobile.filter((row) => row.tbt > TARGET_MOBILE_TBT_MS).map((row) => `${row.page.label} ${Math.round(row.tbt)} ms`)
  console.log(`  mobile TBT ≤ ${TARGET_MOBILE_TBT_MS} ms on every page: ${verdict(tbtMisses.length === 0)}${list(tbtMisses)}`)
  for (const [category, name] of [['accessibility', 'accessibility'], ['best-practices', 'best practices'], ['seo', 'SEO']]) {
    const misses = done.filter((row) => row.scores[category] < TARGET_OTHER_SCORES)
      .map((row) => `${row.page.label} ${row.formFactor} ${row.scores[category]}: ${row.lost[category].join(', ')}`)
    console.log(`  ${name} ${TARGET_OTHER_SCORES} on every page, mobile and desktop: ${verdict(misses.length === 0)}${list(misses)}`)
  }
  const perfLost = [...new Set(mobile.filter((row) => row.scores.performance < 100).flatMap((row) => row.lost.performance.map((audit) => `${row.page.label}: ${audit}`)))]
  if (perfLost.length > 0) console.log(`  [mobile performance audits below 1: ${perfLost.join('; ')}]`)
  const warnings = [...new Set(done.flatMap((row) => row.warnings.map((warning) => `${row.page.label} ${row.formFactor}: ${warning}`)))]
  if (warnings.length > 0) console.log(`\nLighthouse's run warnings:\n${warnings.map((warning) => `  ${warning}`).join('\n')}`)
  const retried = done.filter((row) => row.retries > 0).map((row) => `${row.page.label} ${row.formFactor} (${row.retries})`)
  if (retried.length > 0) console.log(`\nRun again after a Lighthouse runtime error: ${retried.join(', ')}`)
  if (rows.some((row) => row.failed)) console.log(`  ${rows.filter((row) => row.failed).length} run(s) FAILED: no verdict on them.`)
}

// ---------------------------------------------------------------------------------------------

/** A port free on 127.0.0.1 now (the OS picks it; Hale binds it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Start `node <args>` (bench/child-servers.mjs). */
function startServer(name, args, env) {
  return startChildServer(children, name, process.execPath, args, {cwd: root, env})
}

/** Chromium, then the servers (SIGTERM, SIGKILL after 12 s), then the temporary folder. Once. */
function cleanUp() {
  stopping ??= (async () => {
    if (chrome) {
      try {
        await chrome.kill()
      } catch {
        // already gone
      }
      chrome = null
    }
    await stopChildren(children)
    if (tempDir) {
      rmSync(tempDir, {recursive: true, force: true})
      tempDir = null
    }
  })()
  return stopping
}
