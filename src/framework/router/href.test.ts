import {dataHref, href, parseDataPath, type HrefOptions} from '.'

const en = {locale: 'en', defaultLocale: 'en'}
const es = {locale: 'es', defaultLocale: 'en'}

describe('href', () => {
  it.each<[string, HrefOptions, string]>([
    ['/', {basePath: '', ...en}, '/'],
    ['/', {basePath: '', ...es}, '/es'],
    ['/', {basePath: '/care', ...en}, '/care'],
    ['/', {basePath: '/care', ...es}, '/care/es'],
    ['/help', {basePath: '', ...en}, '/help'],
    ['/help', {basePath: '', ...es}, '/es/help'],
    ['/help', {basePath: '/care', ...en}, '/care/help'],
    ['/help', {basePath: '/care', ...es}, '/care/es/help'],
    ['/help?x=1#a', {basePath: '', ...es}, '/es/help?x=1#a'],
    ['/?x=1', {basePath: '', ...en}, '/?x=1'],
    ['/?x=1', {basePath: '', ...es}, '/es?x=1'],
    ['/#top', {basePath: '/care', ...en}, '/care#top'],
    ['/help/', {basePath: '', ...es}, '/es/help'], // never a trailing slash
    ['/help//', {basePath: '/care', ...en}, '/care/help'],
    ['/help/?x=/', {basePath: '', ...en}, '/help?x=/'],
    ['/chat/caf%C3%A9', {basePath: '', ...es}, '/es/chat/caf%C3%A9'], // path kept as given
    ['/x', {basePath: '', locale: 'nl-NL', defaultLocale: 'en'}, '/nl-NL/x'],
    ['/x', {basePath: '/a/b', locale: 'fr', defaultLocale: 'fr'}, '/a/b/x'],
  ])('%s with %j → %s', (path, options, expected) => {
    expect(href(path, options)).toBe(expected)
  })

  it.each([['help'], [''], ['//evil.com'], ['/\\evil.com'], ['https://evil.com'], ['?x=1']])(
    'refuses the path %j with a TypeError',
    (path) => {
      expect(() => href(path, {basePath: '', ...en})).toThrow(new TypeError(`Expected \`path\` to start with a single '/', got ${JSON.stringify(path)}`))
    },
  )

  it('refuses an invalid base path', () => {
    expect(() => href('/', {basePath: '/care/', ...en})).toThrow(TypeError)
  })
})

describe('dataHref (data files)', () => {
  it.each<[string, {basePath: string; buildId: string; locale: string}, string | undefined, string]>([
    ['/blog/1', {basePath: '', buildId: 'abc', locale: 'en'}, undefined, '/_app/data/abc/en/blog/1.json'],
    ['/blog/1', {basePath: '/care', buildId: 'abc', locale: 'es'}, undefined, '/care/_app/data/abc/es/blog/1.json'],
    ['/', {basePath: '', buildId: 'abc', locale: 'en'}, undefined, '/_app/data/abc/en.json'], // locale always present
    ['/', {basePath: '/care', buildId: 'abc', locale: 'fr'}, undefined, '/care/_app/data/abc/fr.json'],
    ['/blog', {basePath: '', buildId: 'abc', locale: 'en'}, '?x=1', '/_app/data/abc/en/blog.json?x=1'],
    ['/blog', {basePath: '', buildId: 'abc', locale: 'en'}, 'x=1&x=2', '/_app/data/abc/en/blog.json?x=1&x=2'],
    ['/', {basePath: '', buildId: 'abc', locale: 'en'}, '?x=1', '/_app/data/abc/en.json?x=1'],
    ['/blog', {basePath: '', buildId: 'abc', locale: 'en'}, '', '/_app/data/abc/en/blog.json'],
    ['/blog', {basePath: '', buildId: 'abc', locale: 'en'}, '?', '/_app/data/abc/en/blog.json'],
    ['/blog/', {basePath: '', buildId: 'abc', locale: 'en'}, undefined, '/_app/data/abc/en/blog.json'],
    ['/index', {basePath: '', buildId: 'abc', locale: 'en'}, undefined, '/_app/data/abc/en/index.json'],
    ['/docs/a%2Fb', {basePath: '', buildId: 'abc', locale: 'en'}, undefined, '/_app/data/abc/en/docs/a%2Fb.json'],
  ])('%s with %j and %j → %s', (path, options, search, expected) => {
    expect(dataHref(path, options, search)).toBe(expected)
  })

  it.each([['blog'], ['//evil.com'], ['/blog?x=1'], ['/blog#a']])('refuses the path %j with a TypeError', (path) => {
    expect(() => dataHref(path, {basePath: '', buildId: 'abc', locale: 'en'})).toThrow(TypeError)
  })
})

describe('parseDataPath (data files)', () => {
  it.each<[string, {buildId: string; locale: string; pathname: string} | null]>([
    ['/abc/en.json', {buildId: 'abc', locale: 'en', pathname: '/'}],
    ['/abc/en/blog/1.json', {buildId: 'abc', locale: 'en', pathname: '/blog/1'}],
    ['/abc/ES/help.json', {buildId: 'abc', locale: 'ES', pathname: '/help'}], // as written
    ['/abc/xx/help.json', {buildId: 'abc', locale: 'xx', pathname: '/help'}], // caller checks the locale
    ['/abc/en/index.json', {buildId: 'abc', locale: 'en', pathname: '/index'}], // not an alias of `/`
    ['/abc/en/docs/a%2Fb.json', {buildId: 'abc', locale: 'en', pathname: '/docs/a%2Fb'}], // not decoded
    ['/abc/en/a.json.json', {buildId: 'abc', locale: 'en', pathname: '/a.json'}],
    ['/abc/en/api/hello.json', {buildId: 'abc', locale: 'en', pathname: '/api/hello'}], // caller refuses API paths
    ['/abc.json', null], // missing locale
    ['/abc/.json', null],
    ['/abc/en', null], // no `.json`
    ['/abc/en/blog/1', null],
    ['/abc/en/blog/1.JSON', null],
    ['/abc/en/.json', null],
    ['/abc/en/blog/.json', null],
    ['/abc//blog.json', null],
    ['/abc/en//blog.json', null],
    ['//en.json', null],
    ['/.json', null],
    ['', null],
    ['abc/en.json', null],
  ])('%j → %j', (rest, expected) => {
    expect(parseDataPath(rest)).toEqual(expected)
  })

  it.each([
    ['/', 'en'],
    ['/blog/1', 'es'],
    ['/docs/a/b/c', 'nl-NL'],
  ])('inverts dataHref for %s in %s', (path, locale) => {
    const file = dataHref(path, {basePath: '', buildId: 'b1', locale})
    expect(parseDataPath(file.slice('/_app/data'.length))).toEqual({buildId: 'b1', locale, pathname: path})
  })
})
