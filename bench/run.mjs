#!/usr/bin/env node
/**
 * Hale's benchmark (`npm run bench`): see bench/README.md.
 *
 * Builds Hale, starts it and the baseline (bench/baseline.mjs: a bare node:http server streaming
 * the same React tree) as child processes, loads them with autocannon, prints a table and the
 * first-load JavaScript of `/`, and stops both. Exits 1 when a run had errors or wrong statuses.
 *
 * Environment (optional): BENCH_DURATION seconds per measured run (default 5),
 * BENCH_CPU_PROF=1 to start Hale with `--cpu-prof` (profiles go to a temporary folder).
 */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, readFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import autocannon from 'autocannon'
import {startChatBench} from './chat.mjs'
import {startChildServer, stopChildren} from './child-servers.mjs'
import {startEnvironment} from './start-environment.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const WARMUP = 1
const CONNECTIONS = 10
const PIPELINING = 1
// Hale against a baseline: PAIRS pairs of SLICE-second runs, Hale and baseline back to back.
const PAIRS = Number(process.env.BENCH_PAIRS ?? 8)
const SLICE = Number(process.env.BENCH_SLICE ?? 2)
const TARGET_RATIO = 0.85
const TARGET_FIRST_LOAD_KB = 85
/** Next.js 16's resident memory after the same load. */
const TARGET_RSS_MIB = 200
/** Hale's 404 against the same 404 rendered per request, as Hale answered it before its error pages were stored. */
const TARGET_404_RATIO = 10
const GZIP = {'accept-encoding': 'gzip'}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).stdout?.trim()) || 100

// With two or more CPUs, the servers under load run on the last CPU and this process (autocannon,
// the relay's client) on the first, so that the load generator never takes the servers' CPU time
// (unpinned, the two sides' req/s swung by ±20% from run to run). BENCH_PIN=0 turns it off.
const CPUS = os.cpus().length
const PIN = process.env.BENCH_PIN !== '0' && CPUS >= 2 && spawnSync('taskset', ['--version']).status === 0
const SERVER_CPU = String(CPUS - 1)
if (PIN) spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], {stdio: 'ignore'})

const children = []
const failures = []
const benchStarted = Date.now()

process.on('SIGINT', () => stopAll().then(() => process.exit(130)))

try {
  await main()
} catch (error) {
  console.error(`\nBENCHMARK FAILED: ${error.message}`)
  await stopAll()
  process.exit(1)
}

