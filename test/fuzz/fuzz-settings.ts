/**
 * Settings shared by the fuzz suites: a fixed seed, so that `npm test` is repeatable (set
 * FUZZ_SEED to explore other inputs, FUZZ_RUNS to multiply the number of runs), and the saved
 * corpus of inputs that once broke something (corpus/<target>.json), replayed before anything
 * is generated. When a run finds a failure, fast-check prints the seed and the shrunk input: add
 * that input to the target's corpus file with a line saying what it broke.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Parameters as FcParameters} from 'fast-check'

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261126)
const RUNS_FACTOR = Number(process.env.FUZZ_RUNS ?? 1)

/** fast-check's settings for a target: the seed, and `runs` (times FUZZ_RUNS) generated inputs. */
export function fuzzSettings<T>(runs: number): FcParameters<T> {
  return {seed: FUZZ_SEED, numRuns: Math.max(1, Math.round(runs * RUNS_FACTOR))}
}

export interface CorpusEntry<T> {
  /** What this input once broke, and how it was fixed. */
  why: string
  input: T
}

/** The saved inputs of a target (test/fuzz/corpus/<name>.json). */
export function corpus<T>(name: string): CorpusEntry<T>[] {
  return JSON.parse(readFileSync(path.join(__dirname, 'corpus', `${name}.json`), 'utf8')) as CorpusEntry<T>[]
}

/** One test per saved input of the target, named by what it once broke (none while the corpus is empty). */
export function replayCorpus<T>(name: string, check: (input: T) => unknown): void {
  const entries = corpus<T>(name)
  if (entries.length > 0) it.each(entries.map((entry) => [entry.why, entry.input] as const))('saved input: %s', async (_why, input) => { await check(input) })
}
