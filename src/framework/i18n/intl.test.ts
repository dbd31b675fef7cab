/**
 * src/framework/i18n/intl.ts: formatters built once per locale and options, then reused (building one
 * is the slow part), formatting exactly as a new one would.
 */
import {dateTimeFormat, numberFormat} from './intl'
import {formatLimit} from '../../voice/duration'
import {formatClock, formatWait} from '../../verification/format-wait'

describe('numberFormat and dateTimeFormat', () => {
  it('return the same formatter for the same locale and options, and another for other ones', () => {
    const minutes = numberFormat('fr', {style: 'unit', unit: 'minute', unitDisplay: 'long'})
    expect(numberFormat('fr', {style: 'unit', unit: 'minute', unitDisplay: 'long'})).toBe(minutes)
    expect(numberFormat('fr', {style: 'unit', unit: 'second', unitDisplay: 'long'})).not.toBe(minutes)
    expect(numberFormat('de', {style: 'unit', unit: 'minute', unitDisplay: 'long'})).not.toBe(minutes)
    expect(numberFormat('fr')).toBe(numberFormat('fr'))
    expect(numberFormat('fr')).not.toBe(minutes)
    const long = dateTimeFormat('es', {dateStyle: 'long'})
    expect(dateTimeFormat('es', {dateStyle: 'long'})).toBe(long)
    expect(dateTimeFormat('es', {dateStyle: 'medium'})).not.toBe(long)
  })

  it('format as a new formatter does, in every supported language', () => {
    const when = Date.UTC(2026, 10, 25, 13, 2)
    for (const locale of ['en', 'es', 'fr', 'de', 'en-US', 'fr-CA']) {
      const unit = {style: 'unit', unit: 'minute', unitDisplay: 'long'} as const
      expect(numberFormat(locale, unit).format(2)).toBe(new Intl.NumberFormat(locale, unit).format(2))
      expect(numberFormat(locale).format(7000.5)).toBe(new Intl.NumberFormat(locale).format(7000.5))
      const date = {dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC'} as const
      expect(dateTimeFormat(locale, date).format(when)).toBe(new Intl.DateTimeFormat(locale, date).format(when))
    }
    expect(formatLimit('de', 120)).toMatch(/^2\sMinuten$/)
    expect(formatLimit('fr', 90)).toMatch(/^90\ssecondes$/)
    expect(formatWait(45, 'es')).toMatch(/^45\ssegundos$/)
  })

  it('throw for a locale the runtime rejects, as the constructors do, and cache nothing for it', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError)
    expect(() => dateTimeFormat('not a locale!')).toThrow(RangeError)
    // The callers fall back to English words.
    expect(formatWait(45, 'not a locale!')).toBe('45 seconds')
    expect(formatClock(Date.UTC(2026, 0, 1, 9, 5), 'not a locale!', Date.UTC(2026, 0, 1, 8, 0))).toMatch(/^\d{1,2}:05( [AP]M)?$/)
    expect(formatLimit('not a locale!', 120)).toBe('2 min')
  })

  it('keeps at most 200 formatters: a stream of odd locales cannot grow it without bound', () => {
    // 400 distinct options for one locale: the first ones are kept (up to the bound, with what
    // the tests above cached), the later ones are built on each call.
    const options = (index: number) => ({minimumIntegerDigits: 1 + (index % 21), maximumFractionDigits: Math.floor(index / 21)})
    const built = Array.from({length: 400}, (_, index) => numberFormat('en', options(index)))
    const again = Array.from({length: 400}, (_, index) => numberFormat('en', options(index)))
    const reused = built.filter((format, index) => format === again[index]).length
    expect(reused).toBeLessThanOrEqual(200)
    expect(built.slice(200).some((format, index) => format === again[200 + index])).toBe(false)
    expect(reused).toBeGreaterThan(0)
  })
})
