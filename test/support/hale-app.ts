/**
 * Hale's own app for supertest: the modules and manifest that `node build.mjs` wrote into dist/
 * (the jest global setup builds it), with a configuration read from a test environment.
 */
import path from 'node:path'
import {createApp} from '../../server/app'
import {loadAppBundle} from '../../server/app-bundle'
import {loadConfig, type AppConfig} from '../../server/config'
import {createMemoryLogger} from '../../server/log'
import {modules} from '../../dist/.gen/server-modules'

export const DIST = path.resolve(__dirname, '../../dist')

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({NODE_ENV: 'test', ...env})
}

/** A fresh in-process app and the logger that records what it logged. */
export function haleApp(env: Record<string, string> = {}) {
  const log = createMemoryLogger()
  const config = testConfig(env)
  const bundle = loadAppBundle(modules, DIST)
  return {app: createApp(config, {bundle, log}), log, config, bundle}
}
