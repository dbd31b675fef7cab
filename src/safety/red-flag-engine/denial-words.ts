/**
 * Per-language words for three denials the rule files cannot express on their own: a context word
 * denied right after it ("Gesicht nicht geschwollen"), a denial carried by "ni / nor / noch" to the
 * next item, and Spanish clitics between a denial and its verb ("no se la bebió"); and for a
 * denial word that is a superlative there ("mal comme jamais", "como nunca"). Kept apart from
 * the rule files, which are tuned separately. Words are written as normalised tokens (German with
 * umlauts folded: `ü` → `u`).
 */

import {type CompiledLanguage, foldGerman, plainWord, wordRegex} from './compile'

export interface DenialWords {
  /**
   * A context word is denied by a negation and one of `states` right after it, with only `links`
   * between ("face is not swollen", "cara no está hinchada", "visage pas gonflé", "Nacken ist
   * nicht steif"). Only swelling and stiffness: a context denied in some other respect ("arm not
   * hurting", "CO alarm not going off") may still be the context of the sign ("but weak").
   */
  contextLinks: readonly string[]
  contextNegations: readonly string[]
  /** Regex source over one token. */
  contextStates: string
  /** Words that carry a denial to the next item ("ni", "nor", "noch"). */
  carriers: readonly string[]
  /** A carrier counts only after one of these earlier in its clause ("weder … noch"); empty: always. */
  carrierOpeners: readonly string[]
  /** Words that may open the next item after a carrier ("nor was it", "ni siquiera", "ni même"). */
  carrierLeads: readonly string[]
  /** Unstressed pronouns that stand between a denial and its verb ("no se la bebió", "no le sangra"). */
  clitics: readonly string[]
  /** Denials that reach a verb across `clitics` even where "no se" reads as "I don't know" elsewhere. */
  cliticNegations: readonly string[]
  /**
   * Regex source: a denial word used as a superlative ("like never before", "como nunca", "plus que
   * jamais", "wie noch nie"), which denies nothing before or after it; its words are neutralised
   * as a pseudo-negation's are.
   */
  superlatives: string
}

