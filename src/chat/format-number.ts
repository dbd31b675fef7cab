import {numberFormat} from '../framework/i18n/intl'

/** Numbers in messages ("7,000 of 8,000 characters"), in the page's locale. */
export function formatNumber(locale: string, value: number): string {
  try {
    return numberFormat(locale).format(value)
  } catch {
    return String(value)
  }
}
