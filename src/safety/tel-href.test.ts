import {telHref} from './tel-href'

describe('telHref', () => {
  it.each([
    ['112', 'tel:112'],
    ['+1 (555) 010-0100', 'tel:+15550100100'],
    [' 0800 111 0 111 ', 'tel:08001110111'],
    ['911"><script>', 'tel:911'],
    ['javascript:alert(1)', 'tel:1'],
    ['call us', null],
    ['1+2', 'tel:12'],
  ])('%j → %j', (number, expected) => {
    expect(telHref(number)).toBe(expected)
  })
})
