import type {ReactNode} from 'react'
import '../styles/app.css'
import {SiteFooter} from '../ui/SiteFooter'
import {SiteHeader} from '../ui/SiteHeader'
import {useRoute} from '../framework'
import {useTranslation} from '../framework/i18n/use-translation'

/** Hale's shell around every page, error pages included. */
export default function HaleShell({children}: {children: ReactNode}) {
  const t = useTranslation()
  const {basePath} = useRoute()
  return (
    <>
      <link rel="icon" href={`${basePath}/favicon.svg`} type="image/svg+xml" />
      <meta name="description" content={t('app.tagline')} />
      <a className="skip-link" href="#content">{t('nav.skip')}</a>
      <div className="site">
        <SiteHeader />
        <main id="content" className="site-main">{children}</main>
        <SiteFooter />
      </div>
    </>
  )
}
