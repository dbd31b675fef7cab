/**
 * A retraction later in the message: the visitor takes back, in the next sentence, what a hit's
 * sentence said ("took a double dose?? no sorry, I counted again, it was only one"). A check sees
 * one sentence, so this reads the message. Conservative: it needs an explicit correction marker
 * opening the next sentence, then a statement that the event did not happen or was smaller, and
 * nothing from the marker to the end of the message (nor in the rest of the hit's sentence) may
 * describe a danger sign or something bigger ("no sorry, it was two bottles not one"). Self-harm
 * is never retracted this way. Words are written as normalised text, commas left out (they are
 * dropped before matching); German sources may use umlauts.
 */
import {type CompiledLanguage, MAX_CONTEXT_WORDS, expandSource} from './compile'
import {LANGUAGES} from './languages'
import {type Scan, isSentenceEnd} from './scan'

export interface RetractionWords {
  /** Regex source: a correction marker that opens a sentence ("no sorry", "never mind", "nein sorry"). */
  markers: string
  /** Regex source: after the marker, the event did not happen or was smaller ("only one", "nur eine"). */
  statements: string
  /**
   * Regex source: a danger sign, or something bigger or one-sided, that keeps the banner wherever
   * it occurs after the marker ("drowsy", "two bottles", "one side"). All languages' are read.
   */
  unless: string
}

/** Interjections that may come before a marker ("oh wait no sorry", "ach nein sorry"). */
const LEADS = "(?:(?:oh|ah|ach|oops|ups|upps|hoppla|wait|ok|okay|hmm|um|erm|uh|so|bueno|pues|vale|ay|euh|bon|ben|bah|also|ähm|äh|hm) )*"

