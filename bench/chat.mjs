/**
 * The conversation part of `npm run bench` (bench/README.md), called from bench/run.mjs:
 *
 * 1. `/chat/[id]` of a saved 20-message conversation (bench/chat-content.mjs), on Hale and on
 *    bench/chat-baseline.mjs (a bare node:http server streaming the same React tree, with the
 *    props Hale's data function returned once), without and with gzip.
 * 2. The streaming relay: time to first token and tokens/s through Hale
 *    (`POST /api/conversations/[id]/messages`), straight from the model server
 *    (bench/fake-model.mjs) and through the bare relay (bench/relay-baseline.mjs: the same
 *    commit before the model call, nothing else), in the same run, one request at a time.
 *
 * `startChatBench` starts the fake model server and makes a temporary DATA_DIR before Hale
 * starts (Hale reads both at start); `run` creates the conversation through Hale's API, starts
 * the baseline and measures; `printTargets` prints the verdicts. The folder is removed when the process exits.
 */
import http from 'node:http'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {performance} from 'node:perf_hooks'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {conversation, relayQuestion} from './chat-content.mjs'

const TARGET_CHAT_RATIO = 0.9
const TARGET_ADDED_TTFT_MS = 2
/** Next.js's `/chat/[id]` of the same conversation on the wire, gzipped (the target for Brotli). */
const TARGET_WIRE_BYTES = 10_800
/** Hale's CPU per `/chat/[id]` at most this many times the reference page's. */
const TARGET_REFERENCE_CPU_RATIO = 1.6
/** A 400-message conversation's page at most this many times the CPU of the 20-message one's. */
const TARGET_LONG_CPU_RATIO = 2
const RELAY_REQUESTS = Number(process.env.BENCH_RELAY_REQUESTS ?? 50)
/**
 * Warm-up answers each way before the measured ones, as the page loads warm up for 2 s: with 5,
 * V8 had not yet optimised Hale's path of an answer, and the same build measured 0.3–0.9 ms
 * more added time than after 55 (bench/README.md).
 */
const RELAY_WARMUP = Number(process.env.BENCH_RELAY_WARMUP ?? 50)
const RELAY_TOKENS = Number(process.env.BENCH_RELAY_TOKENS ?? 200)
const GZIP = {'accept-encoding': 'gzip'}
const BROTLI = {'accept-encoding': 'br'}
/** The variants measured: no compression, gzip, Brotli (the request header of each). */
const VARIANTS = [['plain', {}, ''], ['gzip', GZIP, ' (gzip)'], ['br', BROTLI, ' (Brotli)']]

/**
 * @param {{startServer: (name: string, args: string[], env: object, options?: {pin?: boolean}) => Promise<{url: string}>}} deps
 *   run.mjs's `startServer`: the children it starts are stopped with the others.
 */
