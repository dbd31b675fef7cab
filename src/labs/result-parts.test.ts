import {extractLabRows} from './extract'
import {flagFromRange, numberFromDigits, readDipstick, readFlag, readRange, readValue} from './result-parts'

describe('numbers', () => {
  it.each([
    ['13,2', 13.2], ['13.2', 13.2], ['1.234,5', 1234.5], ['1,234.5', 1234.5], ['140', 140], ['0,05', 0.05],
  ])('reads %s as %d', (digits, expected) => {
    expect(numberFromDigits(digits)).toBe(expected)
  })

  it('groups thousands only when asked', () => {
    expect(numberFromDigits('250.000', true)).toBe(250000)
    expect(numberFromDigits('1,250', true)).toBe(1250)
    expect(numberFromDigits('1,025', false)).toBe(1.025)
  })

  it('reads values with comparison signs and glued marks, and refuses dates and labels', () => {
    expect(readValue('<0,5')).toMatchObject({value: 0.5, grade: false, flag: null})
    expect(readValue('>60')).toMatchObject({value: 60})
    expect(readValue('5,8*')).toMatchObject({value: 5.8, flag: 'abnormal'})
    expect(readValue('140↑')).toMatchObject({value: 140, flag: 'high'})
    expect(readValue('3,1-')).toMatchObject({value: 3.1, flag: 'low'})
    expect(readValue('12.03.2024')).toBeNull()
    expect(readValue('08:15')).toBeNull()
    expect(readValue('2h')).toBeNull()
    expect(readValue('25-OH-Vit.')).toBeNull()
    expect(readValue('........')).toBeNull()
  })

  it('reads a capital H or L joined to the value as its flag, never a small letter', () => {
    expect(readValue('7,3H')).toMatchObject({value: 7.3, flag: 'high'})
    expect(readValue('0,9L')).toMatchObject({value: 0.9, flag: 'low'})
    expect(readValue('42HH')).toMatchObject({value: 42, flag: 'high'})
    expect(readValue('24h')).toBeNull()
    expect(readValue('3l')).toBeNull()
  })
})

describe('ranges', () => {
  it.each([
    ['3.5-5.1', 3.5, 5.1],
    ['3,5 – 5,1', 3.5, 5.1],
    ['(3,5 - 5,1)', 3.5, 5.1],
    ['[12.0 - 16.0]', 12, 16],
    ['4,0 bis 10,0', 4, 10],
    ['4,0 à 10,0', 4, 10],
    ['4,0 a 10,0', 4, 10],
    ['4.0 to 10.0', 4, 10],
    ['< 5.2', null, 5.2],
    ['<5,2', null, 5.2],
    ['≤ 5', null, 5],
    ['(< 35)', null, 35],
    ['bis 200', null, 200],
    ['inférieur à 5', null, 5],
    ['hasta 5', null, 5],
    ['menor de 130', null, 130],
    ['up to 40', null, 40],
    ['>60', 60, null],
    ['> 60', 60, null],
    ['≥ 90', 90, null],
    ['supérieur à 60', 60, null],
    ['über 60', 60, null],
    ['mayor de 40', 40, null],
  ])('reads "%s" as %p–%p', (text, low, high) => {
    expect(readRange(text)).toEqual({low, high, text: text.trim()})
  })

  it('reads no range from words without numbers or a lone number', () => {
    expect(readRange('negativ')).toBeNull()
    expect(readRange('')).toBeNull()
    expect(readRange('42')).toBeNull()
  })

  it('flags a value outside its range, and an upper or lower bound on its own side only', () => {
    expect(flagFromRange(5.8, {low: 3.5, high: 5.1, text: ''})).toBe('high')
    expect(flagFromRange(3.1, {low: 3.5, high: 5.1, text: ''})).toBe('low')
    expect(flagFromRange(5.1, {low: 3.5, high: 5.1, text: ''})).toBeNull()
    expect(flagFromRange(0.1, {low: null, high: 5, text: ''})).toBeNull()
    expect(flagFromRange(59, {low: 60, high: null, text: ''})).toBe('low')
  })
})

