/**
 * Writes a gzip and a Brotli copy beside each compressible static file, once at build time, so
 * that the static files step sends stored bytes at the strongest levels instead of compressing
 * each response (server/framework/steps/static-assets.ts).
 */
import {writeFile} from 'node:fs/promises'
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

/**
 * Writes `<file>.gz` (gzip level 9) and `<file>.br` (Brotli quality 11) for each compressible
 * file. zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel;
 * the largest go first so that no large file starts last and keeps the build waiting alone.
 */
export async function writePrecompressed(files: ReadonlyArray<{path: string; contents: Uint8Array}>): Promise<void> {
  const compressible = files.filter((file) => isPrecompressible(file.path))
    .sort((a, b) => b.contents.byteLength - a.contents.byteLength)
  await Promise.all(compressible.flatMap(({path, contents}) => [
    gzipAsync(contents, {level: 9}).then((bytes) => writeFile(`${path}.gz`, bytes)),
    brotliAsync(contents, {params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: contents.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    }}).then((bytes) => writeFile(`${path}.br`, bytes)),
  ]))
}
