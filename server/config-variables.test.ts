import {readFileSync} from 'node:fs'
import path from 'node:path'
import {loadConfig} from './config'
import {CONFIG_VARIABLES, renderEnvExample} from './config-variables'
import type {Environment} from './framework/env'

/** The names the configuration code reads from `env`. */
function namesRead(env: Record<string, string>): Set<string> {
  const names = new Set<string>()
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') names.add(name)
      return target[name as string]
    },
  })
  loadConfig(recording as Environment)
  return names
}

/** A configuration without what varies between runs and the start-up warnings. */
const comparable = (env: Environment) => {
  const {warnings: _warnings, ...config} = loadConfig(env)
  return config
}

describe('the configuration variables and .env.example', () => {
  it('lists exactly the variables the code reads, each once', () => {
    const read = new Set([
      ...namesRead({}),
      // Read only when another is set.
      ...namesRead({DATABASE_URL: 'postgres://hale@127.0.0.1:5432/hale', TRANSCRIBE_BASE_URL: 'http://127.0.0.1:9/v1', HCAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/api.js'}),
    ])
    const listed = CONFIG_VARIABLES.map((variable) => variable.name)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...read].sort()).toEqual([...listed].sort())
  })

  it('gives for each variable the default the code applies: setting it to that changes nothing', () => {
    const unset = comparable({})
    const checked = CONFIG_VARIABLES.filter((variable) => variable.default !== '')
    expect(checked.length).toBeGreaterThan(35)
    for (const variable of checked) {
      expect([variable.name, comparable({[variable.name]: variable.default})]).toEqual([variable.name, unset])
    }
  })

  it('marks the keys, the metrics token and the database URL as secrets', () => {
    expect(CONFIG_VARIABLES.filter((variable) => variable.secret).map((variable) => variable.name).sort())
      .toEqual(['DATABASE_URL', 'HCAPTCHA_SECRET', 'LLM_API_KEY', 'METRICS_TOKEN', 'TRANSCRIBE_API_KEY', 'TTS_API_KEY'])
  })

  it('.env.example is what the list says (npm run env-example writes it)', () => {
    const file = readFileSync(path.resolve(__dirname, '../.env.example'), 'utf8')
    expect(file).toBe(renderEnvExample())
    for (const variable of CONFIG_VARIABLES) expect(file).toContain(`\n# ${variable.name}=${variable.default}\n`)
  })
})