export const RETRACTION_WORDS: Readonly<Record<string, RetractionWords>> = {
  en: {
    markers: "(?:no|nope|nah)(?: no)* (?:sorry|wait|actually|my bad|my mistake)|sorry (?:no|nope|i (?:miscounted|misread|was wrong|got (?:it|that) wrong|made a mistake))|never ?mind|nevermind|nvm|scratch that|ignore (?:that|the above|what i (?:said|wrote)|my last (?:message|question))|correction|actually no|wait no|false alarm|my (?:mistake|bad)",
    statements: "only (?:(?:took|had|swallowed|ate|drank|taken|one of) )?(?:one|1|a single|half|my (?:usual|normal)|the (?:usual|normal|right))(?! side)|just (?:(?:took|had|swallowed) )?(?:one|1|a single|my (?:usual|normal))(?! side)|(?:didn't|didnt|did not|never|hasn't|hasnt|has not|haven't|havent) (?:actually |really |even )?(?:take|taken|swallow|swallowed|eat|eaten|drink|drunk|happen|happened)|(?:i|we) (?:miscounted|misread|counted wrong|was wrong|were wrong|got (?:it|that) wrong)|false alarm|(?:they're|they are|theyre|it's|it is|its) (?:all )?still (?:all )?(?:there|in the (?:pack|box|bottle|packet))|(?:none|nothing) (?:is |are |was )?missing|all accounted for",
    unless: "drows[a-z]*|sleepy|dizz[a-z]*|faint[a-z]*|confus[a-z]*|vomit[a-z]*|throw(?:ing|n)? up|sick|shak[a-z]*|trembl[a-z]*|seiz[a-z]*|fit|fitting|pain|hurts?|breath[a-z]*|unconscious|wake|woozy|pale|blue|(?:left|right|one) side|sided|more|twice|double|whole|all of|both|bottles?|packs?|packets?|boxes|(?<!not |only |just |than )(?:two|three|four|five|six|ten|[2-9]|\\d\\d+|several|many|a few|lots)",
  },
  es: {
    markers: "no(?: no)* (?:perdon|perdona|disculpa|disculpe|espera|mentira|me equivoque)|perdon (?:no|me equivoque|conte mal)|(?:bueno|ah|oh|ay) no|olvidalo|olvida (?:lo que dije|lo anterior|eso)|me equivoque|corrijo|correccion|falsa alarma",
    statements: "(?:solo|solamente|nada mas|nomas) ~2 (?:una|uno|un|1|media)(?! (?:lado|mitad))|(?:no|nunca) (?:me |se |le |te )?(?:la |lo |las |los )?(?:tome|tomo|tomaste|trague|trago|bebio|bebi|comio|comi|paso)|me equivoque|conte mal|estan (?:todas|todos) (?:en|ahi)|no falta (?:ninguna|ninguno|nada)|falsa alarma",
    unless: "somnolient[oa]|adormilad[oa]|mare[a-z]*|desmay[a-z]*|confundid[oa]|vomit[a-z]*|vomito|tembl[a-z]*|convuls[a-z]*|dolor|duele|respir[a-z]*|aire|inconsciente|despierta|palid[oa]|lado|mas|doble|ambas|ambos|entera|enteras|botellas?|cajas?|frascos?|(?<!no |ni |solo |que )(?:dos|tres|cuatro|cinco|seis|diez|[2-9]|\\d\\d+|varias|muchas)",
  },
  fr: {
    markers: "non(?: non)* (?:pardon|desole|desolee|attends|attendez|en fait|laisse tomber|je me suis trompee?|erreur)|pardon (?:non|je me suis trompee?|erreur)|en fait non|laisse tomber|laissez tomber|oubliez? (?:ca|ce que j' ai dit)|je me suis trompee?|erreur de ma part|correction|fausse alerte|(?:ah|ah bah|ah ben) non",
    statements: "(?:n' )?(?:en )?(?:ai|a|avons) (?:pris|avale|mange|bu) qu' (?:un|une|1|la moitie)(?! cote)|(?:seulement|juste) (?:un|une|1)(?! cote)|(?:n'|ne) (?:l' |les |en )?(?:ai|a|avons) (?:pas|jamais|rien) (?:pris|avale|mange|bu)|(?:n'|ne) (?:a|ai) (?:rien|pas) (?:avale|pris)|fausse alerte|(?:je me suis|me suis) trompee?|mal compte|(?:ils|elles) sont (?:toutes |tous )?(?:encore )?(?:la|dans la (?:boite|plaquette))|il n' en manque (?:aucun|aucune)",
    unless: "somnolente?|endormie?|vertiges?|etourdie?|malaise|confuse?|vomi[a-z]*|trembl[a-z]*|convuls[a-z]*|douleur|mal (?:a|au)|respir[a-z]*|souffle|inconsciente?|reveille|pale|cote|plus de|double|les deux|toute la|toute une|bouteilles?|boites?|plaquettes?|(?<!pas |que |qu' )(?:deux|trois|quatre|cinq|six|dix|[2-9]|\\d\\d+|plusieurs|beaucoup)",
  },
  de: {
    markers: "(?:nein|nee|ne|noe)(?: nein)* (?:sorry|sorri|entschuldigung|warte|moment|quatsch|stimmt nicht|doch nicht)|sorry (?:nein|nee|ne|doch nicht|hab mich (?:verzählt|vertan|geirrt))|doch nicht|vergiss(?:t)? (?:es|das)|kommando zurück|korrektur|falscher alarm|hab mich (?:verzählt|vertan|geirrt)|(?:ach|oh) (?:nein|nee)",
    statements: "nur (?:eine|einen|ein|1|eine halbe|die normale|meine normale|die übliche|meine übliche)(?! seite)|doch nicht|(?:hab|habe|hat|haben|hatte) (?:sie |er |ich |es )?(?:doch |gar )?(?:keine|nicht|nichts)(?: [a-z]+){0,2} (?:genommen|geschluckt|gegessen|getrunken)|falscher alarm|verzählt|vertan|geirrt|(?:sind|ist) (?:noch )?(?:alle|alles) (?:da|in der (?:packung|schachtel))|fehlt (?:keine|keiner|nichts)",
    unless: "schläfrig|müde|benommen|schwindel[a-z]*|übel|erbrech[a-z]*|kotz[a-z]*|zitter[a-z]*|krampf[a-z]*|schmerz[a-z]*|luft|atem[a-z]*|atmet|bewusstlos|ohnmächtig|verwirrt|wach|blass|seite|mehr|doppelt so|beide|ganze|flaschen?|packungen?|schachteln?|(?<!nicht |keine |nur )(?:zwei|drei|vier|fünf|sechs|zehn|[2-9]|\\d\\d+|mehrere|viele)",
  },
}

