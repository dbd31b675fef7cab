import {BoundedCache} from './bounded-cache'

describe('BoundedCache', () => {
  it('keeps values under their keys', () => {
    const cache = new BoundedCache<string>({maxBytes: 10_000})
    cache.set('a', 'A', 10)
    cache.set('b', 'B', 10)
    expect(cache.get('a')).toBe('A')
    expect(cache.get('b')).toBe('B')
    expect(cache.get('c')).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  it('stays within maxBytes, the least recently used going first', () => {
    // Each entry counts 400 bytes plus its overhead: two fit in 1,100 bytes, three do not.
    const cache = new BoundedCache<number>({maxBytes: 1_100, maxEntryBytes: 1_100})
    cache.set('first', 1, 400)
    cache.set('second', 2, 400)
    expect(cache.get('first')).toBe(1) // now the most recently used
    cache.set('third', 3, 400)
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBeLessThanOrEqual(1_100)
    expect(cache.get('second')).toBeUndefined()
    expect(cache.get('first')).toBe(1)
    expect(cache.get('third')).toBe(3)
  })

  it('never grows past maxBytes, whatever is put in', () => {
    const cache = new BoundedCache<string>({maxBytes: 50_000})
    for (let index = 0; index < 10_000; index++) cache.set(`key-${index}`, 'x'.repeat(index % 700), 2 * (index % 700))
    expect(cache.bytes).toBeLessThanOrEqual(50_000)
    expect(cache.size).toBeGreaterThan(0)
    expect(cache.size).toBeLessThan(10_000)
  })

  it('does not keep a value bigger than maxEntryBytes', () => {
    const cache = new BoundedCache<string>({maxBytes: 16_000})
    cache.set('big', 'x', 1_000_000)
    expect(cache.get('big')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('counts a value set again once', () => {
    const cache = new BoundedCache<string>({maxBytes: 10_000})
    cache.set('a', 'A', 100)
    const once = cache.bytes
    cache.set('a', 'AA', 100)
    expect(cache.bytes).toBe(once)
    expect(cache.get('a')).toBe('AA')
  })
})
