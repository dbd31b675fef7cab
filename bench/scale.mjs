#!/usr/bin/env node
/**
 * The scale benchmark (`npm run bench:scale`): the same mixed load against one Hale on SQLite,
 * one Hale on PostgreSQL and two Hale on the same PostgreSQL. See bench/README.md ("Scale").
 *
 * Builds Hale once (into a temporary folder), starts the fake model server (bench/fake-model.mjs,
 * paced: SCALE_TOKENS tokens, one every SCALE_TOKEN_MS ms), a fake hCaptcha siteverify in this
 * process (every token passes, for hale.test) and a throwaway PostgreSQL cluster
 * (bench/postgres-cluster.mjs, default durability). Then, one after another, each on a fresh
 * database (a new DATA_DIR, or a new database of the cluster):
 *
 *   1. one Hale on SQLite (the baseline);
 *   2. one Hale on PostgreSQL;
 *   3. two Hale on the same PostgreSQL; the client sends each request to the next instance in
 *      turn (round-robin in the client, no proxy).
 *
 * For each: SCALE_CLIENTS visitors, each with a session verified through hCaptcha and two
 * conversations of a few messages (made before the clock starts), loop over a mix: 70% reads
 * (`/`, `/history`, `/chat/<id>`, its data file, `GET /api/conversations`) and 30% questions whose
 * streamed answer is read to its end. SCALE_WARMUP seconds of warm-up, then SCALE_DURATION seconds
 * measured. Prints per set-up the figures and the ratios to set-up 1, and the CPU each process
 * used. Exits 1 when a request failed (a status other than 200, a broken stream) or a server died.
 *
 * Environment (optional): SCALE_DURATION (20), SCALE_WARMUP (5), SCALE_CLIENTS (64),
 * SCALE_TOKENS (40), SCALE_TOKEN_MS (20); SCALE_BUILD=<dir> runs an existing build
 * (`node build.mjs --out <dir>`) instead of building.
 */
import {spawnSync} from 'node:child_process'
import {closeSync, fdatasyncSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync} from 'node:fs'
import {Agent} from 'node:http'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import pg from 'pg'
import {relayQuestion} from './chat-content.mjs'
import {startChildServer, stopChildren} from './child-servers.mjs'
import {startPostgresCluster} from './postgres-cluster.mjs'
import {send, startSiteverify, streamAnswer} from './scale-client.mjs'
import {cpuTicks, databaseCounters, machineTicks} from './scale-system.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DURATION = Number(process.env.SCALE_DURATION ?? 20)
const WARMUP = Number(process.env.SCALE_WARMUP ?? 5)
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 64)
const TOKENS = Number(process.env.SCALE_TOKENS ?? 40)
const TOKEN_MS = Number(process.env.SCALE_TOKEN_MS ?? 20)
const STREAM_SHARE = 0.3
/** The reads, by weight (they make up the other 70%). */
const READS = [['/', 15], ['/history', 15], ['chat page', 30], ['chat data file', 20], ['/api/conversations', 20]]
const QUESTION = relayQuestion(TOKENS)
const KEYS = {HCAPTCHA_SITEKEY: 'b7e3c1a2-5d4f-4e6a-9c8b-0123456789ab', HCAPTCHA_SECRET: '0xS3CR3T0f7h1sT3s7d0N07L3AK1n70ThEcL13n7'}
const LIMITED = ['MESSAGES', 'CONVERSATIONS', 'UPLOADS', 'TRANSCRIPTIONS', 'SHARES', 'SHARE_VIEWS', 'SHARE_PHOTOS', 'VERIFICATIONS']
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).stdout?.trim()) || 100

const children = []
const failures = []
const temporary = []
let cluster = null
let siteverify = null

