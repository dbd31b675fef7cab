/**
 * The browser entry: read the server's boot data, load the current page's code and message
 * catalog, and hydrate the same tree the server rendered. Then client-side navigation takes
 * over (client/router.ts).
 */
import {hydrateRoot} from 'react-dom/client'
import {loaders, routes, shell} from 'hale:client-modules'
import {Root} from '../src/framework/Root'
import {createPageStore} from '../src/framework/page-store'
import {loadCatalog} from '../src/i18n/catalogs'
import {BOOT_ELEMENT_ID} from '../src/framework/serialize'
import type {BootData} from '../src/framework/types'
import {createClientRouter} from './router'

function readBoot(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID)
  const boot = JSON.parse(element?.textContent ?? 'null') as BootData | null
  if (!boot || typeof boot !== 'object' || !boot.route) throw new Error('Expected the page to carry its boot data')
  return boot
}

const boot = readBoot()
const load = boot.route.id && !boot.error ? loaders[boot.route.id] : undefined
// The page's code and its language's messages (the document already started loading both).
const [Page] = await Promise.all([load ? load().then((module) => module.default) : null, loadCatalog(boot.route.locale)])
const store = createPageStore({
  route: boot.route, Page, props: boot.props, error: boot.error, stylesheets: boot.stylesheets, navigation: 0,
})
const router = createClientRouter({boot, store, routes, loaders})

hydrateRoot(document, <Root boot={boot} store={store} Shell={shell} navigator={router} onNavigated={router.onNavigated} />, {
  onRecoverableError(error, info) {
    console.error('Hydration problem:', error, info.componentStack)
  },
})
