import {Fragment, useEffect, useSyncExternalStore, type ReactNode} from 'react'
import {ANNOUNCER_ID, NavigatorContext, RouteContext, serverNavigator, type Navigator} from './context'
import {ErrorBoundary} from './ErrorBoundary'
import {ErrorPage} from './ErrorPage'
import type {PageStore} from './page-store'
import {BOOT_ELEMENT_ID, serializeForScript} from './serialize'
import type {BootData, ShellComponent} from './types'

export interface RootProps {
  /** The data the server embedded; rendered once into the document and never changed. */
  boot: BootData
  store: PageStore
  Shell?: ShellComponent
  navigator?: Navigator
  /** Called after a client-side navigation has been committed to the DOM. */
  onNavigated?: (navigation: number) => void
}

function PassThrough({children}: {children: ReactNode}) {
  return <Fragment>{children}</Fragment>
}

/**
 * The whole `<html>` document. The server renders it to a stream and the browser hydrates the
 * same tree with the same boot data; client-side navigation swaps the page through `store`.
 */
export function Root({boot, store, Shell = PassThrough, navigator, onNavigated}: RootProps) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.rendered)
  const {Page, props, error, route} = state

  useEffect(() => {
    if (state.navigation > 0) onNavigated?.(state.navigation)
  }, [state.navigation, onNavigated])

  // The first effect runs once the document is hydrated: say so, for tests and for styles that
  // only make sense with JavaScript (`html[data-hydrated]`).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  const content = error || !Page ? <ErrorPage status={error?.status ?? 404} /> : <Page {...props} />
  const tree = (
    <RouteContext.Provider value={route}>
      <Shell>
        <ErrorBoundary key={state.navigation}>{content}</ErrorBoundary>
      </Shell>
    </RouteContext.Provider>
  )

  return (
    <html lang={route.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="light dark" />
        {state.stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} precedence="app" />)}
      </head>
      <body>
        <NavigatorContext.Provider value={navigator ?? serverNavigator}>{tree}</NavigatorContext.Provider>
        <div id={ANNOUNCER_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
        <script type="application/json" id={BOOT_ELEMENT_ID} dangerouslySetInnerHTML={{__html: serializeForScript(boot)}} />
      </body>
    </html>
  )
}
