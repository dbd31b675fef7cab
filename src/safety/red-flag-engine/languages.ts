/** The four languages' compiled rules, in the order a message is tried. */
import de from '../red-flag-languages/de'
import en from '../red-flag-languages/en'
import es from '../red-flag-languages/es'
import fr from '../red-flag-languages/fr'
import {type CompiledLanguage, compileLanguage} from './compile'

export const LANGUAGES: readonly CompiledLanguage[] = [en, es, fr, de].map(compileLanguage)

/** All languages, the one `locale` names first. */
export function languagesFor(locale: string | undefined): readonly CompiledLanguage[] {
  if (typeof locale !== 'string') return LANGUAGES
  const primary = locale.toLowerCase().split(/[-_]/)[0]
  const index = LANGUAGES.findIndex((language) => language.language === primary)
  if (index <= 0) return LANGUAGES
  const first = LANGUAGES[index] as CompiledLanguage
  return [first, ...LANGUAGES.filter((language) => language !== first)]
}
