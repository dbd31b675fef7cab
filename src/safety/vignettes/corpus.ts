/**
 * The red-flag corpus: messages a visitor might send, written for this project (no real people),
 * in two halves per language. `development/` is what the rules are tuned against; `held-out/`
 * was written and committed before the tuning it measures and is only run to measure it
 * (`npm run red-flags -- --held-out`), so that its figures say something about messages the rules
 * have never seen. Once measured, a held-out half joins the development half and a new one, written
 * by others, takes its place: `development/<language>-2.ts` and `-3.ts` were the first two held-out
 * halves and every odd-numbered part from `-5.ts` on is the next one, in order. The even-numbered
 * parts from `-4.ts` on hold probe messages the tuners wrote for themselves during each round.
 * `development/index.ts` gathers the whole development half.
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
