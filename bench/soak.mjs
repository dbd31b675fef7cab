#!/usr/bin/env node
/**
 * The soak benchmark (`npm run soak`): Hale under a long mixed load, then the same load while the
 * model server fails and hangs. See bench/README.md ("Soak").
 *
 * Builds Hale, starts it in production mode (`node --import ./bench/soak-probe.mjs dist/server.js`,
 * a fresh DATA_DIR, the human check off, no rate limits) against a model server in this process
 * that can be told to fail, then runs SOAK_CONNECTIONS (50) visitors at once, each in a loop of:
 * pages, data files, API reads, answers streamed from the model server (a third of them left
 * mid-answer), uploads (valid and malformed), unknown pages.
 *
 *   phase 1 "steady":          SOAK_SECONDS (60) of that load;
 *   phase 2 "model failing":   the same, with the model server answering 500 or hanging (before
 *                              or after its headers) from a third of the phase to two thirds
 *                              (20 s of 60).
 *
 * It prints, per phase and kind of request: counts, statuses, the 5xx outside the documented
 * 503s and the undocumented statuses (both must be 0), p50/p99 latency; the event loop's delay
 * (p99); Hale's resident memory (its own plus its heavy jobs' private memory) at the start, at
 * the peak and 10 s after the load ends, which must be at most 10% above the start. "Start" is
 * measured 10 s after a warm-up of the same load, and both after a full garbage collection in
 * Hale (bench/soak-probe.mjs), so that the comparison shows what Hale keeps, not where V8 is in
 * its collection cycle. Exits 1 when any check fails, Hale writes a line that is not JSON, or it
 * stops.
 */
import {spawn, spawnSync} from 'node:child_process'
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {Agent, createServer, request} from 'node:http'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import {fileURLToPath} from 'node:url'
import {deflateSync} from 'node:zlib'
import {startEnvironment} from './start-environment.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50)
const SETTLE_SECONDS = Number(process.env.SOAK_SETTLE ?? 10)
const WARMUP_SECONDS = Math.min(20, SECONDS / 3)

/** What each kind of request may answer (README): anything else is undocumented. */
const DOCUMENTED = {
  page: [200, 404],
  'data file': [200],
  'api read': [200],
  answer: [200, 409, 429],
  upload: [201, 400, 413, 415, 422, 503],
  'attachment removal': [204],
  'unknown page': [404],
}
/** 5xx answers that are documented refusals, not failures: an upload waiting too long for a heavy job. */
const DOCUMENTED_5XX = {upload: [503]}

const failures = []
let hale = null
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hale-soak-'))
process.once('exit', () => rmSync(dataDir, {recursive: true, force: true}))

