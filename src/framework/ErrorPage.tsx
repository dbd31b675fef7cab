import {Link} from './Link'
import {useTranslation} from './i18n/use-translation'
import type {MessageKey} from './i18n/translate'
import type {PageError} from './types'

const statusText: Record<NonNullable<PageError['status']>, MessageKey> = {
  400: 'error.400', 403: 'error.403', 404: 'error.404', 405: 'error.405', 429: 'error.429', 500: 'error.500', 503: 'error.503', 507: 'error.507',
}

/** A sentence under the title where the status alone does not say what to do. */
const detailText: Partial<Record<NonNullable<PageError['status']>, MessageKey>> = {
  503: 'errorDetail.503', 507: 'errorDetail.507',
}

export interface ErrorPageProps extends PageError {}

/**
 * The one error page, server- and client-side (docs/routing.md "Error pages"). The status stays a number in every
 * locale; the text is translated. `status: null` is the client-side exception page.
 */
export function ErrorPage({status}: ErrorPageProps) {
  const t = useTranslation()
  if (status === null) {
    const text = t('error.client')
    return (
      <section className="error-page" aria-labelledby="error-heading">
        <title>{text}</title>
        <h2 id="error-heading" tabIndex={-1}>{`${text} ${t('error.clientDetail')}.`}</h2>
        <p><a href="" className="button">{t('error.reload')}</a></p>
      </section>
    )
  }
  const text = t(statusText[status])
  const detail = detailText[status]
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <title>{`${status}: ${text}`}</title>
      <h1 id="error-heading" tabIndex={-1}>{String(status)}</h1>
      <h2>{`${text}.`}</h2>
      {detail && <p>{t(detail)}</p>}
      <p><Link href="/" className="button">{t('error.home')}</Link></p>
    </section>
  )
}
