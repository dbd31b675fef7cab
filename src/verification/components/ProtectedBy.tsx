import {useTranslation} from '../../framework/i18n/use-translation'
import {HCAPTCHA_PRIVACY, HCAPTCHA_TERMS} from '../hcaptcha'

/** "This site is protected by hCaptcha and its {privacy} and {terms} apply." with the two links. */
export function ProtectedBy() {
  const t = useTranslation()
  return (
    <p className="human-check-privacy">
      {t('verify.protectedBy').split(/(\{privacy\}|\{terms\})/).map((part, index) => {
        if (part === '{privacy}') return <a key={index} href={HCAPTCHA_PRIVACY} target="_blank" rel="noopener noreferrer">{t('verify.privacyPolicy')}</a>
        if (part === '{terms}') return <a key={index} href={HCAPTCHA_TERMS} target="_blank" rel="noopener noreferrer">{t('verify.terms')}</a>
        return part
      })}
    </p>
  )
}
