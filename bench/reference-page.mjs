/**
 * The floor for any server of `/chat/[id]`: React streaming the same conversation, its answers
 * already rendered to HTML once at start (with Hale's own markdown renderer), into a minimal
 * document: a header, the messages and a composer form, on bare `node:http`. No router, no
 * session, no storage, no hydration data. bench/chat.mjs compares Hale's CPU per page with it.
 *
 *   node bench/reference-page.mjs    (env PORT, HOST, REFERENCE_PROPS_FILE: the page's props as
 *                                     Hale's data file gives them)
 *
 * Compressed as Hale compresses pages (PAGE_GZIP, PAGE_BROTLI of dist/app.js) when the request
 * asks for "gzip" or "br".
 */
import {readFileSync} from 'node:fs'
import {createServer} from 'node:http'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import zlib from 'node:zlib'
import {build} from 'esbuild'
import {createElement as h} from 'react'
import {renderToPipeableStream} from 'react-dom/server'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const app = await import(pathToFileURL(path.join(root, process.env.DIST ?? 'dist', 'app.js')).href)
const {renderMarkdown} = await importMarkdownRenderer()
const {conversation, messages} = JSON.parse(readFileSync(required('REFERENCE_PROPS_FILE'), 'utf8'))
const rendered = messages.map((message) => ({
  id: message.id, role: message.role,
  html: message.role === 'assistant' ? renderMarkdown(message.content) : null, text: message.content,
}))

function Page() {
  return h('html', {lang: 'en'},
    h('head', null, h('meta', {charSet: 'utf-8'}), h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1'}), h('title', null, conversation.title)),
    h('body', null,
      h('header', null, h('a', {href: '/'}, 'Hale'), h('h1', null, conversation.title)),
      h('main', null, h('ol', null, rendered.map((message) => h('li', {key: message.id, className: message.role},
        message.html === null ? h('p', null, message.text) : h('div', {dangerouslySetInnerHTML: {__html: message.html}}))))),
      h('form', {method: 'post'}, h('label', {htmlFor: 'message'}, 'Your message'), h('textarea', {id: 'message', name: 'content'}), h('button', {type: 'submit'}, 'Send'))))
}

const server = createServer((req, res) => {
  const accepted = req.headers['accept-encoding'] ?? ''
  const coding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
  const {pipe} = renderToPipeableStream(h(Page), {
    onShellReady() {
      res.statusCode = 200
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (coding === null) return pipe(res)
      res.setHeader('Content-Encoding', coding)
      const stream = coding === 'br' ? zlib.createBrotliCompress({params: {...app.PAGE_BROTLI.params}}) : zlib.createGzip({...app.PAGE_GZIP})
      stream.pipe(res)
      pipe(stream)
    },
    onShellError(error) {
      res.statusCode = 500
      res.end(String(error))
    },
  })
})
server.keepAliveTimeout = 5_000
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', resolve))
const address = server.address()
console.log(JSON.stringify({message: 'Reference page is listening', url: `http://${address.address}:${address.port}/`, messages: rendered.length}))
process.once('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})

/** Hale's markdown renderer (src/markdown/render-markdown.ts), bundled for Node. */
async function importMarkdownRenderer() {
  const result = await build({entryPoints: [path.join(root, 'src/markdown/render-markdown.ts')], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error'})
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`)
}

function required(name) {
  const value = process.env[name]
  if (!value) throw new Error(`Expected the environment variable ${name}`)
  return value
}
