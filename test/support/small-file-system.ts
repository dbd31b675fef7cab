/**
 * A small real file system to fill up, for full-disk tests: a tmpfs mounted in a temporary folder
 * (root only; elsewhere the tests that need one are skipped with the reason printed).
 */
import {spawnSync} from 'node:child_process'
import {closeSync, mkdtempSync, openSync, rmSync, writeSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

export interface SmallFileSystem {
  dir: string
  unmount(): void
}

/** A tmpfs of `megabytes` MB to fill, or the reason there is none (not root, no mount in this sandbox). */
export function smallFileSystem(megabytes: number): SmallFileSystem | {skip: string} {
  const dir = mkdtempSync(path.join(tmpdir(), 'hale-small-fs-'))
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], {encoding: 'utf8'})
  if (mounted.status !== 0) {
    rmSync(dir, {recursive: true, force: true})
    return {skip: `cannot mount a small file system here (${(mounted.stderr || mounted.error?.message || 'mount failed').trim()})`}
  }
  return {
    dir,
    unmount() {
      spawnSync('umount', [dir])
      rmSync(dir, {recursive: true, force: true})
    },
  }
}

/** Writes zeros until the file system has not a byte left (ENOSPC at every size); returns the filler's path. */
export function fill(dir: string): string {
  const filler = path.join(dir, 'filler')
  const fd = openSync(filler, 'w')
  try {
    for (const size of [64 * 1024, 4096, 1]) {
      const block = Buffer.alloc(size)
      try {
        for (;;) writeSync(fd, block)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    }
  } finally {
    closeSync(fd)
  }
  return filler
}
