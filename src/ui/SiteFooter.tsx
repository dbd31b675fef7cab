import {Info} from 'lucide-react'
import {Link} from '../framework'
import {useTranslation} from '../framework/i18n/use-translation'

/** The disclaimer every page carries, and the footer links. */
export function SiteFooter() {
  const t = useTranslation()
  return (
    <footer className="site-footer">
      <p className="disclaimer"><Info aria-hidden="true" size={16} /><span>{t('footer.disclaimer')}</span></p>
      <nav aria-label={t('footer.links')} className="footer-links">
        <Link href="/help/privacy">{t('footer.privacy')}</Link>
        <Link href="/help/self-hosting">{t('footer.selfHosting')}</Link>
      </nav>
    </footer>
  )
}
