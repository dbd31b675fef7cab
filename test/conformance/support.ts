/**
 * Shared harness of the HTTP conformance suite (docs/routing.md over the wire).
 *
 * Each test file builds the conformance fixture once, starts one server per configuration
 * (and per variant, e.g. locale detection off), and runs every rule under every configuration
 * with `describe.each(CONFIGS)`: expectations are computed from the configuration (base path,
 * locale names), never written per configuration.
 *
 * Requests go through `node:http` with the raw request target, so paths like `//evil.com`,
 * `/\evil` or `/%2e%2e/` reach the server exactly as written.
 */
import {readFileSync} from 'node:fs'
import {request as httpRequest, type IncomingHttpHeaders} from 'node:http'
import {connect} from 'node:net'
import path from 'node:path'
import {buildApp, removeBuild, startServer, type RunningServer} from '../support/built-server'

export const FIXTURE = 'test/fixtures/conformance'

/** `Cache-Control` of pages, data files, error pages and API answers (docs/routing.md "Data files", "Error pages"). */
export const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

export interface Config {
  name: string
  env: Record<string, string>
  /** '' or '/docs'. */
  base: string
  locales: readonly string[]
  defaultLocale: string
}

const DEFAULT_LOCALES = ['en', 'es', 'fr', 'de']
const NL_LOCALES = ['en-US', 'fr', 'nl-NL', 'nl-BE']
const NL_ENV = {LOCALES: NL_LOCALES.join(','), DEFAULT_LOCALE: 'en-US'}

/** The four configurations every rule runs under. `fr` is configured in all of them. */
export const CONFIGS: readonly Config[] = [
  {name: 'plain', env: {}, base: '', locales: DEFAULT_LOCALES, defaultLocale: 'en'},
  {name: 'locales', env: NL_ENV, base: '', locales: NL_LOCALES, defaultLocale: 'en-US'},
  {name: 'base path', env: {BASE_PATH: '/docs'}, base: '/docs', locales: DEFAULT_LOCALES, defaultLocale: 'en'},
  {name: 'base path and locales', env: {BASE_PATH: '/docs', ...NL_ENV}, base: '/docs', locales: NL_LOCALES, defaultLocale: 'en-US'},
]

/** A configured locale other than the default, in every configuration. */
export const OTHER = 'fr'

/** `path` (an app path like `/about` or `/`) under the base path: `/docs/about`, `/docs`. */
export function at(config: Config, appPath: string): string {
  if (appPath === '/') return config.base || '/'
  if (appPath.startsWith('/?')) return (config.base || '/') + appPath.slice(1)
  return config.base + appPath
}

/** `appPath` in `locale`, as every generated URL is: no prefix for the default locale. */
export function localized(config: Config, locale: string, appPath: string): string {
  if (locale === config.defaultLocale) return at(config, appPath)
  return config.base + `/${locale}` + (appPath === '/' ? '' : appPath)
}

/** The configured locales other than the default. */
export function otherLocales(config: Config): string[] {
  return config.locales.filter((locale) => locale !== config.defaultLocale)
}

// --- servers -----------------------------------------------------------------------------------

export interface Harness {
  /** The build's output folder. */
  readonly out: string
  /** `<out>/BUILD_ID`. */
  readonly buildId: string
  /** `<out>/manifest.json`. */
  readonly manifest: {buildId: string; entry: {js: string[]; css: string[]}; pages: Record<string, {js: string[]; css: string[]}>}
  /** The running server of a configuration (and variant: '' is the configuration as it is). */
  server(config: Config, variant?: string): RunningServer
}

function buildFixture(): string {
  try {
    return buildApp(FIXTURE)
  } catch {
    // Another build may be rewriting the shared build-tools cache at this moment: try once more.
    return buildApp(FIXTURE)
  }
}

/**
 * Build the fixture in `beforeAll`, start a server per configuration and variant, and stop them
 * and remove the build in `afterAll`. `variants` adds environment variables over a configuration.
 */
export function useConformanceServers(variants: Record<string, Record<string, string>> = {}): Harness {
  let out = ''
  let buildId = ''
  let manifest: Harness['manifest'] | null = null
  const servers = new Map<string, RunningServer>()
  const key = (config: Config, variant: string) => `${config.name}|${variant}`

  beforeAll(async () => {
    out = buildFixture()
    buildId = readFileSync(path.join(out, 'BUILD_ID'), 'utf8').trim()
    manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))
    const wanted = CONFIGS.flatMap((config) =>
      [['', {}] as const, ...Object.entries(variants)].map(([variant, env]) => ({config, variant, env})))
    const started = await Promise.allSettled(wanted.map(async ({config, variant, env}) => {
      servers.set(key(config, variant), await startServer(out, {...config.env, ...env}))
    }))
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
  }, 60_000)

  afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.stop()))
    if (out) removeBuild(out)
  })

  return {
    get out() {
      return out
    },
    get buildId() {
      return buildId
    },
    get manifest() {
      if (!manifest) throw new Error('Expected the fixture to be built (beforeAll)')
      return manifest
    },
    server(config, variant = '') {
      const server = servers.get(key(config, variant))
      if (!server) throw new Error(`Expected a running server for ${key(config, variant)}`)
      return server
    },
  }
}

// --- HTTP ----------------------------------------------------------------------------------------