export async function startChatBench({startServer}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hale-bench-data-'))
  // run.mjs stops Hale before it exits, on success, failure or Ctrl-C.
  process.once('exit', () => rmSync(dataDir, {recursive: true, force: true}))
  const model = await startServer('fake model server', ['bench/fake-model.mjs'], {...process.env, PORT: '0', HOST: '127.0.0.1'})
  // No message limits: the long conversation is 200 questions from one session.
  const env = {DATA_DIR: dataDir, LLM_BASE_URL: `${model.url}v1`, LLM_MODEL: 'bench-model', RATE_LIMIT_MESSAGES: 'off', RATE_LIMIT_MESSAGES_IP: 'off'}
  const results = {}

  return {
    /** Hale's extra environment: its DATA_DIR and model server. */
    env,

    /**
     * Everything measured, in order. Returns the table rows (run.mjs's `pairedRows`).
     * @param {{hale: {url: string}, env: object, comparePaired: Function, pairedRows: Function, measure: Function}} options
     *   run.mjs's paired comparison, its table rows and its single measurement
     */
    async run({hale, env: baseEnv, comparePaired, pairedRows, measure}) {
      const saved = await createConversation(hale.url)
      const props = await pageProps(hale.url, saved)
      const propsFile = path.join(dataDir, 'chat-props.json')
      writeFileSync(propsFile, JSON.stringify(props))
      const baseline = await startServer('chat baseline', ['bench/chat-baseline.mjs'], {
        ...baseEnv, ...env, BASELINE_PAGE_ID: 'chat/[id]', BASELINE_PARAMS: JSON.stringify({id: saved.id}),
        BASELINE_AS_PATH: `/chat/${saved.id}`, BASELINE_PROPS_FILE: propsFile,
      }, {pin: true})
      const haleChat = `${hale.url}chat/${saved.id}`
      const baselineChat = `${baseline.url}chat/${saved.id}`
      await checkSameDocument(haleChat, baselineChat, saved.cookie)

      console.log(`\n/chat/[id]: ${conversation.length * 2} saved messages, answers of ${answerSizes()}, Hale at ${haleChat}\n`)
      const runs = {}
      for (const [variant, headers, label] of VARIANTS) {
        runs[variant] = await comparePaired(`/chat/[id]${label}`, haleChat, baselineChat, {headers: {cookie: saved.cookie, ...headers}})
      }
      results.chat = runs
      results.wire = await wireSizes(haleChat, saved.cookie)

      // A conversation of 400 messages (the 10 questions asked 20 times): its page shows the latest
      // window, so it should cost about what the 20-message page costs.
      const long = await createConversation(hale.url, Array.from({length: 20}, () => conversation).flat())
      console.log(`\n/chat/[id] of 20 and of 400 saved messages, Hale alone\n`)
      const short = await measure('Hale /chat/[id] (20 messages)', haleChat, {headers: {cookie: saved.cookie}})
      const longRun = await measure('Hale /chat/[id] (400 messages)', `${hale.url}chat/${long.id}`, {headers: {cookie: long.cookie}})
      results.long = {short, long: longRun}

      // The floor: the same conversation, pre-rendered, in a minimal document (bench/reference-page.mjs).
      const reference = await startServer('reference page', ['bench/reference-page.mjs'], {...baseEnv, ...env, PORT: '0', HOST: '127.0.0.1', REFERENCE_PROPS_FILE: propsFile}, {pin: true})
      console.log(`
/chat/[id] against the reference page (the same conversation pre-rendered in a minimal document, bare node:http)
`)
      results.reference = await comparePaired('/chat/[id] vs reference', haleChat, reference.url, {headers: {cookie: saved.cookie}})

      const bare = await startServer('relay baseline', ['bench/relay-baseline.mjs'], {
        ...baseEnv, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LLM_BASE_URL: env.LLM_BASE_URL, LLM_MODEL: env.LLM_MODEL,
      }, {pin: true})
      console.log(`\nRelay: ${RELAY_REQUESTS} requests of ${RELAY_TOKENS} tokens each way, one at a time, alternating (after ${RELAY_WARMUP} warm-up requests each)`)
      results.relay = await measureRelay(hale.url, saved.cookie, env.LLM_BASE_URL, bare.url)

      return [
        ...VARIANTS.flatMap(([variant, , label]) => pairedRows(`/chat/[id]${label}`, runs[variant])),
        results.long.short, results.long.long, ...pairedRows('/chat/[id] vs reference', results.reference),
      ]
    },

    /** The `/chat/[id]` verdicts, then the relay's table and verdict. */
    printTargets(printVerdict) {
      if (results.chat) {
        for (const [variant, label] of [['plain', 'uncompressed'], ['gzip', 'with gzip   '], ['br', 'with Brotli ']]) {
          printVerdict(`Hale /chat/[id] ${label}`, results.chat[variant], TARGET_CHAT_RATIO)
        }
        const cpu = (side) => median(results.reference.pairs.map((pair) => pair[side].cpu))
        const referenceRatio = cpu('hale') / cpu('baseline')
        console.log(`  Hale /chat/[id] CPU per page: ${cpu('hale').toFixed(2)} ms, the reference page's ${cpu('baseline').toFixed(2)} ms: ` +
          `${referenceRatio.toFixed(2)}× (target ≤ ${TARGET_REFERENCE_CPU_RATIO}×)  ${referenceRatio <= TARGET_REFERENCE_CPU_RATIO ? 'PASS' : 'MISS'}`)
        const longRatio = results.long.long.cpu / results.long.short.cpu
        console.log(`  /chat/[id] of 400 messages: ${results.long.long.cpu.toFixed(2)} ms CPU per page, ${longRatio.toFixed(2)}× the 20-message page's ` +
          `(target ≤ ${TARGET_LONG_CPU_RATIO}×)  ${longRatio <= TARGET_LONG_CPU_RATIO ? 'PASS' : 'MISS'}`)
        const {plain, gzip, br} = results.wire
        console.log(`  /chat/[id] on the wire: ${plain} bytes uncompressed, ${gzip} with gzip, ${br} with Brotli ` +
          `(target ≤ ${TARGET_WIRE_BYTES} bytes: ${br <= TARGET_WIRE_BYTES ? 'PASS' : 'MISS'})`)
      }
      if (results.relay) {
        const {hale, direct, bare} = results.relay
        const added = hale.ttft.p50 - direct.ttft.p50
        console.log(`  Relay: ${added.toFixed(2)} ms added to the time to first token at p50 (target < ${TARGET_ADDED_TTFT_MS} ms)  ${added < TARGET_ADDED_TTFT_MS ? 'PASS' : 'MISS'}`)
        console.log(`    [the bare relay, the same commit before the model call and nothing else, added ${(bare.ttft.p50 - direct.ttft.p50).toFixed(2)} ms; ` +
          `Hale ${(hale.ttft.p50 - bare.ttft.p50).toFixed(2)} ms more]`)
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------

/** A session, one conversation and its questions (by default the 10) through Hale's API; the fake model answers each. */
export async function createConversation(haleUrl, turns = conversation) {
  const created = await request(`${haleUrl}api/conversations`, {method: 'POST', body: {locale: 'en'}})
  if (created.status !== 201) throw new Error(`POST /api/conversations answered ${created.status}: ${created.text.slice(0, 300)}`)
  const cookie = /^(hale_session=[^;]+)/.exec(created.headers['set-cookie']?.[0] ?? '')?.[1]
  if (!cookie) throw new Error('POST /api/conversations set no hale_session cookie')
  const {id} = JSON.parse(created.text)

  for (const {question, answer} of turns) {
    const sent = await request(`${haleUrl}api/conversations/${id}/messages`, {method: 'POST', body: {content: question}, cookie})
    const done = parseEvents(sent.text).find((event) => event.event === 'done')
    if (sent.status !== 200 || !done) throw new Error(`Sending a question answered ${sent.status} without a done event: ${sent.text.slice(0, 300)}`)
    const saved = JSON.parse(done.data)
    if (saved.content !== answer || saved.status !== 'complete') {
      throw new Error(`The saved answer is not the fake model's answer (status ${saved.status}, ${saved.content.length} vs ${answer.length} characters)`)
    }
  }
  return {id, cookie}
}

/** What `getServerSideProps` of `/chat/[id]` returns, through the page's data file. */
async function pageProps(haleUrl, {id, cookie}) {
  const page = await request(`${haleUrl}chat/${id}`, {cookie})
  const buildId = /"buildId":"([^"]+)"/.exec(page.text)?.[1]
  if (page.status !== 200 || !buildId) throw new Error(`Hale /chat/${id} answered ${page.status} (build id ${buildId})`)
  const data = await request(`${haleUrl}_app/data/${buildId}/en/chat/${id}.json`, {cookie})
  if (data.status !== 200) throw new Error(`Hale's data file of /chat/${id} answered ${data.status}`)
  const {props} = JSON.parse(data.text)
  if (props?.messages?.length !== conversation.length * 2) throw new Error(`Expected ${conversation.length * 2} messages in the props, got ${props?.messages?.length}`)
  return props
}

/** Hale and the baseline send the same page (nonce aside), with and without gzip; without the cookie Hale answers 404. */
async function checkSameDocument(haleUrl, baselineUrl, cookie) {
  const withoutNonce = (html) => html.replace(/nonce="[^"]*"/g, 'nonce=""')
  const hale = await request(haleUrl, {cookie})
  const baseline = await request(baselineUrl, {cookie})
  if (hale.status !== 200 || baseline.status !== 200) throw new Error(`/chat/[id] answered ${hale.status} (Hale) and ${baseline.status} (baseline)`)
  const a = withoutNonce(hale.text)
  const b = withoutNonce(baseline.text)
  if (a !== b) {
    let i = 0
    while (i < a.length && a[i] === b[i]) i++
    throw new Error(`Hale /chat/[id] and the chat baseline differ (${a.length} vs ${b.length} chars) at ${i}:\n` +
      `  Hale:     …${a.slice(Math.max(0, i - 80), i + 120)}\n  baseline: …${b.slice(Math.max(0, i - 80), i + 120)}`)
  }
  for (const answer of conversation.map((turn) => turn.answer)) {
    const heading = /^## (.+)$/m.exec(answer)[1]
    if (!a.includes(`<h2>${heading.replaceAll('&', '&amp;')}</h2>`)) throw new Error(`Hale /chat/[id] does not show the rendered answer "${heading}"`)
  }
  for (const [name, url] of [['Hale', haleUrl], ['baseline', baselineUrl]]) {
    for (const [variant, headers] of VARIANTS.slice(1)) {
      const compressed = await request(url, {cookie, headers})
      if (compressed.status !== 200 || compressed.headers['content-encoding'] !== variant) throw new Error(`${name} /chat/[id] with ${variant}: ${compressed.status}, Content-Encoding ${compressed.headers['content-encoding']}`)
      if (withoutNonce(compressed.text) !== a) throw new Error(`${name} /chat/[id] with ${variant} does not decode to the same document`)
    }
  }
  const stranger = await request(haleUrl)
  if (stranger.status !== 404) throw new Error(`Hale /chat/[id] without the session cookie answered ${stranger.status}, expected 404`)
  console.log(`Checked: Hale /chat/[id] and the chat baseline send the same document (${hale.text.length} bytes, nonce aside), both also gzipped and in Brotli; 404 without the cookie.`)
}

/** The bytes Hale sends for `/chat/[id]` uncompressed, gzipped and in Brotli (the body as sent). */
async function wireSizes(url, cookie) {
  const sizes = {}
  for (const [variant, headers] of VARIANTS) {
    const answer = await request(url, {cookie, headers})
    if (answer.status !== 200) throw new Error(`Hale /chat/[id] (${variant}) answered ${answer.status}`)
    sizes[variant] = answer.bytes
  }
  return sizes
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2
}

function answerSizes() {
  const sizes = conversation.map((turn) => Buffer.byteLength(turn.answer))
  return `${(Math.min(...sizes) / 1000).toFixed(1)}–${(Math.max(...sizes) / 1000).toFixed(1)} KB`
}

// ---------------------------------------------------------------------------------------------
// The relay

/**
 * RELAY_REQUESTS answers of RELAY_TOKENS tokens through Hale (each in a new conversation, so the
 * history stays the same), as many straight from the fake model server and, with `bareUrl`, as
 * many through the bare relay (bench/relay-baseline.mjs, a new conversation each too), in turn.
 */
export async function measureRelay(haleUrl, cookie, modelBaseUrl, bareUrl) {
  const agent = new http.Agent({keepAlive: true, maxSockets: 1})
  const question = relayQuestion(RELAY_TOKENS)
  // About the size of Hale's request to the model (its system prompt is about 4.5 KB).
  const directBody = {
    model: 'bench-model', stream: true, max_tokens: 2048,
    messages: [{role: 'system', content: 'You give general health information. '.repeat(120)}, {role: 'user', content: question}],
  }

  const throughHale = async () => {
    const created = await request(`${haleUrl}api/conversations`, {method: 'POST', body: {locale: 'en'}, cookie, agent})
    if (created.status !== 201) throw new Error(`POST /api/conversations answered ${created.status}`)
    const {id} = JSON.parse(created.text)
    return timeStream(`${haleUrl}api/conversations/${id}/messages`, {body: {content: question}, cookie, agent}, (event) => event.event === 'delta')
  }
  const direct = () => timeStream(`${modelBaseUrl}/chat/completions`, {body: directBody, agent}, (event) => {
    if (event.data === '[DONE]') return false
    return JSON.parse(event.data).choices?.[0]?.delta?.content ? true : false
  })
  const bareAgent = new http.Agent({keepAlive: true, maxSockets: 1})
  const throughBare = async () => {
    const created = await request(`${bareUrl}api/conversations`, {method: 'POST', body: {}, agent: bareAgent})
    if (created.status !== 201) throw new Error(`The bare relay's POST /api/conversations answered ${created.status}`)
    const {id} = JSON.parse(created.text)
    return timeStream(`${bareUrl}api/conversations/${id}/messages`, {body: {content: question}, agent: bareAgent}, (event) => event.event === 'delta')
  }

  const samples = {hale: [], direct: [], bare: []}
  for (let index = 0; index < RELAY_WARMUP + RELAY_REQUESTS; index++) {
    const d = await direct()
    const h = await throughHale()
    const b = bareUrl ? await throughBare() : null
    for (const [name, sample] of [['direct', d], ['hale', h], ['bare', b]]) {
      if (sample === null) continue
      if (sample.status !== 200 || sample.tokens !== RELAY_TOKENS) {
        throw new Error(`Relay (${name}): status ${sample.status}, ${sample.tokens} tokens, expected 200 and ${RELAY_TOKENS}`)
      }
      if (index >= RELAY_WARMUP) samples[name].push(sample)
    }
  }
  agent.destroy()
  bareAgent.destroy()

  const summary = (list) => ({
    ttft: {p50: percentile(list.map((s) => s.ttft), 50), p99: percentile(list.map((s) => s.ttft), 99)},
    total: {p50: percentile(list.map((s) => s.total), 50)},
    rate: percentile(list.map((s) => (s.tokens - 1) / ((s.last - s.ttft) / 1000)), 50),
  })
  const result = {hale: summary(samples.hale), direct: summary(samples.direct), bare: bareUrl ? summary(samples.bare) : null}
  const line = (name, s) => `  ${name.padEnd(28)} TTFT p50 ${s.ttft.p50.toFixed(2).padStart(6)} ms  p99 ${s.ttft.p99.toFixed(2).padStart(6)} ms  ` +
    `all ${RELAY_TOKENS} tokens p50 ${s.total.p50.toFixed(2).padStart(6)} ms  ${formatRate(s.rate)} tokens/s`
  console.log(line('straight from the model', result.direct))
  console.log(line('through Hale', result.hale))
  if (result.bare) console.log(line('through the bare relay', result.bare))
  const added = (name, s) => console.log(`  added by ${name} at p50: ${(s.ttft.p50 - result.direct.ttft.p50).toFixed(2)} ms to the first token, ` +
    `${(s.total.p50 - result.direct.total.p50).toFixed(2)} ms to the last`)
  added('Hale', result.hale)
  if (result.bare) added('the bare relay', result.bare)
  return result
}

function formatRate(rate) {
  return Number.isFinite(rate) ? Math.round(rate).toLocaleString('en').padStart(9) : '        -'
}

/**
 * POST `body` as JSON and read the event stream: ms from the start of the request to the first
 * event that `isToken` accepts (`ttft`), to the last one (`last`) and to the end (`total`).
 */
function timeStream(url, {body, cookie, agent}, isToken) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body)
    const started = performance.now()
    const req = http.request(url, {
      method: 'POST', agent,
      headers: {'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), accept: 'text/event-stream', ...(cookie ? {cookie} : {})},
    }, (res) => {
      res.setEncoding('utf8')
      let buffer = ''
      let tokens = 0
      let ttft = NaN
      let last = NaN
      res.on('data', (chunk) => {
        const now = performance.now() - started
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const [event] = parseEvents(block + '\n\n')
          if (event && isToken(event)) {
            tokens++
            if (tokens === 1) ttft = now
            last = now
          }
        }
      })
      res.on('end', () => resolve({status: res.statusCode, tokens, ttft, last, total: performance.now() - started}))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(payload)
  })
}

