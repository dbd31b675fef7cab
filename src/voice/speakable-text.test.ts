import {renderMarkdown} from '../markdown/render-markdown'
import {translate} from '../framework/i18n/translate'
import {LOOKS} from './read-aloud-controls'
import {requestPieces} from './server-speech'
import {MAX_SPEECH_CHARS} from './speech-limits'
import {decodeEntities, speakableText} from './speakable-text'

const words = {codeBlock: 'Here the answer shows code.'}
const speak = (markdown: string) => speakableText(renderMarkdown(markdown), words)

describe('speakableText: an answer as it is read aloud', () => {
  it('reads the words, not the markdown syntax', () => {
    expect(speak('## Rest\n\nDrink **plenty** of _water_ and see [your doctor](https://example.org).'))
      .toBe('Rest. Drink plenty of water and see your doctor.')
  })

  it('makes list items and headings sentences of their own, so the voice pauses between them', () => {
    expect(speak('Watch for:\n\n- fever over 39 °C\n- a stiff neck\n1. Call 112')).toBe('Watch for: fever over 39 °C. a stiff neck. Call 112.')
  })

  it('says a code block is there instead of reading its symbols, and reads inline code as words', () => {
    expect(speak('Run `hale doctor` first.\n\n```sh\nrm -rf /tmp/x && echo $? | grep {}\n```\n\nThen restart.'))
      .toBe('Run hale doctor first. Here the answer shows code. Then restart.')
  })

  it('reads a table row by row, its cells separated by commas', () => {
    expect(speak('| Test | Value |\n|---|---|\n| Glucose | 5.4 mmol/L |\n| HbA1c | 6.1 % |'))
      .toBe('Test, Value. Glucose, 5.4 mmol/L. HbA1c, 6.1 %.')
  })

  it('decodes what the renderer escaped, and keeps the punctuation of the text', () => {
    expect(speak('Is 3 < 5 & "fine"? Yes!')).toBe('Is 3 < 5 & "fine"? Yes!')
    expect(decodeEntities('&#x27;a&#39; &eacute;&amp;')).toBe('\'a\' &eacute;&')
  })

  it('reads nothing of an empty answer', () => {
    expect(speakableText('', words)).toBe('')
    expect(speak('```\ncode only\n```')).toBe('Here the answer shows code.')
  })
})

describe('requestPieces: what goes to POST /api/speech', () => {
  it('starts with a short piece, groups whole sentences, and loses nothing', () => {
    const text = Array.from({length: 60}, (_, i) => `Sentence number ${i} is here.`).join(' ')
    const pieces = requestPieces(text)
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces[0]!.length).toBeLessThanOrEqual(300)
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(MAX_SPEECH_CHARS)
      expect(piece).toMatch(/\.$/)
    }
    expect(pieces.join(' ')).toBe(text)
  })

  it('never goes past the server\'s limit, whatever it is asked for', () => {
    const text = Array.from({length: 400}, () => 'Rest well today.').join(' ')
    for (const piece of requestPieces(text, 10_000, 10_000)) expect(piece.length).toBeLessThanOrEqual(MAX_SPEECH_CHARS)
  })

  it('sends nothing for no text', () => {
    expect(requestPieces('  ')).toEqual([])
  })
})

describe('the Read aloud button\'s states', () => {
  it.each(['en', 'es', 'fr', 'de'])('names what a press does next, in %s', (locale) => {
    const name = (state: keyof typeof LOOKS) => translate(locale, LOOKS[state].name)
    expect(name('idle')).toBe(translate(locale, 'readAloud.playLabel'))
    expect(name('speaking')).toBe(translate(locale, 'readAloud.pauseLabel'))
    expect(name('paused')).toBe(translate(locale, 'readAloud.resumeLabel'))
    expect(new Set([name('idle'), name('speaking'), name('paused')]).size).toBe(3)
    expect(new Set(Object.values(LOOKS).map((look) => look.drawing)).size).toBe(3)
  })

  it.each(['en', 'es', 'fr', 'de'])('gives each button a name that begins with its visible words (speech input finds it by them), in %s', (locale) => {
    for (const look of Object.values(LOOKS)) expect(translate(locale, look.name).startsWith(translate(locale, look.label))).toBe(true)
    expect(translate(locale, 'readAloud.stopLabel').startsWith(translate(locale, 'readAloud.stop'))).toBe(true)
  })
})
