import {ConfigError, loadConfig} from '../../server/config'

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000, host: undefined, basePath: '', locales: ['en', 'es', 'fr', 'de'], defaultLocale: 'en',
      localeDetection: true, trustProxy: false, nodeEnv: 'development', production: false, retentionDays: 30,
      renderTimeoutMs: 10_000, shutdownGraceMs: 10_000,
    })
  })

  it.each([
    [{PORT: '8080'}, {port: 8080}],
    [{HOST: '127.0.0.1'}, {host: '127.0.0.1'}],
    [{BASE_PATH: '/care'}, {basePath: '/care'}],
    [{BASE_PATH: '/care/clinic-1'}, {basePath: '/care/clinic-1'}],
    [{BASE_PATH: '/'}, {basePath: ''}],
    [{LOCALES: 'en-US, fr,nl-NL', DEFAULT_LOCALE: 'fr'}, {locales: ['en-US', 'fr', 'nl-NL'], defaultLocale: 'fr'}],
    [{LOCALES: 'en-US,fr', DEFAULT_LOCALE: 'EN-us'}, {defaultLocale: 'en-US'}],
    [{LOCALES: 'fr,de'}, {defaultLocale: 'fr'}],
    [{LOCALE_DETECTION: 'off'}, {localeDetection: false}],
    [{TRUST_PROXY: '1'}, {trustProxy: 1}],
    [{TRUST_PROXY: '10.0.0.0/8, ::1'}, {trustProxy: ['10.0.0.0/8', '::1']}],
    [{TRUST_PROXY: 'loopback'}, {trustProxy: ['loopback']}],
    [{TRUST_PROXY: 'off'}, {trustProxy: false}],
    [{NODE_ENV: 'production'}, {nodeEnv: 'production', production: true}],
    [{RETENTION_DAYS: '0'}, {retentionDays: 0}],
  ])('reads %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected)
  })

  it.each([
    [{PORT: 'abc'}, 'PORT'],
    [{PORT: '70000'}, 'PORT'],
    [{PORT: '-1'}, 'PORT'],
    [{BASE_PATH: 'care'}, 'BASE_PATH'],
    [{BASE_PATH: '/care/'}, 'BASE_PATH'],
    [{BASE_PATH: '/ca re'}, 'BASE_PATH'],
    [{BASE_PATH: '/a/../b'}, 'BASE_PATH'],
    [{BASE_PATH: '/api'}, 'BASE_PATH'],
    [{LOCALES: 'en,,fr'}, 'LOCALES'],
    [{LOCALES: 'en,EN'}, 'LOCALES'],
    [{LOCALES: 'en,f r'}, 'LOCALES'],
    [{DEFAULT_LOCALE: 'it'}, 'DEFAULT_LOCALE'],
    [{LOCALE_DETECTION: 'maybe'}, 'LOCALE_DETECTION'],
    [{TRUST_PROXY: 'true'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '99'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: 'example.com'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '10.0.0.0/40'}, 'TRUST_PROXY'],
    [{RETENTION_DAYS: 'forever'}, 'RETENTION_DAYS'],
  ])('refuses %j, naming %s', (env, variable) => {
    let caught: unknown
    try {
      loadConfig(env)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as ConfigError).variable).toBe(variable)
    expect((caught as ConfigError).message).toMatch(new RegExp(`^Invalid ${variable}: `))
  })
})

describe('the server process settings', () => {
  it('sets explicit timeouts and a header count limit on the HTTP server', () => {
    const {createHttpServer} = require('../../server/runtime') as typeof import('../../server/runtime')
    const server = createHttpServer(() => {})
    expect({
      headersTimeout: server.headersTimeout, requestTimeout: server.requestTimeout,
      keepAliveTimeout: server.keepAliveTimeout, maxHeadersCount: server.maxHeadersCount,
    }).toEqual({headersTimeout: 20_000, requestTimeout: 120_000, keepAliveTimeout: 5_000, maxHeadersCount: 100})
  })

  it.each([
    [{}, false],
    [{TRUST_PROXY: '1'}, 1],
    [{TRUST_PROXY: '10.0.0.1,10.0.0.2'}, ['10.0.0.1', '10.0.0.2']],
  ])('applies TRUST_PROXY %j to Express as %j (never `true`)', (env, expected) => {
    const {haleApp} = require('../support/hale-app') as typeof import('../support/hale-app')
    expect(haleApp(env).app.get('trust proxy')).toEqual(expected)
  })
})
