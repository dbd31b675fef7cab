/**
 * The event stream's start: its headers leave with the first event, in one write to the socket
 * (one system call, one wake-up of the reader, on the path of an answer's first token), and a
 * stream that has nothing to say yet still starts, with a heartbeat.
 */
import http from 'node:http'
import type {AddressInfo, Socket} from 'node:net'
import express from 'express'
import {openEventStream, type EventStream} from './event-stream-writer'

/** What reached the socket's low-level write functions, one entry a call (a call is one system call or more). */
type SocketWrites = string[]

function recordWrites(socket: Socket): SocketWrites {
  const writes: SocketWrites = []
  const target = socket as Socket & {_write: Function; _writev: Function}
  const write = target._write
  const writev = target._writev
  target._write = function (chunk: Buffer | string, encoding: BufferEncoding, callback: () => void) {
    writes.push(Buffer.from(chunk as string, encoding).toString('latin1'))
    return write.call(this, chunk, encoding, callback)
  }
  target._writev = function (chunks: {chunk: Buffer | string; encoding: BufferEncoding}[], callback: () => void) {
    writes.push(chunks.map(({chunk, encoding}) => Buffer.from(chunk as string, encoding).toString('latin1')).join(''))
    return writev.call(this, chunks, callback)
  }
  return writes
}

describe('openEventStream', () => {
  let server: http.Server
  let port: number
  /** Per request: the socket's writes, and the stream, for the test to drive. */
  let opened: Promise<{writes: SocketWrites; events: EventStream}>
  let heartbeatMs = 15_000

  beforeEach(async () => {
    let resolveOpened!: (value: {writes: SocketWrites; events: EventStream}) => void
    opened = new Promise((resolve) => { resolveOpened = resolve })
    const app = express()
    app.get('/events', (_req, res) => {
      const writes = recordWrites(res.socket!)
      resolveOpened({writes, events: openEventStream(res, heartbeatMs)})
    })
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterEach(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    heartbeatMs = 15_000
  })

  function get(): Promise<{response: http.IncomingMessage; text: () => string; request: http.ClientRequest}> {
    return new Promise((resolve, reject) => {
      const request = http.get({host: '127.0.0.1', port, path: '/events'}, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => { text += chunk })
        resolve({response, text: () => text, request})
      })
      request.on('error', reject)
    })
  }

  it('sends the headers and the first event in one write to the socket', async () => {
    const received = get()
    const {writes, events} = await opened
    expect(writes).toEqual([]) // nothing before the first event
    await events.send('user', {id: 'm1', content: 'Hello'})
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(writes[0]).toContain('event: user\ndata: {"id":"m1","content":"Hello"}\n\n')

    const {response, text, request} = await received
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(response.headers['cache-control']).toContain('no-transform')
    await events.send('delta', {text: 'Hi'})
    events.end()
    await new Promise((resolve) => response.on('end', resolve))
    expect(text()).toBe('event: user\ndata: {"id":"m1","content":"Hello"}\n\nevent: delta\ndata: {"text":"Hi"}\n\n')
    request.destroy()
  })

  it('starts a stream with nothing to send yet with its first heartbeat', async () => {
    heartbeatMs = 40
    const received = get()
    const {events} = await opened
    const {response, text, request} = await received
    expect(response.statusCode).toBe(200)
    while (!text().includes(': keep-alive')) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(text()).toMatch(/^: keep-alive\n\n/)
    events.end()
    request.destroy()
  })
})
