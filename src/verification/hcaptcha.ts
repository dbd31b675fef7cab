/** What Hale tells hCaptcha and links to of hCaptcha's: its language code, its privacy policy and terms. */

export const HCAPTCHA_PRIVACY = 'https://www.hcaptcha.com/privacy'
export const HCAPTCHA_TERMS = 'https://www.hcaptcha.com/terms'

/** The `hl` hCaptcha understands: the page's language (`en-US` → `en`). */
export function checkLanguage(locale: string): string {
  return (locale.split('-')[0] ?? 'en').toLowerCase()
}
