/** Recording lengths as people read them, shared by the browser and the server's messages. */
import {numberFormat} from '../framework/i18n/intl'

/** A limit in words, in the locale's language: 120 → "2 minutes", 90 → "90 seconds". */
export function formatLimit(locale: string, seconds: number): string {
  const minutes = seconds % 60 === 0
  try {
    return numberFormat(locale, {style: 'unit', unit: minutes ? 'minute' : 'second', unitDisplay: 'long'}).format(minutes ? seconds / 60 : seconds)
  } catch {
    return minutes ? `${seconds / 60} min` : `${seconds} s`
  }
}

/** The ISO 639-1 language of a locale, as transcription servers want it: `fr-CA` → `fr`. */
export function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase()
}
