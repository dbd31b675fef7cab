/**
 * The load client of bench/scale.mjs: one request read whole, one question with its answer read
 * as an event stream, and the fake hCaptcha siteverify the visitors' sessions are verified with.
 */
import {createServer, request} from 'node:http'

/** A request, its body read whole: {status, headers, text}; status 0 when the connection failed. */
export function send(origin, method, pathname, {agent, cookie, headers = {}, json} = {}) {
  return new Promise((resolve) => {
    const body = json === undefined ? undefined : JSON.stringify(json)
    const req = request(`${origin}${pathname}`, {
      method, agent,
      headers: {...headers, ...(cookie ? {cookie} : {}), ...(body === undefined ? {} : {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)})},
    }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({status: res.statusCode, headers: res.headers, text: res.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString('utf8')}))
      res.on('error', (error) => resolve({status: 0, headers: {}, text: error.message}))
    })
    req.on('error', (error) => resolve({status: 0, headers: {}, text: error.message}))
    req.end(body)
  })
}

/** A question, its answer read as an event stream to the end: the time to the first token and to `done`. */
export function streamAnswer(origin, agent, cookie, conversation, question) {
  return new Promise((resolve) => {
    const payload = JSON.stringify({content: question})
    const started = performance.now()
    const result = {status: 0, done: false, lastEvent: null, errorCode: null, firstTokenMs: null, endMs: null, text: ''}
    let settled = false
    const finish = () => {
      if (settled) return
      settled = true
      result.endMs = performance.now() - started
      resolve(result)
    }
    const req = request(`${origin}/api/conversations/${conversation}/messages`, {
      method: 'POST', agent,
      headers: {cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), accept: 'text/event-stream'},
    }, (res) => {
      result.status = res.statusCode
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (text) => {
        if (res.statusCode !== 200) {
          result.text += text
          return
        }
        buffer += text
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const type = /^event: (.*)$/m.exec(block)?.[1]
          if (!type) continue
          result.lastEvent = type
          if (type === 'delta') result.firstTokenMs ??= performance.now() - started
          if (type === 'error') result.errorCode = /"code":"([^"]+)"/.exec(block)?.[1] ?? 'unknown'
          if (type === 'done') result.done = result.firstTokenMs !== null
        }
      })
      res.on('end', finish)
      res.on('error', finish)
      res.on('close', finish)
    })
    req.on('error', (error) => {
      result.text = error.message
      finish()
    })
    req.end(payload)
  })
}

/** hCaptcha's siteverify, as test/support/fake-siteverify.ts answers in its `success` mode. */
export function startSiteverify() {
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200, {'content-type': 'application/json'})
      .end(JSON.stringify({success: true, challenge_ts: new Date().toISOString(), hostname: 'hale.test', credit: false})))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/siteverify`,
    close: () => new Promise((done) => {
      server.closeAllConnections()
      server.close(() => done())
    }),
  })))
}