export const DENIAL_WORDS: Readonly<Record<string, DenialWords>> = {
  en: {
    contextLinks: ['is', 'are', 'was', 'were', 'been', 'be', 'has', 'have', 'had', 'does', 'do', 'did', 'at', 'all', 'even', 'really', 'visibly', 'look', 'looks', 'looking', 'seem', 'seems', 'getting', 'gotten', 'got'],
    contextNegations: ['not', "isn't", 'isnt', "aren't", 'arent', "wasn't", 'wasnt', "weren't", 'werent', "hasn't", 'hasnt', "haven't", 'havent', "doesn't", 'doesnt', "don't", 'dont', "didn't", 'didnt', 'never'],
    contextStates: 'swoll[a-z]*|swell[a-z]*|puff[a-z]*|stiff[a-z]*',
    carriers: ['nor'],
    carrierOpeners: [],
    carrierLeads: ['was', 'is', 'were', 'are', 'did', 'does', 'do', 'has', 'have', 'had', 'there', 'it', 'he', 'she', 'they', 'i', 'even', 'remotely', 'anywhere', 'near'],
    clitics: [],
    cliticNegations: [],
    superlatives: "like (?:never|nevr|nvr|neva) (?:ever )?(?:before|b4|bfore)|(?:more|worse|harder|stronger) (?:than|then) (?:ever|eva)(?: before)?",
  },
  es: {
    contextLinks: ['esta', 'estan', 'estaba', 'estaban', 'es', 'son', 'era', 'parece', 'se', 'le', 'lo', 'la', 'me', 'te', 'nos', 'les', 've', 'nota', 'ha', 'han', 'nada', 'para', 'muy', 'tan'],
    contextNegations: ['no', 'ni', 'nada', 'nunca'],
    contextStates: 'hinchad[oa]s?|inflamad[oa]s?|hinch[oa]|rigid[oa]s?|ties[oa]s?',
    carriers: ['ni'],
    carrierOpeners: [],
    carrierLeads: ['fue', 'es', 'era', 'ha', 'tiene', 'tuvo', 'hay', 'hubo', 'presenta', 'siquiera', 'tampoco', 'mucho', 'menos', 'de', 'lejos', 'se', 'me', 'te', 'le', 'lo', 'la', 'nos', 'les', 'los', 'las'],
    clitics: ['se', 'me', 'te', 'le', 'lo', 'la', 'nos', 'les', 'los', 'las'],
    cliticNegations: ['no', 'ni', 'nunca', 'jamas', 'tampoco'],
    superlatives: '(?:como|komo|cmo|cm) (?:nunca|jamas)(?: (?:antes|en mi vida))?|(?:mas|peor) (?:que|q|k) (?:nunca|jamas)',
  },
  fr: {
    contextLinks: ['est', 'sont', 'etait', 'etaient', 'a', 'ont', 'ete', "l'", "s'", 'se', 'me', "m'", 'du', 'tout', 'plus', 'semble', 'parait', 'jamais'],
    contextNegations: ['ne', "n'", 'pas', 'pa', 'plus', 'jamais'],
    contextStates: 'gonfle(?:e|s|es)?|enfle(?:e|s|es)?|raide|raides|rigide|rigides',
    carriers: ['ni'],
    carrierOpeners: [],
    carrierLeads: ['meme', 'non', 'plus', "c'", 'est', 'etait', 'a', 'il', 'elle', "n'", 'ne', 'pas'],
    clitics: [],
    cliticNegations: [],
    superlatives: "(?:comme|come|com|cm|kom|komme) (?:jamais|jamai|jame)(?: (?:avant|auparavant|de ma vie))?|(?:plus|pire|pir) (?:que|q|ke) (?:jamais|jamai|jame)",
  },
  de: {
    contextLinks: ['ist', 'sind', 'war', 'waren', 'wirkt', 'scheint', 'sieht', 'er', 'sie', 'es', 'ihm', 'ihr', 'gar', 'uberhaupt', 'mehr', 'auch', 'hat', 'habe', 'hab', 'hatte'],
    contextNegations: ['nicht', 'nich', 'nie', 'kein', 'keine', 'nirgends', 'nirgendwo'],
    contextStates: '(?:an)?geschwollen[a-z]*|dick|steif[a-z]*',
    carriers: ['noch'],
    carrierOpeners: ['weder'],
    carrierLeads: ['war', 'ist', 'sind', 'waren', 'hat', 'hatte', 'bekommt', 'bekam', 'kriegt', 'zeigt', 'gibt', 'gab', 'es', 'er', 'sie', 'das', 'ich'],
    clitics: [],
    cliticNegations: [],
    superlatives: 'wie (?:noch nie|no nie|noch nie zuvor|nie zuvor|nie im leben|noch nie im leben)|(?:mehr|schlimmer|stärker|heftiger) (?:denn|als) je(?: zuvor)?',
  },
}

export interface CompiledDenialWords {
  contextLinks: ReadonlySet<string>
  contextNegations: ReadonlySet<string>
  contextStates: RegExp
  carriers: ReadonlySet<string>
  carrierOpeners: ReadonlySet<string>
  carrierLeads: ReadonlySet<string>
  clitics: ReadonlySet<string>
  cliticNegations: ReadonlySet<string>
  /** Global, for `neutralTokens` in ./checks.ts. */
  superlatives: RegExp
}

const compiled = new Map<string, CompiledDenialWords | null>()

/** `language`'s words as sets of tokens (German folded as `tokenAt` folds them), made once. */
export function denialWordsFor(language: CompiledLanguage): CompiledDenialWords | null {
  let entry = compiled.get(language.language)
  if (entry !== undefined) return entry
  const words = DENIAL_WORDS[language.language]
  entry = null
  if (words) {
    const set = (list: readonly string[]) => new Set(list.map((word) => language.german ? foldGerman(plainWord(word)) : plainWord(word)))
    entry = {
      contextLinks: set(words.contextLinks),
      contextNegations: set(words.contextNegations),
      contextStates: new RegExp(`^(?:${words.contextStates})$`),
      carriers: set(words.carriers),
      carrierOpeners: set(words.carrierOpeners),
      carrierLeads: set(words.carrierLeads),
      clitics: set(words.clitics),
      cliticNegations: set(words.cliticNegations),
      superlatives: new RegExp(wordRegex(words.superlatives, language.german).source, 'g'),
    }
  }
  compiled.set(language.language, entry)
  return entry
}