async function main() {
  console.log('Building Hale (node build.mjs)…')
  const build = spawnSync(process.execPath, ['build.mjs'], {cwd: root, stdio: 'inherit'})
  if (build.status !== 0) throw new Error(`node build.mjs exited with ${build.status ?? build.signal}`)
  const {buildId} = JSON.parse(readFileSync(path.join(root, 'dist', 'manifest.json'), 'utf8'))

  const model = await startModelServer()
  hale = await startHale({
    PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1', HCAPTCHA: 'off', DATA_DIR: dataDir,
    LLM_BASE_URL: model.url, LLM_MODEL: 'soak-model', LLM_FIRST_TOKEN_TIMEOUT_MS: '5000', LLM_IDLE_TIMEOUT_MS: '5000',
    MAX_CONCURRENT_STREAMS: '4', ...limitsOff(),
  })
  console.log(`Hale at ${hale.url} (pid ${hale.child.pid}), model server at ${model.url}; ${CONNECTIONS} visitors, ${SECONDS} s per phase, Node ${process.version}, ${os.cpus().length} CPUs`)

  const agent = new Agent({keepAlive: true, maxSockets: CONNECTIONS * 2})
  const client = makeClient(hale.url, agent)
  const visitors = []
  for (let index = 0; index < CONNECTIONS; index++) visitors.push(await newVisitor(client, index))
  const files = await uploadBodies()
  const targets = {buildId, files}

  // Warm-up: the same load, then the same rest as after the phases, so that "start" and "after"
  // are both Hale SETTLE_SECONDS after a load, each measured after a full garbage collection
  // (bench/soak-probe.mjs); a cold process would make any warm one look like a leak.
  await runPhase('warm-up', WARMUP_SECONDS, visitors, client, targets, () => {})
  await sleep(SETTLE_SECONDS * 1000)
  const startProbe = await probeCut() // collects Hale's garbage, and starts the event-loop measurement of phase 1
  const start = memory(hale.child.pid)

  const phases = []
  const peak = {value: start.total}
  const sampler = setInterval(() => { peak.value = Math.max(peak.value, memory(hale.child.pid).total) }, 250)
  phases.push(await runPhase('steady', SECONDS, visitors, client, targets, () => {}))
  phases.at(-1).eventLoop = await probeCut()
  phases.push(await runPhase('model failing', SECONDS, visitors, client, targets, (elapsed) => {
    model.mode = elapsed >= SECONDS / 3 && elapsed < (2 * SECONDS) / 3 ? 'failing' : 'normal'
  }))
  model.mode = 'normal'
  phases.at(-1).eventLoop = await probeCut()
  clearInterval(sampler)
  agent.destroy()
  await sleep(SETTLE_SECONDS * 1000)
  const afterProbe = await probeCut()
  const after = memory(hale.child.pid)

  for (const phase of phases) printPhase(phase)
  const growth = (after.total - start.total) / start.total
  console.log(`\nResident memory (MiB; Hale's own + its heavy jobs' private):`)
  console.log(`  start (${SETTLE_SECONDS} s after the warm-up) ${start.total.toFixed(0)}, peak ${peak.value.toFixed(0)}, ${SETTLE_SECONDS} s after the load ${after.total.toFixed(0)}: ` +
    `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% (at most +10%)`)
  console.log(`  before the probe's garbage collection: start ${startProbe.memoryMiB.rss}, after the load ${afterProbe.memoryMiB.rss}`)
  console.log(`  V8's heap in use after the collection: start ${startProbe.collectedMiB.heapUsed}, after the load ${afterProbe.collectedMiB.heapUsed}`)
  if (growth > 0.1) failures.push(`memory ${SETTLE_SECONDS} s after the load is ${(growth * 100).toFixed(1)}% above the start`)
  console.log(`Hale logged ${hale.errors.length} error line(s).`)
  for (const line of hale.errors.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`)

  await stopHale()
  await model.close()
  if (failures.length > 0) {
    console.error(`\nSOAK FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
    process.exit(1)
  }
  console.log('\nSOAK PASSED')
  process.exit(0)
}

// ---------------------------------------------------------------------------------------------
// The load

/** One phase: every visitor loops over the mix until `seconds` have passed. */
async function runPhase(name, seconds, visitors, client, targets, onTick) {
  const stats = {name, seconds, kinds: new Map(), answers: {done: 0, error: 0, left: 0}, errorCodes: new Map(), uploads: new Map()}
  const started = Date.now()
  const ticker = setInterval(() => onTick((Date.now() - started) / 1000), 100)
  onTick(0)
  const deadline = started + seconds * 1000
  await Promise.all(visitors.map(async (visitor) => {
    while (Date.now() < deadline) await step(visitor, client, targets, stats)
  }))
  clearInterval(ticker)
  stats.elapsed = (Date.now() - started) / 1000
  if (name !== 'warm-up') checkPhase(stats)
  return stats
}

function record(stats, kind, status, milliseconds) {
  if (!stats.kinds.has(kind)) stats.kinds.set(kind, {count: 0, statuses: new Map(), latencies: []})
  const entry = stats.kinds.get(kind)
  entry.count += 1
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1)
  entry.latencies.push(milliseconds)
}

const PAGES = ['/', '/es', '/fr/topics/heart', '/de/help/privacy', '/history', '/topics/sleep-activity/sleep', '/help']

