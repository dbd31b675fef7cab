/**
 * Server-sent events to the browser. Never held back: `no-transform` in `Cache-Control` keeps
 * compression away, and every write respects backpressure (a slow reader pauses us instead of
 * filling memory). Comment heartbeats keep proxies from closing a quiet stream.
 */
import type {Response} from 'express'
import {NO_STORE} from '../framework/http/respond'

export interface EventStream {
  /** Send one event; resolves when the client has taken it (or has gone). */
  send(event: string, data: unknown): Promise<void>
  /** True once the client has gone or the stream was ended. */
  readonly closed: boolean
  end(): void
}

/** The default `STREAM_HEARTBEAT_MS`. */
export const HEARTBEAT_MS = 15_000

/** A comment line: ignored by every event-stream parser, but traffic for proxies. */
export const HEARTBEAT = ': keep-alive\n\n'

/**
 * Start the event stream on `res`. The headers go out with the first event, in the same write
 * (one system call, one wake-up of the visitor's side, where `flushHeaders` made two): send one
 * at once, as the relay does, or the first heartbeat sends them.
 */
export function openEventStream(res: Response, heartbeatMs = HEARTBEAT_MS): EventStream {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    // Private like every API answer, and `no-transform`: compression leaves the stream alone.
    'Cache-Control': `${NO_STORE}, no-transform`,
    'X-Accel-Buffering': 'no',
  })
  let lastWrite = Date.now()
  let closed = false
  /** Resolves the writes waiting for 'drain'; one listener pair for the whole stream. */
  let waiting: Array<() => void> = []
  const release = () => {
    const waiters = waiting
    waiting = []
    for (const resolve of waiters) resolve()
  }
  res.on('drain', release)
  res.once('close', () => {
    closed = true
    clearInterval(heartbeat)
    res.off('drain', release)
    release()
  })

  async function write(chunk: string): Promise<void> {
    if (closed || res.writableEnded) return
    lastWrite = Date.now()
    if (!res.write(chunk) && !closed) {
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
  }

  const heartbeat = setInterval(() => {
    if (Date.now() - lastWrite >= heartbeatMs) void write(HEARTBEAT)
  }, Math.max(10, Math.floor(heartbeatMs / 2)))
  heartbeat.unref()

  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    get closed() {
      return closed || res.writableEnded
    },
    end() {
      clearInterval(heartbeat)
      if (!res.writableEnded) res.end()
    },
  }
}
