import {randomString} from '../../server/random'

describe('randomString (pooled CSPRNG bytes)', () => {
  it('gives the requested number of bytes in the requested encoding', () => {
    expect(Buffer.from(randomString(16, 'base64'), 'base64')).toHaveLength(16)
    expect(randomString(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(randomString(16, 'base64url')).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(randomString(24, 'base64url')).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(Buffer.from(randomString(4096, 'base64'), 'base64')).toHaveLength(4096)
  })

  it('never gives the same bytes twice, across many refills of the pool', () => {
    // 20,000 draws of 16 bytes is about 78 refills of 4 KiB; sizes that do not divide the pool
    // make draws straddle its end.
    const seen = new Set<string>()
    for (let index = 0; index < 20_000; index++) seen.add(randomString(index % 3 === 0 ? 24 : 16, 'base64'))
    expect(seen.size).toBe(20_000)
  })

  it('draws bytes that look random: every byte value turns up, none is stuck at zero', () => {
    const counts = new Array<number>(256).fill(0)
    for (let index = 0; index < 2_000; index++) {
      for (const byte of Buffer.from(randomString(16, 'base64'), 'base64')) counts[byte]!++
    }
    // 32,000 bytes: each value about 125 times; a value never drawn (or zero-filled bytes) fails.
    expect(Math.min(...counts)).toBeGreaterThan(50)
    expect(Math.max(...counts)).toBeLessThan(250)
  })

  it.each([0, -1, 1.5, 4097, Number.NaN])('refuses %p bytes', (bytes) => {
    expect(() => randomString(bytes, 'base64')).toThrow(RangeError)
  })
})
