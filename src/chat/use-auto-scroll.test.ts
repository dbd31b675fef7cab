import {distanceToEnd, nextFollowing, NEAR_END_PX} from './use-auto-scroll'

describe('auto-scroll', () => {
  it('measures the end of the messages against the part of the window the composer leaves', () => {
    expect(distanceToEnd(900, 800, 150)).toBe(250)
    expect(distanceToEnd(600, 800, 150)).toBe(-50)
  })

  it.each([
    ['keeps following while the page only grows', true, 100, 100, 500, true],
    ['stops when the visitor scrolls up', true, 500, 300, 200, false],
    ['keeps following when the end is still in view after scrolling up', true, 500, 480, -10, true],
    ['resumes at the end', false, 300, 600, NEAR_END_PX, true],
    ['stays stopped away from the end', false, 300, 400, 500, false],
    ['does not resume on a small move up near the end (a smooth scroll starting)', false, 500, 499, 40, false],
    ['keeps following on a small move up near the end', true, 500, 499, 40, true],
  ])('%s', (_name, following, previousY, y, distance, expected) => {
    expect(nextFollowing(following as boolean, previousY as number, y as number, distance as number)).toBe(expected)
  })
})
