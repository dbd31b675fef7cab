import {
  compileRoutes,
  idToPattern,
  matchRoute,
  MalformedPathError,
  RouteConflictError,
  type Params,
} from '.'

/** Pattern → file id, the way the build names pages (`/` → `index`). */
function idOf(pattern: string): string {
  return pattern === '/' ? 'index' : pattern.slice(1)
}

/** The patterns of `compileRoutes(ids)`, in priority order. */
function order(ids: readonly string[]): string[] {
  return compileRoutes(ids).map((route) => route.pattern)
}

describe('idToPattern', () => {
  it.each([
    ['index', '/'],
    ['history', '/history'],
    ['blog/index', '/blog'],
    ['blog/[id]', '/blog/[id]'],
    ['help/[[...slug]]', '/help/[[...slug]]'],
    ['docs/[...slug]', '/docs/[...slug]'],
    ['index/index', '/index'], // only the final `index` is dropped
    ['index/about', '/index/about'],
    ['blog/index/x', '/blog/index/x'],
    ['[id]/index', '/[id]'],
  ])('%s → %s', (id, pattern) => {
    expect(idToPattern(id)).toBe(pattern)
  })
})

describe('compileRoutes: priority order', () => {
  it('sorts the reference list of docs/routing.md "Priority" exactly as written', () => {
    const input = '/ /posts /[root-slug] /posts/[id] /blog/[id] /blog/abc /blog/abc/[id] /[...rest] /p/[...rest] /p1/[[...incl]]'
    const expected = '/ /blog/abc /blog/abc/[id] /blog/[id] /p/[...rest] /p1/[[...incl]] /posts /posts/[id] /[root-slug] /[...rest]'
    expect(order(input.split(' ').map(idOf)).join(' ')).toBe(expected)
  })

  it.each([
    ['own route before its children', ['blog/[id]', 'blog/index'], ['/blog', '/blog/[id]']],
    ['static before [x] before [...x]', ['[...all]', '[id]', 'about'], ['/about', '/[id]', '/[...all]']],
    ['[...x] before [[...x]] (different levels)', ['a/[[...o]]', '[...r]'], ['/a/[[...o]]', '/[...r]']],
    ['[x] subtree before [[...x]]', ['x/[[...o]]', 'x/[id]/y'], ['/x/[id]/y', '/x/[[...o]]']],
    ['statics by UTF-16 code units: uppercase before lowercase', ['b', 'B', 'a'], ['/B', '/a', '/b']],
    ['statics by UTF-16 code units: "-" before digits before letters', ['a', '1', '-'], ['/-', '/1', '/a']],
    ['statics by UTF-16 code units: prefix first', ['ab', 'a', 'a-b'], ['/a', '/a-b', '/ab']],
    ['statics by UTF-16 code units: astral (surrogate) before U+FFFD', ['\uFFFD', '\u{1F600}'], ['/\u{1F600}', '/\uFFFD']],
    ['input order does not matter', ['z', 'index', 'a'], ['/', '/a', '/z']],
    ['[id] and [...rest] may share a level (different kinds)', ['[...rest]', '[id]'], ['/[id]', '/[...rest]']],
    ['[id] and [...id] may share a level (different kinds)', ['a/[...id]', 'a/[id]'], ['/a/[id]', '/a/[...id]']],
    ['same name in sibling subtrees is fine', ['a/[id]', 'b/[id]'], ['/a/[id]', '/b/[id]']],
    ['same slot, same name, deeper routes', ['chat/[id]', 'chat/[id]/x'], ['/chat/[id]', '/chat/[id]/x']],
  ])('%s', (_claim, ids, expected) => {
    expect(order(ids)).toEqual(expected)
  })

  it('returns route objects with id, pattern and segments', () => {
    expect(compileRoutes(['help/[[...slug]]', 'blog/[id]', 'docs/[...path]', 'index'])).toEqual([
      {id: 'index', pattern: '/', segments: []},
      {id: 'blog/[id]', pattern: '/blog/[id]', segments: [{kind: 'static', value: 'blog'}, {kind: 'dynamic', name: 'id'}]},
      {id: 'docs/[...path]', pattern: '/docs/[...path]', segments: [{kind: 'static', value: 'docs'}, {kind: 'catchAll', name: 'path'}]},
      {id: 'help/[[...slug]]', pattern: '/help/[[...slug]]', segments: [{kind: 'static', value: 'help'}, {kind: 'optionalCatchAll', name: 'slug'}]},
    ])
  })

  it('accepts an empty table', () => {
    expect(compileRoutes([])).toEqual([])
  })
})

