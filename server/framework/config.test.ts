import {loadEngineConfig} from './config'
import {ConfigError} from './env'
import {createHttpServer} from './runtime'

describe('loadEngineConfig', () => {
  it('has the documented defaults', () => {
    expect(loadEngineConfig({})).toEqual({
      port: 3000, host: undefined, basePath: '', locales: ['en', 'es', 'fr', 'de'], defaultLocale: 'en',
      localeDetection: true, trustProxy: false, nodeEnv: 'development', production: false,
      renderTimeoutMs: 10_000, shutdownGraceMs: 10_000, publicOrigin: undefined,
      metricsToken: undefined, metricsPort: undefined, requestLog: true, warnings: [],
    })
  })

  it('needs nothing but what the engine reads to start in production', () => {
    expect(loadEngineConfig({NODE_ENV: 'production', PORT: '8080', HOST: '127.0.0.1'})).toMatchObject({production: true, port: 8080, host: '127.0.0.1'})
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
    [{PUBLIC_ORIGIN: 'https://hale.example.org'}, {publicOrigin: 'https://hale.example.org'}],
    [{RENDER_TIMEOUT_MS: '2000', SHUTDOWN_GRACE_MS: '0'}, {renderTimeoutMs: 2000, shutdownGraceMs: 0}],
  ])('reads %j', (env, expected) => {
    expect(loadEngineConfig(env)).toMatchObject(expected)
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
    [{PUBLIC_ORIGIN: 'https://hale.example.org/care'}, 'PUBLIC_ORIGIN'],
    [{RENDER_TIMEOUT_MS: '10'}, 'RENDER_TIMEOUT_MS'],
  ] as Array<[Record<string, string | undefined>, string]>)('refuses %j, naming %s', (env, variable) => {
    let caught: unknown
    try {
      loadEngineConfig(env)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as ConfigError).variable).toBe(variable)
    expect((caught as ConfigError).message).toMatch(new RegExp(`^Invalid ${variable}: `))
  })
})

describe('the HTTP server', () => {
  it('sets explicit timeouts and a header count limit', () => {
    const server = createHttpServer(() => {})
    expect({
      headersTimeout: server.headersTimeout, requestTimeout: server.requestTimeout,
      keepAliveTimeout: server.keepAliveTimeout, maxHeadersCount: server.maxHeadersCount,
    }).toEqual({headersTimeout: 20_000, requestTimeout: 120_000, keepAliveTimeout: 5_000, maxHeadersCount: 100})
  })
})
