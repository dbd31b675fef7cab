/**
 * The browser entry: read the server's boot data, load the current page's code and message
 * catalog, and hydrate the same tree the server rendered. Then client-side navigation takes
 * over (client/router.ts, loaded when a link is first hovered, focused, touched or clicked).
 */
import {hydrateRoot} from 'react-dom/client'
import {loaders, shell} from 'app:client-modules'
import {ANNOUNCER_ID} from '../src/framework/context'
import {Root} from '../src/framework/Root'
import {createPageStore} from '../src/framework/page-store'
import {loadCatalog, loadPageMessages} from '../src/framework/i18n/catalogs'
import {BOOT_ELEMENT_ID} from '../src/framework/serialize'
import type {BootData} from '../src/framework/types'
import {reloadOnNewBuilds} from './dev-reload'
import {routeAtLocation} from './location-route'
import type {ClientRouter} from './router'

/**
 * The client router, loaded the first time a link asks for it (`prefetch` on hover, focus or touch,
 * `push` on a click), not with the page: hydration does not need it, and until a link has used
 * it the visitor is still on the document's own history entry, so there is no back or forward
 * for it to handle. Should its code not load, a click is a full page load.
 */
function lazyRouter(create: () => Promise<ClientRouter>): ClientRouter {
  let router: Promise<ClientRouter> | null = null
  const load = () => {
    if (!router) {
      router = create()
      router.catch(() => {
        router = null // tried again next time
      })
    }
    return router
  }
  return {
    push(url) {
      load().then((loaded) => loaded.push(url), () => location.assign(url))
    },
    prefetch(url) {
      load().then((loaded) => loaded.prefetch(url), () => {})
    },
    onNavigated(navigation) {
      // Only after a navigation, which only the loaded router makes.
      void router?.then((loaded) => loaded.onNavigated(navigation))
    },
  }
}

function readBoot(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID)
  const boot = JSON.parse(element?.textContent ?? 'null') as BootData | null
  if (!boot || typeof boot !== 'object' || !boot.route) throw new Error('Expected the page to carry its boot data')
  return boot
}

const boot = readBoot()
const load = boot.route.id && !boot.error ? loaders[boot.route.id] : undefined
// The page's code and its language's messages (the document already started loading them): the
// first-load messages and the page's own; the rest come with the code that shows them.
const [page] = await Promise.all([load ? load() : null, loadPageMessages(boot.route.locale, boot.messages ?? [])])
const Page = page ? page.default : null
const rendered = {route: boot.route, Page, props: boot.props, error: boot.error, stylesheets: boot.stylesheets, navigation: 0}
// An error page's document names no path: hydrate it as sent, then give the route the address bar's.
const store = createPageStore({...rendered, route: routeAtLocation(boot.route, location)}, rendered)
const router = lazyRouter(() => import('./router').then(({createClientRouter}) =>
  createClientRouter({boot, store, loaders, loadCatalog, announcerId: ANNOUNCER_ID})))

// `npm run dev` reloads the page after each build; other builds drop this line and the module.
if (process.env.DEV_RELOAD === 'on') reloadOnNewBuilds(boot.route.basePath)

hydrateRoot(document, <Root boot={boot} store={store} Shell={shell} navigator={router} onNavigated={router.onNavigated} />, {
  onRecoverableError(error, info) {
    console.error('Hydration problem:', error, info.componentStack)
  },
})
