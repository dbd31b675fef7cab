/**
 * The route table: file ids → validated routes in priority order (docs/routing.md "The route table"), and
 * matching of raw request paths against them ("Parameters and query"). Pure: runs on the server and in the
 * browser. Modelled on Next.js's `UrlNode` (sorted-routes.ts), without regexes.
 */
import {MalformedPathError, RouteConflictError} from './errors'
import {isAbsurdPath} from './path'

/** One segment of a route pattern. */
export type Segment =
  | {kind: 'static'; value: string}
  | {kind: 'dynamic'; name: string}
  | {kind: 'catchAll'; name: string}
  | {kind: 'optionalCatchAll'; name: string}

/** A compiled page or API route. */
export interface Route {
  /** File path under the pages (or API) folder without extension: `blog/[id]`, `index`. */
  id: string
  /** URL pattern: `/`, `/blog`, `/blog/[id]`, `/docs/[...slug]`, `/opt/[[...slug]]`. */
  pattern: string
  /** The pattern's segments; empty for `/`. */
  segments: readonly Segment[]
}

/** Route parameters: strings for `[x]`, arrays for `[...x]` and `[[...x]]`. */
export type Params = Record<string, string | string[]>

/** The route a path matched and its decoded parameters. */
export interface RouteMatch {
  route: Route
  params: Params
}

/**
 * File id (path under the pages folder without extension) → URL pattern. Only a final
 * `index` segment is dropped: `index` → `/`, `blog/index` → `/blog`, `index/about` →
 * `/index/about`, `blog/[id]` → `/blog/[id]`, `help/[[...slug]]` → `/help/[[...slug]]`.
 */
export function idToPattern(id: string): string {
  const parts = id.split('/')
  if (parts[parts.length - 1] === 'index') parts.pop()
  return '/' + parts.join('/')
}

/** `Invalid route "<pattern>": <reason>` for a problem within one route. */
function invalid(pattern: string, reason: string): RouteConflictError {
  return new RouteConflictError(`Invalid route "${pattern}": ${reason}`)
}

/** `Route conflict: "<a>" and "<b>": <reason>` for two routes that cannot coexist. */
function conflict(a: string, b: string, reason: string): RouteConflictError {
  return new RouteConflictError(`Route conflict: "${a}" and "${b}": ${reason}`)
}

/** Parse one file-name segment, refusing the syntax errors listed in docs/routing.md "Conflicts". */
function parseSegment(raw: string, pattern: string): Segment {
  if (raw === '') throw invalid(pattern, 'empty path segment')
  if (raw === '.' || raw === '..') throw invalid(pattern, `"${raw}" is not a usable path segment`)
  if (!(raw.startsWith('[') && raw.endsWith(']'))) {
    if (raw.includes('[') || raw.includes(']')) {
      throw invalid(pattern, `stray bracket in segment "${raw}"`)
    }
    return {kind: 'static', value: raw}
  }
  let name = raw.slice(1, -1)
  let optional = false
  let catchAll = false
  if (name.startsWith('[') && name.endsWith(']')) {
    name = name.slice(1, -1)
    optional = true
  }
  if (name.startsWith('...')) {
    name = name.slice(3)
    catchAll = true
  }
  if (name.includes('[') || name.includes(']')) {
    throw invalid(pattern, `stray bracket in segment "${raw}"`)
  }
  if (name.startsWith('.')) throw invalid(pattern, `stray dots in segment "${raw}"`)
  if (name === '') throw invalid(pattern, `empty parameter name in segment "${raw}"`)
  if (optional && !catchAll) {
    throw invalid(pattern, `optional parameters must be catch-alls ("[[...${name}]]"), got "${raw}"`)
  }
  if (catchAll) return {kind: optional ? 'optionalCatchAll' : 'catchAll', name}
  return {kind: 'dynamic', name}
}

