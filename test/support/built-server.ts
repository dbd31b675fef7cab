/**
 * Build an app folder with build.mjs into a temporary folder and run its server on a free port
 * of 127.0.0.1, as an operator would (`node <out>/server.js`). For HTTP and browser tests.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '../..')

/** Build `app` (a folder with pages/, api/, public/; null for Hale itself) and return the output folder. */
export function buildApp(app: string | null, options: {dev?: boolean} = {}): string {
  const out = mkdtempSync(path.join(tmpdir(), 'hale-build-'))
  const args = ['build.mjs', '--out', out, ...(app ? ['--app', app] : []), ...(options.dev ? ['--dev'] : [])]
  execFileSync(process.execPath, args, {cwd: ROOT, stdio: 'pipe'})
  return out
}

export interface RunningServer {
  /** `http://127.0.0.1:PORT` (no base path). */
  origin: string
  port: number
  process: ChildProcess
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** Its log so far: what it wrote to stderr (one JSON object per line). */
  log(): string
  stop(): Promise<void>
}

/**
 * Start `node <out>/server.js` with `env` on a free port and wait until it listens; it runs in
 * `out` (or `cwd`), whose `.env` files it reads.
 */
export async function startServer(out: string, env: Record<string, string> = {}, options: {cwd?: string} = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(out, 'server.js')], {
    cwd: options.cwd ?? out,
    env: {PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let log = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => {
    output += chunk
    log += chunk
  })
  const port = await new Promise<number>((resolve, reject) => {
    // Generous: at start the server compiles the red-flag detector's expressions, which takes
    // seconds on a machine busy with other work.
    const timer = setTimeout(() => reject(new Error(`The server did not start in 60 s:\n${output}`)), 60_000)
    const onData = () => {
      const found = /"url":"http:\/\/[^:]+:(\d+)/.exec(output)
      if (found) {
        clearTimeout(timer)
        resolve(Number(found[1]))
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited with ${code}:\n${output}`))
    })
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    process: child,
    output: () => output,
    log: () => log,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    }),
  }
}

export function removeBuild(out: string): void {
  rmSync(out, {recursive: true, force: true})
}
