import type {Request, Response} from 'express'
import type {PageModule, Query} from '../../../src/framework/types'
import type {RouteMatch} from '../../../src/framework/router/routes'

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
  const result: unknown = await page.getServerSideProps({
    params: input.match.params, query: input.query, locale: input.locale, locales: input.locales,
    defaultLocale: input.defaultLocale, page: input.match.route.pattern, request: input.request,
    services: input.services,
    setHeader: (name, value) => {
      if (input.response.headersSent) throw new Error(`Cannot set ${name}: the page's headers were already sent`)
      input.response.set(name, value)
    },
  })
  return checkOutcome(result, input.match.route.id)
}

function checkOutcome(result: unknown, id: string): PageOutcome {
  if (typeof result !== 'object' || result === null) {
    throw new Error(`Expected getServerSideProps of "${id}" to return {props}, {redirect} or {notFound: true}`)
  }
  const answer = result as Partial<Record<'props' | 'notFound' | 'redirect', unknown>>
  if ('props' in answer && typeof answer.props === 'object' && answer.props !== null) {
    return {kind: 'props', props: answer.props as Record<string, unknown>}
  }
  if ('notFound' in answer && answer.notFound === true) return {kind: 'notFound'}
  if ('redirect' in answer && typeof answer.redirect === 'object' && answer.redirect !== null) {
    const {destination, permanent} = answer.redirect as {destination?: unknown; permanent?: unknown}
    if (typeof destination !== 'string' || !/^\/(?![/\\])/.test(destination)) {
      throw new Error(`Expected the redirect of "${id}" to go to a path of this site, got ${JSON.stringify(destination)}`)
    }
    return {kind: 'redirect', destination, permanent: permanent === true}
  }
  throw new Error(`Expected getServerSideProps of "${id}" to return {props}, {redirect} or {notFound: true}`)
}