describe('compileRoutes: conflicts name both routes', () => {
  it.each([
    ['page at the path of an optional catch-all', ['help', 'help/[[...slug]]'], 'Route conflict: "/help" and "/help/[[...slug]]": a page cannot sit at the same path as an optional catch-all'],
    ['same, optional catch-all listed first', ['help/[[...slug]]', 'help/index'], 'Route conflict: "/help" and "/help/[[...slug]]": a page cannot sit at the same path as an optional catch-all'],
    ['root page and root optional catch-all', ['index', '[[...all]]'], 'Route conflict: "/" and "/[[...all]]": a page cannot sit at the same path as an optional catch-all'],
    ['dynamic page and optional catch-all below it', ['[id]', '[id]/[[...rest]]'], 'Route conflict: "/[id]" and "/[id]/[[...rest]]": a page cannot sit at the same path as an optional catch-all'],
    ['required then optional catch-all at one level', ['a/[...a]', 'a/[[...a]]'], 'Route conflict: "/a/[...a]" and "/a/[[...a]]": a required and an optional catch-all cannot share a level'],
    ['optional then required catch-all at one level', ['a/[[...b]]', 'a/[...c]'], 'Route conflict: "/a/[[...b]]" and "/a/[...c]": a required and an optional catch-all cannot share a level'],
    ['two [x] names at one level', ['chat/[id]', 'chat/[cid]/x'], 'Route conflict: "/chat/[id]" and "/chat/[cid]/x": different parameter names at the same level ("id" and "cid")'],
    ['two [...x] names at one level', ['[...a]', '[...b]'], 'Route conflict: "/[...a]" and "/[...b]": different parameter names at the same level ("a" and "b")'],
    ['two [[...x]] names at one level', ['o/[[...a]]', 'o/[[...b]]'], 'Route conflict: "/o/[[...a]]" and "/o/[[...b]]": different parameter names at the same level ("a" and "b")'],
    ['[helloworld] and [hello-world] at one level', ['[helloworld]', '[hello-world]/x'], 'Route conflict: "/[helloworld]" and "/[hello-world]/x": different parameter names at the same level ("helloworld" and "hello-world")'],
    ['duplicate pattern: help and help/index', ['help', 'help/index'], 'Route conflict: "help" and "help/index": both files define the route "/help"'],
    ['duplicate id', ['a/[id]', 'a/[id]'], 'Route conflict: "a/[id]" and "a/[id]": both files define the route "/a/[id]"'],
  ])('%s', (_claim, ids, message) => {
    expect(() => compileRoutes(ids)).toThrow(RouteConflictError)
    expect(() => compileRoutes(ids)).toThrow(message)
  })
})

describe('compileRoutes: invalid single routes name the route', () => {
  it.each([
    ['a name repeats in a path', 'a/[id]/b/[id]', 'Invalid route "/a/[id]/b/[id]": parameter name "id" is used twice'],
    ['a name repeats as a catch-all', 'a/[id]/[...id]', 'Invalid route "/a/[id]/[...id]": parameter name "id" is used twice'],
    ['names differ only by non-word characters', '[helloworld]/[hello-world]', 'Invalid route "/[helloworld]/[hello-world]": parameter names "helloworld" and "hello-world" differ only by non-word characters'],
    ['catch-all not last', 'a/[...x]/b', 'Invalid route "/a/[...x]/b": a catch-all must be the last segment'],
    ['optional catch-all not last', 'a/[[...x]]/b', 'Invalid route "/a/[[...x]]/b": a catch-all must be the last segment'],
    ['optional non-catch-all', 'a/[[x]]', 'Invalid route "/a/[[x]]": optional parameters must be catch-alls ("[[...x]]"), got "[[x]]"'],
    ['four dots', '[....x]', 'Invalid route "/[....x]": stray dots in segment "[....x]"'],
    ['two dots', '[..x]', 'Invalid route "/[..x]": stray dots in segment "[..x]"'],
    ['one dot', '[.x]', 'Invalid route "/[.x]": stray dots in segment "[.x]"'],
    ['missing closing bracket', '[[...x]', 'Invalid route "/[[...x]": stray bracket in segment "[[...x]"'],
    ['extra closing bracket', '[...x]]', 'Invalid route "/[...x]]": stray bracket in segment "[...x]]"'],
    ['bracket inside a static segment', 'a[b]c', 'Invalid route "/a[b]c": stray bracket in segment "a[b]c"'],
    ['unclosed bracket', '[id', 'Invalid route "/[id": stray bracket in segment "[id"'],
    ['empty name', 'a/[]', 'Invalid route "/a/[]": empty parameter name in segment "[]"'],
    ['empty catch-all name', '[...]', 'Invalid route "/[...]": empty parameter name in segment "[...]"'],
    ['empty segment', 'a//b', 'Invalid route "/a//b": empty path segment'],
    ['leading slash in id', '/a', 'Invalid route "//a": file id "/a" must be a relative path without leading or trailing "/"'],
    ['empty id', '', 'Invalid route "/": file id "" must be a relative path without leading or trailing "/"'],
    ['dot segment', 'a/../b', 'Invalid route "/a/../b": ".." is not a usable path segment'],
  ])('%s (%s)', (_claim, id, message) => {
    expect(() => compileRoutes([id])).toThrow(RouteConflictError)
    expect(() => compileRoutes([id])).toThrow(message)
  })

  it('has the error names MalformedPathError and RouteConflictError', () => {
    expect(new RouteConflictError('x').name).toBe('RouteConflictError')
    expect(new MalformedPathError('x').name).toBe('MalformedPathError')
    expect(new MalformedPathError('x').status).toBe(400)
  })
})