/** Parse a whole pattern and check the rules that concern one route alone. */
function parsePattern(id: string, pattern: string): Segment[] {
  if (id === '' || id.startsWith('/') || id.endsWith('/')) {
    throw invalid(pattern, `file id ${JSON.stringify(id)} must be a relative path without leading or trailing "/"`)
  }
  if (pattern === '/') return []
  const segments = pattern.slice(1).split('/').map((raw) => parseSegment(raw, pattern))
  const seen: string[] = []
  segments.forEach((segment, index) => {
    if (segment.kind === 'static') return
    if (index !== segments.length - 1 && segment.kind !== 'dynamic') {
      throw invalid(pattern, `a catch-all must be the last segment`)
    }
    for (const previous of seen) {
      if (previous === segment.name) {
        throw invalid(pattern, `parameter name "${segment.name}" is used twice`)
      }
      if (previous.replace(/\W/g, '') === segment.name.replace(/\W/g, '')) {
        throw invalid(pattern, `parameter names "${previous}" and "${segment.name}" differ only by non-word characters`)
      }
    }
    seen.push(segment.name)
  })
  return segments
}

/** A parameter slot of a trie node: its name and the pattern that introduced it. */
interface Slot {
  name: string
  pattern: string
  node: TrieNode
}

/** One level of the route trie (Next.js's `UrlNode`). */
interface TrieNode {
  route: Route | null
  statics: Map<string, TrieNode>
  dynamic: Slot | null
  catchAll: Slot | null
  optionalCatchAll: Slot | null
}

function createNode(): TrieNode {
  return {route: null, statics: new Map(), dynamic: null, catchAll: null, optionalCatchAll: null}
}

/** The child for a parameter kind, created on first use; refuses a second name. */
function slotChild(slot: Slot | null, name: string, pattern: string): Slot {
  if (slot === null) return {name, pattern, node: createNode()}
  if (slot.name !== name) {
    throw conflict(slot.pattern, pattern, `different parameter names at the same level ("${slot.name}" and "${name}")`)
  }
  return slot
}

/** Insert a route into the trie, refusing the conflicts between routes of docs/routing.md "Conflicts". */
function insert(root: TrieNode, route: Route): void {
  let node = root
  for (const segment of route.segments) {
    switch (segment.kind) {
      case 'static': {
        let child = node.statics.get(segment.value)
        if (!child) node.statics.set(segment.value, (child = createNode()))
        node = child
        break
      }
      case 'dynamic':
        node.dynamic = slotChild(node.dynamic, segment.name, route.pattern)
        node = node.dynamic.node
        break
      case 'catchAll':
        if (node.optionalCatchAll) {
          throw conflict(node.optionalCatchAll.pattern, route.pattern, 'a required and an optional catch-all cannot share a level')
        }
        node.catchAll = slotChild(node.catchAll, segment.name, route.pattern)
        node = node.catchAll.node
        break
      case 'optionalCatchAll':
        if (node.catchAll) {
          throw conflict(node.catchAll.pattern, route.pattern, 'a required and an optional catch-all cannot share a level')
        }
        node.optionalCatchAll = slotChild(node.optionalCatchAll, segment.name, route.pattern)
        node = node.optionalCatchAll.node
        break
    }
  }
  if (node.route) {
    throw conflict(node.route.id, route.id, `both files define the route "${route.pattern}"`)
  }
  node.route = route
}

/** Check that no page ends where an optional catch-all starts (in either insert order). */
function checkOptionalCatchAlls(node: TrieNode): void {
  if (node.route && node.optionalCatchAll) {
    throw conflict(node.route.pattern, node.optionalCatchAll.pattern, 'a page cannot sit at the same path as an optional catch-all')
  }
  for (const child of node.statics.values()) checkOptionalCatchAlls(child)
  for (const slot of [node.dynamic, node.catchAll, node.optionalCatchAll]) {
    if (slot) checkOptionalCatchAlls(slot.node)
  }
}

