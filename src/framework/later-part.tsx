/**
 * A part of a page whose code the browser loads with hydration rather than before it. The server
 * renders the part with the page, inside a `<Suspense>` boundary; the browser hydrates the rest of
 * the page at once and leaves the part's HTML as the server sent it until its code has arrived,
 * then hydrates it (React's selective hydration). A client navigation shows nothing in its place
 * meanwhile.
 *
 * React drops the server's HTML of a boundary that receives new props before it is hydrated, so
 * the part is memoised: give it props that keep their identity (boot data, state setters).
 *
 * While a part of the document is still to be hydrated, `<html>` carries `data-parts-loading`
 * (beside Root's `data-hydrated`, set once the rest is): what waits for the whole page waits
 * for both.
 */
import {lazy, memo, Suspense, useEffect, useLayoutEffect, type ComponentType} from 'react'

let partsLoading = 0

/** Whether the document's parts are all hydrated: Root's mark is there and no part is loading. */
export function documentFullyHydrated(): boolean {
  const {dataset} = document.documentElement
  return dataset.hydrated === 'true' && dataset.partsLoading === undefined
}

/** The server's part: the component itself, rendered with the page in a boundary of its own. */
export function serverPart<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return memo(function ServerPart(props: P) {
    return <Suspense fallback={null}><Part {...props} /></Suspense>
  }) as unknown as ComponentType<P>
}

/**
 * The browser's part, loaded by `load()`. Give the browser build this one and the server build
 * `serverPart` of the same component (`x.browser.ts` beside `x.ts`): both render the same boundary.
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null
  let counted = false
  let shown = false
  function Hydrated({Part, props}: {Part: ComponentType<P>; props: P}) {
    // Runs once the part is hydrated (or, on a client navigation, mounted).
    useEffect(() => {
      shown = true
      if (!counted) return
      counted = false
      if (--partsLoading === 0) delete document.documentElement.dataset.partsLoading
    }, [])
    return <Part {...props} />
  }
  const Loaded = lazy(async () => {
    const Part = await loading!
    return {default: (props: P) => <Hydrated Part={Part} props={props} />}
  })
  return memo(function LaterPart(props: P) {
    // React hydrates the rest of the page before it turns to the boundary: the code starts
    // loading with the first render.
    loading ??= load()
    // Before Root's first effect, which marks the document hydrated: this part is not yet.
    useLayoutEffect(() => {
      if (shown || counted || document.documentElement.dataset.hydrated === 'true') return
      counted = true
      partsLoading++
      document.documentElement.dataset.partsLoading = 'true'
    }, [])
    return <Suspense fallback={null}><Loaded {...props} /></Suspense>
  }) as unknown as ComponentType<P>
}