describe('matchRoute', () => {
  const routes = compileRoutes([
    'index',
    'history',
    'help/index',
    'help/[id]',
    'chat/new',
    'chat/[id]',
    'topics/[...slug]',
    'opt/[[...slug]]',
    'files/[dir]/[[...path]]',
    'caf%C3%A9',
  ])

  it.each<[string, string, Params]>([
    ['/', 'index', {}],
    ['/history', 'history', {}],
    ['/help', 'help/index', {}],
    ['/chat/new', 'chat/new', {}], // static beats dynamic at the same depth
    ['/chat/42', 'chat/[id]', {id: '42'}],
    ['/help/index', 'help/[id]', {id: 'index'}], // `index` is not an alias
    ['/chat/caf%C3%A9', 'chat/[id]', {id: 'café'}],
    ['/chat/%C3%A9t%C3%A9', 'chat/[id]', {id: 'été'}],
    ['/chat/a+b', 'chat/[id]', {id: 'a+b'}], // `+` stays a plus
    ['/chat/a%2Bb', 'chat/[id]', {id: 'a+b'}],
    ['/chat/a%20b', 'chat/[id]', {id: 'a b'}],
    ['/chat/a%2Fb', 'chat/[id]', {id: 'a/b'}], // %2F never splits
    ['/chat/a%2fb', 'chat/[id]', {id: 'a/b'}],
    ['/chat/a.b', 'chat/[id]', {id: 'a.b'}], // dots are ordinary
    ['/chat/..a', 'chat/[id]', {id: '..a'}],
    ['/chat/%2E%2E', 'chat/[id]', {id: '..'}], // decoded after matching
    ['/chat/New', 'chat/[id]', {id: 'New'}], // static compare is case-sensitive
    ['/chat/ne%77', 'chat/[id]', {id: 'new'}], // static compare is not decoded
    ['/chat/%25', 'chat/[id]', {id: '%'}],
    ['/topics/a', 'topics/[...slug]', {slug: ['a']}],
    ['/topics/a/b/c', 'topics/[...slug]', {slug: ['a', 'b', 'c']}],
    ['/topics/a%2Fb/c', 'topics/[...slug]', {slug: ['a/b', 'c']}],
    ['/topics/%C3%A9t%C3%A9/a+b', 'topics/[...slug]', {slug: ['été', 'a+b']}],
    ['/opt', 'opt/[[...slug]]', {}], // zero segments: key absent
    ['/opt/a', 'opt/[[...slug]]', {slug: ['a']}],
    ['/opt/a/b', 'opt/[[...slug]]', {slug: ['a', 'b']}],
    ['/files/x', 'files/[dir]/[[...path]]', {dir: 'x'}],
    ['/files/x/y/z', 'files/[dir]/[[...path]]', {dir: 'x', path: ['y', 'z']}],
    ['/caf%C3%A9', 'caf%C3%A9', {}], // static file name compared byte for byte
  ])('%s → %s %j', (pathname, id, params) => {
    expect(matchRoute(routes, pathname)).toEqual({route: expect.objectContaining({id}), params})
  })

  it.each([
    ['/index'], // not an alias of `/`
    ['/Help'], // case-sensitive
    ['/hel%70'], // not decoded
    ['/History'],
    ['/topics'], // a catch-all needs one segment
    ['/chat'],
    ['/chat/1/2'],
    ['/files'],
    ['/café'], // raw bytes differ from the encoded file name
    ['/nope/deeper'],
    ['/chat/'], // empty segment: the pipeline redirects trailing slashes first
    ['/chat//x'],
    ['/topics/a//b'],
    ['//'],
    [''],
    ['chat/1'],
  ])('%j → null', (pathname) => {
    expect(matchRoute(routes, pathname)).toBeNull()
  })

  it('keeps a `__proto__` parameter as an own property, never as the prototype', () => {
    const params = matchRoute(compileRoutes(['[__proto__]']), '/x')?.params ?? {}
    expect(Object.hasOwn(params, '__proto__')).toBe(true)
    expect(Object.getOwnPropertyDescriptor(params, '__proto__')?.value).toBe('x')
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype)
  })

  it('follows the trie order without backtracking: /x/b with /[a]/b and /x/[...rest]', () => {
    const table = compileRoutes(['[a]/b', 'x/[...rest]'])
    expect(matchRoute(table, '/x/b')).toEqual({route: expect.objectContaining({id: 'x/[...rest]'}), params: {rest: ['b']}})
    expect(matchRoute(table, '/y/b')).toEqual({route: expect.objectContaining({id: '[a]/b'}), params: {a: 'y'}})
  })

  it('falls through to a later route when the earlier one does not fit', () => {
    const table = compileRoutes(['x/[id]', '[a]/b'])
    expect(matchRoute(table, '/x/b')).toEqual({route: expect.objectContaining({id: 'x/[id]'}), params: {id: 'b'}})
    expect(matchRoute(table, '/x')).toBeNull()
  })

  it.each([
    ['/chat/%E0%A4%A', 'truncated UTF-8 and a broken escape'],
    ['/chat/%', 'a lone %'],
    ['/chat/%zz', 'non-hex escape'],
    ['/chat/%C3', 'truncated UTF-8'],
    ['/chat/%FF', 'byte that is never UTF-8'],
    ['/chat/%ED%A0%80', 'encoded surrogate'],
    ['/topics/%', 'a lone % in a catch-all'],
    ['/topics/ok/%E0%A4%A', 'a bad piece after a good one'],
    ['/opt/%', 'a lone % in an optional catch-all'],
  ])('throws MalformedPathError for %s (%s) when a dynamic route matches', (pathname) => {
    expect(() => matchRoute(routes, pathname)).toThrow(MalformedPathError)
    expect(() => matchRoute(routes, pathname)).toThrow(/^The path parameter "(id|slug)" is not valid percent-encoded UTF-8$/)
  })

  it.each([['/chat/%E0%A4%A/x'], ['/nope/%'], ['/%E0%A4%A/x/y/z'], ['/history/%']])(
    'returns null for %s: the same bytes where no dynamic route matches',
    (pathname) => {
      expect(matchRoute(routes, pathname)).toBeNull()
    },
  )

  it('does not decode when a static route wins before the dynamic one', () => {
    const table = compileRoutes(['%zz', '[id]'])
    expect(matchRoute(table, '/%zz')).toEqual({route: expect.objectContaining({id: '%zz'}), params: {}})
  })
})

