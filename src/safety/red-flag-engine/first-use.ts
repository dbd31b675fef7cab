/**
 * A rule's regular expressions are compiled when a message first could hit the rule, not all at
 * start. Their compiled code is most of the detector's memory, and most messages need few rules
 * (bench/README.md, "Red-flag detector", "Memory"). Before its first use, a rule's expressions run
 * once on a long sample text, as the start-up warm-up once did for every rule: V8 compiles an
 * expression to machine code when a long subject asks for it, and compiled on short messages
 * alone the largest ones run slower.
 */
import type {CompiledRule} from './compile'
import {normalizeForMatching} from './normalize'

/** Short sentences in the four languages; the sample is them repeated. */
export const SAMPLE_SENTENCES: readonly string[] = [
  'I have had a mild headache since yesterday.', 'Tengo un poco de tos desde ayer.', "J'ai un peu mal à la gorge depuis hier.", 'Ich habe seit gestern leichte Kopfschmerzen.',
]

/** The sample, as a message would be before normalisation. */
export const LONG_SAMPLE = SAMPLE_SENTENCES.join(' ').repeat(12)

let normalizedSample: string | null = null
const compiled = new WeakSet<CompiledRule>()

/** Runs `rule`'s expressions once on the long sample, the first time it is asked. */
export function compileOnFirstUse(rule: CompiledRule): void {
  if (compiled.has(rule)) return
  compiled.add(rule)
  normalizedSample ??= normalizeForMatching(LONG_SAMPLE)
  for (const regex of [rule.regex, rule.contextScan, rule.contextAll, rule.context]) {
    if (!regex) continue
    regex.lastIndex = 0
    regex.test(normalizedSample)
    regex.lastIndex = 0
  }
}

/** Whether `rule`'s expressions have been compiled by `compileOnFirstUse`. */
export function isCompiled(rule: CompiledRule): boolean {
  return compiled.has(rule)
}
