/**
 * Hale's own pages through the whole pipeline, in-process (supertest against createApp).
 */
import request from 'supertest'
import {haleApp, haleServicesApp} from '../support/hale-app'

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')

describe('Hale pages', () => {
  const {app, log, bundle} = haleApp()

  it('GET / streams the home page: greeting, composer, seven topic chips, disclaimer', async () => {
    const res = await request(app).get('/').expect(200).expect('content-type', 'text/html; charset=utf-8')
    expect(res.text.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true)
    expect(title(res.text)).toBe('Hale — Ask a health question')
    expect(h1(res.text)).toBe('Hello. How can I help with your health today?')
    expect(res.text).toContain('<textarea')
    for (const label of ['Speak your question', 'Attach a photo or document', 'Take a photo']) {
      expect(res.text).toContain(`aria-label="${label}"`)
    }
    const chips = [...res.text.matchAll(/class="topic-chip" href="([^"]+)"/g)].map((m) => m[1])
    expect(chips).toEqual([
      '/topics/general-health', '/topics/medications', '/topics/lab-results', '/topics/mental-health',
      '/topics/heart', '/topics/breathing-allergies', '/topics/sleep-activity',
    ])
    expect(res.text).toContain('It is not a diagnosis and does not replace care from a health professional.')
  })

  it.each([['/', 'en'], ['/es', 'es'], ['/fr/topics/heart', 'fr'], ['/de/help/privacy', 'de']])(
    'GET %s loads only the %s message catalog, as a module script', async (path, language) => {
      const res = await request(app).get(path).expect(200)
      const scripts = [...res.text.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!)
      const catalogs = Object.entries(bundle.manifest.catalogs)
      expect(catalogs.map(([name]) => name).sort()).toEqual(['de', 'en', 'es', 'fr'])
      for (const [name, files] of catalogs) {
        expect(files.length).toBeGreaterThan(0)
        for (const file of files) expect(scripts.includes(`/_app/static/${file}`)).toBe(name === language)
      }
      // The page's own messages too (the home page shows only first-load ones), never the rest:
      // those load after hydration.
      const page = path === '/' || path === '/es' ? 'index' : path.includes('/topics/') ? 'topics/[...slug]' : 'help/[[...slug]]'
      for (const files of Object.values(bundle.manifest.restCatalogs)) {
        expect(files.length).toBeGreaterThan(0)
        for (const file of files) expect(scripts.includes(`/_app/static/${file}`)).toBe(false)
      }
      const own = bundle.manifest.pageCatalogs[page]?.[language] ?? []
      expect(own.length).toBe(page === 'index' ? 0 : 1)
      expect(scripts.filter((script) => script.includes('/_app/static/messages/'))).toEqual(own.map((file) => `/_app/static/${file}`))
    })

  it('GET of a page that does not exist lists only the first-load messages (the error page shows only those)', async () => {
    const res = await request(app).get('/fr/nope').expect(404)
    const scripts = [...res.text.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts).toEqual(expect.arrayContaining(bundle.manifest.catalogs.fr!.map((file) => `/_app/static/${file}`)))
    expect(scripts.filter((script) => bundle.manifest.restCatalogs.fr!.some((file) => script.endsWith(file)))).toEqual([])
  })

  it('GET /es is the home page in Spanish with Spanish links', async () => {
    const res = await request(app).get('/es').expect(200)
    expect(res.text).toContain('<html lang="es"')
    expect(res.text).toContain('href="/es/topics/heart"')
    expect(res.text).toContain('href="/es/help/privacy"')
  })

  it('the language switcher links to the same page in every locale', async () => {
    const res = await request(app).get('/fr/topics/heart').expect(200)
    const links = [...res.text.matchAll(/<a [^>]*hrefLang="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => [m[1], m[2]])
    expect(links).toEqual([['en', '/topics/heart'], ['es', '/es/topics/heart'], ['fr', '/fr/topics/heart'], ['de', '/de/topics/heart']])
  })

  it.each([
    ['/topics/heart', 'Heart health'],
    ['/topics/heart/blood-pressure', 'Blood pressure'],
    ['/topics/mental-health/low-mood', 'Low mood and depression'],
  ])('GET %s renders the topic with its suggested questions', async (path, heading) => {
    const res = await request(app).get(path).expect(200)
    expect(h1(res.text)).toBe(heading)
    expect(title(res.text)).toBe(`${heading} — Hale`)
    expect([...res.text.matchAll(/class="question"/g)]).toHaveLength(3)
  })

  it('a subtopic page links back to its topic', async () => {
    const res = await request(app).get('/topics/heart/blood-pressure').expect(200)
    expect(res.text).toContain('href="/topics/heart">Heart health</a>')
  })

  it.each(['/topics', '/topics/nope', '/topics/heart/nope', '/topics/heart/blood-pressure/deeper'])('GET %s is the 404 page', async (path) => {
    const res = await request(app).get(path).expect(404)
    expect(title(res.text)).toBe('404: This page could not be found')
  })

  it.each([
    ['/help', 'About Hale'],
    ['/help/privacy', 'Privacy'],
    ['/help/voice', 'Using your voice'],
    ['/help/self-hosting', 'Self-hosting'],
  ])('GET %s renders the help page from markdown', async (path, navLabel) => {
    const res = await request(app).get(path).expect(200)
    expect(res.text).toContain('class="markdown prose"')
    expect(res.text).toMatch(new RegExp(`aria-current="page"[^>]*>${navLabel}</a>`))
  })

  it('the privacy page states the retention period and links to hCaptcha with safe rel', async () => {
    const res = await request(app).get('/help/privacy').expect(200)
    expect(res.text).toContain('30')
    expect(res.text).not.toContain('{retentionDays}')
    expect(res.text).toMatch(/<a href="https:\/\/www\.hcaptcha\.com\/privacy" rel="noopener noreferrer nofollow ugc">/)
  })

  it('internal links in help markdown get the locale', async () => {
    const res = await request(app).get('/de/help').expect(200)
    expect(res.text).toContain('href="/de/help/privacy"')
  })

  it.each(['/help/index', '/help/nope', '/help/privacy/more'])('GET %s is the 404 page', async (path) => {
    await request(app).get(path).expect(404)
  })

  it('GET /api/health answers per component as JSON, not cached: ok once the database answers, down (503) while it does not', async () => {
    const hale = haleServicesApp()
    try {
      const res = await request(hale.app).get('/api/health').expect(200).expect('content-type', 'application/json; charset=utf-8')
      expect(res.body).toEqual({status: 'ok', components: {storage: 'ok', model: 'unchecked', transcription: 'off', hcaptcha: 'on'}})
      expect(res.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
      await hale.storage.close()
      const down = await request(hale.app).get('/api/health').expect(503)
      expect(down.body).toMatchObject({status: 'down', components: {storage: 'down'}})
      expect(down.headers['retry-after']).toBe('5')
    } finally {
      await hale.close()
    }
  })

  it('static scripts name their source map in a SourceMap header, not in their bytes', async () => {
    const entry = bundle.manifest.entry.js[0]!
    const res = await request(app).get(`/_app/static/${entry}`).expect(200)
    expect(res.text).not.toContain('sourceMappingURL')
    const map = res.headers.sourcemap as string
    expect(map).toBe(`${entry.split('/').pop()}.map`)
    const mapRes = await request(app).get(`/_app/static/${entry.replace(/[^/]+$/, map)}`).expect(200)
    expect(JSON.parse(mapRes.text).sources.some((source: string) => source.endsWith('client/entry.tsx'))).toBe(true)
  })

  it('a suggested question opens the home page with it in the composer', async () => {
    const res = await request(app).get('/?q=What%20do%20my%20numbers%20mean%3F').expect(200)
    expect(res.text).toMatch(/<textarea[^>]*>What do my numbers mean\?<\/textarea>/)
  })

  it('logged no errors', () => {
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([])
  })
})

describe('BASE_PATH=/care', () => {
  const {app, bundle} = haleApp({BASE_PATH: '/care'})

  it('serves the home page at /care with every URL under /care', async () => {
    const res = await request(app).get('/care').expect(200)
    const urls = [...res.text.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!)
    expect(urls.length).toBeGreaterThan(10)
    expect(urls.filter((url) => !url.startsWith('/care') && url !== '#content')).toEqual([])
    const boot = JSON.parse(/<script type="application\/json" id="__APP_DATA__">([^<]*)<\/script>/.exec(res.text)![1]!)
    expect(boot.route.basePath).toBe('/care')
  })

  it.each(['/care/es', '/care/topics/heart', '/care/help/privacy', '/care/favicon.svg'])('serves %s', async (path) => {
    await request(app).get(path).expect(200)
  })

  it('serves /care/api/health (with Hale\'s services)', async () => {
    const hale = haleServicesApp({BASE_PATH: '/care'})
    try {
      await request(hale.app).get('/care/api/health').expect(200)
      await request(hale.app).get('/api/health').expect(404)
    } finally {
      await hale.close()
    }
  })

  it('serves assets and data files under /care only', async () => {
    const entry = bundle.manifest.entry.js[0]!
    await request(app).get(`/care/_app/static/${entry}`).expect(200)
    await request(app).get(`/_app/static/${entry}`).expect(404)
    const data = `/_app/data/${bundle.manifest.buildId}/en/topics/heart.json`
    const res = await request(app).get(`/care${data}`).expect(200)
    expect(res.body.props.topic.title).toBe('Heart health')
    await request(app).get(data).expect(404)
  })

  it.each(['/', '/es', '/topics/heart', '/help/privacy', '/api/health', '/favicon.svg', '/carex', '/CARE'])('answers 404 for %s, outside the base path', async (path) => {
    await request(app).get(path).expect(404)
  })
})