export interface Reply {
  status: number
  headers: IncomingHttpHeaders
  /** The body as UTF-8 text. */
  body: string
  bytes: Buffer
}

export interface SendOptions {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
}

/** One request with the raw target `rawPath`, on a fresh connection; resolves with the whole answer. */
export function send(server: RunningServer, rawPath: string, options: SendOptions = {}): Promise<Reply> {
  const method = options.method ?? 'GET'
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {host: '127.0.0.1', port: server.port, method, path: rawPath, headers: options.headers ?? {}, agent: false},
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes})
        })
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error(`No answer to ${method} ${rawPath.slice(0, 80)} in 10 s`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

export interface RawReply {
  status: number
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>
  /** Every byte after the blank line that ends the headers. */
  rest: Buffer
}

/**
 * A request written byte for byte on a socket (`Connection: close`), and the answer exactly as
 * it came: for HEAD, where an HTTP client would not even look for a body.
 */
export function sendOnSocket(server: RunningServer, method: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => socket.destroy(new Error(`No answer to ${method} ${rawPath} in 10 s`)), 10_000)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      const all = Buffer.concat(chunks)
      const end = all.indexOf('\r\n\r\n')
      if (end < 0) return reject(new Error(`Expected a complete HTTP head, got ${JSON.stringify(all.toString('latin1'))}`))
      const [statusLine = '', ...lines] = all.subarray(0, end).toString('latin1').split('\r\n')
      const parsed: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        parsed[name] = name in parsed ? `${parsed[name]}, ${value}` : value
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers: parsed, rest: all.subarray(end + 4)})
    })
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')
    socket.write(`${method} ${rawPath} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n${extra}\r\n`)
  })
}

// --- HTML ----------------------------------------------------------------------------------------

const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'}

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return NAMED_ENTITIES[name] ?? whole
  })
}

/** The text content of every `<tag>` element, tags inside removed and entities decoded. */
export function textsOf(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi')
  return [...html.matchAll(pattern)].map((match) => decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, '')))
}

/** `<title>`, `<h1>` and `<h2>` of an error page. */
export function headingsOf(html: string): {title: string[]; h1: string[]; h2: string[]} {
  return {title: textsOf(html, 'title'), h1: textsOf(html, 'h1'), h2: textsOf(html, 'h2')}
}

/** The start tag of the element with `id`, or null. */
export function startTagById(html: string, id: string): string | null {
  return new RegExp(`<[a-zA-Z][^>]*\\sid="${id.replace(/[^\w-]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? null
}

/** An attribute of a start tag, entities decoded; null when absent. */
export function attributeOf(startTag: string, name: string): string | null {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(startTag)
  return found ? decodeEntities(found[1] ?? '') : null
}

/** The `href` of the element with `id`. */
export function hrefById(html: string, id: string): string | null {
  const tag = startTagById(html, id)
  return tag === null ? null : attributeOf(tag, 'href')
}

/** `<html lang>`. */
export function langOf(html: string): string | null {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0]
  return tag ? attributeOf(tag, 'lang') : null
}

export interface Echo {
  page: string
  params: Record<string, string | string[]>
  query: Record<string, string | string[]>
  locale: string
}

/** The fixture's `<pre id="echo">` (docs/routing.md "The echo page"). */
export function echoOf(html: string): Echo {
  const found = /<pre id="echo">([\s\S]*?)<\/pre>/.exec(html)
  if (!found) throw new Error(`Expected the fixture's echo in the page, got ${html.slice(0, 300)}`)
  return JSON.parse(decodeEntities(found[1] ?? ''))
}

export const BOOT_OPEN = '<script type="application/json" id="__APP_DATA__">'

/** The raw text of the boot data script block (between its tags, as sent). */
export function bootTextOf(html: string): string {
  const start = html.indexOf(BOOT_OPEN)
  if (start < 0) throw new Error('Expected the boot data script block in the page')
  const end = html.indexOf('</script>', start + BOOT_OPEN.length)
  return html.slice(start + BOOT_OPEN.length, end)
}

/** The nonce of a `Content-Security-Policy` header's `script-src`, or null. */
export function nonceOf(csp: string | string[] | undefined): string | null {
  return /'nonce-([^']+)'/.exec(String(csp ?? ''))?.[1] ?? null
}

/** A CSP directive's sources: `img-src 'self' data:` → ["'self'", 'data:']; null when absent. */
export function directiveOf(csp: string | string[] | undefined, name: string): string[] | null {
  for (const directive of String(csp ?? '').split(';')) {
    const [directiveName, ...sources] = directive.trim().split(/\s+/)
    if (directiveName === name) return sources
  }
  return null
}

/** What a request was answered with, comparable across requests (no nonces, no dates). */
export function summaryOf(reply: Reply): unknown {
  const type = String(reply.headers['content-type'] ?? '')
  if (type.startsWith('text/html')) {
    const echo = /<pre id="echo">/.test(reply.body) ? echoOf(reply.body) : null
    return {status: reply.status, type, echo, headings: headingsOf(reply.body), location: reply.headers.location}
  }
  return {status: reply.status, type, body: reply.body, location: reply.headers.location}
}

/** A stack frame or a server file path, which a visitor must never see. */
export const LEAK_PATTERNS: readonly RegExp[] = [/fixture failure/, /\/work\//, /\bat [\w.<>$]+ \(/, /\n\s+at /, /\.tsx?:\d/, /node:internal/]
