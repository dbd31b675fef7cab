/**
 * `node build.mjs --app <dir> --routes` prints the page routes in priority order, and the build
 * refuses a conflicting route table with a message that names both routes (docs/routing.md "Priority", "Conflicts").
 */
import {spawnSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ROOT} from '../support/built-server'

function runBuild(args: string[]) {
  const result = spawnSync(process.execPath, ['build.mjs', ...args], {cwd: ROOT, encoding: 'utf8', timeout: 60_000})
  return {status: result.status, stdout: result.stdout, stderr: result.stderr}
}

/** An app folder whose pages are empty files with these ids (`--routes` reads only names). */
function appWithPages(ids: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hale-routes-'))
  for (const id of ids) {
    const file = path.join(dir, 'pages', `${id}.tsx`)
    mkdirSync(path.dirname(file), {recursive: true})
    writeFileSync(file, 'export default function Page() { return null }\n')
  }
  return dir
}

describe('node build.mjs --routes', () => {
  it('prints the conformance fixture’s routes in priority order', () => {
    const result = runBuild(['--app', 'test/fixtures/conformance', '--routes'])
    expect(result.status).toBe(0)
    expect(result.stdout.trim().split('\n')).toEqual([
      '/', '/about', '/blog', '/blog/[id]', '/client-throw', '/docs/[...slug]', '/missing',
      '/opt/[[...slug]]', '/redirect', '/redirect-permanent', '/throw',
    ])
  })

  it('sorts the reference list of docs/routing.md "Priority"', () => {
    const app = appWithPages(['index', 'posts', '[root-slug]', 'posts/[id]', 'blog/[id]', 'blog/abc', 'blog/abc/[id]', '[...rest]', 'p/[...rest]', 'p1/[[...incl]]'])
    try {
      const result = runBuild(['--app', app, '--routes'])
      expect(result.status).toBe(0)
      expect(result.stdout.trim().split('\n')).toEqual([
        '/', '/blog/abc', '/blog/abc/[id]', '/blog/[id]', '/p/[...rest]', '/p1/[[...incl]]', '/posts', '/posts/[id]', '/[root-slug]', '/[...rest]',
      ])
    } finally {
      rmSync(app, {recursive: true, force: true})
    }
  })

  it.each([
    [['help', 'help/[[...slug]]'], ['/help', '/help/[[...slug]]']],
    [['index', '[[...all]]'], ['/', '/[[...all]]']],
    [['a/[...x]', 'a/[[...x]]'], ['/a/[...x]', '/a/[[...x]]']],
    [['chat/[id]', 'chat/[cid]/x'], ['/chat/[id]', '/chat/[cid]/x']],
    [['a/[helloworld]', 'a/[hello-world]/b'], ['helloworld', 'hello-world']],
  ])('refuses %j with a message naming both routes (exit 1)', (ids, named) => {
    const app = appWithPages(ids)
    try {
      for (const args of [['--routes'], ['--out', path.join(app, 'out')]]) {
        const result = runBuild(['--app', app, ...args])
        expect(result.status).toBe(1)
        for (const name of named) expect(result.stderr).toContain(name)
        expect(result.stderr).toMatch(/conflict|cannot|differ/i)
      }
    } finally {
      rmSync(app, {recursive: true, force: true})
    }
  })

  it.each([['a/[id]/b/[id]'], ['a/[...x]/b'], ['a/[[x]]'], ['a/[....x]'], ['a/[[...x]'], ['a/[...x]]']])('refuses the invalid route %s (exit 1)', (id) => {
    const app = appWithPages([id])
    try {
      const result = runBuild(['--app', app, '--routes'])
      expect(result.status).toBe(1)
      expect(result.stderr).toContain(`/${id}`)
    } finally {
      rmSync(app, {recursive: true, force: true})
    }
  })
})

describe('node build.mjs --app <dir> --out <dir>', () => {
  it('writes server.js, app.js, manifest.json, BUILD_ID and hashed client files', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'hale-out-'))
    try {
      const result = runBuild(['--app', 'test/fixtures/conformance', '--out', out])
      expect(result.status).toBe(0)
      const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))
      expect(readFileSync(path.join(out, 'BUILD_ID'), 'utf8').trim()).toBe(manifest.buildId)
      expect(Object.keys(manifest.pages).sort()).toEqual([
        'about', 'blog/[id]', 'blog/index', 'client-throw', 'docs/[...slug]', 'index', 'missing',
        'opt/[[...slug]]', 'redirect', 'redirect-permanent', 'throw',
      ])
      expect(manifest.entry.js[0]).toMatch(/^entry-[A-Z0-9]{8}\.js$/)
      for (const assets of Object.values(manifest.pages) as {js: string[]}[]) {
        expect(assets.js[0]).toMatch(/-[A-Z0-9]{8}\.js$/)
        for (const file of assets.js) expect(readFileSync(path.join(out, 'static', file), 'utf8').length).toBeGreaterThan(0)
      }
      // Minified: no line of the entry is a plain indented statement.
      expect(readFileSync(path.join(out, 'static', manifest.entry.js[0]), 'utf8').split('\n').length).toBeLessThan(20)
    } finally {
      rmSync(out, {recursive: true, force: true})
    }
  })
})
