/**
 * Server-sent events to the browser. Never held back: `Cache-Control: no-cache, no-transform`
 * keeps compression away, and every write respects backpressure (a slow reader pauses us
 * instead of filling memory). Comment heartbeats keep proxies from closing a quiet stream.
 */
import {once} from 'node:events'
import type {Response} from 'express'

export interface EventStream {
  /** Send one event; resolves when the client has taken it (or has gone). */
  send(event: string, data: unknown): Promise<void>
  /** True once the client has gone or the stream was ended. */
  readonly closed: boolean
  end(): void
}

export const HEARTBEAT_MS = 15_000

export function openEventStream(res: Response, heartbeatMs = HEARTBEAT_MS): EventStream {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  })
  res.flushHeaders()
  let lastWrite = Date.now()
  let closed = false
  res.once('close', () => {
    closed = true
    clearInterval(heartbeat)
  })

  async function write(chunk: string): Promise<void> {
    if (closed || res.writableEnded) return
    lastWrite = Date.now()
    if (!res.write(chunk)) {
      await Promise.race([once(res, 'drain'), once(res, 'close')])
    }
  }

  const heartbeat = setInterval(() => {
    if (Date.now() - lastWrite >= heartbeatMs) void write(': keep-alive\n\n')
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
