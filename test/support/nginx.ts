/**
 * Debian's nginx, started by a test with the site file Hale ships (deploy/nginx/hale.conf) made
 * local: TLS off, a free port on 127.0.0.1, the upstream pointed at a running Hale. Everything
 * else in the site file is used as it is. The changes are exact line replacements, and each must
 * match, so a site file that changes shape fails the test instead of being tested half.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {connect} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ROOT} from './built-server'

export const NGINX = '/usr/sbin/nginx'
export const SHIPPED_SITE = path.join(ROOT, 'deploy/nginx/hale.conf')

/** The shipped site file with these replacements; throws when one does not match exactly once. */
export function localSite(replacements: ReadonlyArray<readonly [from: string | RegExp, to: string]>): string {
  let site = readFileSync(SHIPPED_SITE, 'utf8')
  for (const [from, to] of replacements) {
    const pattern = typeof from === 'string' ? new RegExp(escapeRegExp(from), 'g') : new RegExp(from.source, from.flags.includes('g') ? from.flags : from.flags + 'g')
    const count = site.match(pattern)?.length ?? 0
    if (count !== 1) throw new Error(`deploy/nginx/hale.conf: expected one match of ${pattern} to make it local, found ${count}`)
    site = site.replace(pattern, to)
  }
  return site
}

/** The site file for a test: plain HTTP on `port`, the redirect on `redirectPort`, upstream Hale on `halePort`. */
export function testSite(ports: {port: number; redirectPort: number; halePort: number}): string {
  return localSite([
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.halePort};`],
    [/^ {4}listen 80;\n {4}listen \[::\]:80;\n/m, `    listen 127.0.0.1:${ports.redirectPort};\n`],
    [/^ {4}listen 443 ssl http2;\n {4}listen \[::\]:443 ssl http2;\n/m, `    listen 127.0.0.1:${ports.port};\n`],
    [/^ {4}ssl_certificate .*\n {4}ssl_certificate_key .*\n {4}ssl_protocols .*\n {4}ssl_session_cache .*\n/m, ''],
  ])
}

export interface RunningNginx {
  origin: string
  /** What nginx wrote to its error log so far. */
  errorLog(): string
  stop(): Promise<void>
}

/** nginx's main file around a site, all paths in `folder` (which workers must be able to use). */
function mainConfig(folder: string, siteFile: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${folder}/nginx.pid;`,
    `error_log ${folder}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${folder}/${kind};`),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n')
}

/** `nginx -t` on a site file; returns nginx's output and exit status. */
export function checkSite(site: string): {status: number | null; output: string} {
  const folder = prepareFolder()
  try {
    writeFileSync(path.join(folder, 'site.conf'), site)
    writeFileSync(path.join(folder, 'nginx.conf'), mainConfig(folder, path.join(folder, 'site.conf')))
    const result = spawnSync(NGINX, ['-t', '-p', folder, '-c', path.join(folder, 'nginx.conf')], {encoding: 'utf8'})
    return {status: result.status, output: `${result.stdout}${result.stderr}`}
  } finally {
    rmSync(folder, {recursive: true, force: true})
  }
}

function prepareFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'hale-nginx-'))
  // Run as root, nginx's workers drop to `nobody`: they must reach the folder and write bodies.
  chmodSync(folder, 0o755)
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(folder, kind))
    chmodSync(path.join(folder, kind), 0o777)
  }
  return folder
}

export async function startNginx(site: string, port: number): Promise<RunningNginx> {
  const folder = prepareFolder()
  writeFileSync(path.join(folder, 'site.conf'), site)
  writeFileSync(path.join(folder, 'nginx.conf'), mainConfig(folder, path.join(folder, 'site.conf')))
  const child: ChildProcess = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {stdio: ['ignore', 'pipe', 'pipe']})
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const errorLog = () => {
    try { return readFileSync(path.join(folder, 'error.log'), 'utf8') } catch { return '' }
  }
  const deadline = Date.now() + 20_000
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}\n${errorLog()}`)
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 20 s:\n${output}\n${errorLog()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT')
        await exited
      }
      rmSync(folder, {recursive: true, force: true})
    },
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
