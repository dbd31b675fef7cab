import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {loadEnvFiles, withSourceFile} from './env-files'

describe('loadEnvFiles', () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'hale-env-files-'))
  })
  afterEach(() => rmSync(folder, {recursive: true, force: true}))
  const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text)

  it('fills in what the environment lacks from .env, remembering the file', () => {
    write('.env', '# a comment\nLLM_MODEL=qwen3\nexport PORT=8080\nCRISIS_LINE="Call 988 # any time"\nEMPTY=\n')
    const loaded = loadEnvFiles(folder, {PORT: '3001', PATH: '/usr/bin'})
    expect(loaded.files).toEqual(['.env'])
    expect(loaded.env).toMatchObject({LLM_MODEL: 'qwen3', PORT: '3001', PATH: '/usr/bin', CRISIS_LINE: 'Call 988 # any time', EMPTY: ''})
    // PORT came from the environment, so only the others are the file's.
    expect(loaded.sources).toEqual(new Map([['LLM_MODEL', '.env'], ['CRISIS_LINE', '.env'], ['EMPTY', '.env']]))
  })

  it('reads .env.production over .env only when NODE_ENV is production, from the environment or from .env', () => {
    write('.env', 'LLM_MODEL=small\nDATA_DIR=./data\n')
    write('.env.production', 'LLM_MODEL=large\n')
    expect(loadEnvFiles(folder, {}).env.LLM_MODEL).toBe('small')
    expect(loadEnvFiles(folder, {NODE_ENV: 'test'}).files).toEqual(['.env'])
    const production = loadEnvFiles(folder, {NODE_ENV: 'production'})
    expect(production.files).toEqual(['.env', '.env.production'])
    expect(production.env).toMatchObject({LLM_MODEL: 'large', DATA_DIR: './data'})
    expect(production.sources.get('LLM_MODEL')).toBe('.env.production')
    expect(production.sources.get('DATA_DIR')).toBe('.env')
    write('.env', 'NODE_ENV=production\nLLM_MODEL=small\n')
    expect(loadEnvFiles(folder, {}).env.LLM_MODEL).toBe('large')
    // The environment's NODE_ENV wins over the file's.
    expect(loadEnvFiles(folder, {NODE_ENV: 'development'}).env.LLM_MODEL).toBe('small')
  })

  it('reads nothing where there are no files, and says which file it could not read', () => {
    expect(loadEnvFiles(folder, {A: '1'})).toEqual({env: {A: '1'}, sources: new Map(), files: []})
    mkdirSync(path.join(folder, '.env'))
    expect(() => loadEnvFiles(folder, {})).toThrow(`cannot read ${path.join(folder, '.env')}: EISDIR`)
  })
})

describe('withSourceFile', () => {
  it("names the file that set the variable, and adds nothing for the environment's own", () => {
    const loaded = {env: {}, sources: new Map([['PORT', '.env.production']]), files: ['.env', '.env.production']}
    expect(withSourceFile('PORT must be a port number', 'PORT', loaded)).toBe('PORT must be a port number (set in .env.production)')
    expect(withSourceFile('HOST is not an address', 'HOST', loaded)).toBe('HOST is not an address')
  })
})