async function step(visitor, client, {buildId, files}, stats) {
  const roll = Math.random()
  const started = performance.now()
  const took = () => performance.now() - started
  if (roll < 0.35) {
    const page = Math.random() < 0.4 ? `/chat/${visitor.conversation}` : pick(PAGES)
    const res = await client.get(page, visitor.cookie)
    record(stats, 'page', res.status, took())
  } else if (roll < 0.5) {
    const res = await client.get(pick([`/_app/data/${buildId}/en.json`, `/_app/data/${buildId}/en/topics/heart.json`, `/_app/data/${buildId}/fr/help/privacy.json`]))
    record(stats, 'data file', res.status, took())
  } else if (roll < 0.65) {
    const res = await client.get(pick(['/api/conversations', `/api/conversations/${visitor.conversation}/export?format=md`, '/api/health']), visitor.cookie)
    record(stats, 'api read', res.status, took())
  } else if (roll < 0.8) {
    const leave = Math.random() < 1 / 3
    const res = await client.answer(visitor.conversation, visitor.cookie, leave)
    record(stats, 'answer', res.status, res.firstEventMs ?? took())
    if (res.status === 200) {
      const outcome = res.left ? 'left' : res.lastEvent === 'done' ? 'done' : 'error'
      stats.answers[outcome] += 1
      if (outcome === 'error') stats.errorCodes.set(res.errorCode, (stats.errorCodes.get(res.errorCode) ?? 0) + 1)
    }
  } else if (roll < 0.95) {
    const file = pick(files)
    const res = await client.upload(visitor.cookie, file)
    record(stats, 'upload', res.status, took())
    if (res.status === 201) {
      // The visitor removes it again (the chip's ×), or unsent files would soon reach their limit.
      const id = /"id":"([^"]+)"/.exec(res.text)?.[1]
      const removedAt = performance.now()
      const removed = await client.remove(`/api/attachments/${id}`, visitor.cookie)
      record(stats, 'attachment removal', removed.status, performance.now() - removedAt)
    }
    const outcome = `${file.name}: ${res.status}${res.status === 201 ? '' : ` ${/"code":"([^"]+)"/.exec(res.text)?.[1] ?? ''}`}`
    stats.uploads.set(outcome, (stats.uploads.get(outcome) ?? 0) + 1)
  } else {
    const res = await client.get(`/nope-${Math.floor(Math.random() * 1000)}`)
    record(stats, 'unknown page', res.status, took())
  }
}

function checkPhase(stats) {
  for (const [kind, entry] of stats.kinds) {
    for (const [status, count] of entry.statuses) {
      if (!DOCUMENTED[kind].includes(status)) failures.push(`${stats.name}: ${count} ${kind} request(s) answered ${status}, which is not documented`)
      else if (status >= 500 && !(DOCUMENTED_5XX[kind] ?? []).includes(status)) failures.push(`${stats.name}: ${count} ${kind} request(s) answered ${status}`)
    }
  }
}

async function newVisitor(client, index) {
  const created = await client.json('POST', '/api/conversations', {locale: ['en', 'es', 'fr', 'de'][index % 4]})
  if (created.status !== 201) throw new Error(`POST /api/conversations answered ${created.status}: ${created.text.slice(0, 300)}`)
  const cookie = created.setCookie.split(';')[0]
  const visitor = {cookie, conversation: created.json.id}
  const first = await client.answer(visitor.conversation, cookie, false)
  if (first.status !== 200 || first.lastEvent !== 'done') throw new Error(`The first answer of visitor ${index} failed: ${first.status} ${first.lastEvent}`)
  return visitor
}

/** Upload bodies: valid text and a small PNG, and malformed ones Hale must refuse. */
async function uploadBodies() {
  const part = (disposition, data, boundary = 'soak') => `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${data}\r\n--${boundary}--\r\n`
  return [
    {name: 'text', body: part('form-data; name="file"; filename="notes.txt"', Buffer.from('Ferritin 30 µg/L\nHbA1c 6.1 %\n'.repeat(40), 'utf8').toString('latin1'))},
    {name: 'png', body: part('form-data; name="file"; filename="photo.png"', smallPng().toString('latin1'))},
    {name: 'html', body: part('form-data; name="file"; filename="notes.txt"', '<!-- x --><script>alert(1)</script>')},
    {name: 'cut', body: part('form-data; name="file"; filename="a.txt"', 'hello').slice(0, 60)},
    {name: 'no name', body: part('form-data; filename="a.txt"', 'hello')},
    {name: 'bad filename*', body: part("form-data; name=\"file\"; filename*=zz''%ZZ%", 'hello')},
    {name: 'binary', body: part('form-data; name="file"; filename="x.bin"', '\x00\x01\x02MZ')},
  ]
}

/** A 64×48 grey PNG, written by hand (no image library in the benchmark). */
function smallPng() {
  const width = 64
  const height = 48
  const crcTable = Array.from({length: 256}, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes) => {
    let c = ~0
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return ~c >>> 0
  }
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80)
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

// ---------------------------------------------------------------------------------------------
// HTTP

