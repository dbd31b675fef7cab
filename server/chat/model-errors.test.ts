import {classifyConnectError, ModelError, parseRetryAfter} from './model-errors'

describe('ModelError', () => {
  it('keeps the upstream status from becoming the response status', () => {
    expect(new ModelError('model_error', {status: 401})).toMatchObject({status: 401, expose: false})
  })
})

describe('classifyConnectError', () => {
  it.each([
    ['ENOTFOUND', 'model_unreachable'],
    ['EAI_AGAIN', 'model_unreachable'],
    ['ECONNRESET', 'model_unreachable'],
    ['EHOSTUNREACH', 'model_unreachable'],
    ['ETIMEDOUT', 'model_timeout'],
  ])('classifies a connection error %s as %s, also when wrapped', (code, expected) => {
    const error = Object.assign(new Error(`connect ${code} model.internal`), {code})
    expect(classifyConnectError(error)).toEqual({code: expected, detail: expect.stringContaining(code)})
    expect(classifyConnectError(new TypeError('request failed', {cause: error}))).toEqual({code: expected, detail: expect.stringContaining(code)})
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z')
  it.each([
    ['7', 7],
    [' 120 ', 120],
    ['Wed, 01 Jan 2025 00:00:30 GMT', 30],
    ['Tue, 31 Dec 2024 23:00:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
    ['1.5', undefined],
  ])('%j → %j', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds)
  })

  it('is undefined without the header', () => {
    expect(parseRetryAfter(null)).toBeUndefined()
  })
})