describe('flags and dipstick grades', () => {
  it.each([
    ['H', 'high'], ['L', 'low'], ['(H)', 'high'], ['[L]', 'low'], ['HH', 'high'], ['*', 'abnormal'], ['+', 'high'], ['-', 'low'],
    ['↑', 'high'], ['↓', 'low'], ['hoch', 'high'], ['niedrig', 'low'], ['erhöht', 'high'], ['élevé', 'high'], ['bas', 'low'],
    ['alto', 'high'], ['bajo', 'low'], ['High', 'high'], ['LOW', 'low'], ['(B)', 'low'],
  ])('reads %s as %s', (token, expected) => {
    expect(readFlag(token)).toBe(expected)
  })

  it('reads a B as a flag only in brackets, as a French flag column writes it', () => {
    expect(readFlag('B')).toBeNull()
    expect(readFlag('[B]')).toBeNull()
  })

  it.each([
    ['negativ', 0], ['négatif', 0], ['negativo', 0], ['Negative', 0], ['Spur', 1], ['traces', 1], ['trazas', 1], ['Trace', 1], ['±', 1],
    ['+', 1], ['++', 2], ['+++', 3], ['++++', 4], ['2+', 2], ['positiv', 1], ['positif', 1], ['positivo', 1], ['Positive', 1],
  ])('reads the dipstick %s as grade %d', (token, grade) => {
    expect(readDipstick(token)).toBe(grade)
  })

  it('takes every flag form from a line, in each position', () => {
    const lines = [
      'Kalium 5,8 H mmol/l 3,5 - 5,1',
      'Kalium 5,8 mmol/l 3,5 - 5,1 H',
      'Kalium 5,8 mmol/l (H) 3,5 - 5,1',
      'Kalium 5,8+ mmol/l 3,5 - 5,1',
      'Kalium 5,8 + mmol/l 3,5 - 5,1',
      'Kalium 5,8 ↑ mmol/l 3,5 - 5,1',
      'Kalium 5,8 hoch mmol/l 3,5 - 5,1',
      'Potassium 5,8 élevé mmol/l 3,5 - 5,1',
      'Potasio 5,8 alto mmol/l 3,5 - 5,1',
      // The report's own mark wins over its range: this lab marks 5,0 high.
      'Kalium 5,0 H mmol/l 3,5 - 5,1',
    ]
    for (const line of lines) expect(extractLabRows(line, 'de').rows[0]?.flag).toBe('high')
    const low = ['Kalium 3,1 L mmol/l 3,5 - 5,1', 'Kalium 3,1- mmol/l 3,5 - 5,1', 'Kalium 3,1 - mmol/l 3,5 - 5,1', 'Kalium 3,1 ↓ mmol/l',
      'Kalium 3,1 niedrig mmol/l', 'Potassium 3,1 bas mmol/l', 'Potasio 3,1 bajo mmol/l']
    for (const line of low) expect(extractLabRows(line, 'de').rows[0]?.flag).toBe('low')
  })

  it('gives a bare * its direction from the range, else from the default table', () => {
    expect(extractLabRows('Kalium 3,1 * mmol/l 3,5 - 5,1').rows[0]?.flag).toBe('low')
    expect(extractLabRows('Kalium 5,9 * mmol/l').rows[0]?.flag).toBe('high')
  })

  it('flags from the default table only when the report gives no range', () => {
    expect(extractLabRows('Natrium 131 mmol/l').rows[0]?.flag).toBe('low')
    expect(extractLabRows('Natrium 131 mmol/l 130 - 145').rows[0]?.flag).toBeNull()
    // A unit Hale cannot convert gives no default flag rather than a guess.
    expect(extractLabRows('Glucose 2,1 g/l').rows[0]?.flag).toBeNull()
  })
})