describe('matchRoute: absurd and pathological paths', () => {
  const routes = compileRoutes(['index', '[...rest]', 'a/[b]/c', 'x/[[...o]]'])

  it.each([
    ['5,000 segments', '/a'.repeat(5000)],
    ['129 segments', '/a'.repeat(129)],
    ['a 10,000-character segment', '/' + 'a'.repeat(10_000)],
    ['a path longer than 8192 characters', '/abcdefg'.repeat(1025)],
    ['5,000 empty segments', '/'.repeat(5000)],
  ])('throws MalformedPathError without blowing up for %s', (_claim, pathname) => {
    const start = performance.now()
    expect(() => matchRoute(routes, pathname)).toThrow(new MalformedPathError('The path is too long or has too many segments'))
    // Generous on purpose (a loaded machine): the claim is no quadratic or backtracking match.
    expect(performance.now() - start).toBeLessThan(2000)
  })

  it('matches the deepest allowed path (128 segments) through a catch-all', () => {
    expect(matchRoute(routes, '/a'.repeat(128))).toEqual({
      route: expect.objectContaining({id: '[...rest]'}),
      params: {rest: Array(128).fill('a')},
    })
  })

  it('stays linear with many routes and deep paths (no backtracking)', () => {
    const ids = Array.from({length: 500}, (_, i) => `s${i}/[a]/[...rest]`)
    const table = compileRoutes([...ids, '[x]/[y]/[...z]'])
    const path = '/q/w/' + Array(120).fill('%C3%A9').join('/')
    const start = performance.now()
    for (let i = 0; i < 100; i++) matchRoute(table, path)
    expect(performance.now() - start).toBeLessThan(10_000)
    expect(matchRoute(table, path)?.params).toEqual({x: 'q', y: 'w', z: Array(120).fill('é')})
  })
})
