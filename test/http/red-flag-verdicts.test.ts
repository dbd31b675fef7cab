/**
 * The red-flag detector runs once per visitor message, when it is sent: its verdict is stored
 * with the message and read by the chat page, regenerate, exports and shares. Proved by spying on
 * the detector (the pages and APIs run from their TypeScript sources here) and by verdicts stored
 * by hand that disagree with the words: what shows is the stored verdict.
 */
import type * as RedFlags from '../../src/safety/red-flags'
import type * as Services from '../../server/services'
import type * as Multipart from '../support/multipart'
import type * as Support from './support'
import type {HaleServer} from './support'

// Every caller in this process gets the real detector, counted. (The modules that use it are
// required after this line: this project's transform does not hoist jest.mock.)
jest.mock('../../src/safety/red-flags', () => {
  const actual = jest.requireActual<typeof RedFlags>('../../src/safety/red-flags')
  return {...actual, detectRedFlags: jest.fn(actual.detectRedFlags)}
})
const detector = require('../../src/safety/red-flags') as typeof RedFlags
const {checkUncheckedMessages} = require('../../server/services') as typeof Services
const {rawRequest} = require('../support/multipart') as typeof Multipart
const {jsonRequest, startHale, streamRequest} = require('./support') as typeof Support

const detections = detector.detectRedFlags as jest.MockedFunction<typeof detector.detectRedFlags>
const countDetections = () => {
  detections.mockClear()
  return detections
}

let h: HaleServer
beforeAll(async () => { h = await startHale() })
afterAll(async () => { await h.close() })

const messagesPath = (id: string) => `/api/conversations/${id}/messages`

async function ask(cookie: string, id: string, content: string) {
  const stream = streamRequest(h.origin, messagesPath(id), {cookie, body: {content}})
  await stream.ended
  return stream
}

it('checks a message once when it is sent: the `user` event carries the verdict, and it is stored with the message', async () => {
  const spy = countDetections()
  const cookie = await h.session()
  const id = await h.conversation(cookie)
  const stream = await ask(cookie, id, 'My dad has crushing chest pain going down his left arm')
  expect(spy).toHaveBeenCalledTimes(1)
  const user = stream.events.find((event) => event.event === 'user')!
  expect(user.data.redFlags).toEqual(['chest_pain'])
  expect(stream.events.find((event) => event.event === 'safety')!.data).toMatchObject({categories: ['chest_pain'], selfHarm: false})
  const [question] = await h.hale.storage.messages.list(id)
  expect(question!.redFlags).toEqual(['chest_pain'])

  await ask(cookie, id, 'And what should he eat afterwards?')
  const [, , calm] = await h.hale.storage.messages.list(id)
  expect(calm!.redFlags).toEqual([])
  expect(spy).toHaveBeenCalledTimes(2)
})

it('renders /chat/[id] from the stored verdicts without running the detector', async () => {
  const cookie = await h.session()
  const id = await h.conversation(cookie)
  const add = (content: string, redFlags: string[]) => h.hale.storage.messages.add({conversationId: id, role: 'user', content, status: 'complete', redFlags})
  // Verdicts that contradict the words: the page can only follow them if it reads them.
  await add('What is a normal resting heart rate?', ['carbon_monoxide'])
  await add('I want to kill myself', [])
  await h.hale.storage.messages.add({conversationId: id, role: 'assistant', content: 'Please call for help.', status: 'complete'})
  const spy = countDetections()
  const page = await rawRequest(h.origin, 'GET', `/chat/${id}`, {cookie})
  expect(page.status).toBe(200)
  expect(spy).not.toHaveBeenCalled()
  const html = page.body.toString('utf8')
  expect(html.match(/class="emergency-banner"/g)).toHaveLength(1)
  expect(html).toContain('Get everyone outside into fresh air now, and do not go back in.')
  expect(html).not.toContain('You are not alone.')
})

it('regenerates an answer with the question\'s stored verdict, without checking it again', async () => {
  const cookie = await h.session()
  const id = await h.conversation(cookie)
  await ask(cookie, id, 'my baby is floppy and not feeding, she has a fever')
  const [question, answer] = await h.hale.storage.messages.list(id)
  const spy = countDetections()
  const stream = streamRequest(h.origin, `${messagesPath(id)}/${answer!.id}/regenerate`, {cookie, body: {}})
  await stream.ended
  expect(spy).not.toHaveBeenCalled()
  expect(stream.events.find((event) => event.event === 'safety')!.data.categories).toEqual(question!.redFlags)
  expect(question!.redFlags!.length).toBeGreaterThan(0)
})

it('gives saved messages without a verdict one, once, at start (checkUncheckedMessages)', async () => {
  const cookie = await h.session()
  const id = await h.conversation(cookie, {locale: 'de'})
  const storage = h.hale.storage
  const before = await storage.messages.listUnchecked(1000)
  const old = await storage.messages.add({conversationId: id, role: 'user', content: 'Mein Mann hat plötzlich einen hängenden Mundwinkel und spricht verwaschen', status: 'complete'})
  await storage.messages.add({conversationId: id, role: 'assistant', content: 'Rufen Sie 112.', status: 'complete'})
  const spy = countDetections()
  expect(await checkUncheckedMessages(storage, 2)).toBe(before.length + 1)
  expect(spy).toHaveBeenCalledTimes(before.length + 1)
  expect((await storage.messages.get(old.id))!.redFlags).toEqual(['stroke'])
  expect(await checkUncheckedMessages(storage)).toBe(0)
})

it('shows on a shared page, for a clinician, which messages raised the banner', async () => {
  const cookie = await h.session()
  const id = await h.conversation(cookie, {locale: 'es'})
  await h.hale.storage.messages.add({conversationId: id, role: 'user', content: 'Mi hijo se tomó las pastillas de su abuela', status: 'complete', redFlags: ['overdose_poisoning']})
  await h.hale.storage.messages.add({conversationId: id, role: 'user', content: '¿Y qué come después?', status: 'complete', redFlags: []})
  const share = await jsonRequest(h.origin, 'POST', `/api/conversations/${id}/shares`, {cookie, body: {}})
  const page = await rawRequest(h.origin, 'GET', `/es/share/${share.json.token}`)
  const html = page.body.toString('utf8')
  expect(html.match(/class="shared-red-flags"/g)).toHaveLength(1)
  expect(html).toContain('Hale mostró su aviso de emergencia para este mensaje: una sobredosis o un envenenamiento.')
})
