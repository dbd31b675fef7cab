/** Shared set-up of the verification tests: real keys (not the test keys), our origin, the stub. */
import {SESSION_COOKIE} from '../../server/verification/sessions'

export const KEYS = {
  HCAPTCHA_SITEKEY: 'b7e3c1a2-5d4f-4e6a-9c8b-0123456789ab',
  HCAPTCHA_SECRET: '0xS3CR3T0f7h1sT3s7d0N07L3AK1n70ThEcL13n7',
}

/** The environment of an app whose hCaptcha is the stub at `verifyUrl`, reached as https://hale.test. */
export function verificationEnv(verifyUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return {...KEYS, PUBLIC_ORIGIN: 'https://hale.test', HCAPTCHA_VERIFY_URL: verifyUrl, ...env}
}

/** The session id a response's Set-Cookie gives, or null. */
export function sessionCookie(headers: Record<string, unknown>): {id: string; header: string} | null {
  const cookies = (headers['set-cookie'] as string[] | undefined) ?? []
  const header = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
  if (!header) return null
  return {id: header.slice(SESSION_COOKIE.length + 1).split(';')[0]!, header}
}

/** A controllable clock for the store: starts at a fixed moment. */
export function testClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)) {
  let time = start
  return {now: () => time, advance: (ms: number) => void (time += ms)}
}
