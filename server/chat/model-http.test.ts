import {createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {createServer as createNetServer, type AddressInfo, type Socket} from 'node:net'
import {getEventListeners} from 'node:events'
import {postForStream, type PostResponse} from './model-http'

/** Waits until `check()` holds (a request closes a moment after its end); fails after 2 s. */
async function eventually(check: () => boolean): Promise<void> {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > 2000) throw new Error('Condition not met within 2000 ms')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** A node:http server on 127.0.0.1 that counts the connections it accepted. */
async function startServer(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<{url: string; connections: () => number; sockets: Set<Socket>; close: () => Promise<void>}> {
  const sockets = new Set<Socket>()
  let connections = 0
  const server: Server = createHttpServer((req, res) => {
    req.resume()
    req.on('end', () => handle(req, res))
  })
  server.on('connection', (socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    connections: () => connections,
    sockets,
    close: () => new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

async function readAll(response: PostResponse): Promise<string> {
  let text = ''
  for (;;) {
    const {done, value} = await response.read()
    if (done) return text
    text += Buffer.from(value).toString('utf8')
  }
}

const post = (url: string, signal = new AbortController().signal) => postForStream(url, {'content-type': 'application/json'}, '{"stream":true}', signal)

describe('postForStream', () => {
  it('sends the body with its length and reads the response piece by piece', async () => {
    let received = ''
    const server = await startServer((req, res) => {
      received = `${req.method} ${req.headers['content-length']} ${req.headers['content-type']}`
      res.writeHead(200, {'content-type': 'text/event-stream'})
      res.write('data: one\n\n')
      setTimeout(() => res.end('data: [DONE]\n\n'), 20)
    })
    try {
      const response = await post(server.url)
      expect(response.status).toBe(200)
      expect(response.header('content-type')).toBe('text/event-stream')
      expect(response.header('x-absent')).toBeNull()
      expect(await readAll(response)).toBe('data: one\n\ndata: [DONE]\n\n')
      expect(received).toBe('POST 15 application/json')
    } finally {
      await server.close()
    }
  })

  it('keeps the connection for the next request when the body was read to its end', async () => {
    const server = await startServer((_req, res) => res.writeHead(200, {'content-type': 'text/event-stream'}).end('data: [DONE]\n\n'))
    try {
      for (let index = 0; index < 3; index++) {
        const response = await post(server.url)
        await readAll(response)
        response.release(true)
      }
      expect(server.connections()).toBe(1)
    } finally {
      await server.close()
    }
  })

  it('release(true) drains the rest of the body (the end after [DONE]) and keeps the connection', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, {'content-type': 'text/event-stream'})
      res.write('data: [DONE]\n\n')
      setTimeout(() => res.end(': trailing comment\n\n'), 50)
    })
    try {
      const first = await post(server.url)
      const {value} = await first.read()
      expect(Buffer.from(value as Uint8Array).toString()).toBe('data: [DONE]\n\n')
      first.release(true)
      await new Promise((resolve) => setTimeout(resolve, 150))
      const second = await post(server.url)
      await readAll(second)
      second.release(true)
      expect(server.connections()).toBe(1)
    } finally {
      await server.close()
    }
  })

  it('release(false) closes the connection at once', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, {'content-type': 'text/event-stream'})
      res.write('data: {}\n\n') // and never ends
    })
    try {
      const response = await post(server.url)
      await response.read()
      expect(server.sockets.size).toBe(1)
      response.release(false)
      const deadline = Date.now() + 2000
      while (server.sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(server.sockets.size).toBe(0)
    } finally {
      await server.close()
    }
  })

  it('rejects a read when the connection breaks before the end of the body', async () => {
    const server = await startServer((req, res) => {
      res.writeHead(200, {'content-type': 'text/event-stream'})
      res.write('data: {}\n\n')
      setTimeout(() => req.socket.destroy(), 20)
    })
    try {
      const response = await post(server.url)
      await expect(readAll(response)).rejects.toMatchObject({code: 'ECONNRESET'})
    } finally {
      await server.close()
    }
  })

  it('stops reading ahead of a slow consumer: the server is paused, not buffered in memory', async () => {
    let written = 0
    let blocked = false
    const chunk = 'x'.repeat(1024)
    const server = await startServer((_req, res) => {
      res.writeHead(200, {'content-type': 'text/event-stream'})
      const pump = () => {
        while (written < 8 * 1024 * 1024) {
          written += chunk.length
          if (!res.write(chunk)) {
            blocked = true
            res.once('drain', pump)
            return
          }
        }
        res.end()
      }
      pump()
    })
    try {
      const response = await post(server.url)
      await response.read()
      await new Promise((resolve) => setTimeout(resolve, 300))
      // What the socket buffers hold on both sides, not the whole 8 MiB.
      expect(blocked).toBe(true)
      expect(written).toBeLessThan(4 * 1024 * 1024)
      response.release(false)
    } finally {
      await server.close()
    }
  })

  it('rejects with the socket error when nothing listens (ECONNREFUSED)', async () => {
    const server = await startServer(() => {})
    const url = server.url
    await server.close()
    await expect(post(url)).rejects.toMatchObject({code: 'ECONNREFUSED'})
  })

  it('the signal aborts a response being read, and its listener goes with the request', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, {'content-type': 'text/event-stream'})
      res.write('data: one\n\n') // then nothing: a model server still thinking
    })
    try {
      const controller = new AbortController()
      const response = await post(server.url, controller.signal)
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1)
      expect(Buffer.from((await response.read()).value!).toString()).toBe('data: one\n\n')
      controller.abort()
      await expect(response.read()).rejects.toThrow()
      await eventually(() => getEventListeners(controller.signal, 'abort').length === 0)
    } finally {
      await server.close()
    }
  })

  it('leaves no listener on the signal once a response was read to its end', async () => {
    const server = await startServer((_req, res) => res.writeHead(200, {'content-type': 'text/event-stream'}).end('data: [DONE]\n\n'))
    try {
      const controller = new AbortController()
      for (let index = 0; index < 3; index++) {
        const response = await post(server.url, controller.signal)
        await readAll(response)
        response.release(true)
      }
      await eventually(() => getEventListeners(controller.signal, 'abort').length === 0)
    } finally {
      await server.close()
    }
  })

  it('rejects at once, without a request, when the signal has already aborted', async () => {
    let requests = 0
    const server = await startServer((_req, res) => { requests++; res.end() })
    try {
      const controller = new AbortController()
      controller.abort(new Error('the visitor left'))
      await expect(post(server.url, controller.signal)).rejects.toMatchObject({name: 'AbortError', cause: new Error('the visitor left')})
      expect(requests).toBe(0)
    } finally {
      await server.close()
    }
  })

  it('rejects with an AbortError when the signal aborts before the response', async () => {
    const server = await startServer(() => {}) // never answers
    try {
      const controller = new AbortController()
      const pending = post(server.url, controller.signal)
      setTimeout(() => controller.abort(), 20)
      await expect(pending).rejects.toMatchObject({name: 'AbortError'})
    } finally {
      await server.close()
    }
  })

  it('retries once on a new connection when a kept connection turns out closed by the server', async () => {
    // A raw server: the first request on each connection is answered (keep-alive), a second
    // request on the same connection is met with a reset, as a server that closed it would.
    const requestsPerSocket = new Map<Socket, number>()
    let connections = 0
    const raw = createNetServer((socket) => {
      connections++
      requestsPerSocket.set(socket, 0)
      let buffer = ''
      socket.on('error', () => {})
      socket.on('data', (data) => {
        buffer += data.toString('latin1')
        const end = buffer.indexOf('\r\n\r\n')
        if (end === -1) return
        const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0)
        if (buffer.length < end + 4 + length) return
        buffer = ''
        const count = (requestsPerSocket.get(socket) ?? 0) + 1
        requestsPerSocket.set(socket, count)
        if (count > 1) {
          socket.resetAndDestroy()
          return
        }
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: 14\r\nconnection: keep-alive\r\n\r\ndata: [DONE]\n\n')
      })
    })
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/v1/chat/completions`
    try {
      const first = await post(url)
      expect(await readAll(first)).toBe('data: [DONE]\n\n')
      first.release(true)
      await new Promise((resolve) => setImmediate(resolve))
      const second = await post(url)
      expect(await readAll(second)).toBe('data: [DONE]\n\n')
      second.release(true)
      expect(connections).toBe(2)
    } finally {
      for (const socket of requestsPerSocket.keys()) socket.destroy()
      await new Promise((resolve) => raw.close(resolve))
    }
  })
})