async function main() {
  // 1. Production build.
  console.log('Building Hale (node build.mjs)…')
  const build = spawnSync(process.execPath, ['build.mjs'], {cwd: root, stdio: 'inherit'})
  if (build.status !== 0) throw new Error(`node build.mjs exited with ${build.status ?? build.signal}`)
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'))

  // 2-3. Hale and the baseline, each in its own process.
  // Production refuses to start without a public origin and real hCaptcha keys: the benchmark
  // turns the check off explicitly (its sessions are opened on first use, as with HCAPTCHA=off).
  const env = {
    ...process.env, ...startEnvironment(), PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', BASE_PATH: '', LOCALES: '', DEFAULT_LOCALE: '',
    PUBLIC_ORIGIN: 'http://127.0.0.1', HCAPTCHA: 'off',
    // The baseline's page data says OCR is off; no page here reads a photo.
    OCR: 'off',
    // The relay benchmark sends 110 answers in new conversations from one address in a minute.
    RATE_LIMIT_MESSAGES: 'off', RATE_LIMIT_MESSAGES_IP: 'off', RATE_LIMIT_CONVERSATIONS: 'off', RATE_LIMIT_CONVERSATIONS_IP: 'off',
  }
  const profileDir = process.env.BENCH_CPU_PROF ? mkdtempSync(path.join(os.tmpdir(), 'hale-cpu-prof-')) : null
  const haleArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'dist/server.js'] : ['dist/server.js']
  // The model server and DATA_DIR (a temporary folder) of the conversation benchmarks (bench/chat.mjs).
  const chat = await startChatBench({startServer})
  const hale = await startServer('Hale', haleArgs, {...env, ...chat.env}, {pin: true})
  const baseline = await startServer('baseline', ['bench/baseline.mjs'], env, {pin: true})
  console.log(`Hale at ${hale.url}, baseline at ${baseline.url} (Node ${process.version}, ${CPUS} CPUs)`)
  console.log(PIN
    ? `Pinned: Hale and the baselines to CPU ${SERVER_CPU}, the load generator to CPU 0 (BENCH_PIN=0 turns it off).`
    : 'Not pinned to CPUs (one CPU, no taskset, or BENCH_PIN=0): the load generator and the servers share the CPUs.')

  const dataIndex = `_app/data/${manifest.buildId}/en.json`
  const dataHeart = `_app/data/${manifest.buildId}/en/topics/heart.json`
  await checkBeforeRuns(hale.url, baseline.url, {dataIndex, dataHeart})

  // 4. Load. `/` against the baseline in pairs of short runs (comparePaired), then Hale alone.
  console.log(`\nautocannon: ${CONNECTIONS} connections, pipelining ${PIPELINING}; Hale against a baseline: ${PAIRS} pairs of ${SLICE} s runs after a ${WARMUP * 2} s warm-up each; alone: ${WARMUP} s warm-up + ${DURATION} s\n`)
  const home = {}
  for (const variant of ['plain', 'gzip']) {
    home[variant] = await comparePaired(`/${variant === 'gzip' ? ' (gzip)' : ''}`, hale.url, baseline.url, {headers: variant === 'gzip' ? GZIP : {}})
  }
  const others = [
    await measure('Hale /help/privacy', hale.url + 'help/privacy'),
    await measure(`Hale /${dataIndex}`, hale.url + dataIndex),
    await measure(`Hale /${dataHeart}`, hale.url + dataHeart),
  ]
  // The 404 against Hale's own 404 rendered per request (bench/error-page-baselines.mjs), in pairs;
  // then the stored page sent at the end of the pipeline, for information.
  const errorBaselines = await startServer('error page baselines', ['bench/error-page-baselines.mjs'], env, {pin: true})
  const {storedUrl, floorUrl} = JSON.parse(errorBaselines.lastLines.find((line) => line.includes('"storedUrl"')))
  errorBaselines.otherUrls = [storedUrl, floorUrl]
  await checkErrorPages(hale.url, errorBaselines.url, storedUrl, floorUrl)
  const notFound = await comparePaired('/nope (404)', hale.url + 'nope', errorBaselines.url + 'nope', {status: 404})
  const storedNotFound = await measure('404 stored, sent at the end of the pipeline', storedUrl + 'nope', {status: 404})
  const floorNotFound = await measure('404 floor: the same bytes from bare node:http', floorUrl + 'nope', {status: 404})
  await stopChildren([errorBaselines])
  // `/chat/[id]` against its own baseline, then the streaming relay (bench/chat.mjs).
  const chatRows = await chat.run({hale, env, comparePaired, pairedRows, measure})

  // 5. The table.
  const rows = []
  for (const variant of ['plain', 'gzip']) rows.push(...pairedRows(`/${variant === 'gzip' ? ' (gzip)' : ''}`, home[variant]))
  rows.push(...others, ...pairedRows('/nope (404)', notFound, '404 rendered per request'), storedNotFound, floorNotFound, ...chatRows)
  printTable(rows)

  console.log('\nTargets (the median of the pairs\' ratios):')
  for (const [variant, label] of [['plain', 'without gzip'], ['gzip', 'with gzip   ']]) printVerdict(`Hale / ${label}`, home[variant], TARGET_RATIO)

  printVerdict('Hale /nope (404) ÷ the 404 rendered per request', notFound, TARGET_404_RATIO)
  printFloor(notFound, floorNotFound)
  chat.printTargets(printVerdict)
  const rss = residentMiB(hale.child.pid)
  console.log(`  Hale's resident memory after the load: ${rss === null ? 'n/a' : `${rss.toFixed(0)} MiB`} (target ≤ ${TARGET_RSS_MIB} MiB)  ${rss !== null && rss <= TARGET_RSS_MIB ? 'PASS' : 'MISS'}`)

  // 6. First-load JavaScript and CSS of `/`.
  printFirstLoad(manifest)

  if (profileDir) console.log(`\nHale's CPU profile: ${profileDir} (written when it stops)`)
  console.log(`\nHale logged ${hale.errors.length} error line(s) during the benchmark.`)
  for (const line of hale.errors.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`)
  if (hale.errors.length > 0) failures.push(`Hale logged ${hale.errors.length} error line(s)`)

  // 7. Stop both servers.
  await stopAll()
  console.log(`Total time ${((Date.now() - benchStarted) / 1000).toFixed(0)} s.`)
  if (failures.length > 0) {
    console.error(`\nBENCHMARK FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
    process.exit(1)
  }
  process.exit(0)
}

