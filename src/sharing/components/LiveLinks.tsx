import {X} from 'lucide-react'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {ShareLink} from '../api'
import {expiryText} from '../share-messages'

export interface LiveLinksProps {
  headingId: string
  /** Null while they load. */
  links: readonly ShareLink[] | null
  onRevoke: (token: string) => void
}

/** The conversation's live share links, each named by the end of its token, with its expiry and Revoke. */
export function LiveLinks({headingId, links, onRevoke}: LiveLinksProps) {
  const t = useTranslation()
  const {locale} = useRoute()
  return (
    <section className="share-links" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('share.liveLinks')}</h3>
      {links === null ? (
        <p className="share-muted">{t('share.loading')}</p>
      ) : links.length === 0 ? (
        <p className="share-muted">{t('share.noLinks')}</p>
      ) : (
        <ul>
          {links.map((link) => (
            <li key={link.token}>
              <span className="share-link-text">
                <code>{`…${link.token.slice(-6)}`}</code>
                <span>{expiryText(t, locale, link.expiresAt)}</span>
              </span>
              <button type="button" className="chip-button chip-button-danger" onClick={() => onRevoke(link.token)}
                aria-label={t('share.revokeLabel', {id: link.token.slice(-6), expiry: expiryText(t, locale, link.expiresAt)})}>
                <X aria-hidden="true" size={16} /><span>{t('share.revoke')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
