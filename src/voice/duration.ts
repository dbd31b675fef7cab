/** Recording lengths as people read them, shared by the browser and the server's messages. */

/** `m:ss`, as a recording's elapsed time: 7 → `0:07`, 125 → `2:05`. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** A limit in words, in the locale's language: 120 → "2 minutes", 90 → "90 seconds". */
export function formatLimit(locale: string, seconds: number): string {
  const minutes = seconds % 60 === 0
  try {
    return new Intl.NumberFormat(locale, {style: 'unit', unit: minutes ? 'minute' : 'second', unitDisplay: 'long'})
      .format(minutes ? seconds / 60 : seconds)
  } catch {
    return minutes ? `${seconds / 60} min` : `${seconds} s`
  }
}

/** The ISO 639-1 language of a locale, as transcription servers want it: `fr-CA` → `fr`. */
export function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase()
}
