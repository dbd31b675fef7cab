import {
  detectRedFlags, normalizeForMatching, RED_FLAG_CATEGORIES, warmUpRedFlags, type RedFlagCategory, type RedFlagResult,
} from './red-flags'
import de from './vignettes/de'
import en from './vignettes/en'
import es from './vignettes/es'
import fr from './vignettes/fr'
import type {Vignette} from './vignettes/vignette'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

const suites: ReadonlyArray<[string, readonly Vignette[]]> = [['en', en], ['es', es], ['fr', fr], ['de', de]]

// As the server does at start.
beforeAll(() => warmUpRedFlags())

const NONE: RedFlagResult = {emergency: false, categories: [], selfHarm: false}

function describeResult(text: string, locale: string): string {
  return `${JSON.stringify(text)} → ${JSON.stringify(detectRedFlags(text, locale).categories)}`
}

describe.each(suites)('vignettes (%s)', (locale, vignettes) => {
  const emergencies = vignettes.filter((vignette) => vignette.emergency)
  const others = vignettes.filter((vignette) => !vignette.emergency)

  it('has at least 40 emergencies, each labelled, and 40 non-emergencies', () => {
    expect(emergencies.length).toBeGreaterThanOrEqual(40)
    expect(others.length).toBeGreaterThanOrEqual(40)
    expect(emergencies.filter((vignette) => !vignette.category || !(RED_FLAG_CATEGORIES as readonly string[]).includes(vignette.category))).toEqual([])
    expect(others.filter((vignette) => vignette.category !== undefined)).toEqual([])
  })

  it('has no duplicate texts', () => {
    const texts = vignettes.map((vignette) => vignette.text)
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([])
  })

  it('detects every emergency (100% recall)', () => {
    const misses = emergencies.filter((vignette) => !detectRedFlags(vignette.text, locale).emergency)
    expect(misses.map((vignette) => `[${vignette.category}] ${describeResult(vignette.text, locale)}`)).toEqual([])
  })

  it('detects every emergency with its labelled category', () => {
    const wrong = emergencies.filter((vignette) =>
      !detectRedFlags(vignette.text, locale).categories.includes(vignette.category as RedFlagCategory))
    expect(wrong.map((vignette) => `[${vignette.category}] ${describeResult(vignette.text, locale)}`)).toEqual([])
  })

  it('flags fewer than 10% of the non-emergencies', () => {
    const falsePositives = others.filter((vignette) => detectRedFlags(vignette.text, locale).emergency)
    const detected = emergencies.filter((vignette) => detectRedFlags(vignette.text, locale).emergency).length
    const rate = falsePositives.length / others.length
    console.log([
      `red flags (${locale})`,
      `  emergencies      ${String(emergencies.length).padStart(4)}   recall  ${(100 * detected / emergencies.length).toFixed(1)}%`,
      `  non-emergencies  ${String(others.length).padStart(4)}   false positives ${falsePositives.length}   FP rate ${(100 * rate).toFixed(1)}%`,
      ...falsePositives.map((vignette) => `    FP: ${describeResult(vignette.text, locale)}`),
    ].join('\n'))
    expect(rate).toBeLessThan(0.1)
  })

  it('gives the same result whatever the locale hint', () => {
    const differing = vignettes.filter((vignette) => {
      const expected = detectRedFlags(vignette.text)
      return ['en', 'es', 'fr', 'de', 'nl-BE'].some((hint) =>
        JSON.stringify(detectRedFlags(vignette.text, hint)) !== JSON.stringify(expected))
    })
    expect(differing.map((vignette) => vignette.text)).toEqual([])
  })
})

