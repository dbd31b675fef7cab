import type {RouteInfo} from '../src/framework/types'
import {routeAtLocation} from './location-route'

const errorRoute: RouteInfo = {
  id: null, page: null, params: {}, query: {}, locale: 'fr', locales: ['en', 'fr'], defaultLocale: 'en',
  basePath: '/care', buildId: 'b', asPath: null,
}

describe('routeAtLocation', () => {
  it('gives an error page the path and query of the address bar, without base path and locale', () => {
    expect(routeAtLocation(errorRoute, {pathname: '/care/fr/no%20such/page', search: '?a=1&a=2&b'})).toEqual({
      ...errorRoute, asPath: '/no%20such/page?a=1&a=2&b', query: {a: ['1', '2'], b: ''},
    })
  })

  it('reads the default locale’s paths, which have no prefix', () => {
    expect(routeAtLocation({...errorRoute, locale: 'en'}, {pathname: '/care/nope', search: ''}).asPath).toBe('/nope')
  })

  it('leaves a route that already has its path as it is', () => {
    const page = {...errorRoute, id: 'about', page: '/about', asPath: '/about'}
    expect(routeAtLocation(page, {pathname: '/care/fr/other', search: '?x=1'})).toBe(page)
  })

  it('leaves the route without a path outside the base path', () => {
    expect(routeAtLocation(errorRoute, {pathname: '/elsewhere', search: ''})).toBe(errorRoute)
  })
})
