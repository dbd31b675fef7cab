import {isIP} from 'node:net'

/**
 * The key an address is limited under: an IPv4 address as it is; an IPv6 address by its /64
 * (one customer's network: a client can pick any address inside it), written as its four
 * leading groups, zero-padded (`2001:0db8:0000:0001::/64`). IPv4-mapped IPv6 (`::ffff:1.2.3.4`)
 * is its IPv4 address. Anything else (no address) is `unknown`.
 */
export function ipBucket(address: string | undefined): string {
  if (!address) return 'unknown'
  const ip = address.replace(/%.*$/, '') // zone id
  if (isIP(ip) === 4) return ip
  if (isIP(ip) !== 6) return 'unknown'
  const groups = expandIpv6(ip)
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`
  return `${groups.slice(0, 4).map((group) => group.toString(16).padStart(4, '0')).join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and an IPv4 tail expanded). */
function expandIpv6(ip: string): number[] {
  let text = ip.toLowerCase()
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = rest === undefined || rest === '' ? [] : rest.split(':')
  const middle = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16))
}