describe('negation', () => {
  it.each([
    ['en', 'no chest pain'],
    ['en', "I don't have chest pain"],
    ['en', 'I do not currently have any chest pain'],
    ['en', 'without chest pain'],
    ['en', 'no fever, cough or chest pain'],
    ['en', 'I have no chest pain or shortness of breath, just tired'],
    ['en', 'never had a seizure'],
    ['en', "I haven't been coughing up blood"],
    ['en', "I'm not suicidal, just stressed"],
    ['en', "I don't want to die, I want to feel better"],
    ['es', 'sin dolor en el pecho'],
    ['es', 'no tengo dolor de pecho'],
    ['es', 'no me duele el pecho'],
    ['es', 'no tengo fiebre ni dolor en el pecho'],
    ['es', 'nunca he tenido convulsiones'],
    ['es', 'no quiero hacerme daño'],
    ['fr', 'pas de douleur thoracique'],
    ['fr', "je n'ai pas mal à la poitrine"],
    ['fr', "je n'ai aucune douleur à la poitrine"],
    ['fr', 'sans douleur thoracique'],
    ['fr', 'ni fièvre ni douleur thoracique'],
    ['fr', "il n'a jamais fait de convulsions"],
    ['de', 'keine Brustschmerzen'],
    ['de', 'ich habe keine Schmerzen in der Brust'],
    ['de', 'ich habe kein Blut gehustet'],
    ['de', 'kein Blut erbrochen'],
    ['de', 'weder Atemnot noch Brustschmerzen'],
    ['de', 'ohne Brustschmerzen'],
  ])('%s: %s is not an emergency', (locale, text) => {
    expect(detectRedFlags(text, locale)).toEqual(NONE)
  })

  it.each<[string, string, RedFlagCategory]>([
    ['en', "I can't breathe", 'breathing'],
    ['en', 'i cant breath', 'breathing'],
    ['en', 'he is not breathing', 'breathing'],
    ['en', 'no, I can\'t breathe', 'breathing'],
    ['en', "I don't want to live anymore", 'self_harm'],
    ['en', "she won't wake up", 'unconscious'],
    ['en', "the bleeding won't stop", 'severe_bleeding'],
    ['en', "I'm not sure but I think it's a heart attack", 'chest_pain'],
    ['en', 'not feeling well chest pain', 'chest_pain'],
    ['en', 'I never had chest pain like this before', 'chest_pain'],
    ['en', 'no fever but crushing chest pain', 'chest_pain'],
    ['es', 'no puedo respirar', 'breathing'],
    ['es', 'mi abuelo no respira', 'breathing'],
    ['es', 'ya no quiero vivir', 'self_harm'],
    ['es', 'no para de sangrar', 'severe_bleeding'],
    ['es', 'no sé si es un infarto', 'chest_pain'],
    ['es', 'sin fiebre pero con un dolor de pecho muy fuerte', 'chest_pain'],
    ['fr', 'je ne peux pas respirer', 'breathing'],
    ['fr', "j'arrive pas à respirer", 'breathing'],
    ['fr', 'il ne respire plus', 'breathing'],
    ['fr', 'je ne veux plus vivre', 'self_harm'],
    ['fr', "ça n'arrête pas de saigner", 'severe_bleeding'],
    ['fr', "je ne sais pas si c'est un infarctus", 'chest_pain'],
    ['fr', 'pas de fièvre mais une douleur thoracique', 'chest_pain'],
    ['de', 'ich bekomme keine Luft', 'breathing'],
    ['de', 'er atmet nicht', 'breathing'],
    ['de', 'ich will nicht mehr leben', 'self_harm'],
    ['de', 'die Blutung hört nicht auf', 'severe_bleeding'],
    ['de', 'keine Ahnung ob das ein Herzinfarkt ist', 'chest_pain'],
    ['de', 'kein Fieber, aber starke Brustschmerzen', 'chest_pain'],
  ])('%s: %s stays an emergency (%s)', (locale, text, category) => {
    expect(detectRedFlags(text, locale).categories).toContain(category)
  })
})

describe('past events and general questions', () => {
  it.each([
    'I fainted once years ago, should I tell my doctor?',
    'my dad had a heart attack in 2015, what should he eat?',
    'What are the signs of a stroke?',
    'can anxiety cause chest pain?',
    'What is anaphylaxis?',
    'What should I do if someone is choking?',
    '¿cuáles son los síntomas de un infarto?',
    "quels sont les signes d'un AVC ?",
    'was tun, wenn jemand einen Herzinfarkt hat?',
  ])('%s is not an emergency', (text) => {
    expect(detectRedFlags(text)).toEqual(NONE)
  })

  it.each<[string, RedFlagCategory]>([
    ["how do I know if I'm having a heart attack?", 'chest_pain'],
    ["my dad's face is drooping, what does it mean?", 'stroke'],
    ['my chest hurts, what causes that?', 'chest_pain'],
    ['I had chest pain yesterday, should I worry?', 'chest_pain'],
    ['my mother had a stroke last year and now her face is drooping again', 'stroke'],
    ['I attempted suicide years ago', 'self_harm'],
  ])('%s is an emergency (%s)', (text, category) => {
    expect(detectRedFlags(text).categories).toContain(category)
  })
})

describe('result shape', () => {
  it('sets selfHarm with the self_harm category', () => {
    expect(detectRedFlags('I want to kill myself')).toEqual({emergency: true, categories: ['self_harm'], selfHarm: true})
    expect(detectRedFlags('quiero matarme', 'es').selfHarm).toBe(true)
    expect(detectRedFlags("j'ai envie de mourir", 'fr').selfHarm).toBe(true)
    expect(detectRedFlags('ich will mich umbringen', 'de').selfHarm).toBe(true)
  })

  it('does not set selfHarm for other emergencies', () => {
    expect(detectRedFlags('crushing chest pain')).toEqual({emergency: true, categories: ['chest_pain'], selfHarm: false})
  })

  it('lists several categories in the canonical order', () => {
    expect(detectRedFlags('I took too many pills because I want to die, and now I can\'t breathe')).toEqual({
      emergency: true, categories: ['breathing', 'overdose_poisoning', 'self_harm'], selfHarm: true,
    })
  })

  it.each([[''], [' '], ['\n\n'], ['???'], ['ok thanks!']])('%j is not an emergency', (text) => {
    expect(detectRedFlags(text)).toEqual(NONE)
  })

  it('treats a value that is not a string as no text', () => {
    expect(detectRedFlags(undefined as unknown as string)).toEqual(NONE)
    expect(detectRedFlags(42 as unknown as string)).toEqual(NONE)
  })
})

