/**
 * The build's compressed copies (server/framework/build/precompress.ts): which files get them, and
 * an earlier build's copies reused only for the same bytes. test/http/compression.test.ts checks
 * the copies of dist/ and how they are served.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {readPreviousCopies, writePrecompressed} from '../../server/framework/build/precompress'

let dir: string
beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'hale-precompress-')) })
afterEach(() => rmSync(dir, {recursive: true, force: true}))

function output(name: string, text: string) {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return {path: file, contents: Buffer.from(text)}
}

it('writes .br and .gz beside .js, .css, .map, .svg and .json files only', async () => {
  const files = ['a.js', 'a.js.map', 'b.css', 'c.svg', 'd.json', 'e.png', 'f.woff2'].map((name) => output(name, `${name} `.repeat(50)))
  await writePrecompressed(files)
  for (const {path: file, contents} of files) {
    const expected = /\.(js|css|map|svg|json)$/.test(file)
    expect([file, existsSync(`${file}.br`), existsSync(`${file}.gz`)]).toEqual([file, expected, expected])
    if (!expected) continue
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(contents)).toBe(true)
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(contents)).toBe(true)
  }
})

it("reuses an earlier build's copies for the same bytes, and only for them", async () => {
  const same = output('same-HASH.js', 'unchanged '.repeat(50))
  const changed = output('changed-HASH.js', 'before '.repeat(50))
  await writePrecompressed([same, changed])
  // Marked so that reuse shows: a copy compressed afresh would not carry the mark.
  writeFileSync(`${same.path}.br`, 'earlier br')
  writeFileSync(`${same.path}.gz`, 'earlier gz')
  const previous = await readPreviousCopies(dir)
  expect(previous.size).toBe(2)

  const changedNow = output('changed-HASH.js', 'after '.repeat(50))
  await writePrecompressed([same, changedNow], previous)
  expect(readFileSync(`${same.path}.br`, 'utf8')).toBe('earlier br')
  expect(readFileSync(`${same.path}.gz`, 'utf8')).toBe('earlier gz')
  expect(brotliDecompressSync(readFileSync(`${changed.path}.br`)).equals(changedNow.contents)).toBe(true)
  expect(gunzipSync(readFileSync(`${changed.path}.gz`)).equals(changedNow.contents)).toBe(true)
})

it('no earlier build: nothing to reuse', async () => {
  expect((await readPreviousCopies(path.join(dir, 'missing'))).size).toBe(0)
})