// ---------------------------------------------------------------------------------------------

/** Start `node <args>` (bench/child-servers.mjs). `pin`: on SERVER_CPU (see PIN); taskset execs node, so the pid is node's. */
function startServer(name, args, env, {pin = false} = {}) {
  const [command, argv] = PIN && pin ? ['taskset', ['-c', SERVER_CPU, process.execPath, ...args]] : [process.execPath, args]
  return startChildServer(children, name, command, argv, {cwd: root, env, onUnexpectedExit: (message) => failures.push(message)})
}

function stopAll() {
  return stopChildren(children)
}

/** Statuses, and that Hale and the baseline send the same document (apart from the nonce). */
async function checkBeforeRuns(haleUrl, baselineUrl, {dataIndex, dataHeart}) {
  const get = async (url, headers = {}) => {
    const response = await fetch(url, {headers, redirect: 'manual'})
    return {status: response.status, headers: response.headers, body: await response.text()}
  }
  const expect = (condition, message) => {
    if (!condition) throw new Error(message)
  }
  const withoutNonce = (html) => html.replace(/nonce="[^"]*"/g, 'nonce=""')

  const hale = await get(haleUrl)
  const baseline = await get(baselineUrl)
  expect(hale.status === 200, `Hale / answered ${hale.status}`)
  expect(baseline.status === 200, `baseline / answered ${baseline.status}`)
  expect(hale.headers.get('content-type') === 'text/html; charset=utf-8', `Hale / is ${hale.headers.get('content-type')}`)
  expect(/nonce="[^"]+"/.test(hale.body), 'Expected Hale / to carry a nonce on its scripts')
  if (withoutNonce(hale.body) !== withoutNonce(baseline.body)) {
    const a = withoutNonce(hale.body)
    const b = withoutNonce(baseline.body)
    let i = 0
    while (i < a.length && a[i] === b[i]) i++
    throw new Error(`Hale / and the baseline differ (${a.length} vs ${b.length} chars) at ${i}:\n` +
      `  Hale:     …${a.slice(Math.max(0, i - 80), i + 120)}\n  baseline: …${b.slice(Math.max(0, i - 80), i + 120)}`)
  }
  for (const [name, url] of [['Hale', haleUrl], ['baseline', baselineUrl]]) {
    const gz = await get(url, GZIP)
    expect(gz.status === 200 && gz.headers.get('content-encoding') === 'gzip', `${name} / with gzip: ${gz.status}, Content-Encoding ${gz.headers.get('content-encoding')}`)
    expect(withoutNonce(gz.body) === withoutNonce(hale.body), `${name} / with gzip does not decode to the same document`)
  }
  console.log(`Checked: Hale / and the baseline send the same document (${hale.body.length} bytes, nonce aside), both also gzipped.`)

  for (const [path, status, type] of [['help/privacy', 200, 'text/html'], [dataIndex, 200, 'application/json'], [dataHeart, 200, 'application/json'], ['nope', 404, 'text/html']]) {
    const response = await get(haleUrl + path)
    expect(response.status === status, `Hale /${path} answered ${response.status}, expected ${status}`)
    expect(response.headers.get('content-type')?.startsWith(type), `Hale /${path} is ${response.headers.get('content-type')}, expected ${type}`)
  }
}

