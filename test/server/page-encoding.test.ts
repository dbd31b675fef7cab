import {acceptsGzip} from '../../server/ssr/page-encoding'

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['deflate, br', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0.5', true],
  ] as const)('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
