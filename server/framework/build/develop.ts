/**
 * `npm run dev` (`node build.mjs --dev --watch`): builds the app for development, runs its server,
 * and on every change to the app's or the engine's code rebuilds incrementally, restarts the
 * server and tells open pages to reload. Visitors' requests go through a small proxy on PORT that
 * streams them to the current server; while a build is broken, the proxy answers every page with
 * the build's error (and the terminal shows it), and the page reloads when it is fixed. Pages
 * listen on `<base path>/_dev/events` (client/dev-reload.ts, only in development builds).
 */
import {spawn, type ChildProcess} from 'node:child_process'
import {watch, type FSWatcher} from 'node:fs'
import {createServer, request, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import path from 'node:path'
import {buildApp, type AppLayout} from './build-app'
import {IncrementalBuilds} from './incremental'

export interface DevelopOptions {
  root: string
  app: AppLayout
  out: string
  port: number
  host: string | undefined
  /** Folders whose changes rebuild. */
  watched: string[]
  say: (line: string) => void
}

export interface Development {
  /** `http://host:port`: where the proxy listens. */
  origin: string
  close(): Promise<void>
}

export const DEV_EVENTS_PATH = '/_dev/events'
const RESTART_WAIT_MS = 30_000

export async function developApp(options: DevelopOptions): Promise<Development> {
  const {root, app, out, say} = options
  const incremental = new IncrementalBuilds()
  const listeners = new Set<ServerResponse>()
  let version = 0
  let target: number | null = null
  let failure: string | null = null
  let child: ChildProcess | null = null
  let waiting: Array<() => void> = []
  let building: Promise<void> | null = null
  let again = false
  let origin = ''

  const announce = () => {
    version += 1
    for (const listener of listeners) listener.write(`data: ${version}\n\n`)
  }
  const stopChild = async () => {
    const running = child
    child = null
    target = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  const startChild = () => new Promise<void>((resolve) => {
    const started = spawn(process.execPath, [path.join(out, 'server.js')], {
      env: {...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development'}, stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = started
    let seen = ''
    started.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      if (target !== null || child !== started) return
      seen += chunk.toString()
      const found = /"url":"http:\/\/[^:]+:(\d+)/.exec(seen)
      if (found) {
        target = Number(found[1])
        for (const wake of waiting) wake()
        waiting = []
        resolve()
      }
    })
    // The server's own report names its internal port: show the proxy's address instead.
    started.stdout!.on('data', (chunk: Buffer) => process.stdout.write(target === null ? chunk : chunk.toString().replaceAll(`http://127.0.0.1:${target}`, origin)))
    started.once('exit', (code) => {
      if (child === started && target === null) {
        failure = `The server exited with code ${code} before it listened: see its lines above.`
        resolve()
      }
    })
  })
  const build = async () => {
    const started = Date.now()
    try {
      await buildApp({root, app, out: out, production: false, incremental})
      failure = null
    } catch (error) {
      failure = (error as Error).message
    }
    await stopChild()
    if (failure === null) {
      await startChild()
      say(failure === null ? `Built in ${Date.now() - started} ms; the server runs at ${origin}` : failure)
    } else {
      say(`The build failed; fix it and save (the page shows the error):\n${failure}`)
    }
    announce()
  }
  const rebuild = () => {
    if (building) {
      again = true
      return
    }
    building = build().finally(() => {
      building = null
      if (again) {
        again = false
        rebuild()
      }
    })
  }

  const proxy = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!
    if (pathname.endsWith(DEV_EVENTS_PATH)) return events(res)
    if (failure !== null) return showFailure(res, failure)
    if (target !== null) return forward(req, res, target)
    const timer = setTimeout(() => showFailure(res, 'The server did not start in time.'), RESTART_WAIT_MS)
    waiting.push(() => {
      clearTimeout(timer)
      if (failure !== null) showFailure(res, failure)
      else forward(req, res, target!)
    })
  })
  const events = (res: ServerResponse) => {
    res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-store'})
    res.write(`data: ${version}\n\n`)
    listeners.add(res)
    res.on('close', () => listeners.delete(res))
  }

  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject)
    proxy.listen(options.port, options.host, resolve)
  })
  const address = proxy.address()
  origin = `http://${options.host ?? 'localhost'}:${typeof address === 'object' && address ? address.port : options.port}`
  building = build().finally(() => { building = null })
  await building

  let timer: ReturnType<typeof setTimeout> | undefined
  const watchers: FSWatcher[] = options.watched.map((folder) => watch(folder, {recursive: true}, (_event, file) => {
    // Editors write temporary files beside the real one; the build's own output is not a change.
    if (!file || /(^|\/)(\.|#)|~$|node_modules/.test(String(file)) || path.join(folder, String(file)).startsWith(out)) return
    clearTimeout(timer)
    timer = setTimeout(rebuild, 80)
  }))

  return {
    origin,
    async close() {
      clearTimeout(timer)
      for (const watcher of watchers) watcher.close()
      for (const listener of listeners) listener.end()
      await building
      await stopChild()
      await incremental.dispose()
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
    },
  }
}

/** Streams a request to the server on `port` and its answer back, neither buffered. */
function forward(req: IncomingMessage, res: ServerResponse, port: number): void {
  const upstream = request({host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers}, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, {'content-type': 'text/plain'}).end('The development server restarted during the request: reload.')
    else res.destroy()
  })
  req.pipe(upstream)
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function showFailure(res: ServerResponse, message: string): void {
  res.writeHead(500, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'}).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Build failed</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}pre{white-space:pre-wrap;background:#fff4f4;border:1px solid #d33;padding:1rem;overflow:auto}</style></head>
<body><main><h1>The build failed</h1><p>Fix the error and save: this page reloads by itself.</p><pre>${escapeHtml(message)}</pre></main>
<script>let first;new EventSource(${JSON.stringify(DEV_EVENTS_PATH)}).onmessage=(event)=>{if(first===undefined)first=event.data;else if(event.data!==first)location.reload()}</script>
</body></html>`)
}
