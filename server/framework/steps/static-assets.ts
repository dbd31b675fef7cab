import {readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import type {RequestHandler, Response} from 'express'
import {sendPlainNotFound} from '../http/respond'

/**
 * The file a raw sub-path names inside `dir`, or null. Each segment is percent-decoded once and
 * must be an ordinary name: no `.`/`..`, no separators or NUL after decoding, no hidden files. So
 * `..%2f`, `%2e%2e/`, `..%5c`, double encoding and `%00` never leave the folder.
 */
export function resolveInside(dir: string, rawSubpath: string): string | null {
  const segments = rawSubpath.split('/').filter((segment) => segment !== '')
  if (segments.length === 0) return null
  const names: string[] = []
  for (const segment of segments) {
    let name: string
    try {
      name = decodeURIComponent(segment)
    } catch {
      return null
    }
    if (name === '.' || name === '..' || name.startsWith('.') || /[/\\\0]/.test(name)) return null
    names.push(name)
  }
  const file = path.join(dir, ...names)
  if (!file.startsWith(dir + path.sep)) return null
  try {
    return statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

function methodNotAllowed(res: Response): void {
  res.status(405).set('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed')
}

/**
 * `/_app/static/…`: the build's hashed files, cached for a year. A missing file is plain-text
 * `Not Found` (docs/routing.md "Broken assets"); methods other than GET and HEAD are 405.
 */
export function staticAssets(dir: string): RequestHandler {
  const prefix = '/_app/static/'
  const root = path.resolve(dir)
  const maps = sourceMapped(root)
  return function staticAssets(req, res, next) {
    const {pathname} = res.locals
    if (!pathname.startsWith(prefix)) return next()
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res)
    const file = resolveInside(root, pathname.slice(prefix.length))
    if (!file) return sendPlainNotFound(res)
    // The build writes `x.js.map` beside `x.js` without naming it in the file: say it here.
    const headers = maps.has(file) ? {SourceMap: `${path.basename(file)}.map`} : undefined
    res.sendFile(file, {maxAge: '1y', immutable: true, dotfiles: 'deny', index: false, headers}, (error) => {
      if (error && !res.headersSent) sendPlainNotFound(res)
    })
  }
}

/**
 * The app's `public` folder at the site's root (`/hello.txt`), outside locales. The folder is
 * indexed once at start (the build's output does not change), so a page request costs a map
 * lookup, not a file-system call. Anything not in it goes on to the pages. A file found is
 * answered through `compress` (the pipeline's compression), which pages never go through.
 */
export function publicFiles(dir: string, compress: RequestHandler): RequestHandler {
  const files = indexFolder(path.resolve(dir))
  return function publicFiles(req, res, next) {
    if (files.size === 0) return next()
    const file = files.get(publicKey(res.locals.pathname) ?? '')
    if (!file) return next()
    compress(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res)
      res.sendFile(file, {maxAge: 0, dotfiles: 'deny', index: false}, (error) => {
        if (error && !res.headersSent) sendPlainNotFound(res)
      })
    })
  }
}

/** The .js and .css files under `root` that have a `.map` beside them, read once at start. */
function sourceMapped(root: string): Set<string> {
  const files = new Set<string>()
  let names: string[]
  try {
    names = readdirSync(root, {recursive: true, encoding: 'utf8'})
  } catch {
    return files // no static folder: nothing is served from it
  }
  for (const name of names) {
    if (name.endsWith('.map')) files.add(path.join(root, name.slice(0, -'.map'.length)))
  }
  return files
}

/**
 * The key of `publicFiles`' index for a raw path. Without `%` or `//` (nearly every page request)
 * that is the path without its first and last `/`, with no splitting and decoding to do.
 */
function publicKey(rawPath: string): string | null {
  if (rawPath.includes('%') || rawPath.includes('//')) return decodePath(rawPath)
  return rawPath.slice(1, rawPath.endsWith('/') && rawPath.length > 1 ? -1 : undefined)
}

/** '/a/b%20c.txt' → 'a/b c.txt', or null when a segment cannot be decoded. */
function decodePath(rawPath: string): string | null {
  try {
    return rawPath.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment)).join('/')
  } catch {
    return null
  }
}

/** Every ordinary file below `dir` by its relative path with '/' separators (no hidden files). */
function indexFolder(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (current: string, prefix: string) => {
    let entries
    try {
      entries = readdirSync(current, {withFileTypes: true})
    } catch {
      return
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`)
      else if (entry.isFile()) files.set(prefix + entry.name, full)
    }
  }
  walk(dir, '')
  return files
}
