/**
 * The charts of a shared message's health-data summaries as static HTML, rendered on the server
 * for the share page: the page shows it as it is (SVG, tables in native disclosures, no script),
 * so its first load carries no chart code, as it carries no markdown renderer for the answers.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {HealthSummaries} from '../../src/health-data/components/HealthCharts'
import {RouteContext} from '../../src/framework/context'
import type {RouteInfo} from '../../src/framework/types'

/** The charts' HTML, or null when no attachment carries a summary; `key` keeps ids apart between messages. */
export function healthChartsHtml(attachments: readonly {id: string; healthSummary?: unknown}[], locale: string, key: string): string | null {
  if (!attachments.some((attachment) => attachment.healthSummary !== undefined)) return null
  // The charts read only the language from the route.
  const route: RouteInfo = {id: null, page: null, params: {}, query: {}, buildId: '', asPath: null, locale, locales: [locale], basePath: '', defaultLocale: locale}
  return renderToStaticMarkup(
    <RouteContext.Provider value={route}><HealthSummaries attachments={attachments} /></RouteContext.Provider>,
    {identifierPrefix: `h${key}-`},
  )
}