/** Priority order (docs/routing.md "Priority"): own route, statics by code unit order, `[x]`, `[...x]`, `[[...x]]`. */
function walk(node: TrieNode, out: Route[]): void {
  if (node.route) out.push(node.route)
  const keys = [...node.statics.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  for (const key of keys) walk(node.statics.get(key)!, out)
  for (const slot of [node.dynamic, node.catchAll, node.optionalCatchAll]) {
    if (slot) walk(slot.node, out)
  }
}

/**
 * Validate file ids and return their routes in priority order (docs/routing.md "Priority"). Throws
 * `RouteConflictError`, naming both routes (or the one invalid route), when: a page sits
 * at the same path as an optional catch-all; a required and an optional catch-all share
 * a level; two different parameter names of one kind share a level (`[id]` and
 * `[...rest]` may: they are different kinds, as in Next.js); a name repeats in a path or
 * two names differ only by non-word characters; a catch-all is not last; `[[x]]`, stray
 * dots, stray brackets or empty segments/names appear; two ids give the same pattern
 * (`help` and `help/index`).
 */
export function compileRoutes(ids: readonly string[]): Route[] {
  const root = createNode()
  for (const id of ids) {
    const pattern = idToPattern(id)
    insert(root, {id, pattern, segments: parsePattern(id, pattern)})
  }
  checkOptionalCatchAlls(root)
  const routes: Route[] = []
  walk(root, routes)
  return routes
}

/** Split a pathname into raw segments; `null` if it is not `/`-rooted or has an empty segment. */
function splitPath(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null
  if (pathname === '/') return []
  const parts = pathname.slice(1).split('/')
  return parts.includes('') ? null : parts
}

/** Does the route's shape fit the raw segments? Static segments compare byte for byte. */
function fits(segments: readonly Segment[], parts: readonly string[]): boolean {
  const last = segments.at(-1)
  const tail = last?.kind === 'catchAll' || last?.kind === 'optionalCatchAll' ? last.kind : null
  const fixed = tail ? segments.length - 1 : segments.length
  if (tail === null && parts.length !== fixed) return false
  if (tail === 'catchAll' && parts.length < fixed + 1) return false
  if (tail === 'optionalCatchAll' && parts.length < fixed) return false
  for (let i = 0; i < fixed; i++) {
    const segment = segments[i]!
    if (segment.kind === 'static' && segment.value !== parts[i]) return false
  }
  return true
}

/** Percent-decode one raw segment of parameter `name`, or throw `MalformedPathError`. */
function decode(raw: string, name: string): string {
  try {
    return decodeURIComponent(raw)
  } catch (cause) {
    throw new MalformedPathError(`The path parameter "${name}" is not valid percent-encoded UTF-8`, {cause})
  }
}

/** Decode the parameters of the route that matched (docs/routing.md "Parameters and query"). */
function paramsOf(segments: readonly Segment[], parts: readonly string[]): Params {
  const entries: [string, string | string[]][] = []
  segments.forEach((segment, i) => {
    if (segment.kind === 'dynamic') {
      entries.push([segment.name, decode(parts[i]!, segment.name)])
    } else if (segment.kind !== 'static' && parts.length > i) {
      entries.push([segment.name, parts.slice(i).map((part) => decode(part, segment.name))])
    }
  })
  return Object.fromEntries(entries)
}

/**
 * Match a raw (still percent-encoded) pathname that starts with `/` and no longer has the
 * base path or locale (docs/routing.md "Parameters and query"). Routes are tried in the given order (use the order
 * of `compileRoutes`); the first whose shape fits wins, with no backtracking. Static
 * segments compare byte for byte, `%2F` never splits a segment, and only the winner's
 * parameters are decoded: `[x]` → string, `[...x]`/`[[...x]]` → array of decoded
 * pieces, and an optional catch-all with no segments leaves its key absent.
 * Returns `null` when nothing fits, including paths with an empty segment (`/a//b`,
 * `/a/`). Throws `MalformedPathError` when the winner's parameter cannot be decoded, or
 * when the path is absurd (`isAbsurdPath`: too long or too deep), so either is a `400`.
 * Cost: one pass over the path plus, per route, its own segment count.
 */
export function matchRoute(routes: readonly Route[], pathname: string): RouteMatch | null {
  if (isAbsurdPath(pathname)) {
    throw new MalformedPathError('The path is too long or has too many segments')
  }
  const parts = splitPath(pathname)
  if (!parts) return null
  for (const route of routes) {
    if (fits(route.segments, parts)) return {route, params: paramsOf(route.segments, parts)}
  }
  return null
}
