/**
 * The engine (src/framework, client, server/framework) imports nothing of Hale's: every module
 * its entry points reach is its own or a package. And an app that is not Hale, the conformance
 * fixture, builds and starts in production with nothing set but where to listen.
 */
import * as esbuild from 'esbuild'
import path from 'node:path'
import {buildApp, removeBuild, ROOT, startServer, type RunningServer} from '../support/built-server'

const ENGINE = ['src/framework/', 'client/', 'server/framework/']

/** Every source file the entry points reach, relative to the checkout, the app's modules and packages left out. */
async function reachedFrom(entryPoints: string[], platform: 'browser' | 'node'): Promise<string[]> {
  const result = await esbuild.build({
    absWorkingDir: ROOT, entryPoints: entryPoints.map((entry) => path.join(ROOT, entry)), bundle: true, write: false,
    metafile: true, platform, format: 'esm', outdir: path.join(ROOT, 'dist/.boundary'), splitting: platform === 'browser',
    packages: 'external', external: ['app:*'], jsx: 'automatic', logLevel: 'silent', loader: {'.css': 'empty', '.md': 'text'},
    resolveExtensions: platform === 'browser' ? ['.browser.tsx', '.browser.ts', '.tsx', '.ts', '.js'] : ['.tsx', '.ts', '.js'],
  })
  return Object.keys(result.metafile.inputs)
}

describe('the engine', () => {
  it.each([
    ['the browser', ['client/entry.tsx', 'client/router.ts'], 'browser'],
    ['the server', ['server/framework/app.ts', 'server/framework/runtime.ts', 'server/framework/exports.ts'], 'node'],
    ['the build', ['server/framework/build/index.ts'], 'node'],
  ] as const)('reaches only its own modules from %s', async (_name, entries, platform) => {
    const inputs = await reachedFrom([...entries], platform)
    expect(inputs.length).toBeGreaterThan(entries.length) // the check sees the imports
    expect(inputs.filter((input) => !ENGINE.some((prefix) => input.startsWith(prefix)))).toEqual([])
  })

  it('is caught by the check when it imports Hale', async () => {
    const inputs = await reachedFrom(['server/framework/app.ts', 'server/services.ts'], 'node')
    expect(inputs.filter((input) => !ENGINE.some((prefix) => input.startsWith(prefix)))).toContain('server/services.ts')
  })
})

describe('an app that is not Hale', () => {
  let out: string
  let server: RunningServer | undefined

  beforeAll(() => {
    out = buildApp('test/fixtures/conformance')
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    removeBuild(out)
  })

  it('starts in production with only PORT and HOST', async () => {
    server = await startServer(out, {NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1'})
    expect(server.output()).toContain('"message":"The server is listening"')
    const home = await fetch(`${server.origin}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<html lang="en"')
  }, 30_000)
})
