import {Globe} from 'lucide-react'
import {Link, useRoute} from '../framework'
import {languageName} from '../framework/i18n/translate'
import {useTranslation} from '../framework/i18n/use-translation'
import {LOCALE_COOKIE} from './locale-cookie'

/** Remember the visitor's choice for the next visit to the home page. */
function rememberLocale(locale: string, basePath: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=${basePath || '/'}; Max-Age=31536000; SameSite=Lax${secure}`
}

/**
 * The languages as links to the same page in each locale (from an error page, to each home page);
 * choosing one also sets the `HALE_LOCALE` cookie. A disclosure (`<details>`) so it works with keyboard, screen reader and
 * without JavaScript.
 */
export function LanguageSwitcher() {
  const route = useRoute()
  const t = useTranslation()
  const code = route.locale.split('-')[0]!.toUpperCase()
  // An error page is one document for every path (docs/routing.md "Error pages"): it offers each language's home.
  const target = route.page === null ? '/' : route.asPath ?? '/'
  return (
    <details className="language-switcher">
      {/* The name holds the visible code too, so that "click ES" works for speech input (WCAG 2.5.3). */}
      <summary aria-label={`${t('nav.language')}: ${code}, ${languageName(route.locale)}`}>
        <Globe aria-hidden="true" size={18} />
        <span className="language-current">{code}</span>
      </summary>
      <ul>
        {route.locales.map((locale) => (
          <li key={locale}>
            <Link
              href={target}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === route.locale ? 'true' : undefined}
              onClick={(event) => {
                rememberLocale(locale, route.basePath)
                event.currentTarget.closest('details')?.removeAttribute('open')
              }}
            >
              {languageName(locale)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
