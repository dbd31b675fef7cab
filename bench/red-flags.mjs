#!/usr/bin/env node
/**
 * How well the red-flag detector does on its corpus (`npm run red-flags`): recall on the
 * emergencies and false alarms on the routine messages, per language, category and trap.
 *
 *   npm run red-flags                  the development half (the vignettes of src/safety/vignettes/*.ts
 *                                      and development/*.ts), with every miss and false alarm listed
 *   npm run red-flags -- --held-out    the held-out half (held-out/*.ts): totals only, never the
 *                                      messages, so that reading its output cannot tune the rules
 *
 *   npm run red-flags -- --speed       the time of a long message (8,000 characters) once the server
 *                                      has seen short ones, with the start-up warm-up as Hale runs it and
 *                                      with short sentences alone (the baseline), each in a fresh process;
 *                                      then the time of short messages (a question, the routine messages)
 *                                      against running every rule's expression once on each,
 *                                      and the heap the warmed-up detector holds
 *
 * Targets: development 100% recall and at most 1% false alarms; held-out at least 97% and at most
 * 3%, in every language. Exits 1 when a target is missed. The detector is bundled from the
 * TypeScript sources with esbuild, as the app's build does.
 */
import {execFileSync} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {build} from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const heldOut = process.argv.includes('--held-out')
const speed = process.argv.includes('--speed')
const LANGUAGES = ['en', 'es', 'fr', 'de']
const TARGETS = heldOut ? {recall: 0.97, falseAlarms: 0.03} : {recall: 1, falseAlarms: 0.01}

const entry = `
import {detectRedFlags, RED_FLAG_CATEGORIES, warmUpRedFlags} from './src/safety/red-flags'
${LANGUAGES.map((language) => heldOut
    ? `import ${language} from './src/safety/vignettes/held-out/${language}'`
    : '').join('\n')}
${heldOut ? '' : "import {developmentHalf} from './src/safety/vignettes/development'"}
export {detectRedFlags, RED_FLAG_CATEGORIES, warmUpRedFlags}
export {LANGUAGES} from './src/safety/red-flag-engine/languages'
export {normalizeForMatching} from './src/safety/red-flags'
export const corpus = {${LANGUAGES.map((language) => heldOut ? language : `${language}: developmentHalf.${language}`).join(', ')}}
`
const dir = mkdtempSync(path.join(os.tmpdir(), 'hale-red-flags-'))
const outfile = path.join(dir, 'detector.mjs')
try {
  await build({stdin: {contents: entry, resolveDir: root, loader: 'ts'}, bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'error'})
  if (speed) {
    await measureSpeed(outfile)
    measureMemory(outfile)
  } else {
    const {detectRedFlags, RED_FLAG_CATEGORIES, corpus} = await import(pathToFileURL(outfile).href)
    process.exitCode = report(detectRedFlags, RED_FLAG_CATEGORIES, corpus) ? 0 : 1
  }
} finally {
  rmSync(dir, {recursive: true, force: true})
}

function report(detect, categories, corpus) {
  console.log(`Red-flag detector, ${heldOut ? 'HELD-OUT half (totals only)' : 'development half'}\n`)
  let passed = true
  const summary = [['language', 'emergencies caught', 'with their category', 'routine flagged', 'verdict']]
  const byCategory = new Map(categories.map((category) => [category, Object.fromEntries(LANGUAGES.map((language) => [language, {caught: 0, total: 0}]))]))
  const byTrap = new Map()
  const listed = []
  for (const language of LANGUAGES) {
    const messages = corpus[language]
    let caught = 0
    let rightCategory = 0
    let emergencies = 0
    let flagged = 0
    let routine = 0
    for (const message of messages) {
      const result = detect(message.text, language)
      if (message.emergency) {
        emergencies += 1
        const cell = byCategory.get(message.category)[language]
        cell.total += 1
        if (result.emergency) {
          caught += 1
          cell.caught += 1
        } else if (!heldOut) listed.push(`  MISS [${language}] ${message.category}: ${JSON.stringify(message.text)}`)
        if (result.categories.includes(message.category)) rightCategory += 1
        else if (result.emergency && !heldOut) listed.push(`  CATEGORY [${language}] ${message.category} → ${result.categories.join(',')}: ${JSON.stringify(message.text)}`)
      } else {
        routine += 1
        const trap = message.trap ?? 'everyday'
        if (!byTrap.has(trap)) byTrap.set(trap, Object.fromEntries(LANGUAGES.map((name) => [name, {flagged: 0, total: 0}])))
        const cell = byTrap.get(trap)[language]
        cell.total += 1
        if (result.emergency) {
          flagged += 1
          cell.flagged += 1
          if (!heldOut) listed.push(`  FALSE ALARM [${language}] ${trap}${message.resembles ? ` (${message.resembles})` : ''} → ${result.categories.join(',')}: ${JSON.stringify(message.text)}`)
        }
      }
    }
    const recall = caught / emergencies
    const falseAlarms = flagged / routine
    const ok = recall >= TARGETS.recall && falseAlarms <= TARGETS.falseAlarms
    passed &&= ok
    summary.push([language, `${caught}/${emergencies} (${percent(recall)})`, `${rightCategory}/${emergencies}`, `${flagged}/${routine} (${percent(falseAlarms)})`, ok ? 'PASS' : 'MISS'])
  }
  table(summary)
  console.log(`\nTargets: recall ≥ ${percent(TARGETS.recall)}, false alarms ≤ ${percent(TARGETS.falseAlarms)}, in every language.\n`)

  console.log('Emergencies caught, by category:')
  table([['category', ...LANGUAGES], ...[...byCategory].filter(([, cells]) => LANGUAGES.some((language) => cells[language].total > 0))
    .map(([category, cells]) => [category, ...LANGUAGES.map((language) => `${cells[language].caught}/${cells[language].total}`)])])
  console.log('\nRoutine messages flagged, by trap:')
  table([['trap', ...LANGUAGES], ...[...byTrap].sort(([a], [b]) => a.localeCompare(b))
    .map(([trap, cells]) => [trap, ...LANGUAGES.map((language) => `${cells[language].flagged}/${cells[language].total}`)])])
  if (listed.length > 0) console.log(`\n${listed.join('\n')}`)
  return passed
}

