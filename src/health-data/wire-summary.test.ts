import {toWireHealthSummary} from './wire-summary'
import type {HealthSummary} from './types'

const good: HealthSummary = {
  kind: 'csv',
  endDate: '2024-06-30',
  metrics: [
    {
      metric: 'steps', unit: 'steps', daily: [{date: '2024-06-29', value: 8000}, {date: '2024-06-30', value: 12000}],
      last30: {days: 2, mean: 10000, min: 8000, max: 12000}, last90: {days: 2, mean: 10000, min: 8000, max: 12000},
    },
    {
      metric: 'weight', unit: 'kg', daily: [{date: '2024-04-20', value: 71.4}],
      last30: null, last90: {days: 1, mean: 71.4, min: 71.4, max: 71.4},
    },
  ],
}

/** `good` with one change made by `change` on a deep copy. */
function changed(change: (copy: any) => void): unknown {
  const copy = structuredClone(good)
  change(copy)
  return copy
}

describe('toWireHealthSummary', () => {
  it('accepts a summary as stored, and drops fields it does not know', () => {
    expect(toWireHealthSummary(good)).toEqual(good)
    expect(toWireHealthSummary(changed((copy) => (copy.extra = 'x', copy.metrics[0].extra = 1)))).toEqual(good)
  })

  it.each([
    ['not an object', () => 'summary'],
    ['null', () => null],
    ['an unknown kind', () => changed((copy) => (copy.kind = 'fitbit'))],
    ['an end date that is not a day', () => changed((copy) => (copy.endDate = '30/06/2024'))],
    ['no metrics', () => changed((copy) => (copy.metrics = []))],
    ['an unknown metric', () => changed((copy) => (copy.metrics[0].metric = 'mood'))],
    ['a metric named after an object property', () => changed((copy) => (copy.metrics[0].metric = 'constructor'))],
    ['a metric without days', () => changed((copy) => (copy.metrics[0].daily = []))],
    ['a day whose value is text', () => changed((copy) => (copy.metrics[0].daily[0].value = '8000'))],
    ['a day that is not a date', () => changed((copy) => (copy.metrics[0].daily[0].date = '2024-13-45'))],
    ['a missing 90-day period', () => changed((copy) => delete copy.metrics[0].last90)],
    ['a 30-day period without a mean', () => changed((copy) => delete copy.metrics[0].last30.mean)],
    ['an absent (not null) 30-day period', () => changed((copy) => delete copy.metrics[1].last30)],
    ['a period of no days', () => changed((copy) => (copy.metrics[0].last90.days = 0))],
  ])('rejects %s', (_name, make) => {
    expect(toWireHealthSummary(make())).toBeNull()
  })
})
