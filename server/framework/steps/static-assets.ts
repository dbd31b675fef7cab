import {readdirSync} from 'node:fs'
import path from 'node:path'
import type {RequestHandler} from 'express'
import {methodNotAllowed, resolveInside} from '../http/files'
import {sendPlainNotFound} from '../http/respond'

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
