/**
 * hCaptcha's siteverify, called server-side: form-encoded `secret`, `response`, `sitekey` and
 * `remoteip`; a short timeout per request and one retry on a network error or a 5xx, so the
 * whole check ends within twice the timeout. A pass needs `success === true` and a `hostname`
 * of ours. Anything else from hCaptcha is a failure; no answer, a slow one, a 5xx or garbage
 * is `unavailable` (the caller fails closed).
 */
import type {HcaptchaConfig} from '../config'

export type SiteverifyResult =
  | {outcome: 'pass'; hostname: string}
  /** hCaptcha answered: the token is not valid (or not for us). `reasons` are its error codes, or ours. */
  | {outcome: 'fail'; reasons: string[]}
  /** No usable answer (down, slow, 5xx, garbage) or hCaptcha refused our own keys: not the visitor's fault. */
  | {outcome: 'unavailable'; reason: string}

export type SiteverifyOptions = Pick<HcaptchaConfig, 'verifyUrl' | 'secret' | 'sitekey' | 'hostnames' | 'timeoutMs'>

/** Error codes that mean our configuration is wrong, not the visitor's token. */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch', 'invalid-sitekey', 'missing-sitekey'])

/** The pause before the one retry. */
const RETRY_DELAY_MS = 150

export async function verifyToken(options: SiteverifyOptions, token: string, remoteip: string | undefined): Promise<SiteverifyResult> {
  const deadline = Date.now() + 2 * options.timeoutMs
  const form = new URLSearchParams({secret: options.secret, response: token, sitekey: options.sitekey})
  if (remoteip) form.set('remoteip', remoteip)
  let last: SiteverifyResult = {outcome: 'unavailable', reason: 'not called'}
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    const timeoutMs = Math.min(options.timeoutMs, deadline - Date.now())
    if (timeoutMs <= 0) break
    const answer = await post(options.verifyUrl, form, timeoutMs)
    if (answer.kind === 'retry') {
      last = {outcome: 'unavailable', reason: answer.reason}
      continue
    }
    if (answer.kind === 'unavailable') return {outcome: 'unavailable', reason: answer.reason}
    return judge(answer.body, options.hostnames)
  }
  return last
}

type PostAnswer = {kind: 'body'; body: unknown} | {kind: 'retry'; reason: string} | {kind: 'unavailable'; reason: string}

async function post(url: string, form: URLSearchParams, timeoutMs: number): Promise<PostAnswer> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded', accept: 'application/json'},
      body: form.toString(),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError') return {kind: 'unavailable', reason: `no answer within ${timeoutMs} ms`}
    return {kind: 'retry', reason: `unreachable: ${(error as Error).message}`}
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    const name = (error as Error).name
    const reason = `the answer broke off: ${(error as Error).message}`
    return name === 'TimeoutError' || name === 'AbortError' ? {kind: 'unavailable', reason} : {kind: 'retry', reason}
  }
  if (response.status >= 500) return {kind: 'retry', reason: `status ${response.status}`}
  try {
    return {kind: 'body', body: JSON.parse(text) as unknown}
  } catch {
    return {kind: 'unavailable', reason: `status ${response.status}, not JSON`}
  }
}

function judge(body: unknown, hostnames: readonly string[]): SiteverifyResult {
  if (typeof body !== 'object' || body === null || typeof (body as {success?: unknown}).success !== 'boolean') {
    return {outcome: 'unavailable', reason: 'an answer without a boolean `success`'}
  }
  const {success, hostname} = body as {success: boolean; hostname?: unknown}
  const codes = (body as {'error-codes'?: unknown})['error-codes']
  const reasons = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : []
  if (success !== true) {
    const ours = reasons.filter((code) => CONFIGURATION_ERRORS.has(code))
    if (ours.length > 0) return {outcome: 'unavailable', reason: `hCaptcha refused our keys: ${ours.join(', ')}`}
    return {outcome: 'fail', reasons}
  }
  if (typeof hostname !== 'string' || !hostnames.includes(hostname.toLowerCase())) {
    return {outcome: 'fail', reasons: [`hostname-mismatch: ${String(hostname).slice(0, 100)}`]}
  }
  return {outcome: 'pass', hostname}
}
