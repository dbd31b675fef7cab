import {readdirSync} from 'node:fs'
import path from 'node:path'
import type {RequestHandler} from 'express'
import {methodNotAllowed} from '../http/files'
import {sendPlainNotFound} from '../http/respond'

/** The app's `public` folder, indexed once at start (the build's output does not change). */
export interface PublicFileIndex {
  /** The file a path inside the base path names (still percent-encoded, as `res.locals.pathname`), or undefined. */
  fileOf(pathname: string): string | undefined
}

export function indexPublicFiles(dir: string): PublicFileIndex {
  const files = indexFolder(path.resolve(dir))
  return {fileOf: (pathname) => (files.size === 0 ? undefined : files.get(decodePath(pathname) ?? ''))}
}

/**
 * The app's `public` folder at the site's root (`/hello.txt`), outside locales. A page request
 * looks the path up in the index in memory instead of asking the file system. Anything not in it
 * goes on to the pages. A file found is answered through `compress` (the pipeline's compression),
 * which pages never go through.
 */
export function publicFiles(files: PublicFileIndex, compress: RequestHandler): RequestHandler {
  return function publicFiles(req, res, next) {
    const file = files.fileOf(res.locals.pathname)
    if (!file) return next()
    res.locals.route = 'public'
    compress(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res)
      res.sendFile(file, {maxAge: 0, dotfiles: 'deny', index: false}, (error) => {
        if (error && !res.headersSent) sendPlainNotFound(res)
      })
    })
  }
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
