import {
  assertBasePath,
  collapseSlashes,
  isAbsurdPath,
  MAX_PATH_LENGTH,
  MAX_SEGMENT_LENGTH,
  MAX_SEGMENTS,
  parseQuery,
  resolveDotSegments,
  stripBasePath,
  trailingSlashTarget,
} from '.'

describe('collapseSlashes (repeated slashes and backslashes)', () => {
  it.each<[string, string | null]>([
    ['//evil.com', '/evil.com'], // never protocol-relative
    ['///evil.com', '/evil.com'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['/a//b', '/a/b'],
    ['/a///b//c', '/a/b/c'],
    ['/a\\b', '/a/b'],
    ['/a/\\b', '/a/b'],
    ['/help//', '/help/'], // the trailing slash is another step's business
    ['//', '/'],
    ['/%0a//evil.example', '/%0a/evil.example'],
    ['/é//x', '/é/x'],
    ['/%5Cevil.example', null], // %5C is not a backslash
    ['/%2F%2Fevil.example', null],
    ['/%09/evil.example', null],
    ['/a/b', null],
    ['/', null],
    ['/help/', null],
  ])('%j → %j', (raw, expected) => {
    expect(collapseSlashes(raw)).toBe(expected)
  })
})

describe('resolveDotSegments (dot segments)', () => {
  it.each([
    ['/blog/../help', '/help'],
    ['/a/b/..', '/a/'], // a trailing dot segment leaves a trailing slash
    ['/a/.', '/a/'],
    ['/a/./b', '/a/b'],
    ['/a/./b/', '/a/b/'],
    ['/..', '/'], // above the root stays at the root
    ['/../a', '/a'],
    ['/a/b/../../../c', '/c'],
    ['/.', '/'],
    ['/', '/'],
    ['/a/%2e/b', '/a/b'],
    ['/a/%2E/b', '/a/b'],
    ['/a/b/%2e%2e/c', '/a/c'],
    ['/a/b/%2e%2E/c', '/a/c'],
    ['/a/b/%2E%2e', '/a/'],
    ['/a/b/.%2e/c', '/a/c'],
    ['/a/b/.%2E/c', '/a/c'],
    ['/a/b/%2e./c', '/a/c'],
    ['/a/%2e', '/a/'],
    ['/a/..a', '/a/..a'], // not a dot segment
    ['/a/...', '/a/...'],
    ['/a/.b', '/a/.b'],
    ['/a/%2e%2e%2fb', '/a/%2e%2e%2fb'], // %2f is not a separator
    ['/a/..%2f', '/a/..%2f'],
    ['/a/%2e%2e%5c', '/a/%2e%2e%5c'],
    ['/a/%252e%252e/b', '/a/%252e%252e/b'], // double encoding is not decoded
    ['/caf%C3%A9/./x', '/caf%C3%A9/x'], // other segments untouched
    ['/A/B/../C', '/A/C'],
    ['no-leading-slash/..', 'no-leading-slash/..'],
  ])('%s → %s', (path, expected) => {
    expect(resolveDotSegments(path)).toBe(expected)
  })

  it.each([['/blog/../help'], ['/a/b/%2e%2E'], ['/a/.%2e/b/./'], ['/../../x/..'], ['/a/%2e%2e%2fb']])(
    'agrees with the WHATWG URL parser on %s',
    (path) => {
      expect(resolveDotSegments(path)).toBe(new URL(path, 'http://h').pathname)
    },
  )
})

describe('stripBasePath (base path)', () => {
  it.each<[string, string, string | null]>([
    ['/help', '', '/help'],
    ['/', '', '/'],
    ['/care', '/care', '/'], // the base path itself is the home page
    ['/care/', '/care', '/'],
    ['/care/es', '/care', '/es'],
    ['/care/es/help', '/care', '/es/help'],
    ['/carex', '/care', null], // segment boundary
    ['/carex/help', '/care', null],
    ['/CARE', '/care', null], // case-sensitive
    ['/CARE/help', '/care', null],
    ['/', '/care', null],
    ['/help', '/care', null],
    ['/app', '/app', '/'],
    ['/application', '/app', null], // not `/app` + `lication`
    ['/app/lication', '/app', '/lication'],
    ['/a/b/c', '/a/b', '/c'],
    ['/a/bc', '/a/b', null],
    ['/a', '/a/b', null],
    ['/%63are', '/care', null], // compared on raw bytes
  ])('%s with %j → %j', (path, basePath, expected) => {
    expect(stripBasePath(path, basePath)).toBe(expected)
  })

  it.each([['/'], ['care'], ['/care/'], ['//care'], ['/a//b'], ['/./a'], ['/..'], ['/caré'], ['/a%20b'], ['/a b']])(
    'refuses the base path %j with a TypeError',
    (basePath) => {
      expect(() => stripBasePath('/x', basePath)).toThrow(TypeError)
      expect(() => assertBasePath(basePath)).toThrow(/^Expected `basePath` to be '' or a path like '\/care'/)
    },
  )

  it.each([[''], ['/care'], ['/a/b'], ['/v1.2'], ['/a-b_c~d']])('accepts the base path %j', (basePath) => {
    expect(() => assertBasePath(basePath)).not.toThrow()
  })
})

describe('trailingSlashTarget (trailing slash)', () => {
  it.each<[string, string | null]>([
    ['/help/', '/help'],
    ['/care/', '/care'],
    ['/care/es/', '/care/es'],
    ['/api/health/', '/api/health'],
    ['/en-US/', '/en-US'], // Hale: no exceptions
    ['/docs/', '/docs'],
    ['/en-US/about/', '/en-US/about'],
    ['/a/b///', '/a/b'],
    ['/', null],
    ['/help', null],
    ['/a/b', null],
    ['//evil.com/', '/evil.com'], // defensive: never protocol-relative
    ['/\\evil.com/', '/evil.com'],
    ['//', '/'],
  ])('%j → %j', (path, expected) => {
    expect(trailingSlashTarget(path)).toBe(expected)
  })
})

describe('isAbsurdPath', () => {
  it('exports the limits', () => {
    expect([MAX_SEGMENT_LENGTH, MAX_SEGMENTS, MAX_PATH_LENGTH]).toEqual([1024, 128, 8192])
  })

  it.each<[string, string, boolean]>([
    ['the root', '/', false],
    ['an ordinary path', '/care/es/help', false],
    ['128 segments', '/a'.repeat(128), false],
    ['128 segments and a trailing slash', '/a'.repeat(128) + '/', false],
    ['129 segments', '/a'.repeat(129), true],
    ['5,000 segments', '/a'.repeat(5000), true],
    ['5,000 slashes', '/'.repeat(5000), true],
    ['a 1024-character segment', '/' + 'a'.repeat(1024), false],
    ['a 1025-character segment', '/' + 'a'.repeat(1025), true],
    ['a 10,000-character segment', '/x/' + 'a'.repeat(10_000), true],
    ['exactly 8192 characters', ('/' + 'a'.repeat(1023)).repeat(8), false],
    ['8193 characters', ('/' + 'a'.repeat(1023)).repeat(8) + '/', true],
  ])('%s → %s', (_claim, path, expected) => {
    expect(isAbsurdPath(path)).toBe(expected)
  })

  it('answers a 1 MB path without blowing up', () => {
    const start = performance.now()
    expect(isAbsurdPath('/a'.repeat(500_000))).toBe(true)
    // Generous on purpose (a loaded machine): the claim is no quadratic or backtracking scan.
    expect(performance.now() - start).toBeLessThan(2000)
  })
})

describe('parseQuery', () => {
  it.each<[string, Record<string, string | string[]>]>([
    ['', {}],
    ['?', {}],
    ['x=1', {x: '1'}],
    ['?x=1', {x: '1'}],
    ['x=1&x=2', {x: ['1', '2']}], // repeated keys → arrays in order
    ['x=1&y=2&x=3&x=4', {x: ['1', '3', '4'], y: '2'}],
    ['a+b=c+d', {'a b': 'c d'}], // form decoding: + is a space
    ['x=%2B', {x: '+'}],
    ['x=%20', {x: ' '}],
    ['x=%C3%A9t%C3%A9', {x: 'été'}],
    ['x', {x: ''}],
    ['x=', {x: ''}],
    ['=y', {'': 'y'}],
    ['x=1&&y=2', {x: '1', y: '2'}],
    ['x=a=b', {x: 'a=b'}],
    ['x=%E0%A4%A', {x: '\uFFFD%A'}], // invalid bytes → U+FFFD, never throws
    ['x=%', {x: '%'}], // a lone % stays
    ['x=%FF', {x: '\uFFFD'}],
    ['x=%zz', {x: '%zz'}],
    ['%FF=1', {'\uFFFD': '1'}],
  ])('%j → %j', (search, expected) => {
    expect(parseQuery(search)).toEqual(expected)
  })

  it('keeps `__proto__` keys as own properties and never touches the prototype', () => {
    const query = parseQuery('__proto__=a&__proto__=b&constructor=c')
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(query, '__proto__')?.value).toEqual(['a', 'b'])
    expect(query.constructor).toBe('c')
  })
})
