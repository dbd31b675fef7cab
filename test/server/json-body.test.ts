/**
 * `jsonBodyReader` (server/http/json-body.ts) gives the same `req.body`, and fails with the same
 * status, as `express.json` for every request; the requests Hale's pages send take its own short
 * way, the others body-parser's.
 */
import express, {type Request, type Response} from 'express'
import http from 'node:http'
import type {AddressInfo} from 'node:net'
import {connect} from 'node:net'
import {gzipSync} from 'node:zlib'
import {jsonBodyReader} from '../../server/http/json-body'

const LIMIT = 1024

interface Outcome { status: number; body: unknown }

type Reader = (req: Request, res: Response) => Promise<void>

const viaBodyParser: Reader = (() => {
  const parse = express.json({limit: LIMIT})
  return (req, res) => new Promise<void>((resolve, reject) => parse(req, res, (error?: unknown) => (error ? reject(error) : resolve())))
})()

/** A server that reads each request with `read` and answers what it got: the body, or the error's status. */
async function serve(read: Reader): Promise<{url: string; close: () => Promise<void>; errors: unknown[]}> {
  const errors: unknown[] = []
  const app = express()
  app.post('/', (req, res) => {
    read(req, res).then(() => {
      res.json({status: 200, body: req.body === undefined ? '(undefined)' : req.body})
    }, (error: {status?: number}) => {
      errors.push(error)
      res.status(200).json({status: error.status ?? 500, body: null})
    })
  })
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {url: `http://127.0.0.1:${port}/`, errors, close: () => new Promise((resolve) => server.close(() => resolve()))}
}

function post(url: string, body: Buffer | string, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {method: 'POST', headers}, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Outcome))
    })
    req.on('error', reject)
    req.end(body)
  })
}

type Case = [name: string, body: Buffer | string, headers: Record<string, string>]

/** A JSON request as `fetch` sends it: the type and the length. */
const json = (name: string, text: string, extra: Record<string, string> = {}): Case =>
  [name, text, {'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...extra}]

const CASES: Case[] = [
  json('an object', '{"content":"Hello","n":1}'),
  json('an object with charset=utf-8', '{"a":"é"}', {'content-type': 'application/json; charset=utf-8'}),
  json('an object with charset=UTF-8 in quotes', '{"a":"é"}', {'content-type': 'application/json; charset="UTF-8"'}),
  json('an array', '[1,2]'),
  json('leading whitespace', ' \n\t{"a":1}'),
  json('a byte order mark', '\uFEFF{"a":1}'),
  json('an empty body', ''),
  json('broken JSON', '{"a":'),
  json('a string (not strict JSON)', '"text"'),
  json('a number', '12'),
  json('null', 'null'),
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), {'content-type': 'application/json', 'content-length': '9'}],
  json('__proto__ as a key', '{"__proto__":{"x":1},"a":2}'),
  json('exactly the limit', `{"p":"${'x'.repeat(LIMIT - 8)}"}`),
  json('one byte over the limit', `{"p":"${'x'.repeat(LIMIT - 7)}"}`),
  ['a form', 'a=1', {'content-type': 'application/x-www-form-urlencoded', 'content-length': '3'}],
  ['text', 'hello', {'content-type': 'text/plain', 'content-length': '5'}],
  ['JSON in another charset', '{"a":1}', {'content-type': 'application/json; charset=latin1', 'content-length': '7'}],
  ['JSON in an unknown charset', '{"a":1}', {'content-type': 'application/json; charset=klingon', 'content-length': '7'}],
  ['a +json type', '{"a":1}', {'content-type': 'application/merge-patch+json', 'content-length': '7'}],
  ['gzipped JSON', gzipSync('{"a":1}'), {'content-type': 'application/json', 'content-encoding': 'gzip'}],
  ['JSON in an unknown encoding', '{"a":1}', {'content-type': 'application/json', 'content-encoding': 'compress', 'content-length': '7'}],
  ['chunked JSON', '{"a":1}', {'content-type': 'application/json', 'transfer-encoding': 'chunked'}],
  ['chunked JSON over the limit', `{"p":"${'x'.repeat(LIMIT)}"}`, {'content-type': 'application/json', 'transfer-encoding': 'chunked'}],
  ['no content type', '{"a":1}', {'content-length': '7'}],
]

describe('jsonBodyReader', () => {
  let ours: Awaited<ReturnType<typeof serve>>
  let theirs: Awaited<ReturnType<typeof serve>>
  beforeAll(async () => {
    ours = await serve(jsonBodyReader(LIMIT))
    theirs = await serve(viaBodyParser)
  })
  afterAll(async () => {
    await ours.close()
    await theirs.close()
  })

  it.each(CASES)('%s: the same body or status as express.json', async (_name, body, headers) => {
    const expected = await post(theirs.url, body, headers)
    expect(await post(ours.url, body, headers)).toEqual(expected)
  })

  it('parses what the pages send, and refuses broken JSON with a 400', async () => {
    const [, good, goodHeaders] = json('good', '{"content":"Hi"}')
    expect(await post(ours.url, good, goodHeaders)).toEqual({status: 200, body: {content: 'Hi'}})
    const [, broken, brokenHeaders] = json('broken', '{"content":')
    expect(await post(ours.url, broken, brokenHeaders)).toEqual({status: 400, body: null})
    expect(ours.errors.at(-1)).toMatchObject({status: 400, expose: true, type: 'entity.parse.failed'})
  })

  it('a client that leaves halfway through the body fails the read with a 400 (nothing waits for ever)', async () => {
    const errors = ours.errors.length
    const {port} = new URL(ours.url)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"content":')
    await new Promise((resolve) => setTimeout(resolve, 50))
    socket.destroy()
    const deadline = Date.now() + 2000
    while (ours.errors.length === errors && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(ours.errors.at(-1)).toMatchObject({status: 400, type: 'request.aborted'})
  })
})
