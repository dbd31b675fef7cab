import {LeadingThinking} from './leading-thinking'
import {resolveModelClientOptions, streamCompletion, type ChatResult} from './model-client'
import {startFakeModelServer, type FakeModelServer} from '../../test/support/fake-model-server'

/** The answer `LeadingThinking` gives for these deltas, in the pieces it gives them. */
function answerOf(deltas: readonly string[]): string[] {
  const thinking = new LeadingThinking()
  const pieces = deltas.map((delta) => thinking.push(delta))
  return [...pieces, thinking.end()].filter((piece) => piece !== '')
}

describe('LeadingThinking', () => {
  it('drops a leading block and the white space after it', () => {
    expect(answerOf(['<think>hmm</think>Hello'])).toEqual(['Hello'])
    expect(answerOf(['\n <think>', 'Let me think.', '</think>', '\n\n', 'Hello', ' world'])).toEqual(['Hello', ' world'])
  })

  it('reads tags split across deltas', () => {
    expect(answerOf(['<', 'th', 'ink>The user', ' asks…</', 'thi', 'nk', '>\n', '\nHello'])).toEqual(['Hello'])
    expect(answerOf(['<think>a</think', '>Hi'])).toEqual(['Hi'])
  })

  it('says whether a block is open', () => {
    const thinking = new LeadingThinking()
    expect(thinking.thinking).toBe(false)
    thinking.push('<think>pondering')
    expect(thinking.thinking).toBe(true)
    thinking.push('</think>Answer')
    expect(thinking.thinking).toBe(false)
  })

  it('drops an unclosed block when the answer ends (at the token cap)', () => {
    expect(answerOf(['<think>', 'still thinking', ' when the cap came'])).toEqual([])
  })

  it('leaves a <think> later in an answer alone, and a start that only looked like a tag', () => {
    expect(answerOf(['Use the ', '<think>', ' tag</think> like this'])).toEqual(['Use the ', '<think>', ' tag</think> like this'])
    expect(answerOf(['<b>', 'bold'])).toEqual(['<b>', 'bold'])
    expect(answerOf(['<thi'])).toEqual(['<thi'])
    expect(answerOf(['Hello <think>x</think>'])).toEqual(['Hello <think>x</think>'])
  })

  it('keeps only the end of a long thinking block', () => {
    const thinking = new LeadingThinking()
    thinking.push('<think>')
    for (let index = 0; index < 1000; index++) thinking.push('a long thought '.repeat(10))
    expect((thinking as unknown as {held: string}).held.length).toBeLessThan('</think>'.length)
    expect(thinking.push('</think>Done')).toBe('Done')
  })
})

describe('streamCompletion with thinking streamed inline', () => {
  let server: FakeModelServer
  beforeAll(async () => { server = await startFakeModelServer() })
  afterAll(async () => { await server.close() })

  async function run(overrides: {maxTokens?: number; firstTokenTimeoutMs?: number; idleTimeoutMs?: number} = {}) {
    const options = resolveModelClientOptions({
      baseUrl: server.url, model: 'test-model', firstTokenTimeoutMs: 2000, idleTimeoutMs: 2000, totalTimeoutMs: 10_000, maxTokens: 100, ...overrides,
    })
    const texts: string[] = []
    const stream = streamCompletion(options, [{role: 'user', content: 'Hi'}], new AbortController().signal)
    for (;;) {
      const next = await stream.next()
      if (next.done) return {texts, result: next.value as ChatResult}
      texts.push(next.value.text)
    }
  }

  it('yields the answer only, counting the thinking as tokens', async () => {
    server.respondWith({kind: 'stream', tokens: ['<thi', 'nk>', 'The user wants', ' a greeting.', '</th', 'ink>', '\n\n', 'Hello', '!']})
    expect(await run()).toEqual({texts: ['Hello', '!'], result: {finishReason: 'stop', tokens: 9}})
  })

  it('counts the thinking as progress: a long think is not a silent server', async () => {
    // Five thinking deltas 150 ms apart: 600 ms before the answer, past a 400 ms first-token limit.
    server.respondWith({kind: 'stream', delayMs: 150, tokens: ['<think>', 'one', ' two', ' three', '</think>', 'Answer']})
    expect(await run({firstTokenTimeoutMs: 400, idleTimeoutMs: 400})).toEqual({texts: ['Answer'], result: {finishReason: 'stop', tokens: 6}})
  })

  it('yields nothing of a block still open at the token cap', async () => {
    server.respondWith({kind: 'stream', tokens: ['<think>', 'a', 'b', 'c', 'd', 'e', 'f']})
    expect(await run({maxTokens: 4})).toEqual({texts: [], result: {finishReason: 'length', tokens: 4}})
  })

  it('leaves a <think> later in the answer as the answer\'s text', async () => {
    server.respondWith({kind: 'stream', tokens: ['Write ', '<think>', ' in the prompt']})
    expect(await run()).toEqual({texts: ['Write ', '<think>', ' in the prompt'], result: {finishReason: 'stop', tokens: 3}})
  })
})
