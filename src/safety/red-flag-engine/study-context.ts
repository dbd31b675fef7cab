/**
 * Study, news and curiosity context for a general question, anywhere in the message ("difference
 * between angina and a heart attack? for my nursing exam tomorrow", "what actually is sepsis,
 * heard about it on the news"). The words that make the question general often sit in another
 * sentence, which a check of one sentence does not see. The context lifts an asked hit only when
 * no sentence of the message has a personal, present-tense marker or says something is happening
 * now (each sentence judged with its own language's `personal` and `recent`, or acting on a present
 * person, ./present-person.ts), so "my friend asked me because her son is fitting right now" keeps
 * the banner. Words are written as normalised text; German sources may use umlauts.
 */
import {type CompiledLanguage, expandSource} from './compile'
import {LANGUAGES} from './languages'
import {namesPresentPerson} from './present-person'
import {type Scan, contextLanguage, isSentenceEnd} from './scan'

/** Regex sources, per language: an exam, homework, a course, a leaflet, the news, a documentary, someone asking, curiosity. */
export const STUDY_CONTEXT: Readonly<Record<string, string>> = {
  en: "exams?|(?:for|before) (?:a|my|the|our) (?:test|quiz)|test tomorrow|homework|assignment|essay|coursework|revision|revising|studying|(?<!of )course|lecture|module|(?:nursing|medical|med|first aid) (?:school|student|students|degree|training|class)|textbook|leaflet|pamphlet|brochure|poster|(?:the|a) news|news (?:story|report|article)|on (?:tv|the radio|telly|the telly)|in the (?:paper|newspaper)|(?:an|the|this) article|documentary|podcast|(?:a|the) (?:film|movie|tv show|series)|(?:asked|asks|was asking) me|(?:wants|wanted) to know|(?:just |only )?curious|out of curiosity|random question",
  es: "examen|examenes|parcial|selectividad|oposiciones?|tarea|deberes|trabajo (?:de|para) (?:clase|la uni|la universidad|el cole|el instituto)|clase de|curso|carrera de|estudiando|estudio (?:enfermeria|medicina)|estudiante de|apuntes|temario|folleto|panfleto|cartel|(?:las|el) noticias?|noticiero|telediario|en la (?:tele|television|radio)|en el periodico|un articulo|documental|podcast|una (?:serie|pelicula)|me pregunto|me preguntaron|(?:por|de) curiosidad|simple curiosidad|curios[oa]",
  fr: "examens?|partiel|partiels|concours|devoirs?|expose|(?<!au |en )cours|(?:la )?fac|ifsi|etudes de|etudiante? en|revisions?|reviser|brochure|depliant|prospectus|affiche|(?:aux|les) infos|(?:aux|les) informations|(?:le|au) journal|reportage|documentaire|emission|podcast|a la (?:tele|television|radio)|un article|un film|une serie|m' a demande|(?:en|nous en|m' en) a parle|par curiosite|(?:simple |pure )?curiosite|curieu(?:x|se)|je me demandais",
  de: "prüfung|prüfungen|klausur|klausuren|examen|hausaufgaben?|referat|hausarbeit|studium|ausbildung|pflegeschule|unterricht|vorlesung|kurs|lernzettel|flyer|broschüre|faltblatt|merkblatt|plakat|nachrichten|tagesschau|im (?:fernsehen|tv|radio)|in der zeitung|(?:einen|ein|im) artikel|doku|dokumentation|reportage|podcast|(?:einen|im) film|(?:einer|der) serie|(?:hat|hatte) mich (?:gefragt|was gefragt)|neugier|neugierig|interessehalber|aus interesse|frage mich|hab mich gefragt",
}

let compiled: RegExp | null = null

function studyCues(): RegExp {
  if (compiled) return compiled
  const sources = LANGUAGES.flatMap((language: CompiledLanguage) => {
    const source = STUDY_CONTEXT[language.language]
    return source === undefined ? [] : [expandSource(source, language.german)]
  })
  compiled = new RegExp(`(?<![a-z0-9'])(?:${sources.join('|')})(?![a-z0-9'])`)
  return compiled
}

/**
 * The message names a study, news or curiosity context (in any of the languages), and none of its
 * sentences has a personal marker or says something is happening now; worked out once per message.
 */
export function hasStudyContext(scan: Scan): boolean {
  if (scan.studyContext === null) scan.studyContext = studyCues().test(scan.s) && !someSentenceIsPersonal(scan)
  return scan.studyContext
}

function someSentenceIsPersonal(scan: Scan): boolean {
  const {tokens} = scan
  const first = LANGUAGES[0] as CompiledLanguage
  for (let from = 0; from < tokens.length;) {
    const to = scan.sentenceTo[from] ?? tokens.length
    if (to > from && !isSentenceEnd(tokens[from] as string)) {
      const language = contextLanguage(first, scan, from, to)
      const sentence = tokens.slice(from, to).join(' ')
      if (language.personal.test(sentence) || language.recent.test(sentence) || namesPresentPerson(sentence)) return true
    }
    from = to + 1
  }
  return false
}
