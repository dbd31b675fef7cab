/**
 * A message a visitor might send, labelled with what the red-flag detector must say
 * about it. Written for this project; no real people. The labels follow the rules in
 * `red-flags.ts`: an emergency happening now or recently (or undated) is an emergency;
 * a negated symptom, a general question about a condition and an event clearly in the
 * remote past are not; thoughts of suicide or self-harm always are.
 */
import type {RedFlagCategory} from '../red-flags'

export interface Vignette {
  text: string
  emergency: boolean
  /** For emergencies: the category that must be among the detected ones. */
  category?: RedFlagCategory
}
