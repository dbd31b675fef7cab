import type {Request, Response} from 'express'
import type {PageModule, Query, ServerSideResult} from '../../src/framework/types'
import type {RouteMatch} from '../../src/router/routes'

export type PageOutcome =
  | {kind: 'props'; props: Record<string, unknown>}
  | {kind: 'redirect'; destination: string; permanent: boolean}
  | {kind: 'notFound'}

export interface PageDataInput {
  match: RouteMatch
  query: Query
  locale: string
  locales: readonly string[]
  defaultLocale: string
  request: Request
  response: Response
  services: unknown
}

/**
 * Runs a page's `getServerSideProps` (when it has one) and checks its answer. One function for
 * the document and its data file, so both aliases of a page always get the same decision.
 * A malformed answer is a bug of the page: it throws, which is a 500.
 */
export async function loadPageData(page: PageModule, input: PageDataInput): Promise<PageOutcome> {
  if (!page.getServerSideProps) return {kind: 'props', props: {}}
  const result: ServerSideResult<Record<string, unknown>> | undefined = await page.getServerSideProps({
    params: input.match.params, query: input.query, locale: input.locale, locales: input.locales,
    defaultLocale: input.defaultLocale, page: input.match.route.pattern, request: input.request,
    services: input.services,
    setHeader: (name, value) => {
      if (input.response.headersSent) throw new Error(`Cannot set ${name}: the page's headers were already sent`)
      input.response.set(name, value)
    },
  })
  const id = input.match.route.id
  if (typeof result !== 'object' || result === null) {
    throw new Error(`Expected getServerSideProps of "${id}" to return {props}, {redirect} or {notFound: true}`)
  }
  if ('props' in result && typeof result.props === 'object' && result.props !== null) return {kind: 'props', props: result.props}
  if ('notFound' in result && result.notFound === true) return {kind: 'notFound'}
  if ('redirect' in result && typeof result.redirect === 'object' && result.redirect !== null) {
    const {destination, permanent} = result.redirect
    if (typeof destination !== 'string' || !/^\/(?![/\\])/.test(destination)) {
      throw new Error(`Expected the redirect of "${id}" to go to a path of this site, got ${JSON.stringify(destination)}`)
    }
    return {kind: 'redirect', destination, permanent: permanent === true}
  }
  throw new Error(`Expected getServerSideProps of "${id}" to return {props}, {redirect} or {notFound: true}`)
}
