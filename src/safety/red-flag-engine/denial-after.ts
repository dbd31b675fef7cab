/**
 * A denial told right after the sign: "face drooping? no", "chest pain: none", "dolor en el
 * pecho, ninguno", "douleur thoracique : non", "Atemnot hat er keine". Only the words directly
 * after the sign are read, and the denial must end there (`,` `.` or the end of the message):
 * "no, no, no", "no idea", "no?" (a tag question: "es un infarto, ¿no?") and "no way" deny
 * nothing. When in doubt the sign stays flagged.
 */
import {type CompiledLanguage, expandSource, foldGerman, plainWord} from './compile'
import type {Scan} from './scan'
import {isCue, neutralTokens} from './checks'
import {isSentenceEnd, tokenAt} from './scan'

/** One language's words, in the notation of `RedFlagLanguage` sources. */
interface DenialAfterWords {
  /** Answers that can only deny, after `?` or `,` (`:` and ` - ` read as `,`). */
  answers: string
  /**
   * Answers that are also exclamations ("he's choking, no!"): they deny after `?`, and after `,`
   * only when the sign opens its segment, named like an item of a list ("fever - no").
   */
  bare: string
  /** Phrases that deny straight after the sign, with an optional `,` before ("Atemnot hat er keine"). */
  phrases?: string
  /**
   * Words whose absence is the emergency ("pulse: none", "Luft hat er keine", "wet nappies? none"):
   * a sign that contains one is never denied this way.
   */
  functions: readonly string[]
}

const WORDS: Readonly<Record<string, DenialAfterWords>> = {
  en: {
    answers: 'none(?: at all| whatsoever)?|nope|not at all|not really|absolutely not|definitely not',
    bare: 'no|nah|negative',
    functions: [
      'pulse', 'breath', 'breathing', 'breathe', 'breaths', 'air', 'urine', 'pee', 'peed', 'wee', 'weed', 'wet', 'nappy',
      'nappies', 'diaper', 'diapers', 'movement', 'movements', 'moving', 'move', 'kicks', 'kick', 'kicking', 'response',
      'responding', 'responsive', 'answer', 'answering', 'tears', 'heartbeat', 'feeds', 'feeding', 'drinking',
    ],
  },
  es: {
    answers: 'ninguno|ninguna|nada|para nada|en absoluto|tampoco',
    bare: 'no',
    phrases: 'no (?:tiene|tengo|tenia|tuvo|tuve|ha tenido|he tenido|hay|habia)(?: nada)?',
    functions: [
      'pulso', 'respira', 'respiracion', 'respirar', 'aire', 'aliento', 'orina', 'orinado', 'pis', 'pipi', 'panal', 'panales',
      'mojado', 'moja', 'movimiento', 'movimientos', 'mueve', 'patadas', 'patea', 'responde', 'contesta', 'reacciona',
      'latido', 'latidos', 'lagrimas', 'toma', 'come', 'bebe',
    ],
  },
  fr: {
    answers: 'aucun|aucune|pas du tout|nullement|rien|non plus',
    bare: 'non|nan|niet',
    functions: [
      'pouls', 'respire', 'respiration', 'respirer', 'souffle', 'air', 'urine', 'pipi', 'couche', 'couches', 'mouvement',
      'mouvements', 'bouge', 'coups', 'repond', 'reagit', 'battement', 'battements', 'larmes', 'boit', 'mange', 'tete',
    ],
  },
  de: {
    answers: 'keine|keins|keinen|keiner|kein|gar keine?[nrs]?|überhaupt keine?[nrs]?|gar nicht|überhaupt nicht|nö|nee|nope',
    bare: 'nein|no',
    phrases: '(?:(?:hat|habe|hab|hatte|hatten|haben|hast|hattest|hätte|gibt) (?:er|sie|es|ich|wir|man|du|ihr|der kleine|die kleine|das kind)(?: (?:aber|auch|zum glück|eigentlich|bisher|sonst|absolut|definitiv|wirklich))?(?: (?:gar|überhaupt))? (?:keine|keins|keinen|keiner|kein|nicht)|(?:gar|überhaupt) (?:keine|keins|keinen|keiner|kein|nicht))',
    functions: [
      'puls', 'atem', 'atmet', 'atmung', 'atmen', 'luft', 'urin', 'pipi', 'windel', 'windeln', 'bewegung', 'bewegungen',
      'bewegt', 'tritte', 'tritt', 'reagiert', 'reaktion', 'antwortet', 'antwort', 'herzschlag', 'tranen', 'trinkt', 'isst',
    ],
  },
}

