import {joinOcrPages, splitOcrOutput, tidyOcrReading, unsureWordsIn} from './ocr-words'

const tsv = (rows: readonly string[][]) => ['level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
  ...rows.map((row) => row.join('\t'))]
const word = (line: number, at: number, confidence: number, text: string) => ['5', '1', '1', '1', String(line), String(at), '0', '0', '9', '9', String(confidence), text]

describe('splitOcrOutput', () => {
  it('gives the text as printed after the TSV, and each word on its line with its confidence', () => {
    const output = [...tsv([
      ['4', '1', '1', '1', '1', '0', '0', '0', '9', '9', '-1', ''], word(1, 1, 96.5, 'Kalium'), word(1, 2, 61.2, '4,1'), word(1, 3, 93, 'mmol/l'),
      word(2, 1, 95, 'Natrium'), word(2, 2, 91, '141'),
    ]), 'Kalium      4,1   mmol/l', '', 'Natrium     141', '\f'].join('\n')
    const {text, words} = splitOcrOutput(output)
    expect(text).toBe('Kalium      4,1   mmol/l\n\nNatrium     141\n\f')
    expect(words).toEqual([
      {line: 0, text: 'Kalium', confidence: 96.5}, {line: 0, text: '4,1', confidence: 61.2}, {line: 0, text: 'mmol/l', confidence: 93},
      {line: 2, text: 'Natrium', confidence: 95}, {line: 2, text: '141', confidence: 91},
    ])
  })

  it('leaves out the words of a line the text does not write as the TSV does', () => {
    const output = [...tsv([word(1, 1, 90, 'Kalium'), word(1, 2, 70, '4,1'), word(2, 1, 95, 'Natrium'), word(2, 2, 91, '141')]), 'Kalium 4.1', 'Natrium 141'].join('\n')
    expect(splitOcrOutput(output).words).toEqual([{line: 1, text: 'Natrium', confidence: 95}, {line: 1, text: '141', confidence: 91}])
  })
})

describe('tidyOcrReading', () => {
  it('tidies the text as it is stored and moves each word to its line in it', () => {
    const text = '\n\nKalium   4,1   mmol/l   \n\n\n\nNatrium 141\f\nGlukose 5,2\n\f'
    const words = [{line: 2, text: '4,1', confidence: 40}, {line: 6, text: '141', confidence: 30}, {line: 7, text: '5,2', confidence: 20}]
    const tidied = tidyOcrReading(text, words)
    expect(tidied.text).toBe('Kalium   4,1   mmol/l\n\nNatrium 141\n\nGlukose 5,2')
    expect(tidied.words).toEqual([{line: 0, text: '4,1', confidence: 40}, {line: 2, text: '141', confidence: 30}, {line: 4, text: '5,2', confidence: 20}])
  })

  it('drops the words of a line a form feed splits in two', () => {
    expect(tidyOcrReading('Kalium 4,1\fNatrium 141', [{line: 0, text: '141', confidence: 30}])).toEqual({text: 'Kalium 4,1\nNatrium 141', words: []})
  })
})

describe('unsureWordsIn', () => {
  it('keeps the words below the confidence threshold on a line of the text', () => {
    const words = [{line: 0, text: '4,1', confidence: 59.9}, {line: 0, text: 'Kalium', confidence: 60}, {line: 2, text: '141', confidence: 10}]
    expect(unsureWordsIn('Kalium 4,1\nNatrium', words)).toEqual([{line: 0, text: '4,1', confidence: 59.9}])
  })
})

describe('joinOcrPages', () => {
  it('joins pages with a blank line between them, leaving out those without text, and moves their words', () => {
    const joined = joinOcrPages([
      {text: 'Kalium 4,1\nNatrium 141', words: [{line: 1, text: '141', confidence: 30}]},
      {text: '', words: []},
      undefined,
      {text: 'Glukose 5,2', words: [{line: 0, text: '5,2', confidence: 20}]},
    ])
    expect(joined).toEqual({text: 'Kalium 4,1\nNatrium 141\n\nGlukose 5,2', words: [{line: 1, text: '141', confidence: 30}, {line: 3, text: '5,2', confidence: 20}]})
  })
})
