/**
 * Server-only code never reaches the browser: the data function, what only it uses, and the
 * modules it imports are stripped from the client bundle (grep the built files).
 */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {buildApp, removeBuild, startServer, ROOT} from '../support/built-server'
import {stripServerCode} from '../../server/framework/build/strip-server-code'

function filesBelow(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('the server-only fixture', () => {
  let out: string
  beforeAll(() => {
    out = buildApp(path.join(ROOT, 'test/fixtures/server-only'))
  })
  afterAll(() => removeBuild(out))

  it('keeps the secret and the data function out of every client file', () => {
    const clientFiles = filesBelow(path.join(out, 'static'))
    expect(clientFiles.length).toBeGreaterThan(1)
    for (const file of clientFiles) {
      const text = readFileSync(file, 'utf8')
      expect({file, secret: text.includes('SERVER_ONLY_MARKER_c0ffee')}).toEqual({file, secret: false})
      expect({file, fs: /readFileSync|node:fs/.test(text)}).toEqual({file, fs: false})
      expect({file, gssp: text.includes('getServerSideProps')}).toEqual({file, gssp: false})
    }
  })

  it('keeps the secret in the server bundle, where the data function runs', async () => {
    expect(readFileSync(path.join(out, 'app.js'), 'utf8')).toContain('SERVER_ONLY_MARKER_c0ffee')
    const server = await startServer(out)
    try {
      const html = await (await fetch(`${server.origin}/`)).text()
      expect(html).toContain(`<p id="length">${'SERVER_ONLY_MARKER_c0ffee'.length + 1}</p>`)
    } finally {
      await server.stop()
    }
  })
})

describe("Hale's client bundle", () => {
  let clientFiles: string[] = []
  beforeAll(() => {
    clientFiles = filesBelow(path.join(ROOT, 'dist/static')).filter((file) => !file.endsWith('.map'))
  })

  it('has client files to check', () => {
    expect(clientFiles.some((file) => /entry-[A-Z0-9]+\.js$/.test(file))).toBe(true)
  })

  it.each([
    ['the data functions', 'getServerSideProps'],
    ['the help pages’ markdown (loaded by a data function)', 'WorkingDirectory='],
    ['the configuration reader', 'TRUST_PROXY'],
    ['Node built-ins', 'node:fs'],
    ['the topic texts of other pages', 'Hale can explain what things usually mean'],
  ])('contains none of %s', (_what, needle) => {
    const offending = clientFiles.filter((file) => readFileSync(file, 'utf8').includes(needle))
    expect(offending).toEqual([])
  })
})

describe('stripServerCode', () => {
  it('removes the export, the helpers only it used, and leaves the rest byte for byte', () => {
    const source = [
      "import {db} from './db'",
      "import {Thing} from './thing'",
      'const query = () => db.all()',
      'function unrelated() { return 1 }',
      'export async function getServerSideProps() { return {props: {rows: query()}} }',
      'export default function Page() { return <Thing n={unrelated()} /> }',
      '',
    ].join('\n')
    expect(stripServerCode(source, 'page.tsx')).toBe([
      "import {db} from './db'",
      "import {Thing} from './thing'",
      '',
      'function unrelated() { return 1 }',
      '',
      'export default function Page() { return <Thing n={unrelated()} /> }',
      '',
    ].join('\n'))
  })

  it('removes `export const getServerSideProps = …` and a name in an export list', () => {
    expect(stripServerCode('import {x} from "./x"\nexport const getServerSideProps = x\nexport default 1\n', 'a.ts'))
      .toBe('import {x} from "./x"\n\nexport default 1\n')
    expect(stripServerCode('const a = 1\nconst gssp = () => a\nexport {gssp as getServerSideProps, a}\n', 'a.ts'))
      .toBe('const a = 1\n\nexport {a}\n')
  })

  it('removes `documentProps` too: what a document boots with is decided on the server', () => {
    const source = [
      'const drop = (props) => ({...props, html: undefined})',
      'export function documentProps(props) { return drop(props) }',
      'export default function Page() { return null }',
      '',
    ].join('\n')
    expect(stripServerCode(source, 'page.tsx')).toBe('\n\nexport default function Page() { return null }\n')
  })

  it('leaves a module without a data function untouched', () => {
    const source = 'export default function About() { return null }\n'
    expect(stripServerCode(source, 'about.tsx')).toBe(source)
  })
})
