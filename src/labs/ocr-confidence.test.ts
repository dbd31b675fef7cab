import {extractLabRows} from './extract'
import {unsureDigitsByLine, UNSURE_CONFIDENCE} from './ocr-confidence'

const REPORT = ['Analyse   Ergebnis   Einheit   Referenz', 'Kalium   4,1   mmol/l   3,5 - 5,1', 'Natrium   141   mmol/l   135 - 145'].join('\n')

describe('Tesseract\'s confidence in a value', () => {
  it('keeps the digits of each word Tesseract was unsure of, by line', () => {
    const byLine = unsureDigitsByLine([
      {line: 1, text: 'Kalium', confidence: 40}, {line: 1, text: '4,1', confidence: UNSURE_CONFIDENCE - 1}, {line: 2, text: '141', confidence: UNSURE_CONFIDENCE},
    ])
    expect([...byLine.entries()].map(([line, doubts]) => [line, [...doubts.digits]])).toEqual([[1, ['41']]])
  })

  it('reads no row from a value whose digits Tesseract was unsure of, and counts its line', () => {
    const words = [{line: 1, text: '4,1', confidence: 52}, {line: 2, text: '141', confidence: 95}]
    const {rows, unrecognisedLines} = extractLabRows(REPORT, 'de', {ocr: true, ocrWords: words})
    expect(rows.map((row) => [row.analyte, row.value])).toEqual([['sodium', 141]])
    expect(unrecognisedLines).toBe(1)
  })

  it('reads the value when only a word beside it was unsure, or without the words, or from a text layer', () => {
    const beside = [{line: 1, text: 'mmol/l', confidence: 30}, {line: 1, text: 'Kalium', confidence: 30}]
    expect(extractLabRows(REPORT, 'de', {ocr: true, ocrWords: beside}).rows).toHaveLength(2)
    expect(extractLabRows(REPORT, 'de', {ocr: true}).rows).toHaveLength(2)
    expect(extractLabRows(REPORT, 'de', {ocrWords: [{line: 1, text: '4,1', confidence: 10}]}).rows).toHaveLength(2)
  })
})

describe('a value on a smeared line', () => {
  const report = ['Colesterol total ........ 2,12 g/l   (V.R.: menor de 2,00 g/l)', 'Colesterol HDL ....-======= 0,39 Q/l   (V.R.: mayor de 0,40 g/l)'].join('\n')

  it('reads no row from a sure value between a dot leader and a unit Tesseract was unsure of both', () => {
    const words = [{line: 1, text: '....-=======', confidence: 0}, {line: 1, text: 'Q/l', confidence: 41}]
    const {rows, unrecognisedLines} = extractLabRows(report, 'es', {ocr: true, ocrWords: words})
    expect(rows.map((row) => [row.analyte, row.value])).toEqual([['cholesterol', 2.12]])
    expect(unrecognisedLines).toBe(1)
  })

  it('reads the value when only the leader or only the unit was unsure', () => {
    expect(extractLabRows(report, 'es', {ocr: true, ocrWords: [{line: 1, text: '....-=======', confidence: 0}]}).rows).toHaveLength(2)
    expect(extractLabRows(report, 'es', {ocr: true, ocrWords: [{line: 1, text: 'Q/l', confidence: 41}]}).rows).toHaveLength(2)
  })
})

describe('Tesseract\'s confidence beside a mark', () => {
  it('reads a value whatever Tesseract\'s confidence when its mark stands right beside it: the mark lowers it', () => {
    const report = ['Kalium   6,1 H   mmol/l   3,5 - 5,1', 'Natrium   141   mmol/l   135 - 145'].join('\n')
    const {rows} = extractLabRows(report, 'de', {ocr: true, ocrWords: [{line: 0, text: '6,1', confidence: 30}]})
    expect(rows.map((row) => [row.analyte, row.value, row.flag])).toEqual([['potassium', 6.1, 'high'], ['sodium', 141, null]])
  })

  it('reads no row from an unsure value whose mark stands apart in its own column, read surely', () => {
    const report = ['Proteínas totales    6,2      L     g/dL     6,4 - 8,3', 'Albúmina             3,4      L     g/dL     3,5-5,2'].join('\n')
    const unsure = extractLabRows(report, 'es', {ocr: true, ocrWords: [{line: 1, text: '3,4', confidence: 41}]})
    expect(unsure.rows.map((row) => [row.analyte, row.value])).toEqual([['total_protein', 6.2]])
    // A mark joined to the value ("3,4L") is beside it, however far the unit stands.
    const joined = ['Proteínas totales    6,2L     g/dL     6,4 - 8,3', 'Albúmina             3,4L     g/dL     3,5-5,2'].join('\n')
    expect(extractLabRows(joined, 'es', {ocr: true, ocrWords: [{line: 1, text: '3,4L', confidence: 41}]}).rows).toHaveLength(2)
    // Tesseract unsure of the mark too: its doubt about the value may be the mark's.
    const markUnsure = [{line: 1, text: '3,4', confidence: 41}, {line: 1, text: 'L', confidence: 40}]
    expect(extractLabRows(report, 'es', {ocr: true, ocrWords: markUnsure}).rows).toHaveLength(2)
  })
})

describe('Tesseract\'s confidence in a dipstick\'s crosses', () => {
  const strip = ['SISTEMÁTICO DE ORINA (tira reactiva)', 'Proteínas          ++          Negativo', 'Glucosa          ++          Negativo'].join('\n')

  it('reads no row from unmarked crosses Tesseract was unsure of: a cross lost or added still reads as a grade', () => {
    const {rows, unrecognisedLines} = extractLabRows(strip, 'es', {ocr: true, ocrWords: [{line: 2, text: '++', confidence: 26}]})
    expect(rows.map((row) => [row.analyte, row.value])).toEqual([['urine_protein', 2]])
    expect(unrecognisedLines).toBe(1)
  })

  it('reads crosses beside a mark whatever Tesseract\'s confidence, and sure ones', () => {
    const marked = ['Urinalysis', 'Leucocytes          +++ *          Negative'].join('\n')
    const words = [{line: 1, text: '+++', confidence: 53}, {line: 1, text: '*', confidence: 15}]
    expect(extractLabRows(marked, 'en', {ocr: true, ocrWords: words}).rows.map((row) => [row.analyte, row.value])).toEqual([['urine_leukocytes', 3]])
    expect(extractLabRows(strip, 'es', {ocr: true, ocrWords: [{line: 2, text: '++', confidence: 80}]}).rows).toHaveLength(2)
  })
})
