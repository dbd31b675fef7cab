/**
 * The red-flag corpus: messages a visitor might send, written for this project (no real people),
 * in two halves per language. `development/` is what the rules are tuned against; `held-out/`
 * was written and committed before the tuning it measures and is only run to measure it
 * (`npm run red-flags -- --held-out`), so that its figures say something about messages the rules
 * have never seen. Once measured, a held-out half joins the development half (`development/<language>-2.ts`
 * was the first held-out half, `-3.ts` the second, `-5.ts` the third, `-7.ts` the fourth, `-9.ts` the fifth, `-11.ts` the sixth, `-13.ts` the seventh, `-15.ts` the eighth) and a new one, written by
 * others, takes its place. `development/<language>-4.ts`, `-6.ts`, `-8.ts`, `-10.ts`, `-12.ts`, `-14.ts` and `-16.ts` hold probe messages the tuners wrote for
 * themselves during the third to ninth rounds. `development/index.ts` gathers the whole development half.
 */
import type {RedFlagCategory} from '../red-flags'

/** The emergency categories of the taxonomy (src/safety/README.md). */
export type CorpusCategory = RedFlagCategory

/** What makes a routine message look like an emergency. */
export type CorpusTrap =
  | 'denial' // the danger is denied in the visitor's words
  | 'remote_past' // a long-past event, recovery stated
  | 'dosing' // a dosing or interaction question
  | 'reassurance' // a worrying word and reassurance in the same message
  | 'general_question' // about a condition in general
  | 'mild' // a mild version of an emergency symptom
  | 'everyday' // an ordinary health question

export interface CorpusMessage {
  text: string
  emergency: boolean
  /** Emergencies: the category whose banner must show. */
  category?: CorpusCategory
  /** Routine messages: the kind of trap. */
  trap?: CorpusTrap
  /** Routine messages: the category it could be mistaken for. */
  resembles?: CorpusCategory
}
