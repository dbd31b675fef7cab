/**
 * One POST to the model server whose response is read piece by piece, over `node:http(s)` with
 * keep-alive connections. Not `fetch`: undici's fetch took several times longer from the request
 * to the response's headers (bench/README.md, "Measures kept"), and a body cancelled after
 * `[DONE]` closed the connection, so every answer opened a new one.
 *
 * The caller sets the pace: at most `READ_AHEAD` bytes wait in memory for the next `read()`; past
 * that, the response is paused and the rest stays in the socket's buffers (backpressure reaches
 * the model server). `signal` aborts the request at once.
 */
import http from 'node:http'
import https from 'node:https'
import {urlToHttpOptions} from 'node:url'

export interface PostResponse {
  readonly status: number
  /** A response header (lower-case `name`), or null. */
  header(name: string): string | null
  /** The next piece of the body, `{done: true}` at its end; rejects when the connection breaks. */
  read(): Promise<{done: true; value?: undefined} | {done: false; value: Uint8Array}>
  /**
   * Done with the response. `reuse`: the answer is complete, so the rest of the body (at most a
   * chunked-encoding trailer, normally) is drained and the connection kept for the next request.
   * Otherwise, or when draining takes longer than `DRAIN_MS`, the connection is closed.
   */
  release(reuse: boolean): void
}

/** Idle connections are kept this long, or less when the server's `Keep-Alive` hint says so. */
const IDLE_MS = 4_000
/** The longest wait for the end of a body after the answer's end was read. */
const DRAIN_MS = 1_000
/** Bytes read ahead of the consumer before the response is paused. */
const READ_AHEAD = 16 * 1024

const agents = {
  'http:': new http.Agent({keepAlive: true, timeout: IDLE_MS, scheduling: 'lifo'}),
  'https:': new https.Agent({keepAlive: true, timeout: IDLE_MS, scheduling: 'lifo'}),
}

/**
 * POST `body` to `url` and resolve with the response once its headers arrived. Rejects with the
 * socket's error (`code` ECONNREFUSED, ECONNRESET, ENOTFOUND…) or, when `signal` aborts, with an
 * AbortError. A connection kept from an earlier request that turns out closed by the server
 * (reset before any response) is retried once on a new connection, as Node's docs advise.
 */
export function postForStream(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<PostResponse> {
  if (signal.aborted) return Promise.reject(abortError(signal))
  const {client, agent, options} = targetOf(url)
  const length = String(Buffer.byteLength(body))
  return new Promise((resolve, reject) => {
    // The abort reaches the request in flight (a retry's, after a reset) through one listener,
    // removed when that request closes.
    let current: http.ClientRequest | null = null
    const onAbort = () => current?.destroy(abortError(signal))
    signal.addEventListener('abort', onAbort, {once: true})
    const attempt = (retry: boolean) => {
      const req = client.request({...options, method: 'POST', agent, headers: {...headers, 'content-length': length}}, (res) => resolve(pullResponse(req, res)))
      current = req
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (retry && req.reusedSocket && !signal.aborted && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) attempt(false)
        else reject(error)
      })
      req.once('close', () => {
        if (current === req) signal.removeEventListener('abort', onAbort)
      })
      req.end(body)
    }
    attempt(true)
  })
}

/** What `signal` aborting rejects with (as Node's own, with the reason as `cause`). */
function abortError(signal: AbortSignal): Error {
  return Object.assign(new Error('The operation was aborted', {cause: signal.reason}), {name: 'AbortError', code: 'ABORT_ERR'})
}

interface Target {
  client: typeof http | typeof https
  agent: http.Agent
  options: http.RequestOptions
}

/** Parsed request targets by URL: a model server's one or two, parsed once (a bounded few). */
const targets = new Map<string, Target>()

function targetOf(url: string): Target {
  let target = targets.get(url)
  if (target) return target
  const parsed = new URL(url)
  const protocol = parsed.protocol === 'https:' ? 'https:' : 'http:'
  target = {client: protocol === 'https:' ? https : http, agent: agents[protocol], options: urlToHttpOptions(parsed)}
  if (targets.size < 8) targets.set(url, target)
  return target
}

function pullResponse(req: http.ClientRequest, res: http.IncomingMessage): PostResponse {
  const queue: Buffer[] = []
  let queued = 0
  let ended = false
  let failure: Error | null = null
  let wake: (() => void) | null = null
  let released = false
  const notify = () => {
    const resume = wake
    wake = null
    resume?.()
  }
  res.on('data', (chunk: Buffer) => {
    if (released) return
    queue.push(chunk)
    queued += chunk.length
    if (queued >= READ_AHEAD) res.pause()
    notify()
  })
  res.on('end', () => {
    ended = true
    notify()
  })
  res.on('error', (error) => {
    failure ??= error
    notify()
  })
  res.on('close', () => {
    // Closed before its end without an 'error' (e.g. the connection was cut between chunks).
    if (!ended) failure ??= Object.assign(new Error('The connection closed before the end of the response'), {code: 'ECONNRESET'})
    notify()
  })

  return {
    status: res.statusCode ?? 0,
    header(name) {
      const value = res.headers[name]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
    async read() {
      for (;;) {
        const chunk = queue.shift()
        if (chunk) {
          queued -= chunk.length
          if (queued < READ_AHEAD && res.isPaused()) res.resume()
          return {done: false, value: chunk}
        }
        if (failure) throw failure
        if (ended) return {done: true}
        await new Promise<void>((resume) => { wake = resume })
      }
    },
    release(reuse) {
      if (released) return
      released = true
      queue.length = 0
      queued = 0
      if (!reuse || failure) {
        req.destroy()
        return
      }
      if (ended) return
      // Drain what is left so that the connection can serve the next request.
      const timer = setTimeout(() => req.destroy(), DRAIN_MS)
      timer.unref()
      res.once('end', () => clearTimeout(timer))
      res.once('close', () => clearTimeout(timer))
      res.resume()
    },
  }
}