interface CompiledRetraction {
  markers: RegExp
  statements: RegExp
}

let compiled: {byLanguage: readonly CompiledRetraction[]; unless: RegExp; unlessAll: RegExp} | null = null

function retractionWords(): NonNullable<typeof compiled> {
  if (compiled) return compiled
  const words = LANGUAGES.map((language) => [language, RETRACTION_WORDS[language.language]] as const)
  const known = words.filter((entry): entry is readonly [CompiledLanguage, RetractionWords] => entry[1] !== undefined)
  const expand = (language: CompiledLanguage, source: string) => expandSource(source, language.german)
  const unless = `(?<![a-z0-9'])(?:${known.map(([language, each]) => expand(language, each.unless)).join('|')})(?![a-z0-9'])`
  compiled = {
    byLanguage: known.map(([language, each]) => ({
      markers: new RegExp(`^${LEADS}(?:${expand(language, each.markers)})(?![a-z0-9'])`),
      statements: new RegExp(`(?<![a-z0-9'])(?:${expand(language, each.statements)})(?![a-z0-9'])`),
    })),
    unless: new RegExp(unless),
    unlessAll: new RegExp(unless, 'g'),
  }
  return compiled
}

/** Words of a sentence read for its marker and statement; a statement may run into the next sentence. */
const MAX_RETRACTION_WORDS = 40

/**
 * The hit at tokens `first`..`last` is taken back by the sentence after its own: that sentence
 * opens with a correction marker, the marker is followed (in it or the sentence after) by a
 * statement that the event did not happen or was smaller, and no danger sign follows the marker
 * or stands in the hit's sentence beside it.
 */
export function isRetracted(scan: Scan, first: number, last: number): boolean {
  const {tokens} = scan
  let next = (scan.sentenceTo[last - 1] ?? tokens.length) + 1
  while (next < tokens.length && isSentenceEnd(tokens[next] as string)) next++
  if (next >= tokens.length) return false
  let retracts = scan.retractions.get(next)
  if (retracts === undefined) {
    retracts = retractsFrom(scan, next)
    scan.retractions.set(next, retracts)
  }
  if (!retracts) return false
  const {unless} = retractionWords()
  const from = Math.max(scan.sentenceFrom[first] ?? first, first - MAX_CONTEXT_WORDS)
  const beside = [...tokens.slice(from, first), ',', ...tokens.slice(last, Math.min(next, last + MAX_CONTEXT_WORDS))].join(' ')
  return !unless.test(beside)
}

/** Whether the sentence starting at token `at` retracts the one before it (see `isRetracted`). */
function retractsFrom(scan: Scan, at: number): boolean {
  const {tokens} = scan
  const words: string[] = []
  let sentences = 0
  for (let i = at; i < tokens.length && words.length < MAX_RETRACTION_WORDS && sentences < 2; i++) {
    const token = tokens[i] as string
    if (isSentenceEnd(token)) sentences++
    else if (token !== ',') words.push(token)
  }
  const text = words.join(' ')
  const {byLanguage, unlessAll} = retractionWords()
  const retracted = byLanguage.some(({markers, statements}) => {
    const marker = markers.exec(text)
    return marker !== null && statements.test(text.slice(marker[0].length))
  })
  // A danger sign anywhere from the marker on keeps the banner.
  return retracted && lastDanger(scan, unlessAll) < (scan.offsets[at] as number)
}

/** Where the message's last danger sign (`unless`, all languages) starts, or -1; found once per message. */
function lastDanger(scan: Scan, all: RegExp): number {
  if (scan.lastDanger === null) {
    all.lastIndex = 0
    let found = -1
    for (let match = all.exec(scan.s); match !== null; match = all.exec(scan.s)) {
      found = match.index
      all.lastIndex = match.index + Math.max(1, match[0].length)
    }
    all.lastIndex = 0
    scan.lastDanger = found
  }
  return scan.lastDanger
}