function makeClient(base, agent) {
  const origin = base.replace(/\/$/, '')
  const send = (method, pathname, {headers = {}, body} = {}) => new Promise((resolve) => {
    const req = request(`${origin}${pathname}`, {method, agent, headers: {...headers, ...(body === undefined ? {} : {'content-length': Buffer.byteLength(body, 'latin1')})}}, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({status: res.statusCode, text: Buffer.concat(chunks).toString('utf8'), setCookie: [res.headers['set-cookie'] ?? []].flat()[0] ?? ''}))
      res.on('error', () => resolve({status: 0, text: ''}))
    })
    req.on('error', (error) => resolve({status: 0, text: error.message}))
    req.end(body === undefined ? undefined : Buffer.from(body, 'latin1'))
  })
  return {
    get: (pathname, cookie) => send('GET', pathname, {headers: {'accept-encoding': 'gzip', ...(cookie ? {cookie} : {})}}),
    remove: (pathname, cookie) => send('DELETE', pathname, {headers: {cookie}}),
    async json(method, pathname, value, cookie) {
      const res = await send(method, pathname, {headers: {'content-type': 'application/json', ...(cookie ? {cookie} : {})}, body: Buffer.from(JSON.stringify(value)).toString('latin1')})
      try {
        res.json = JSON.parse(res.text)
      } catch {
        res.json = null
      }
      return res
    },
    upload: (cookie, file) => send('POST', '/api/attachments', {headers: {cookie, 'content-type': 'multipart/form-data; boundary=soak'}, body: file.body}),
    /** A question, its answer read as an event stream; `leave`: hang up after the first delta. */
    answer: (conversation, cookie, leave) => new Promise((resolve) => {
      const payload = JSON.stringify({content: pick(['What is a normal resting heart rate?', 'How much water should I drink?', '¿Qué es la ferritina?'])})
      const started = performance.now()
      const result = {status: 0, lastEvent: null, errorCode: null, left: false, firstEventMs: null}
      const req = request(`${origin}/api/conversations/${conversation}/messages`, {
        method: 'POST', agent,
        headers: {cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), accept: 'text/event-stream'},
      }, (res) => {
        result.status = res.statusCode
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (text) => {
          buffer += text
          let end
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const type = /^event: (.*)$/m.exec(block)?.[1]
            if (!type) continue
            result.firstEventMs ??= performance.now() - started
            result.lastEvent = type
            if (type === 'error') result.errorCode = /"code":"([^"]+)"/.exec(block)?.[1] ?? 'unknown'
            if (leave && type === 'delta') {
              result.left = true
              req.destroy()
              resolve(result)
              return
            }
          }
        })
        res.on('end', () => resolve(result))
        res.on('error', () => resolve(result))
        res.on('close', () => resolve(result))
      })
      req.on('error', () => resolve(result))
      req.end(payload)
    }),
  }
}

// ---------------------------------------------------------------------------------------------
// The model server, Hale, memory

/** An OpenAI-compatible streaming model server; `mode = 'failing'` answers 500 or hangs (before or after its headers). */
function startModelServer() {
  const open = new Set()
  const server = createServer((req, res) => {
    open.add(res)
    res.on('close', () => open.delete(res))
    req.resume()
    req.on('end', () => {
      if (model.mode === 'failing') {
        const roll = Math.random()
        if (roll < 0.5) {
          res.writeHead(500, {'content-type': 'application/json'}).end('{"error":{"message":"The model crashed"}}')
        } else if (roll < 0.75) {
          // Hang before the headers, until Hale gives up.
        } else {
          res.writeHead(200, {'content-type': 'text/event-stream'})
          res.flushHeaders()
        }
        return
      }
      void streamAnswer(res)
    })
  })
  const model = {
    mode: 'normal',
    url: '',
    close: () => new Promise((resolve) => {
      for (const res of open) res.destroy()
      server.close(() => resolve())
    }),
  }
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    model.url = `http://127.0.0.1:${server.address().port}/v1`
    resolve(model)
  }))
}

async function streamAnswer(res) {
  const event = (delta, finish = null) => `data: ${JSON.stringify({id: 'soak', object: 'chat.completion.chunk', created: 1700000000, model: 'soak-model', choices: [{index: 0, delta, finish_reason: finish}]})}\n\n`
  res.writeHead(200, {'content-type': 'text/event-stream'})
  res.write(event({role: 'assistant', content: ''}))
  for (let index = 0; index < 40; index++) {
    if (res.destroyed) return
    res.write(event({content: `word${index} `}))
    await sleep(5)
  }
  res.write(event({}, 'stop'))
  res.end('data: [DONE]\n\n')
}

function limitsOff() {
  const names = ['MESSAGES', 'CONVERSATIONS', 'UPLOADS', 'TRANSCRIPTIONS', 'SHARES', 'SHARE_VIEWS', 'SHARE_PHOTOS', 'VERIFICATIONS']
  return Object.fromEntries(names.flatMap((name) => [[`RATE_LIMIT_${name}`, 'off'], [`RATE_LIMIT_${name}_IP`, 'off']]))
}

