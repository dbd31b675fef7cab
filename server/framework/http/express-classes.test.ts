/**
 * The HTTP server builds each request and response with Express's prototypes already (see
 * express-classes.ts), and Express still works on them as usual.
 */
import express from 'express'
import type {AddressInfo} from 'node:net'
import {createHttpServer} from '../runtime'

it('builds requests and responses with Express\'s prototypes, and Express answers as usual', async () => {
  const app = express()
  app.get('/hello', (req, res) => { res.json({host: req.get('host'), query: req.query}) })
  const server = createHttpServer(app)
  const seen: boolean[] = []
  // Before Express's own listener: the objects as Node built them.
  server.prependListener('request', (req, res) => {
    seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const {port} = server.address() as AddressInfo
    const answers = await Promise.all([1, 2].map(async (n) => (await fetch(`http://127.0.0.1:${port}/hello?n=${n}`)).json()))
    expect(answers).toEqual([{host: `127.0.0.1:${port}`, query: {n: '1'}}, {host: `127.0.0.1:${port}`, query: {n: '2'}}])
    expect(seen).toEqual([true, true])
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
