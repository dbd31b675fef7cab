import {readdirSync} from 'node:fs'
import path from 'node:path'
import accepts from 'accepts'
import type {Request, RequestHandler} from 'express'
import {PRECOMPRESSED_ENCODINGS} from '../build/precompress'
import {methodNotAllowed, resolveInside} from '../http/files'
import {sendPlainNotFound} from '../http/respond'

type Encoding = (typeof PRECOMPRESSED_ENCODINGS)[number]

/**
 * `/_app/static/…`: the build's hashed files, cached for a year. A missing file is plain-text
 * `Not Found` (docs/routing.md "Broken assets"); methods other than GET and HEAD are 405. A file
 * the build compressed is sent as its `.br` or `.gz` copy when the client accepts it; the copies
 * themselves have no URL.
 */
export function staticAssets(dir: string): RequestHandler {
  const prefix = '/_app/static/'
  const root = path.resolve(dir)
  const {maps, copies} = readStaticFolder(root)
  return function staticAssets(req, res, next) {
    const {pathname} = res.locals
    if (!pathname.startsWith(prefix)) return next()
    res.locals.route = '/_app/static'
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res)
    const file = resolveInside(root, pathname.slice(prefix.length))
    if (!file || isCopy(file, copies)) return sendPlainNotFound(res)
    const headers: Record<string, string> = {}
    // The build writes `x.js.map` beside `x.js` without naming it in the file: say it here.
    if (maps.has(file)) headers.SourceMap = `${path.basename(file)}.map`
    const available = copies.get(file)
    let sent = file
    if (available) {
      res.vary('Accept-Encoding')
      const chosen = chooseEncoding(req, available)
      if (chosen) {
        sent = file + chosen.suffix
        headers['Content-Encoding'] = chosen.encoding
        // `send` would take the type from `.br`/`.gz`; a type already set is kept.
        res.type(path.extname(file))
      }
    }
    res.sendFile(sent, {maxAge: '1y', immutable: true, dotfiles: 'deny', index: false, headers}, (error) => {
      if (error && !res.headersSent) sendPlainNotFound(res)
    })
  }
}

/** The best copy the request accepts: by `q`, then Brotli before gzip; null for the file itself. */
function chooseEncoding(req: Request, available: readonly Encoding[]): Encoding | null {
  const names = available.map(({encoding}) => encoding)
  const preferred = accepts(req).negotiator.encodings([...names, 'identity'], {preferred: [...names, 'identity']})
  return available.find(({encoding}) => encoding === preferred[0]) ?? null
}

/** `x.js.gz` or `x.js.br` when the build wrote it as a copy of `x.js`. */
function isCopy(file: string, copies: ReadonlyMap<string, readonly Encoding[]>): boolean {
  return PRECOMPRESSED_ENCODINGS.some(({suffix}) => file.endsWith(suffix) && copies.has(file.slice(0, -suffix.length)))
}

/**
 * Read once at start: the .js and .css files under `root` that have a `.map` beside them, and the
 * files that have compressed copies, with the encodings of those copies in order of preference.
 */
function readStaticFolder(root: string): {maps: Set<string>; copies: Map<string, Encoding[]>} {
  const maps = new Set<string>()
  const copies = new Map<string, Encoding[]>()
  let names: string[]
  try {
    names = readdirSync(root, {recursive: true, encoding: 'utf8'})
  } catch {
    return {maps, copies} // no static folder: nothing is served from it
  }
  const present = new Set(names)
  for (const name of names) {
    if (name.endsWith('.map')) maps.add(path.join(root, name.slice(0, -'.map'.length)))
    const encodings = PRECOMPRESSED_ENCODINGS.filter(({suffix}) => present.has(name + suffix))
    if (encodings.length > 0) copies.set(path.join(root, name), encodings)
  }
  return {maps, copies}
}
