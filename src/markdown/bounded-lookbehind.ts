/**
 * GFM's autolink literals (looking for an open `[`) and footnote calls (looking for their `[^`)
 * walk back through the events of the paragraph, on every word while a `[` is open and on every
 * `]`. Here they see only the last `LOOKBEHIND` events. Beyond that distance a literal is treated
 * as outside brackets (inside a link `safeMedia` then renders it as text, as upstream would) and
 * a footnote call as text.
 */
import type {Construct, ConstructRecord, Extension, Tokenizer, TokenizeContext} from 'micromark-util-types'
import {LOOKBEHIND} from './limits'

/** `extension` with the GFM constructs that walk back through events limited to `LOOKBEHIND` events. */
export function boundLookbehind(extension: Extension): Extension {
  const names = new Set(['emailAutolink', 'wwwAutolink', 'protocolAutolink', 'gfmPotentialFootnoteCall'])
  const bounded = new Map<Construct, Construct>()
  const views = new WeakMap<TokenizeContext, TokenizeContext>()
  const text: ConstructRecord = {}

  /** The tokenizer context with `events` cut to its last `LOOKBEHIND` events (read lazily, copied once per change). */
  function viewOf(context: TokenizeContext): TokenizeContext {
    let view = views.get(context)

    if (!view) {
      let length = -1
      let last: unknown
      let recent: TokenizeContext['events'] = []

      view = Object.create(context, {
        events: {
          get() {
            const events = context.events
            if (events.length <= LOOKBEHIND) return events

            if (events.length !== length || events[events.length - 1] !== last) {
              length = events.length
              last = events[length - 1]
              recent = events.slice(-LOOKBEHIND)
            }

            return recent
          },
        },
      }) as TokenizeContext
      views.set(context, view)
    }

    return view
  }

  function bound(construct: Construct): Construct {
    if (!construct.name || !names.has(construct.name)) return construct
    let result = bounded.get(construct)

    if (!result) {
      const tokenize = construct.tokenize
      const limited: Tokenizer = function (this: TokenizeContext, effects, ok, nok) {
        return tokenize.call(viewOf(this), effects, ok, nok)
      }
      result = {...construct, tokenize: limited}
      bounded.set(construct, result)
    }

    return result
  }

  for (const [code, value] of Object.entries(extension.text ?? {})) {
    if (!value) continue
    text[code as unknown as number] = Array.isArray(value) ? value.map(bound) : bound(value as Construct)
  }

  return {...extension, text}
}