function startHale(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', './bench/soak-probe.mjs', 'dist/server.js'], {cwd: root, env: {PATH: process.env.PATH, ...startEnvironment(), ...env}, stdio: ['ignore', 'pipe', 'pipe']})
    const server = {child, url: null, errors: [], probes: [], lastLines: []}
    const timer = setTimeout(() => reject(new Error(`Hale did not start in 20 s:\n${server.lastLines.join('\n')}`)), 20_000)
    const onLine = (line) => {
      server.lastLines = [...server.lastLines.slice(-20), line]
      let entry = null
      try {
        entry = JSON.parse(line)
      } catch {
        failures.push(`Hale wrote a line that is not JSON: ${line.slice(0, 200)}`)
        return
      }
      if (entry.soakProbe) server.probes.push(entry.soakProbe)
      if (entry.level === 'error') server.errors.push(line)
      if (!server.url && typeof entry.url === 'string') {
        server.url = entry.url
        clearTimeout(timer)
        resolve(server)
      }
    }
    readline.createInterface({input: child.stdout}).on('line', onLine)
    readline.createInterface({input: child.stderr}).on('line', onLine)
    child.on('exit', (code, signal) => {
      server.exited = true
      if (!server.url) reject(new Error(`Hale exited (${code ?? signal}) before listening:\n${server.lastLines.join('\n')}`))
      else if (!server.stopping) failures.push(`Hale exited during the soak (${code ?? signal})`)
    })
  })
}

/** Ends the probe's current measurement and returns it (the event loop's delay since the last cut). */
async function probeCut() {
  const before = hale.probes.length
  hale.child.kill('SIGUSR2')
  for (let waited = 0; hale.probes.length === before && waited < 5000; waited += 20) await sleep(20)
  return hale.probes[before] ?? null
}

function stopHale() {
  if (!hale || hale.exited) return Promise.resolve()
  hale.stopping = true
  return new Promise((resolve) => {
    const kill = setTimeout(() => hale.child.kill('SIGKILL'), 15_000)
    hale.child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    hale.child.kill('SIGTERM')
  })
}

/** Hale's resident memory (MiB) and its children's (the heavy jobs') private resident memory. */
function memory(pid) {
  const field = (status, name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024
  const own = field(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS')
  let children = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      if (field(status, 'PPid') * 1024 === pid) children += field(status, 'RssAnon')
    } catch {
      // gone
    }
  }
  return {own, children, total: own + children}
}

// ---------------------------------------------------------------------------------------------
// Output

function printPhase(stats) {
  console.log(`\n== ${stats.name}: ${stats.elapsed.toFixed(0)} s, ${CONNECTIONS} visitors` +
    (stats.eventLoop ? `; event loop delay p50 ${stats.eventLoop.p50} ms, p99 ${stats.eventLoop.p99} ms, max ${stats.eventLoop.max} ms` : ''))
  const rows = [['kind', 'requests', 'req/s', 'statuses', '5xx (undocumented)', 'undocumented', 'p50 ms', 'p99 ms']]
  for (const [kind, entry] of [...stats.kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const statuses = [...entry.statuses].sort(([a], [b]) => a - b)
    const failed = statuses.filter(([status]) => status >= 500 && !(DOCUMENTED_5XX[kind] ?? []).includes(status)).reduce((sum, [, count]) => sum + count, 0)
    const undocumented = statuses.filter(([status]) => !DOCUMENTED[kind].includes(status)).reduce((sum, [, count]) => sum + count, 0)
    const sorted = entry.latencies.sort((a, b) => a - b)
    const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
    rows.push([kind, String(entry.count), (entry.count / stats.elapsed).toFixed(0), statuses.map(([status, count]) => `${status}×${count}`).join(' '),
      String(failed), String(undocumented), at(0.5).toFixed(1), at(0.99).toFixed(1)])
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`)
  const codes = [...stats.errorCodes].map(([code, count]) => `${code}×${count}`).join(' ')
  console.log(`  uploads: ${[...stats.uploads].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, count]) => `${outcome} ×${count}`).join('; ')}`)
  console.log(`  answers: ${stats.answers.done} complete, ${stats.answers.left} left mid-answer by the visitor, ${stats.answers.error} ended with an error event${codes ? ` (${codes})` : ''}; answer latency is the time to the first event`)
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
  console.error(`\nSOAK FAILED: ${error.stack ?? error.message}`)
  await stopHale()
  process.exit(1)
}