/** The end a denial must reach: a `,` or `.` token, or the end of the message; never `?`. */
const END = '(?=$| [.,])'

interface CompiledDenialAfter {
  /** After `?` or `,`, an unambiguous answer; after `?`, a bare one too. */
  answered: RegExp
  /** After `,`, a bare answer: only for a sign that opens its segment. */
  labelled: RegExp
  /** A phrase straight after the sign. */
  phrase: RegExp | null
  functions: ReadonlySet<string>
}

const compiled = new Map<string, CompiledDenialAfter | null>()

function compiledFor(language: CompiledLanguage): CompiledDenialAfter | null {
  let entry = compiled.get(language.language)
  if (entry !== undefined) return entry
  const words = WORDS[language.language]
  entry = null
  if (words) {
    const x = (source: string) => expandSource(source, language.german)
    entry = {
      answered: new RegExp(`^ (?:(?:\\?|,) (?:${x(words.answers)})|\\? (?:${x(words.bare)}))${END}`),
      labelled: new RegExp(`^ , (?:${x(words.bare)})${END}`),
      phrase: words.phrases ? new RegExp(`^ (?:, )?(?:${x(words.phrases)})${END}`) : null,
      functions: new Set(words.functions.map((word) => language.german ? foldGerman(plainWord(word)) : plainWord(word))),
    }
  }
  compiled.set(language.language, entry)
  return entry
}

/** `token` names a function whose absence is the danger ("pulse", "respira", "Luft"), in `language`. */
export function isFunctionWord(language: CompiledLanguage, token: string): boolean {
  return compiledFor(language)?.functions.has(token) ?? false
}

/** Characters after a sign that a denial can take up; the regexes are anchored, so this only bounds the slice. */
const WINDOW = 120

/** Words that may end the sign's phrase before the `?` or `,` of its answer ("crushing chest [pain]? no"). */
const MAX_TAIL_WORDS = 2

/**
 * The sign at `start`..`end` (tokens `first`..`last`) is denied by the words right after it, in
 * `language`. `opensSegment`: nothing but the sign stands before it in its segment. A sign that
 * is itself a negation ("can't breathe, no") or names a function whose absence is the danger is
 * never denied.
 */
export function isDeniedAfter(
  language: CompiledLanguage, scan: Scan, end: number, first: number, last: number, opensSegment: boolean,
): boolean {
  const denial = compiledFor(language)
  if (!denial || last <= first) return false
  for (let i = first; i < last; i++) {
    const token = tokenAt(language, scan, i)
    if (denial.functions.has(token) || isCue(language, token)) return false
  }
  if (denial.phrase?.test(scan.s.slice(end, end + WINDOW))) return !isPseudoFrom(language, scan, scan.tokens[last] === ',' ? last + 1 : last)
  // The sign's own last words, up to the `?` or `,`: none of them a stop or a cue.
  let i = last
  while (i < scan.tokens.length && i - last < MAX_TAIL_WORDS) {
    const token = tokenAt(language, scan, i)
    if (token === '?' || token === ',' || isSentenceEnd(token) || language.stops.has(token) || isCue(language, token)) break
    i++
  }
  if (scan.tokens[i] !== '?' && scan.tokens[i] !== ',') return false
  const from = i === last ? end : (scan.offsets[i] as number) - 1
  const after = scan.s.slice(from, from + WINDOW)
  return (denial.answered.test(after) || (opensSegment && denial.labelled.test(after))) && !isPseudoFrom(language, scan, i + 1)
}

/**
 * The words from token `at` to the next `,` `.` `?` (a denial's words) lie partly inside one of
 * the language's pseudo-negations: "nicht nur", "not only", "no solo", "pas seulement" say there
 * is more, not that the sign is absent.
 */
function isPseudoFrom(language: CompiledLanguage, scan: Scan, at: number): boolean {
  const neutral = neutralTokens(language, scan)
  for (let i = at; i < scan.tokens.length; i++) {
    const token = scan.tokens[i] as string
    if (token === ',' || isSentenceEnd(token)) return false
    if (neutral[i]) return true
  }
  return false
}
