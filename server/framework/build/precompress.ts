/**
 * Writes a gzip and a Brotli copy beside each compressible static file, once at build time, so
 * that the static files step sends stored bytes at the strongest levels instead of compressing
 * each response (server/framework/steps/static-assets.ts).
 */
import {createHash} from 'node:crypto'
import {readdir, readFile, writeFile} from 'node:fs/promises'
import path from 'node:path'
import {promisify} from 'node:util'
import {brotliCompress, constants, gzip} from 'node:zlib'

/** The static files that get copies; images other than SVG and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.map', '.svg', '.json'] as const

/** The copies' suffixes, in the order the server prefers them, with their `Content-Encoding`. */
export const PRECOMPRESSED_ENCODINGS = [
  {encoding: 'br', suffix: '.br'},
  {encoding: 'gzip', suffix: '.gz'},
] as const

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export function isPrecompressible(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.some((extension) => file.endsWith(extension))
}

/** Copies already made, by the SHA-256 of the file they are copies of. */
export type PreviousCopies = Map<string, {br: Buffer; gz: Buffer}>

/**
 * The copies of an earlier build's static folder, read before the build empties it: Brotli at
 * quality 11 is most of a build's time, and most files come out the same from one build to the next.
 */
export async function readPreviousCopies(staticDir: string): Promise<PreviousCopies> {
  const copies: PreviousCopies = new Map()
  let names: string[]
  try {
    names = await readdir(staticDir, {recursive: true, encoding: 'utf8'})
  } catch {
    return copies // no earlier build
  }
  const present = new Set(names)
  await Promise.all(names.filter((name) => isPrecompressible(name) && present.has(`${name}.br`) && present.has(`${name}.gz`)).map(async (name) => {
    const file = path.join(staticDir, name)
    const [original, br, gz] = await Promise.all([readFile(file), readFile(`${file}.br`), readFile(`${file}.gz`)])
    copies.set(digest(original), {br, gz})
  }))
  return copies
}

/**
 * Writes `<file>.gz` (gzip level 9) and `<file>.br` (Brotli quality 11) for each compressible
 * file, or the copies of an earlier build of the same bytes. zlib's asynchronous calls run on
 * libuv's thread pool, so the files compress in parallel; the largest go first so that no large
 * file starts last and keeps the build waiting alone.
 */
export async function writePrecompressed(
  files: ReadonlyArray<{path: string; contents: Uint8Array}>, previous: PreviousCopies = new Map(),
): Promise<void> {
  const compressible = files.filter((file) => isPrecompressible(file.path))
    .sort((a, b) => b.contents.byteLength - a.contents.byteLength)
  await Promise.all(compressible.flatMap(({path: file, contents}) => {
    const reused = previous.get(digest(contents))
    return [
      (reused ? Promise.resolve(reused.gz) : gzipAsync(contents, {level: 9})).then((bytes) => writeFile(`${file}.gz`, bytes)),
      (reused ? Promise.resolve(reused.br) : brotliAsync(contents, {params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      }})).then((bytes) => writeFile(`${file}.br`, bytes)),
    ]
  }))
}

function digest(contents: Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex')
}
