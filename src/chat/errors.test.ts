import {errorMessageKey} from './errors'

describe('errorMessageKey', () => {
  it.each([
    ['unreachable', undefined, 'chat.error.unreachable'],
    ['model_unreachable', undefined, 'chat.error.unreachable'],
    ['model_timeout', undefined, 'chat.error.timeout'],
    ['model_rate_limited', undefined, 'chat.error.rateLimited'],
    ['model_bad_response', undefined, 'chat.error.badResponse'],
    ['internal_error', undefined, 'chat.error.internal'],
    ['answer_streaming', 400, 'chat.error.busy'],
    ['not_last_answer', 400, 'chat.error.changed'],
    ['timeout', undefined, 'chat.error.timeout'],
    ['rate_limited', undefined, 'chat.error.rateLimited'],
    ['rateLimited', undefined, 'chat.error.rateLimited'],
    ['model_error', undefined, 'chat.error.modelError'],
    ['bad_response', undefined, 'chat.error.badResponse'],
    ['internal', undefined, 'chat.error.internal'],
    ['network', undefined, 'chat.error.network'],
    ['interrupted', undefined, 'chat.error.interrupted'],
    ['message_too_long', 413, 'chat.error.tooLong'],
    ['payload_too_large', 413, 'chat.error.tooLong'],
    ['rate_limited', 429, 'chat.error.tooManyRequests'],
    ['whatever', 404, 'chat.error.notFound'],
    ['empty', 400, 'chat.error.empty'],
    ['something_new', undefined, 'chat.error.internal'],
    [null, undefined, 'chat.error.internal'],
  ])('%s (%s) → %s', (code, status, key) => {
    expect(errorMessageKey(code, status)).toBe(key)
  })
})
