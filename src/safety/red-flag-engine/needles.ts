/**
 * What a rule's regular expression cannot match without: a few plain strings ("needles"), one of
 * which is inside every text the expression matches. A message that contains none of a rule's
 * needles cannot hit the rule, so the rule is not run on it. Most messages are routine and
 * contain the needles of few rules; looking for needles is much cheaper than running hundreds
 * of expressions (bench/README.md, "Measures kept"). The result is exactly what running every
 * rule would give: only rules that could not match are skipped.
 *
 * The needles are worked out from the expression's source, as V8 reads it without flags: plain
 * characters, escapes, classes, groups, lookarounds, alternatives and quantifiers. Anything not
 * understood gives no needles, and the rule always runs.
 */

/** What a part of an expression can match: every string, when there are few, and needles. */
interface Facts {
  /** Every string this part can match, or null when there are too many or they are unknown. */
  exact: ReadonlySet<string> | null
  /** Strings one of which is inside every match, or null when none is known. */
  needles: ReadonlySet<string> | null
}

/** Past this many strings, a set of exact matches is given up (the part still has needles). */
const MAX_EXACT = 64

const ZERO_WIDTH: Facts = {exact: new Set(['']), needles: null}
const UNKNOWN: Facts = {exact: null, needles: null}

/** Needles of a regular expression's source; null when every text could match. */
export function needlesOf(source: string): string[] | null {
  const parser = new Parser(source)
  let facts: Facts
  try {
    facts = parser.alternation()
    if (parser.position !== source.length) return null
  } catch {
    return null
  }
  const best = bestNeedles(facts)
  return best ? [...best] : null
}

/** The more selective of a part's needles and its exact strings (none of them empty). */
function bestNeedles(facts: Facts): ReadonlySet<string> | null {
  const candidates = [facts.needles, facts.exact].filter((set): set is ReadonlySet<string> => set !== null && set.size > 0 && ![...set].includes(''))
  return candidates.reduce<ReadonlySet<string> | null>((best, set) => best === null || isBetter(set, best) ? set : best, null)
}

/**
 * Needles of four characters or more are selective enough: among those, fewer is better (less to
 * look for); below that, longer is better.
 */
function isBetter(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [shortestA, shortestB] = [shortest(a), shortest(b)]
  const [selectiveA, selectiveB] = [shortestA >= SELECTIVE, shortestB >= SELECTIVE]
  if (selectiveA !== selectiveB) return selectiveA
  if (selectiveA) return a.size !== b.size ? a.size < b.size : shortestA > shortestB
  return shortestA !== shortestB ? shortestA > shortestB : a.size < b.size
}

const SELECTIVE = 4

function shortest(set: ReadonlySet<string>): number {
  let length = Infinity
  for (const needle of set) length = Math.min(length, needle.length)
  return length
}