/**
 * In a fresh process each: a warm-up (Hale's, or short sentences alone), 2,000 short messages of
 * the corpus (a server's ordinary traffic), then the median of 9 runs on 8,000 characters of
 * random words. Printed with the ratio of the two.
 */
async function measureSpeed(outfile) {
  const probe = (mode) => `
    const {detectRedFlags, warmUpRedFlags, corpus} = await import(${JSON.stringify(pathToFileURL(outfile).href)})
    if (${JSON.stringify(mode)} === 'hale') warmUpRedFlags()
    else for (const text of ['I have had a mild headache since yesterday.', 'Tengo un poco de tos desde ayer.']) detectRedFlags(text)
    const short = Object.values(corpus).flat().map((message) => message.text)
    for (let index = 0; index < 2000; index++) detectRedFlags(short[index % short.length])
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const letters = 'abcdefghijklmnopqrstuvwxyz     '
    const long = Array.from({length: 8000}, () => letters[Math.floor(random() * letters.length)]).join('')
    const times = Array.from({length: 9}, () => { const start = performance.now(); detectRedFlags(long); return performance.now() - start }).sort((a, b) => a - b)
    console.log(times[4].toFixed(1))`
  const run = (mode) => Number(execFileSync(process.execPath, ['--input-type=module', '-e', probe(mode)], {encoding: 'utf8'}).trim())
  const hale = run('hale')
  const baseline = run('short')
  console.log('Red-flag detector speed: 8,000 characters of random words after 2,000 short messages (median of 9)')
  console.log(`  Hale's warm-up:                     ${hale} ms`)
  console.log(`  short sentences alone (baseline):   ${baseline} ms`)
  console.log(`  ratio: ${(hale / baseline).toFixed(2)}×`)

  // Short messages: what a visitor's question costs, against running every rule's expression once
  // on it (the least any check cost before rules were picked by their needles).
  const shortProbe = `
    const {detectRedFlags, warmUpRedFlags, corpus, LANGUAGES, normalizeForMatching} = await import(${JSON.stringify(pathToFileURL(outfile).href)})
    warmUpRedFlags()
    const question = 'What does a balanced breakfast look like? Please answer in about 200 words.'
    const routine = Object.values(corpus).flat().filter((message) => !message.emergency).map((message) => message.text)
    const everyRule = (text) => {
      const s = normalizeForMatching(text)
      for (const language of LANGUAGES) for (const rule of language.rules) { rule.regex.lastIndex = 0; while (rule.regex.exec(s)) {} }
    }
    const time = (check, texts, rounds) => {
      for (let round = 0; round < 3; round++) for (const text of texts) check(text)
      const start = process.hrtime.bigint()
      for (let round = 0; round < rounds; round++) for (const text of texts) check(text)
      return Number(process.hrtime.bigint() - start) / 1000 / (rounds * texts.length)
    }
    console.log(JSON.stringify({
      question: time((text) => detectRedFlags(text, 'en'), [question], 2000), questionEveryRule: time(everyRule, [question], 2000),
      routine: time((text) => detectRedFlags(text), routine, 3), routineEveryRule: time(everyRule, routine, 3), routineCount: routine.length,
    }))`
  const short = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', shortProbe], {encoding: 'utf8'}).trim())
  console.log('\nShort messages, after the warm-up (µs per message):')
  console.log(`  a question ("What does a balanced breakfast look like? …"): ${short.question.toFixed(1)} µs; every rule's expression run once: ${short.questionEveryRule.toFixed(1)} µs; ratio ${(short.question / short.questionEveryRule).toFixed(2)}×`)
  console.log(`  the ${short.routineCount} routine messages of the development half: ${short.routine.toFixed(1)} µs; every rule's expression run once: ${short.routineEveryRule.toFixed(1)} µs; ratio ${(short.routine / short.routineEveryRule).toFixed(2)}×`)
}

/**
 * In a fresh process: the heap the detector holds once warmed up, and how much of it is the
 * machine code V8 compiled for its regular expressions.
 */
function measureMemory(outfile) {
  const probe = `
    const v8 = await import('node:v8')
    const used = () => { globalThis.gc(); const spaces = v8.getHeapSpaceStatistics(); const sum = (test) => spaces.filter((space) => test(space.space_name)).reduce((total, space) => total + space.space_used_size, 0); return {heap: sum(() => true), code: sum((name) => name.startsWith('code'))} }
    const before = used()
    const {warmUpRedFlags} = await import(${JSON.stringify(pathToFileURL(outfile).href)})
    warmUpRedFlags()
    const after = used()
    console.log(JSON.stringify({heap: after.heap - before.heap, code: after.code - before.code}))`
  const {heap, code} = JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', probe], {encoding: 'utf8'}).trim())
  const mib = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`
  console.log(`\nMemory once warmed up: ${mib(heap)} of heap, of which ${mib(code)} is the regular expressions' machine code`)
}

function percent(share) {
  return `${(share * 100).toFixed(1)}%`
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  for (const row of rows) console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`)
}
