/**
 * Rules compiled on first use (./first-use.ts): the start-up warm-up leaves most rules uncompiled,
 * a message compiles the rules it could hit, and the compiled code held after the warm-up is a
 * fraction of what compiling every rule holds (measured in a fresh process).
 */
import {buildSync} from 'esbuild'
import {execFileSync} from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {detectRedFlags, warmUpRedFlags} from '../red-flags'
import {compileOnFirstUse, isCompiled} from './first-use'
import {LANGUAGES} from './languages'

const english = LANGUAGES.find((language) => language.language === 'en')!

describe('compileOnFirstUse', () => {
  beforeAll(() => warmUpRedFlags())

  it('leaves most rules uncompiled after the warm-up', () => {
    const rules = LANGUAGES.flatMap((language) => language.rules)
    expect(rules.filter(isCompiled).length).toBeGreaterThan(0)
    expect(rules.filter(isCompiled).length).toBeLessThan(rules.length / 4)
  })

  it('compiles a rule when a message first could hit it', () => {
    const chestPain = english.rules.find((rule) => rule.category === 'chest_pain' && !rule.context)!
    expect(isCompiled(chestPain)).toBe(false)
    expect(detectRedFlags('I have crushing chest pain spreading to my left arm', 'en').categories).toContain('chest_pain')
    expect(isCompiled(chestPain)).toBe(true)
  })
})

describe('compiled code held after the warm-up, in a fresh process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hale-first-use-'))
  const bundle = path.join(dir, 'detector.mjs')

  beforeAll(() => {
    const entry = `
      export {warmUpRedFlags} from './red-flags'
      export {LANGUAGES} from './red-flag-engine/languages'
      export {compileOnFirstUse} from './red-flag-engine/first-use'`
    buildSync({stdin: {contents: entry, resolveDir: path.join(__dirname, '..'), loader: 'ts'}, bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'error'})
  })

  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}))

  it('is less than half of what every rule compiled holds', () => {
    const probe = `
      const v8 = await import('node:v8')
      const code = () => { globalThis.gc(); return v8.getHeapSpaceStatistics().filter((space) => space.space_name.startsWith('code')).reduce((sum, space) => sum + space.space_used_size, 0) }
      const {warmUpRedFlags, LANGUAGES, compileOnFirstUse} = await import(${JSON.stringify(new URL(`file://${bundle}`).href)})
      const start = code()
      warmUpRedFlags()
      const warm = code()
      for (const language of LANGUAGES) for (const rule of language.rules) compileOnFirstUse(rule)
      console.log(JSON.stringify({warm: warm - start, all: code() - start}))`
    const {warm, all} = JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', probe], {encoding: 'utf8'}).trim())
    expect(all).toBeGreaterThan(20 * 1024 * 1024)
    expect(warm).toBeLessThan(all / 2)
  }, 120_000)
})
