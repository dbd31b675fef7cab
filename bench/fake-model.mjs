/**
 * The benchmark's model server: a bare `node:http` server speaking the OpenAI-compatible
 * streaming chat completions protocol (`POST /v1/chat/completions`), as
 * test/support/fake-model-server.ts does for the tests (its `stream` behaviour: a role chunk,
 * one chunk per token, finish_reason `stop`, `data: [DONE]`), in plain JavaScript so that the
 * benchmark runs without a TypeScript loader. Tokens are written as fast as the client reads.
 *
 * What it answers depends on the last user message:
 * - a question of bench/chat-content.mjs → its answer, one token per word;
 * - `relayQuestion(n)` → n tokens `t0 `, `t1 `, …;
 * - anything else → `Hello, world!`.
 *
 * With FAKE_MODEL_TOKEN_MS=n it waits n ms before each token (a model's pace; bench/scale.mjs);
 * without it, tokens go as fast as the client reads.
 *
 *   node bench/fake-model.mjs     (env PORT, HOST, FAKE_MODEL_TOKEN_MS) prints one JSON line with "url" when it listens
 */
import {createServer} from 'node:http'
import {conversation, relayTokens} from './chat-content.mjs'

const TOKEN_MS = Number(process.env.FAKE_MODEL_TOKEN_MS ?? 0)
const answers = new Map(conversation.map(({question, answer}) => [question, answer.match(/\S+\s*|\s+/g)]))

const server = createServer((req, res) => {
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    // The model list Hale checks at start and in the background: the benchmarks' LLM_MODEL.
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({object: 'list', data: [{id: 'bench-model', object: 'model'}]}))
      return
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, {'content-type': 'application/json'}).end('{"error":{"message":"Not found"}}')
      return
    }
    let body
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      res.writeHead(400, {'content-type': 'application/json'}).end('{"error":{"message":"Expected JSON"}}')
      return
    }
    const question = body.messages?.findLast?.((message) => message.role === 'user')?.content ?? ''
    const count = relayTokens(question)
    const tokens = answers.get(question) ?? (count === null ? ['Hello', ', ', 'world', '!'] : Array.from({length: count}, (_, index) => `t${index} `))
    void stream(res, typeof body.model === 'string' ? body.model : 'fake-model', tokens)
  })
})

async function stream(res, model, tokens) {
  const event = (delta, finishReason = null) => `data: ${JSON.stringify({
    id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1700000000, model,
    choices: [{index: 0, delta, finish_reason: finishReason}],
  })}\n\n`
  res.writeHead(200, {'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache'})
  res.flushHeaders()
  res.write(event({role: 'assistant', content: ''}))
  for (const token of tokens) {
    if (TOKEN_MS > 0) await new Promise((resolve) => setTimeout(resolve, TOKEN_MS))
    if (res.destroyed) return
    // Backpressure: wait for a slow reader, as a real model server's socket would.
    if (!res.write(event({content: token}))) await new Promise((resolve) => {
      res.once('drain', resolve)
      res.once('close', resolve)
    })
  }
  res.write(event({}, 'stop'))
  res.end('data: [DONE]\n\n')
}

server.keepAliveTimeout = 5_000
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', resolve))
const address = server.address()
console.log(JSON.stringify({message: 'Fake model server is listening', url: `http://${address.address}:${address.port}/`}))

process.once('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