/** Hale's 404 and the baselines' (bench/error-page-baselines.mjs) are the same page: status, type and document. */
async function checkErrorPages(haleUrl, renderedUrl, storedUrl, floorUrl) {
  const answers = await Promise.all([haleUrl, renderedUrl, storedUrl, floorUrl].map(async (url) => {
    const response = await fetch(url + 'nope')
    return {url, status: response.status, type: response.headers.get('content-type'), body: await response.text()}
  }))
  // A page rendered per request carries its nonce.
  const documents = answers.map(({body}) => body.replace(/ nonce="[^"]*"/g, ''))
  for (const answer of answers) {
    if (answer.status !== 404 || answer.type !== 'text/html; charset=utf-8') throw new Error(`${answer.url}nope answered ${answer.status} ${answer.type}`)
  }
  if (documents.some((document) => document !== documents[0])) throw new Error('Hale\'s 404 page and the baselines\' differ')
  console.log(`Checked: Hale's 404 page and the baselines' are the same document (${documents[0].length} bytes, nonce aside).`)
}

function cannon(url, headers, duration) {
  return autocannon({url, connections: CONNECTIONS, pipelining: PIPELINING, duration, headers})
}

/** A warm-up run, then the measured one; checks errors and statuses of both. */
async function measure(name, url, {headers = {}, status = 200} = {}) {
  check(`${name} (warm-up)`, await cannon(url, headers, WARMUP), status)
  const summary = await measureOnce(name, url, {headers, status, duration: DURATION})
  console.log(`  ${name.padEnd(58)} ${fmt(summary.rps, 0).padStart(7)} req/s  p50 ${fmt(summary.p50, 1)} ms  p99 ${fmt(summary.p99, 1)} ms  CPU ${fmt(summary.cpu, 2)} ms/req${summary.failed ? '  FAILED' : ''}`)
  return summary
}

/**
 * Hale against a baseline on the same page: a warm-up of each, then PAIRS pairs of SLICE-second
 * runs, back to back, the order alternating (Hale first, then the baseline first…), so that a
 * slow spell of the machine (seconds long here) falls on both sides of a pair. The verdict is
 * the median of the pairs' ratios; the table shows each side's median run.
 * Returns {pairs: [{hale, baseline}], ratios, ratio, cpuRatio}.
 */
async function comparePaired(label, haleUrl, baselineUrl, {headers = {}, status = 200} = {}) {
  check(`Hale ${label} (warm-up)`, await cannon(haleUrl, headers, WARMUP * 2), status)
  check(`baseline ${label} (warm-up)`, await cannon(baselineUrl, headers, WARMUP * 2), status)
  const pairs = []
  for (let index = 0; index < PAIRS; index++) {
    const pair = {}
    for (const side of index % 2 === 0 ? ['hale', 'baseline'] : ['baseline', 'hale']) {
      pair[side] = await measureOnce(`${side === 'hale' ? 'Hale' : 'baseline'} ${label}`, side === 'hale' ? haleUrl : baselineUrl, {headers, status, duration: SLICE})
    }
    pairs.push(pair)
    const side = (run) => `${fmt(run.rps, 0).padStart(5)} req/s ${fmt(run.cpu, 2)} ms CPU`
    console.log(`  ${label.padEnd(22)} pair ${String(index + 1).padStart(2)}: Hale ${side(pair.hale)}  baseline ${side(pair.baseline)}  ${(pair.hale.rps / pair.baseline.rps).toFixed(2)}×`)
  }
  const ratios = pairs.map((pair) => pair.hale.rps / pair.baseline.rps)
  return {
    pairs,
    ratios,
    ratio: median(ratios),
    cpuRatio: median(pairs.map((pair) => pair.baseline.cpu / pair.hale.cpu)),
  }
}

/** The table's two rows of a comparePaired result: each side's median run by req/s. */
function pairedRows(label, result, baselineName = `baseline ${label}`) {
  const middle = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor((runs.length - 1) / 2)]
  const hale = result.pairs.map((pair) => pair.hale)
  const baseline = result.pairs.map((pair) => pair.baseline)
  return [
    {...middle(hale), name: `Hale ${label}`, ratio: result.ratio, runs: hale},
    {...middle(baseline), name: baselineName, runs: baseline},
  ]
}

function printVerdict(label, result, target) {
  const cpu = Number.isFinite(result.cpuRatio) ? `${result.cpuRatio.toFixed(2)}×` : 'n/a'
  const {ratios} = result
  console.log(`  ${label}: ${result.ratio.toFixed(2)}× the baseline (target ≥ ${target}×)  ${result.ratio >= target ? 'PASS' : 'MISS'}` +
    `   [pairs ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×; by CPU per response: ${cpu}]`)
}

/**
 * The most a 404 on Node's HTTP server could show against the one rendered per request: that one's
 * CPU per response (its pairs' median run) over the floor's, which sends the same bytes and does
 * nothing else.
 */
function printFloor(notFound, floor) {
  const rendered = median(notFound.pairs.map((pair) => pair.baseline.cpu))
  const hale = median(notFound.pairs.map((pair) => pair.hale.cpu))
  console.log(`    [CPU per 404: rendered per request ${fmt(rendered, 3)} ms, Hale ${fmt(hale, 3)} ms, bare node:http with the same bytes ${fmt(floor.cpu, 3)} ms:` +
    ` the floor is ${(rendered / floor.cpu).toFixed(2)}× the rendered 404 by CPU, Hale ${(rendered / hale).toFixed(2)}×]`)
}

