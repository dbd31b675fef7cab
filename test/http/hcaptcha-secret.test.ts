/**
 * The hCaptcha secret stays on the server: never in the client bundle, a page or a data file.
 * Production refuses to start without real keys (unless HCAPTCHA=off, which warns loudly).
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import request from 'supertest'
import {verificationSettings} from '../../server/verification/public-settings'
import {HCAPTCHA_TEST_SECRET, loadConfig} from '../../server/config'
import {DIST, haleServicesApp} from '../support/hale-app'
import {startServer} from '../support/built-server'
import {KEYS} from './verification-support'

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

describe('the hCaptcha secret', () => {
  it('is nowhere in the client files (static bundle, source maps, public folder)', () => {
    const files = [...filesUnder(path.join(DIST, 'static')), ...filesUnder(path.join(DIST, 'public'))]
    expect(files.length).toBeGreaterThan(5)
    const leaking = files.filter((file) => {
      const text = readFileSync(file, 'utf8')
      return text.includes(HCAPTCHA_TEST_SECRET) || text.includes('HCAPTCHA_SECRET') || text.includes('siteverify')
    })
    expect(leaking).toEqual([])
  })

  it('is nowhere in rendered pages or data files', async () => {
    const hale = haleServicesApp({...KEYS, PUBLIC_ORIGIN: 'https://hale.test'})
    try {
      const {id, cookie} = await hale.verifiedSession()
      const conversation = await hale.storage.conversations.create({sessionId: id, locale: 'en'})
      const buildId = readFileSync(path.join(DIST, 'BUILD_ID'), 'utf8').trim()
      for (const url of ['/', '/es', '/help/privacy', '/history', `/chat/${conversation.id}`, `/_app/data/${buildId}/en/history.json`, '/api/health']) {
        const res = await request(hale.app).get(url).set('Cookie', cookie)
        expect([url, res.status]).toEqual([url, 200])
        expect(res.text).not.toContain(KEYS.HCAPTCHA_SECRET)
      }
    } finally {
      await hale.close()
    }
  })
})

describe('starting in production', () => {
  const production = {NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hale.test', DATA_DIR: ''}

  it.each([
    ['without keys', {}, 'HCAPTCHA_SECRET'],
    ['with the test keys', {HCAPTCHA_SITEKEY: '10000000-ffff-ffff-ffff-000000000001', HCAPTCHA_SECRET: HCAPTCHA_TEST_SECRET}, 'HCAPTCHA_SECRET'],
    ['with the test sitekey', {HCAPTCHA_SITEKEY: '10000000-ffff-ffff-ffff-000000000001', HCAPTCHA_SECRET: KEYS.HCAPTCHA_SECRET}, 'HCAPTCHA_SITEKEY'],
    ['without PUBLIC_ORIGIN', {...KEYS, PUBLIC_ORIGIN: ''}, 'PUBLIC_ORIGIN'],
  ])('refuses %s', async (_name, env, variable) => {
    const error = await startServer(DIST, {...production, ...env}).then(
      async (server) => {
        await server.stop()
        return null
      },
      (reason: Error) => reason,
    )
    expect(error?.message).toMatch(new RegExp(`exited with 1:[\\s\\S]*Hale cannot start: Invalid ${variable}: `))
  })

  it('with HCAPTCHA=off, starts with a loud warning, repeated on /api/health', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hale-data-'))
    const server = await startServer(DIST, {...production, DATA_DIR: dataDir, HCAPTCHA: 'off'})
    try {
      expect(server.output()).toMatch(/"level":"warn","message":"hCaptcha is off \(HCAPTCHA=off\)/)
      const health = await (await fetch(`${server.origin}/api/health`)).json()
      expect(health).toMatchObject({components: {hcaptcha: 'off'}, warnings: [expect.stringContaining('HCAPTCHA=off')]})
    } finally {
      await server.stop()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })

  it('outside production, runs on the test keys and says so at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hale-data-'))
    const server = await startServer(DIST, {DATA_DIR: dataDir})
    try {
      expect(server.output()).toMatch(/"level":"warn","message":"hCaptcha runs on its published test keys/)
    } finally {
      await server.stop()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})

describe('verificationSettings (what the browser gets)', () => {
  it('has the sitekey, the size and whether the check is on, and not the secret', () => {
    const settings = verificationSettings(loadConfig({...KEYS, HCAPTCHA_SIZE: 'compact'}))
    expect(settings).toEqual({enabled: true, sitekey: KEYS.HCAPTCHA_SITEKEY, size: 'compact', scriptSource: null})
    expect(JSON.stringify(settings)).not.toContain(KEYS.HCAPTCHA_SECRET)
  })
})