function cleanUpSync() {
  for (const server of children) if (!server.exited) server.child.kill('SIGKILL')
  cluster?.stop()
  cluster = null
  for (const dir of temporary.splice(0)) rmSync(dir, {recursive: true, force: true})
}
process.once('exit', cleanUpSync)
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the cluster…`)
    stopChildren(children).finally(() => {
      cleanUpSync()
      process.exit(code)
    })
  })
}

async function main() {
  const started = Date.now()
  console.log(`uptime before: ${os.loadavg().map((load) => load.toFixed(2)).join(', ')} (load average 1, 5, 15 min; ${os.cpus().length} CPUs, Node ${process.version})`)
  let out = process.env.SCALE_BUILD
  if (out) {
    console.log(`Using the build in ${out} (SCALE_BUILD)`)
  } else {
    out = tempDir('hale-scale-build-')
    console.log(`Building Hale (node build.mjs --out ${out})…`)
    const build = spawnSync(process.execPath, ['build.mjs', '--out', out], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']})
    if (build.status !== 0) throw new Error(`node build.mjs exited with ${build.status ?? build.signal}`)
  }
  const {buildId} = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))

  const model = await startChildServer(children, 'fake model server', process.execPath, ['bench/fake-model.mjs'], {
    cwd: root, env: {...process.env, PORT: '0', HOST: '127.0.0.1', FAKE_MODEL_TOKEN_MS: String(TOKEN_MS)}, onUnexpectedExit: (message) => failures.push(message),
  })
  siteverify = await startSiteverify()
  cluster = await startPostgresCluster()
  console.log(`PostgreSQL on 127.0.0.1:${cluster.port}: ${await cluster.durability()}`)
  const sync = diskSync()
  console.log(`The disk of ${os.tmpdir()} (SQLite's DATA_DIR and PostgreSQL's data): a 4 KB write + fdatasync takes ${sync.p50.toFixed(2)} ms at p50, ${sync.p99.toFixed(2)} ms at p99 (100 in a row)`)
  console.log(`Load: ${CLIENTS} visitors, ${Math.round((1 - STREAM_SHARE) * 100)}% reads / ${Math.round(STREAM_SHARE * 100)}% streamed answers (${TOKENS} tokens, one every ${TOKEN_MS} ms); ` +
    `${WARMUP} s warm-up + ${DURATION} s measured per set-up; hCaptcha verified against a fake siteverify.\n`)

  const common = {
    PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...KEYS,
    PUBLIC_ORIGIN: 'https://hale.test', HCAPTCHA_VERIFY_URL: siteverify.url,
    LLM_BASE_URL: `${model.url}v1`, LLM_MODEL: 'bench-model', MAX_CONCURRENT_STREAMS: '100',
    ...Object.fromEntries(LIMITED.flatMap((name) => [[`RATE_LIMIT_${name}`, '100000/1m'], [`RATE_LIMIT_${name}_IP`, '100000/1m']])),
  }
  const setups = [
    {name: '1 Hale, SQLite', instances: 1, env: async () => ({DATA_DIR: tempDir('hale-scale-data-')})},
    {name: '1 Hale, PostgreSQL', instances: 1, database: 'scale_one', env: async () => ({DATA_DIR: tempDir('hale-scale-data-'), DATABASE_URL: await cluster.createDatabase('scale_one')})},
    {name: '2 Hale, PostgreSQL', instances: 2, database: 'scale_two', env: async () => ({DATA_DIR: tempDir('hale-scale-data-'), DATABASE_URL: await cluster.createDatabase('scale_two')})},
  ]
  const results = []
  for (const setup of setups) {
    const env = {...common, ...await setup.env()}
    const hales = await Promise.all(Array.from({length: setup.instances}, (_, index) => startChildServer(children, `Hale ${index + 1} (${setup.name})`, process.execPath, [path.join(out, 'server.js')], {
      cwd: out, env, onUnexpectedExit: (message) => failures.push(message),
    })))
    console.log(`${setup.name}: ${hales.map((hale) => `${hale.url} (pid ${hale.child.pid})`).join(', ')}`)
    const result = await runSetup(setup, hales, {buildId, model})
    results.push(result)
    printOne(result)
    for (const hale of hales) if (hale.errors.length > 0) failures.push(`${hale.name} logged ${hale.errors.length} error line(s), the first: ${hale.errors[0].slice(0, 300)}`)
    await stopChildren(hales)
    for (const hale of hales) children.splice(children.indexOf(hale), 1)
  }

  printTable(results)
  console.log(`\nuptime after: ${os.loadavg().map((load) => load.toFixed(2)).join(', ')}; the whole run took ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  await stopChildren(children)
  await siteverify.close()
  cleanUpSync()
  if (failures.length > 0) {
    console.error(`\nSCALE BENCHMARK FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
    process.exit(1)
  }
}

// ---------------------------------------------------------------------------------------------
// One set-up

async function runSetup(setup, hales, {buildId, model}) {
  const agent = new Agent({keepAlive: true, maxSockets: CLIENTS * 4})
  const origins = hales.map((hale) => hale.url.replace(/\/$/, ''))
  let turn = 0
  /** The next instance, in turn. */
  const next = () => origins[turn++ % origins.length]

  // The pool: one verified session per visitor, two conversations of a few messages each.
  const visitors = await Promise.all(Array.from({length: CLIENTS}, async (_, index) => {
    const session = await send(next(), 'POST', '/api/session', {agent, json: {token: `bench-${setup.instances}-${index}`}})
    const cookie = [session.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('hale_session='))?.split(';')[0]
    if (session.status !== 204 || !cookie) throw new Error(`POST /api/session answered ${session.status} without a session: ${session.text.slice(0, 300)}`)
    const conversations = []
    for (let made = 0; made < 2; made++) {
      const created = await send(next(), 'POST', '/api/conversations', {agent, cookie, json: {locale: 'en'}})
      if (created.status !== 201) throw new Error(`POST /api/conversations answered ${created.status}: ${created.text.slice(0, 300)}`)
      conversations.push(JSON.parse(created.text).id)
    }
    for (const conversation of [conversations[0], conversations[0], conversations[1]]) {
      const answer = await streamAnswer(next(), agent, cookie, conversation, QUESTION)
      if (answer.status !== 200 || !answer.done) throw new Error(`A first answer failed: ${answer.status} ${answer.lastEvent} ${answer.text.slice(0, 300)}`)
    }
    return {cookie, conversations}
  }))

  const stats = {current: null}
  const newStats = () => ({requests: 0, reads: [], byKind: new Map(), answers: 0, firstToken: [], end: [], errors: new Map(), streaming: 0, maxStreaming: 0})
  let streaming = 0
  const fail = (what) => {
    const target = stats.current ?? stats.last
    if (target) target.errors.set(what, (target.errors.get(what) ?? 0) + 1)
  }
  let running = true
  const loops = visitors.map(async (visitor) => {
    while (running) {
      const origin = next()
      if (Math.random() < STREAM_SHARE) {
        streaming += 1
        if (stats.current) stats.current.maxStreaming = Math.max(stats.current.maxStreaming, streaming)
        const answer = await streamAnswer(origin, agent, visitor.cookie, visitor.conversations[1], QUESTION)
        streaming -= 1
        if (answer.status !== 200) fail(`answer: status ${answer.status}${answer.status ? ` ${/"code":"([^"]+)"/.exec(answer.text)?.[1] ?? ''}` : ` ${answer.text.slice(0, 80)}`}`)
        else if (!answer.done) fail(`answer: broken stream (last event ${answer.lastEvent ?? 'none'}${answer.errorCode ? `, ${answer.errorCode}` : ''})`)
        else if (stats.current) {
          stats.current.requests += 1
          stats.current.answers += 1
          stats.current.firstToken.push(answer.firstTokenMs)
          stats.current.end.push(answer.endMs)
        }
      } else {
        const kind = weighted(READS)
        const conversation = pick(visitor.conversations)
        const pathname = kind === 'chat page' ? `/chat/${conversation}` : kind === 'chat data file' ? `/_app/data/${buildId}/en/chat/${conversation}.json` : kind
        const startedAt = performance.now()
        const res = await send(origin, 'GET', pathname, {agent, cookie: visitor.cookie, headers: {'accept-encoding': 'gzip'}})
        const took = performance.now() - startedAt
        if (res.status !== 200) fail(`${kind}: status ${res.status}${res.status ? '' : ` ${res.text.slice(0, 80)}`}`)
        else if (stats.current) {
          stats.current.requests += 1
          stats.current.reads.push(took)
          stats.current.byKind.set(kind, (stats.current.byKind.get(kind) ?? 0) + 1)
        }
      }
    }
  })

  // Warm-up (counted nowhere but in the errors), then the measured window.
  stats.last = newStats()
  await sleep(WARMUP * 1000)
  const pids = () => ({hale: hales.map((hale) => hale.child.pid), postgres: setup.database ? cluster.serverPids() : [], model: [model.child.pid]})
  const database = setup.database ? new pg.Client({connectionString: cluster.url(setup.database)}) : null
  await database?.connect()
  const databaseBefore = database ? await databaseCounters(database, setup.database) : null
  const watched = pids()
  const cpuBefore = {hale: cpuTicks(watched.hale), postgres: cpuTicks(watched.postgres), model: cpuTicks(watched.model), self: process.cpuUsage(), machine: machineTicks()}
  const measured = newStats()
  measured.maxStreaming = streaming
  stats.current = measured
  const windowStart = performance.now()
  await sleep(DURATION * 1000)
  stats.current = null
  stats.last = measured
  const elapsed = (performance.now() - windowStart) / 1000
  const afterPids = pids()
  // The statistics reach pg_stat_* within a second of a transaction: read them once the load stops.
  running = false
  await Promise.all(loops)
  await sleep(1200)
  const databaseAfter = database ? await databaseCounters(database, setup.database) : null
  await database?.end()
  const cpuAfter = {hale: cpuTicks(watched.hale), postgres: cpuTicks([...new Set([...watched.postgres, ...afterPids.postgres])]), model: cpuTicks(watched.model), self: process.cpuUsage(cpuBefore.self), machine: machineTicks()}
  agent.destroy()

  const seconds = (ticks) => ticks / CLOCK_TICKS
  const machine = {busy: cpuAfter.machine.busy - cpuBefore.machine.busy, total: cpuAfter.machine.total - cpuBefore.machine.total}
  return {
    name: setup.name,
    elapsed,
    ...measured,
    database: databaseBefore && {transactions: databaseAfter.transactions - databaseBefore.transactions - 1, walSyncs: databaseAfter.walSyncs - databaseBefore.walSyncs},
    cpu: {
      hale: seconds(cpuAfter.hale - cpuBefore.hale) / elapsed,
      postgres: seconds(cpuAfter.postgres - cpuBefore.postgres) / elapsed,
      model: seconds(cpuAfter.model - cpuBefore.model) / elapsed,
      client: (cpuAfter.self.user + cpuAfter.self.system) / 1e6 / elapsed,
      machineBusy: machine.total > 0 ? machine.busy / machine.total : null,
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Disk (the CPU and database counters are in scale-system.mjs)

/** What one small durable write costs on the disk of os.tmpdir(): 100 writes of 4 KB, each followed by fdatasync. */
function diskSync() {
  const dir = tempDir('hale-scale-sync-')
  const fd = openSync(path.join(dir, 'probe'), 'w')
  const block = Buffer.alloc(4096, 1)
  const times = []
  for (let index = 0; index < 100; index++) {
    const startedAt = performance.now()
    writeSync(fd, block, 0, block.length, (index % 16) * 4096)
    fdatasyncSync(fd)
    times.push(performance.now() - startedAt)
  }
  closeSync(fd)
  return {p50: percentile(times, 0.5), p99: percentile(times, 0.99)}
}

// ---------------------------------------------------------------------------------------------
// Output

function percentile(values, share) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
}

function figures(result) {
  return {
    'req/s': result.requests / result.elapsed,
    'read p50 ms': percentile(result.reads, 0.5),
    'read p99 ms': percentile(result.reads, 0.99),
    'answers/s': result.answers / result.elapsed,
    'first token p50 ms': percentile(result.firstToken, 0.5),
    'first token p99 ms': percentile(result.firstToken, 0.99),
    'end p50 ms': percentile(result.end, 0.5),
    'end p99 ms': percentile(result.end, 0.99),
  }
}

function errorCount(result) {
  return [...result.errors.values()].reduce((sum, count) => sum + count, 0)
}

function printOne(result) {
  const errors = errorCount(result)
  const kinds = [...result.byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')
  console.log(`  ${result.elapsed.toFixed(1)} s: ${result.requests} requests (${result.reads.length} reads: ${kinds}; ${result.answers} answers), ` +
    `at most ${result.maxStreaming} answers streaming at once, ${errors} error(s)`)
  if (errors > 0) {
    console.log(`  !!! ERRORS in "${result.name}": ${[...result.errors].map(([what, count]) => `${what} ×${count}`).join('; ')}`)
    failures.push(`${result.name}: ${errors} failed request(s)`)
  }
}

function printTable(results) {
  const base = figures(results[0])
  const format = (value, key) => Number.isNaN(value) ? 'n/a' : key.startsWith('answers') ? value.toFixed(1) : key === 'req/s' ? value.toFixed(0) : value.toFixed(key.includes('read') ? 1 : 0)
  const header = ['set-up', ...Object.keys(base), 'most streaming', 'errors']
  const rows = [header]
  for (const result of results) {
    const values = figures(result)
    rows.push([result.name, ...Object.entries(values).map(([key, value]) => format(value, key)), String(result.maxStreaming), String(errorCount(result))])
  }
  for (const result of results.slice(1)) {
    const values = figures(result)
    rows.push([`${result.name} ÷ 1`, ...Object.entries(values).map(([key, value]) => `${(value / base[key]).toFixed(2)}×`), `${(result.maxStreaming / results[0].maxStreaming).toFixed(2)}×`, ''])
  }
  console.log(`\nScale: ${CLIENTS} visitors, ${DURATION} s measured per set-up (ratios: to set-up 1, one Hale on SQLite; for latencies, below 1 is faster)`)
  printRows(rows)

  console.log('\nCPU during the measured window (cores busy, i.e. CPU seconds per second; ms per request = CPU ms ÷ requests):')
  const cpuRows = [['set-up', 'Hale', 'PostgreSQL', 'model server', 'load client', 'machine busy', 'Hale ms/req', 'PostgreSQL ms/req']]
  for (const result of results) {
    const perRequest = (cores) => (cores * result.elapsed * 1000 / result.requests).toFixed(2)
    cpuRows.push([result.name, result.cpu.hale.toFixed(2), result.cpu.postgres.toFixed(2), result.cpu.model.toFixed(2), result.cpu.client.toFixed(2),
      result.cpu.machineBusy === null ? 'n/a' : `${(result.cpu.machineBusy * 100).toFixed(0)}%`, perRequest(result.cpu.hale), result.cpu.postgres > 0 ? perRequest(result.cpu.postgres) : '-'])
  }
  printRows(cpuRows)
  console.log(`  "machine busy" is all of the machine's ${os.cpus().length} CPUs, other work on it included.`)
  for (const result of results.filter((one) => one.database)) {
    const {transactions, walSyncs} = result.database
    console.log(`  ${result.name}: ${transactions} PostgreSQL transactions (${(transactions / result.requests).toFixed(1)} a request; ` +
      `a statement outside BEGIN…COMMIT counts as one), ${walSyncs} WAL syncs (${(walSyncs / Math.max(1, result.answers)).toFixed(1)} an answer), from the start of the window until the load stopped`)
  }
}

function printRows(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  for (const row of rows) console.log(`  ${row.map((cell, column) => column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])).join('  ')}`)
}

// ---------------------------------------------------------------------------------------------

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  temporary.push(dir)
  return dir
}

function weighted(choices) {
  let roll = Math.random() * choices.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [choice, weight] of choices) {
    roll -= weight
    if (roll < 0) return choice
  }
  return choices.at(-1)[0]
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)]
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

try {
  await main()
} catch (error) {
  console.error(`\nSCALE BENCHMARK FAILED: ${error.stack ?? error.message}`)
  await stopChildren(children)
  await siteverify?.close()
  cleanUpSync()
  process.exit(1)
}
