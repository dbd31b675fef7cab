import {CircleHelp, HeartPulse, History, House} from 'lucide-react'
import {Link, useRoute} from '../framework'
import {useTranslation} from '../framework/i18n/use-translation'
import {LanguageSwitcher} from './LanguageSwitcher'

/** The brand, the main navigation and the language switcher. */
export function SiteHeader() {
  const t = useTranslation()
  const {page} = useRoute()
  const current = (prefix: string) => (page === prefix || page?.startsWith(prefix + '/') ? 'page' : undefined)
  return (
    <header className="site-header">
      <Link href="/" className="brand" aria-label={`${t('app.name')}, ${t('nav.home')}`}>
        <HeartPulse aria-hidden="true" size={26} />
        <span>{t('app.name')}</span>
      </Link>
      <nav aria-label={t('nav.main')} className="site-nav">
        <Link href="/" aria-current={page === '/' ? 'page' : undefined}>
          <House aria-hidden="true" size={18} /><span>{t('nav.home')}</span>
        </Link>
        <Link href="/history" aria-current={current('/history')}>
          <History aria-hidden="true" size={18} /><span>{t('nav.history')}</span>
        </Link>
        <Link href="/help" aria-current={current('/help')}>
          <CircleHelp aria-hidden="true" size={18} /><span>{t('nav.help')}</span>
        </Link>
      </nav>
      <LanguageSwitcher />
    </header>
  )
}
