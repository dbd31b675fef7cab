/**
 * How long a visitor must wait (a `429`'s `retryAfter`), in the page's language: `45 seconds`,
 * `5 minutes`, `2 hours` (rounded up), and the clock time they can continue at. The server's
 * `429` message uses the same words (server/verification/limits.ts).
 */
import {dateTimeFormat, numberFormat} from '../framework/i18n/intl'

export function formatWait(seconds: number, locale: string): string {
  const [value, unit] = seconds < 90 ? [seconds, 'second'] : seconds < 90 * 60 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour']
  try {
    return numberFormat(locale, {style: 'unit', unit, unitDisplay: 'long'}).format(value)
  } catch {
    return numberFormat('en', {style: 'unit', unit, unitDisplay: 'long'}).format(value)
  }
}

/** The local clock time `until` (ms since the epoch): `14:32`, with seconds when it is less than two minutes away. */
export function formatClock(until: number, locale: string, now: number = Date.now()): string {
  const options: Intl.DateTimeFormatOptions = until - now < 120_000
    ? {hour: 'numeric', minute: '2-digit', second: '2-digit'}
    : {hour: 'numeric', minute: '2-digit'}
  try {
    return dateTimeFormat(locale, options).format(until)
  } catch {
    return dateTimeFormat('en', options).format(until)
  }
}