describe('spelling', () => {
  it.each<[string, RedFlagCategory]>([
    ['creo que es un ataque al corazón', 'chest_pain'],
    ['creo que es un ataque al corazon', 'chest_pain'],
    ['CREO QUE ES UN ATAQUE AL CORAZÓN', 'chest_pain'],
    ['perdió el conocimiento', 'unconscious'],
    ['perdio el conocimiento', 'unconscious'],
    ["mon bébé s'étouffe", 'breathing'],
    ['mon bebe s etouffe', 'breathing'],
    ['ich glaube, ich habe eine Überdosis genommen', 'overdose_poisoning'],
    ['ich glaube, ich habe eine Ueberdosis genommen', 'overdose_poisoning'],
    ['ich glaube, ich habe eine uberdosis genommen', 'overdose_poisoning'],
    ['er ist bewußtlos', 'unconscious'],
    ['I can’t breathe', 'breathing'],
    ['I can`t breathe', 'breathing'],
    ['Chest   pain\t\tnow', 'chest_pain'],
  ])('%s → %s', (text, category) => {
    expect(detectRedFlags(text).categories).toContain(category)
  })

  it.each([
    ["I can’t breathe!!", "i can't breathe ."],
    ['No fever, chest pain (bad): help', 'no fever , chest pain , bad , help'],
    ['¿Qué hago?', 'que hago ?'],
    ["J'ai mal à la poitrine", "j' ai mal a la poitrine"],
    ['Straße, Übelkeit, cœur', 'strasse , ubelkeit , coeur'],
    ['38,5 de fiebre', '38 de fiebre'],
    ['in der 34. Woche', 'in der 34 woche'],
    ['line one\nline two', 'line one . line two'],
    ['short-of-breath - now', 'short of breath , now'],
  ])('normalizeForMatching(%j) = %j', (text, expected) => {
    expect(normalizeForMatching(text)).toBe(expected)
  })
})

describe('robustness', () => {
  /** A deterministic pseudo-random generator (no Math.random in tests). */
  function generator(seed: number): () => number {
    let state = seed
    return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  }

  function randomText(length: number, alphabet: string, seed: number): string {
    const next = generator(seed)
    const characters = [...alphabet]
    return Array.from({length}, () => characters[Math.floor(next() * characters.length)]).join('')
  }

  function randomWords(count: number, words: readonly string[], seed: number): string {
    const next = generator(seed)
    return Array.from({length: count}, () => words[Math.floor(next() * words.length)]).join(' ')
  }

  const letters = "abcdefghijklmnopqrstuvwxyzéèüöäñß ,.?!\n'’"
  const words = "no not chest pain blood bleeding breathe can't my his the and or de la pecho dolor kein nicht brust je ne pas poitrine sang blut seizure face arm left side".split(' ')

  it.each([
    ['random letters', randomText(8000, letters, 1)],
    ['medical words', randomWords(2000, words, 2).slice(0, 8000)],
    ['one long word', 'a'.repeat(8000)],
    ['repeated hit prefixes', 'pain '.repeat(1600)],
    ['emoji and scripts', randomText(8000, '😀🩸❤️ 中文 русский العربية \u0000\uFFFF', 4)],
  ])('an 8,000-character %s message gets an answer and does not throw', (name, text) => {
    expect(text.length).toBeGreaterThanOrEqual(7000)
    // Catastrophic backtracking would hang here for minutes, past the test's timeout; how fast the
    // rules are on long messages is measured by `npm run red-flags -- --speed`, not here.
    const result = detectRedFlags(text)
    expect(Array.isArray(result.categories)).toBe(true)
    expect(result.categories.every((category) => (RED_FLAG_CATEGORIES as readonly string[]).includes(category))).toBe(true)
  }, 60_000)

  it('finds an emergency at the end of a long message', () => {
    const text = `${'I have a question about my diet and my blood pressure readings. '.repeat(110)}Also I can't breathe.`
    expect(text.length).toBeGreaterThan(7000)
    expect(detectRedFlags(text).categories).toEqual(['breathing'])
  })

  it('errs towards a banner when a message has dozens of negated mentions of one symptom', () => {
    expect(detectRedFlags('no chest pain. '.repeat(20)).categories).toEqual([])
    expect(detectRedFlags('no chest pain. '.repeat(100)).categories).toEqual(['chest_pain'])
  })

  it('uses no regex lookbehind, which older Safari cannot parse (the detector also runs in the browser)', () => {
    const folder = __dirname
    const files = ['red-flags.ts', ...readdirSync(path.join(folder, 'red-flag-languages')).map((name) => `red-flag-languages/${name}`)]
    const offenders = files.filter((file) => /\(\?<[=!]/.test(readFileSync(path.join(folder, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('is deterministic', () => {
    const text = 'my dad collapsed, he is not breathing and his lips are blue'
    expect(detectRedFlags(text)).toEqual(detectRedFlags(text))
    expect(detectRedFlags(text).categories).toEqual(['breathing', 'unconscious'])
  })
})
