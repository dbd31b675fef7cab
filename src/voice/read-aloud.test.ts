import {createReadAloud, MAX_PIECE, speechPieces, voiceFor, type ReadAloudState, type SpeechSynthesisLike} from './read-aloud'

/** A speech synthesis that records what it was asked, and speaks when told to. */
function fakeSynthesis(voices: Partial<SpeechSynthesisVoice>[] = []) {
  const spoken: SpeechSynthesisUtterance[] = []
  const calls: string[] = []
  const synthesis: SpeechSynthesisLike = {
    speak: (utterance) => (spoken.push(utterance), calls.push(`speak:${utterance.text}`)),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    cancel: () => calls.push('cancel'),
    getVoices: () => voices as SpeechSynthesisVoice[],
  }
  const makeUtterance = (text: string) => ({text, lang: '', voice: null, onend: null, onerror: null}) as unknown as SpeechSynthesisUtterance
  return {synthesis, makeUtterance, spoken, calls}
}

describe('speechPieces', () => {
  it('speaks sentence by sentence, in any of the four languages', () => {
    expect(speechPieces('Drink water.   Rest!  ¿Tiene fiebre? Oui…')).toEqual(['Drink water.', 'Rest!', '¿Tiene fiebre?', 'Oui…'])
  })

  it('keeps a decimal number whole', () => {
    expect(speechPieces('Take 2.5 mg twice a day. Then rest.')).toEqual(['Take 2.5 mg twice a day.', 'Then rest.'])
  })

  it('cuts a long sentence at a space, every piece at most MAX_PIECE characters, nothing lost', () => {
    const long = Array.from({length: 80}, (_, i) => `word${i}`).join(' ')
    const pieces = speechPieces(long)
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.every((piece) => piece.length <= MAX_PIECE)).toBe(true)
    expect(pieces.join(' ')).toBe(long)
  })

  it('nothing to say in an empty answer', () => {
    expect(speechPieces('  \n ')).toEqual([])
  })
})

describe('voiceFor', () => {
  const voices = [{lang: 'en-US', default: true}, {lang: 'de-DE', default: false}, {lang: 'de-AT', default: true}] as SpeechSynthesisVoice[]
  it('the default voice of the page language, else the first of it, else none', () => {
    expect(voiceFor(voices, 'de')).toBe(voices[2])
    expect(voiceFor(voices, 'en')).toBe(voices[0])
    expect(voiceFor(voices, 'fr')).toBeNull()
  })
})

describe('createReadAloud', () => {
  it('plays in pieces in the page language, pauses, resumes and ends by itself', () => {
    const {synthesis, makeUtterance, spoken, calls} = fakeSynthesis([{lang: 'es-ES', default: true}])
    const states: ReadAloudState[] = []
    const reader = createReadAloud(synthesis, makeUtterance, (state) => states.push(state))
    reader.play('Beba agua. Descanse.', 'es')
    expect(calls).toEqual(['cancel', 'speak:Beba agua.', 'speak:Descanse.'])
    expect(spoken.map((utterance) => [utterance.lang, utterance.voice?.lang])).toEqual([['es', 'es-ES'], ['es', 'es-ES']])
    reader.pause()
    reader.pause() // already paused: nothing more
    reader.resume()
    expect(calls.slice(3)).toEqual(['pause', 'resume'])
    spoken[0]!.onend!({} as SpeechSynthesisEvent)
    expect(reader.state).toBe('speaking')
    spoken[1]!.onend!({} as SpeechSynthesisEvent)
    expect(states).toEqual(['speaking', 'paused', 'speaking', 'idle'])
  })

  it('stop cancels at once, and the stopped text cannot end the next one', () => {
    const {synthesis, makeUtterance, spoken} = fakeSynthesis()
    const states: ReadAloudState[] = []
    const reader = createReadAloud(synthesis, makeUtterance, (state) => states.push(state))
    reader.play('First answer.', 'en')
    reader.stop()
    reader.play('Second answer. Longer.', 'en')
    spoken[0]!.onend!({} as SpeechSynthesisEvent) // the first answer's late end event
    expect(reader.state).toBe('speaking')
    expect(states).toEqual(['speaking', 'idle', 'speaking'])
  })

  it('an error of the synthesis goes back to idle and cancels the rest', () => {
    const {synthesis, makeUtterance, spoken, calls} = fakeSynthesis()
    const reader = createReadAloud(synthesis, makeUtterance, () => {})
    reader.play('One. Two. Three.', 'fr')
    spoken[1]!.onerror!({} as SpeechSynthesisErrorEvent)
    expect(reader.state).toBe('idle')
    expect(calls.at(-1)).toBe('cancel')
    spoken[2]!.onend!({} as SpeechSynthesisEvent)
    expect(reader.state).toBe('idle')
  })
})
