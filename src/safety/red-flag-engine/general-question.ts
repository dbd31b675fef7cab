/**
 * Whether a hit sits in a general question about a condition rather than in a message about someone
 * (src/safety/README.md, "General questions").
 */
import type {HitContext} from './checks'
import type {CompiledLanguage} from './compile'
import {namesPresentPerson} from './present-person'

/**
 * A clause that opens with a question word is judged as a whole ("what is the difference
 * between a heart attack and cardiac arrest"); otherwise only the hit's segment counts,
 * and it must be asked (`?`) or open with a question word itself, so "my chest hurts,
 * what causes that?" stays flagged. "What is X?" asks for a definition. Question words and
 * general cues are those of the sentence's language or of the pattern's own (`own`), since a
 * visitor who borrows a phrase often borrows the words of the question with it ("what is the
 * diferencia entre un ictus y…"); personal markers are the sentence's. A sentence that acts on a
 * present person after "when we / one" ("cuando la llamamos", "wenn man sie anspricht") is about
 * that person, whatever the question words (./present-person.ts); so is a question that tells what
 * has just happened ("a friend who just took 30 pills", the language's `justHappened`).
 */
export function isGeneralQuestion(language: CompiledLanguage, context: HitContext, own: CompiledLanguage = language): boolean {
  return readsAsGeneral(language, context, own) && !namesPresentPerson(context.sentence)
}

function readsAsGeneral(language: CompiledLanguage, context: HitContext, own: CompiledLanguage): boolean {
  if (language.justHappened?.test(context.clause)) return false
  const languages = own === language ? [language] : [language, own]
  const opens = (text: string) => languages.some((each) => each.questionOpeners.test(text))
  const general = (text: string) => languages.some((each) => each.generalCues.test(text))
  if (language.definitionPrefix.test(context.segmentBefore.join(' '))) return !language.personal.test(context.clause)
  if (opens(context.clauseStart)) return general(context.clause) && !language.personal.test(context.clause)
  const asked = context.question || opens(context.segment)
  return asked && general(context.segment) && !language.personal.test(context.segment)
}
