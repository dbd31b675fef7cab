/**
 * The benchmarks' child servers (Hale, the baselines, the fake model server): started as a
 * command, ready once they log a JSON line with `"url"` (on stdout or stderr), stopped with
 * SIGTERM and, after 12 s, SIGKILL. Used by bench/run.mjs and bench/lighthouse.mjs.
 */
import {spawn} from 'node:child_process'
import readline from 'node:readline'

/**
 * Runs `command argv` in `cwd` and resolves with `{name, child, url, errors, lastLines, exited}`
 * once it logs its URL; adds it to `children` at once. `onUnexpectedExit(message)`: called when it
 * exits after listening without having been stopped by `stopChildren`.
 */
export function startChildServer(children, name, command, argv, {cwd, env, onUnexpectedExit = () => {}}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']})
    const server = {name, child, url: null, errors: [], lastLines: [], exited: false, stopping: false}
    children.push(server)
    const timer = setTimeout(() => reject(new Error(`${name} did not log its URL within 20 s:\n${server.lastLines.join('\n')}`)), 20_000)
    const onLine = (line) => {
      server.lastLines = [...server.lastLines.slice(-20), line]
      let entry = null
      try {
        entry = JSON.parse(line)
      } catch {
        // not a log line
      }
      if (entry?.level === 'error') server.errors.push(line)
      if (!server.url && typeof entry?.url === 'string') {
        server.url = entry.url.endsWith('/') ? entry.url : entry.url + '/'
        clearTimeout(timer)
        resolve(server)
      }
    }
    // Keep reading both pipes for the whole run, so a chatty child never blocks on a full pipe.
    readline.createInterface({input: child.stdout}).on('line', onLine)
    readline.createInterface({input: child.stderr}).on('line', onLine)
    child.on('exit', (code, signal) => {
      server.exited = true
      if (!server.url) {
        clearTimeout(timer)
        reject(new Error(`${name} exited (${code ?? signal}) before listening:\n${server.lastLines.join('\n')}`))
      } else if (!server.stopping) {
        onUnexpectedExit(`${name} exited unexpectedly (${code ?? signal})`)
      }
    })
  })
}

/** SIGTERM to every child still running, SIGKILL to those still there 12 s later. */
export async function stopChildren(children) {
  await Promise.all(children.filter((server) => !server.exited).map((server) => new Promise((resolve) => {
    server.stopping = true
    const kill = setTimeout(() => server.child.kill('SIGKILL'), 12_000)
    server.child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    server.child.kill('SIGTERM')
  })))
}