/** Server-sent events in `text` (LF line endings): [{event, data}]. */
function parseEvents(text) {
  const events = []
  for (const block of text.split('\n\n')) {
    let event = 'message'
    const data = []
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5))
    }
    if (data.length > 0) events.push({event, data: data.join('\n')})
  }
  return events
}

/** A small HTTP client: status, headers, body as text (decoded when gzip or Brotli) and its size as sent. */
function request(url, {method = 'GET', body, cookie, headers = {}, agent} = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? null : JSON.stringify(body)
    const req = http.request(url, {
      method, agent,
      headers: {
        ...headers,
        ...(cookie ? {cookie} : {}),
        ...(payload === null ? {} : {'content-type': 'application/json', 'content-length': Buffer.byteLength(payload)}),
      },
    }, async (res) => {
      const chunks = []
      try {
        for await (const chunk of res) chunks.push(chunk)
        const sent = Buffer.concat(chunks)
        const coding = res.headers['content-encoding']
        const buffer = coding === 'gzip' ? gunzipSync(sent) : coding === 'br' ? brotliDecompressSync(sent) : sent
        resolve({status: res.statusCode, headers: res.headers, text: buffer.toString('utf8'), bytes: sent.length})
      } catch (error) {
        reject(error)
      }
    })
    req.on('error', reject)
    req.end(payload ?? undefined)
  })
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
