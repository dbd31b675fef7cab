/** Serving files from a folder without ever leaving it. */
import {statSync} from 'node:fs'
import path from 'node:path'
import type {Response} from 'express'

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

/** A file answers GET and HEAD only. */
export function methodNotAllowed(res: Response): void {
  res.status(405).set('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed')
}
