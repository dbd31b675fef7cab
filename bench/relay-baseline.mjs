/**
 * The relay benchmark's floor: the least any relay does that keeps the visitor's message on disk
 * before it calls the model server, as the conversations issue asks of Hale. A bare `node:http`
 * server in front of the same fake model server:
 *
 * - `POST /api/conversations` inserts a conversation and answers `201 {"id"}`;
 * - `POST /api/conversations/<id>/messages` `{"content"}` commits the question and the answer's
 *   empty row in one SQLite transaction (WAL, `synchronous=FULL`: one `fsync`), then sends the
 *   model server a request of Hale's size (a 4.5 KB system prompt), answers `text/event-stream`
 *   with a `user` event and one `delta` event per chunk with content, and at `[DONE]` saves the
 *   answer (another commit) and sends `done`.
 *
 * No Express, session, limits, red-flag check, attachments or timeouts: the difference between
 * Hale and this server is Hale's own work, and the difference between this server and the model
 * server alone is the extra HTTP hop and the wait for the disk, which no relay that saves first
 * can avoid. bench/chat.mjs measures all three in the same run.
 *
 *   node bench/relay-baseline.mjs   (env PORT, HOST, DATA_DIR, LLM_BASE_URL, LLM_MODEL) prints one
 *                                   JSON line with "url" when it listens
 */
import {randomBytes} from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'

const db = new Database(path.join(required('DATA_DIR'), 'relay-baseline.sqlite'))
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.exec(`
  CREATE TABLE IF NOT EXISTS conversations (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS messages (
    id TEXT PRIMARY KEY, conversation_id TEXT NOT NULL REFERENCES conversations (id), role TEXT NOT NULL,
    content TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL
  );
`)
const insertConversation = db.prepare('INSERT INTO conversations (id, created_at) VALUES (?, ?)')
const findConversation = db.prepare('SELECT id FROM conversations WHERE id = ?')
const insertMessage = db.prepare('INSERT INTO messages (id, conversation_id, role, content, status, created_at) VALUES (?, ?, ?, ?, ?, ?)')
const finishMessage = db.prepare('UPDATE messages SET content = ?, status = ? WHERE id = ?')

/** The question and the answer's empty row, in one commit; null for an unknown conversation. */
const saveQuestion = db.transaction((conversationId, content) => {
  if (!findConversation.get(conversationId)) return null
  const now = Date.now()
  const question = {id: newId(), conversationId, role: 'user', content, status: 'complete', createdAt: now}
  insertMessage.run(question.id, conversationId, 'user', content, 'complete', now)
  const answerId = newId()
  insertMessage.run(answerId, conversationId, 'assistant', '', 'streaming', now)
  return {question, answerId}
})

const upstream = new URL(`${required('LLM_BASE_URL').replace(/\/+$/, '')}/chat/completions`)
const agent = new http.Agent({keepAlive: true})
const model = process.env.LLM_MODEL || 'bench-model'
const systemPrompt = 'You give general health information. '.repeat(120)

const server = http.createServer((req, res) => {
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    const messages = /^\/api\/conversations\/([A-Za-z0-9_-]+)\/messages$/.exec(req.url ?? '')
    if (req.method === 'POST' && req.url === '/api/conversations') {
      const id = newId()
      insertConversation.run(id, Date.now())
      json(res, 201, {id})
    } else if (req.method === 'POST' && messages) {
      let content
      try {
        content = JSON.parse(Buffer.concat(chunks).toString('utf8')).content
      } catch {
        content = undefined
      }
      if (typeof content !== 'string' || content === '') return json(res, 400, {error: 'Expected {"content"}'})
      const saved = saveQuestion(messages[1], content)
      if (!saved) return json(res, 404, {error: 'No such conversation'})
      relay(res, saved, content)
    } else {
      json(res, 404, {error: 'Not found'})
    }
  })
})

/** Call the model server and pass its tokens on as `delta` events. */
function relay(res, {question, answerId}, content) {
  const body = JSON.stringify({model, stream: true, max_tokens: 2048, messages: [{role: 'system', content: systemPrompt}, {role: 'user', content}]})
  const request = http.request(upstream, {
    method: 'POST', agent, headers: {'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body)},
  }, (response) => {
    if (response.statusCode !== 200) {
      response.resume()
      return json(res, 502, {error: `The model server answered ${response.statusCode}`})
    }
    res.writeHead(200, {'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store'})
    send(res, 'user', question)
    let buffer = ''
    let text = ''
    response.setEncoding('utf8')
    response.on('data', (chunk) => {
      buffer += chunk
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const data = buffer.slice(0, end).replace(/^data: ?/, '')
        buffer = buffer.slice(end + 2)
        if (data === '[DONE]') {
          finishMessage.run(text, 'complete', answerId)
          send(res, 'done', {id: answerId, content: text, status: 'complete'})
          res.end()
          return
        }
        const delta = JSON.parse(data).choices?.[0]?.delta?.content
        if (delta) {
          text += delta
          send(res, 'delta', {text: delta})
        }
      }
    })
  })
  request.on('error', (error) => {
    if (!res.headersSent) json(res, 502, {error: error.message})
    else res.destroy()
  })
  request.end(body)
}

function send(res, event, data) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

function json(res, status, value) {
  res.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify(value))
}

function newId() {
  return randomBytes(16).toString('base64url')
}

function required(name) {
  const value = process.env[name]
  if (!value) throw new Error(`Expected the environment variable ${name}`)
  return value
}

server.keepAliveTimeout = 5_000
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', resolve))
const address = server.address()
console.log(JSON.stringify({message: 'Relay baseline is listening', url: `http://${address.address}:${address.port}/`}))

process.once('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