/** A process's resident memory (VmRSS of /proc), null where there is no /proc. */
function residentMiB(pid) {
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kib === undefined ? null : Number(kib) / 1024
  } catch {
    return null
  }
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = sorted.length / 2
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One measured run (no warm-up, nothing printed); checks its errors and statuses. */
async function measureOnce(name, url, {headers = {}, status = 200, duration}) {
  const server = children.find((child) => [child.url, ...(child.otherUrls ?? [])].some((served) => url.startsWith(served)))
  const cpuBefore = cpuSeconds(server?.child.pid)
  const result = await cannon(url, headers, duration)
  const cpuAfter = cpuSeconds(server?.child.pid)
  const problems = check(name, result, status)
  const summary = {
    name,
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    total: result.requests.total,
    // The server process's CPU time (all its threads, zlib's included) per response.
    cpu: cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) * 1000 / result.requests.total : NaN,
    failed: problems.length > 0,
  }
  return summary
}

function check(name, result, status) {
  const problems = []
  const codes = Object.keys(result.statusCodeStats ?? {})
  if (result.errors > 0) problems.push(`${result.errors} errors`)
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`)
  if (result.requests.total === 0) problems.push('no responses')
  if (codes.some((code) => Number(code) !== status)) problems.push(`statuses ${JSON.stringify(result.statusCodeStats)}, expected only ${status}`)
  if (status >= 200 && status < 300 && result.non2xx > 0) problems.push(`${result.non2xx} non-2xx responses`)
  if (problems.length > 0) {
    const message = `${name}: ${problems.join(', ')}`
    console.error(`  !!! RUN FAILED: ${message}`)
    failures.push(message)
  }
  return problems
}

/** User + system CPU seconds of a process so far (Linux /proc), or null where that is not available. */
function cpuSeconds(pid) {
  if (!pid) return null
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return null
  }
}

function fmt(value, digits) {
  return Number.isFinite(value) ? value.toFixed(digits) : '-'
}

function printTable(rows) {
  const header = ['Name', 'req/s', 'p50 ms', 'p99 ms', 'KB/resp', 'CPU ms/req', 'Hale/baseline', 'runs req/s']
  const lines = rows.map((row) => [
    row.name + (row.failed ? ' FAILED' : ''),
    fmt(row.rps, 0),
    fmt(row.p50, 1),
    fmt(row.p99, 1),
    fmt(row.bytes / 1000, 1),
    fmt(row.cpu, 2),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    row.runs ? `${fmt(Math.min(...row.runs.map((run) => run.rps)), 0)}–${fmt(Math.max(...row.runs.map((run) => run.rps)), 0)}` : '',
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)))
  const render = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log(`\nResults (Hale against a baseline: the median run of each side and the median of the pairs' ratios; KB = 1000 bytes, headers included)\n`)
  console.log(render(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const line of lines) console.log(render(line))
}

function printFirstLoad(manifest) {
  const staticDir = path.join(dist, 'static')
  const js = [...new Set([...manifest.entry.js, ...(manifest.pages.index?.js ?? []), ...(manifest.catalogs?.en ?? [])])]
  const css = [...new Set([...manifest.entry.css, ...(manifest.pages.index?.css ?? [])])]
  const sizes = (files) => files.map((file) => {
    const raw = readFileSync(path.join(staticDir, file))
    return {file, raw: raw.length, gzip: gzipSync(raw, {level: 9}).length}
  })
  const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6) + ' KB'
  const print = (title, list) => {
    console.log(`\n${title}`)
    const width = Math.max(...list.map((item) => item.file.length))
    for (const item of list) console.log(`  ${item.file.padEnd(width)}  ${kb(item.raw)} raw  ${kb(item.gzip)} gzip`)
    const raw = list.reduce((sum, item) => sum + item.raw, 0)
    const gzip = list.reduce((sum, item) => sum + item.gzip, 0)
    console.log(`  ${'total'.padEnd(width)}  ${kb(raw)} raw  ${kb(gzip)} gzip`)
    return gzip
  }
  const jsGzip = print('First-load JavaScript of / (manifest entry.js + pages.index.js + catalogs.en; gzip level 9; KB = 1000 bytes)', sizes(js))
  console.log(`  target < ${TARGET_FIRST_LOAD_KB} KB gzip including React: ${(jsGzip / 1000).toFixed(1)} KB  ${jsGzip < TARGET_FIRST_LOAD_KB * 1000 ? 'PASS' : 'MISS'}`)
  print('CSS of / (gzip level 9)', sizes(css))
}
