/**
 * Every problem the human check can show, in the visitor's words, and what its "Try again"
 * does: hCaptcha's own failures and `POST /api/session`'s refusals of the token.
 */
import type {ApiResult} from '../chat/api'
import {noticeText} from '../chat/errors'
import type {Translate} from '../framework/i18n/use-translation'

/** What went wrong, and whether "Try again" re-sends the same token (hCaptcha could not say) or reloads the check. */
export interface Problem {
  text: string
  retry: 'token' | 'reload' | null
}

export type SessionRefusal = Extract<ApiResult<unknown>, {ok: false}>

/** hCaptcha's script (or the check's own code) could not be loaded. */
export function loadFailedProblem(t: Translate): Problem {
  return {text: t('verify.loadFailed'), retry: 'reload'}
}

/**
 * hCaptcha's `onError`. Invisible mode has no widget of its own to try again in, so "Try
 * again" runs the check again there.
 */
export function widgetErrorProblem(t: Translate, code: string, invisible: boolean): Problem {
  if (/script|network/i.test(code)) return loadFailedProblem(t)
  return {text: t('verify.error'), retry: invisible ? 'reload' : null}
}

/** The visitor's answer to the check expired before it was sent. */
export function checkExpiredProblem(t: Translate, invisible: boolean): Problem {
  return {text: t('verify.checkExpired'), retry: invisible ? 'reload' : null}
}

/**
 * The server refused the token. Only when hCaptcha (or the network) could not say may the same
 * token be tried again (`retry: 'token'`); any other refusal spends it.
 */
export function refusalProblem(t: Translate, locale: string, refusal: SessionRefusal, maxChars: number): Problem {
  switch (refusal.status) {
    case 403:
      return {text: t('verify.failed'), retry: null}
    case 400:
      return {text: t('verify.invalidToken'), retry: null}
    case 503:
      return {text: t('verify.unavailable'), retry: 'token'}
    case 0:
      return {text: t('chat.error.network'), retry: 'token'}
    case 429:
      return {text: noticeText(t, locale, {code: refusal.code, status: 429, retryAfter: refusal.retryAfter, at: Date.now()}, maxChars), retry: null}
    default:
      return {text: t('chat.error.internal'), retry: null}
  }
}