function cross(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> | null {
  if (a.size * b.size > MAX_EXACT) return null
  const result = new Set<string>()
  for (const left of a) for (const right of b) result.add(left + right)
  return result
}

class Parser {
  position = 0
  constructor(private readonly source: string) {}

  /** `a|b|…` up to a `)` or the end. */
  alternation(): Facts {
    const branches = [this.sequence()]
    while (this.source[this.position] === '|') {
      this.position++
      branches.push(this.sequence())
    }
    if (branches.length === 1) return branches[0]!
    let exact: Set<string> | null = new Set()
    for (const branch of branches) {
      if (!branch.exact || !exact) exact = null
      else for (const text of branch.exact) exact.add(text)
    }
    if (exact && exact.size > MAX_EXACT) exact = null
    const needles = new Set<string>()
    for (const branch of branches) {
      const best = bestNeedles(branch)
      if (!best) return {exact, needles: null}
      for (const needle of best) needles.add(needle)
    }
    return {exact, needles}
  }

  /** Atoms one after another, up to a `|`, a `)` or the end. */
  sequence(): Facts {
    let run: ReadonlySet<string> | null = new Set([''])
    let broken = false
    let best: ReadonlySet<string> | null = null
    const consider = (set: ReadonlySet<string> | null) => {
      if (set && set.size > 0 && ![...set].includes('') && (best === null || isBetter(set, best))) best = set
    }
    for (;;) {
      const char = this.source[this.position]
      if (char === undefined || char === '|' || char === ')') break
      const atom = this.quantified()
      // Every piece of the sequence is in every match: the run so far, and the atom alone.
      consider(run)
      consider(atom.exact)
      consider(atom.needles)
      const joined: ReadonlySet<string> | null = run && atom.exact ? cross(run, atom.exact) : null
      if (joined) {
        run = joined
        continue
      }
      // The atom starts a new run.
      broken = true
      run = atom.exact ? new Set(atom.exact) : new Set([''])
    }
    consider(run)
    return {exact: broken ? null : run, needles: best}
  }

  /** An atom and its quantifier, if any. */
  quantified(): Facts {
    const atom = this.atom()
    const bounds = this.quantifier()
    if (!bounds) return atom
    const [min, max] = bounds
    if (this.source[this.position] === '?') this.position++ // lazy: matches the same texts
    if (min === 0) {
      // Optional: it may match nothing, so it has no needles of its own.
      if (max === 1 && atom.exact) return {exact: new Set(['', ...atom.exact]), needles: null}
      return UNKNOWN
    }
    if (min === 1 && max === 1) return atom
    return {exact: null, needles: bestNeedles(atom)}
  }

  /** `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` → [min, max] (max Infinity), or null. */
  quantifier(): [number, number] | null {
    const char = this.source[this.position]
    if (char === '?') return this.position++, [0, 1]
    if (char === '*') return this.position++, [0, Infinity]
    if (char === '+') return this.position++, [1, Infinity]
    if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.position))
      if (!match) return null // a literal `{`, as V8 reads it without the u flag
      this.position += match[0].length
      const min = Number(match[1])
      return [min, match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3])]
    }
    return null
  }

  atom(): Facts {
    const char = this.source[this.position++]
    switch (char) {
      case '(': return this.group()
      case '[': return this.characterClass()
      case '\\': return this.escape()
      case '.': return UNKNOWN
      case '^': case '$': return ZERO_WIDTH
      case undefined: case ')': case '|': throw new Error('Unexpected end of atom')
      default: return {exact: new Set([char]), needles: null}
    }
  }

  group(): Facts {
    const rest = this.source.slice(this.position)
    const lookaround = /^\?(?:=|!|<=|<!)/.exec(rest)
    if (lookaround) this.position += lookaround[0].length
    else if (rest.startsWith('?:')) this.position += 2
    else if (rest.startsWith('?<')) {
      const name = /^\?<[A-Za-z_$][\w$]*>/.exec(rest)
      if (!name) throw new Error('Unknown group')
      this.position += name[0].length
    } else if (rest.startsWith('?')) throw new Error('Unknown group')
    const inner = this.alternation()
    if (this.source[this.position++] !== ')') throw new Error('Unclosed group')
    // A lookaround matches no characters of its own: it adds nothing to what the match contains.
    return lookaround ? ZERO_WIDTH : inner
  }

  escape(): Facts {
    const char = this.source[this.position++]
    if (char === undefined) throw new Error('Trailing backslash')
    if (char === 'b' || char === 'B') return ZERO_WIDTH
    const literal = escapedLiteral(char)
    return literal === null ? UNKNOWN : {exact: new Set([literal]), needles: null}
  }

  /** A class of a few plain characters (`[ns]`, `[e]`) is exact; any other is unknown. */
  characterClass(): Facts {
    const negated = this.source[this.position] === '^'
    if (negated) this.position++
    const chars = new Set<string>()
    let known = !negated
    let first = true
    for (;;) {
      let char = this.source[this.position++]
      if (char === undefined) throw new Error('Unclosed class')
      if (char === ']' && !first) break
      first = false
      if (char === '\\') {
        const escaped = this.source[this.position++]
        if (escaped === undefined) throw new Error('Trailing backslash')
        const literal = escapedLiteral(escaped)
        if (literal === null || escaped === 'b') {
          known = false
          continue
        }
        char = literal
      }
      if (this.source[this.position] === '-' && this.source[this.position + 1] !== ']' && this.source[this.position + 1] !== undefined) {
        // A range: unknown unless tiny (the needles only need its few characters).
        this.position++
        let end = this.source[this.position++]!
        if (end === '\\') end = escapedLiteral(this.source[this.position++] ?? '') ?? ''
        const [from, to] = [char.charCodeAt(0), end.charCodeAt(0)]
        if (end.length !== 1 || to < from || to - from > 8) known = false
        else for (let code = from; code <= to; code++) chars.add(String.fromCharCode(code))
        continue
      }
      chars.add(char)
    }
    return known && chars.size > 0 && chars.size <= 8 ? {exact: chars, needles: null} : UNKNOWN
  }
}

/** The character an escape stands for, or null for a class (`\d`, `\w`, `\s`…) or anything unusual. */
function escapedLiteral(char: string): string | null {
  if ('dDwWsSbBcxuk0123456789pP'.includes(char)) return null
  if (char === 'n') return '\n'
  if (char === 't') return '\t'
  if (char === 'r') return '\r'
  if (char === 'f') return '\f'
  if (char === 'v') return '\v'
  return char
}

/**
 * Finds which of many rules' needles are in a text, through the needles' first four characters:
 * each position of the text is looked up once.
 */
export class NeedleIndex {
  readonly #byPrefix = new Map<string, Array<{needle: string; owners: number[]}>>()
  readonly #short: Array<{needle: string; owners: number[]}> = []
  /** Owners without needles: always candidates. */
  readonly #always: number[] = []
  readonly #size: number

  /** `needles[i]` are owner `i`'s needles, or null when it must always be tried. */
  constructor(needles: ReadonlyArray<readonly string[] | null>) {
    this.#size = needles.length
    const entries = new Map<string, {needle: string; owners: number[]}>()
    needles.forEach((list, owner) => {
      if (list === null) {
        this.#always.push(owner)
        return
      }
      for (const needle of list) {
        let entry = entries.get(needle)
        if (!entry) {
          entry = {needle, owners: []}
          entries.set(needle, entry)
          if (needle.length < PREFIX) this.#short.push(entry)
          else {
            const prefix = needle.slice(0, PREFIX)
            const bucket = this.#byPrefix.get(prefix)
            if (bucket) bucket.push(entry)
            else this.#byPrefix.set(prefix, [entry])
          }
        }
        entry.owners.push(owner)
      }
    })
  }

  /** Which owners have a needle in `text` (or none at all): a flag per owner. */
  candidates(text: string): Uint8Array {
    const found = new Uint8Array(this.#size)
    for (const owner of this.#always) found[owner] = 1
    const mark = ({owners}: {owners: number[]}) => {
      for (const owner of owners) found[owner] = 1
    }
    for (const entry of this.#short) if (text.includes(entry.needle)) mark(entry)
    for (let i = 0; i + PREFIX <= text.length; i++) {
      const bucket = this.#byPrefix.get(text.slice(i, i + PREFIX))
      if (bucket) for (const entry of bucket) if (text.startsWith(entry.needle, i)) mark(entry)
    }
    return found
  }
}

const PREFIX = 4
