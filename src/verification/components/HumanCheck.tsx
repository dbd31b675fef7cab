/**
 * hCaptcha's check, shown when the server asks for it (`401 verification_required`): a labelled
 * region that takes focus, says why it is there and that the visitor's text is kept, loads
 * `@hcaptcha/react-hcaptcha` only now (a separate chunk, not in any page's first load), and
 * sends the token to `POST /api/session`. On a pass it calls `onPassed`, and the page sends
 * what the visitor typed. Expired and failed checks reset with a message; an unavailable
 * hCaptcha says so (with the emergency guidance) and offers to try again.
 */
import {ShieldCheck} from 'lucide-react'
import {useId, useLayoutEffect, useRef} from 'react'
import type {VerificationSettings} from '../../chat/chat-settings'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {href} from '../../framework/router/href'
import {checkLanguage} from '../hcaptcha'
import {useSessionCheck} from '../use-session-check'
import {ProtectedBy} from './ProtectedBy'

export {HCAPTCHA_PRIVACY, HCAPTCHA_TERMS, checkLanguage} from '../hcaptcha'

export interface HumanCheckProps {
  settings: VerificationSettings
  /** The visitor's verified session expired (rather than never existed). */
  expired: boolean
  /** The session is verified: send what the visitor typed. */
  onPassed: () => void
  /** For the screen's maximum message length in a fallback error text. */
  maxChars?: number
}

export function HumanCheck({settings, expired, onPassed, maxChars = 8000}: HumanCheckProps) {
  const t = useTranslation()
  const {locale, basePath, defaultLocale} = useRoute()
  const id = useId()
  const region = useRef<HTMLElement>(null)
  const check = useSessionCheck({size: settings.size, maxChars, onPassed})
  const {Widget, ref: widgetRef, attempt, theme} = check.widget

  // Focus moves to the check (before it is painted), so keyboard and screen-reader users land on it.
  useLayoutEffect(() => {
    region.current?.focus({preventScroll: true})
    region.current?.scrollIntoView?.({block: 'nearest'})
  }, [])

  const titleId = `${id}-title`
  const descriptionId = `${id}-description`
  const privacy = href('/help/privacy', {basePath, locale, defaultLocale})

  return (
    <section ref={region} className="human-check" aria-labelledby={titleId} aria-describedby={descriptionId} tabIndex={-1} data-size={settings.size}>
      <h2 id={titleId} className="human-check-title">
        <ShieldCheck aria-hidden="true" size={20} />
        <span>{t('verify.title')}</span>
      </h2>
      <p id={descriptionId} className="human-check-text">
        {t(expired ? 'verify.expired' : 'verify.required')} {t('verify.willSend')}
      </p>
      <div className="human-check-widget">
        {Widget && (
          <Widget
            key={attempt}
            ref={widgetRef}
            sitekey={settings.sitekey}
            size={settings.size}
            theme={theme}
            languageOverride={checkLanguage(locale)}
            sentry={false}
            reCaptchaCompat={false}
            scriptSource={settings.scriptSource ?? undefined}
            onLoad={check.onLoad}
            onVerify={(value) => void check.submit(value)}
            onExpire={check.onExpired}
            onChalExpired={check.onChallengeExpired}
            onError={check.onError}
          />
        )}
      </div>
      <p className="human-check-status" role="status" aria-live="polite">{check.status ? t(check.status) : ''}</p>
      {check.problem && (
        <div className="human-check-problem" role="alert">
          <p>{check.problem.text}</p>
          {check.problem.retry && (
            <button type="button" className="chip-button" onClick={check.retry}>{t('verify.retry')}</button>
          )}
        </div>
      )}
      {settings.size === 'invisible' && (
        // Invisible mode shows no hCaptcha branding: hCaptcha asks sites to name it and link its policy and terms.
        <ProtectedBy />
      )}
      <p className="human-check-privacy">
        <a href={privacy} target="_blank" rel="noopener">{t('verify.privacy')}</a>
      </p>
    </section>
  )
}
