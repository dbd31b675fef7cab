/**
 * hCaptcha's check, shown when the server asks for it (`401 verification_required`): a labelled
 * region that takes focus, says why it is there and that the visitor's text is kept, loads
 * `@hcaptcha/react-hcaptcha` only now (a separate chunk, not in any page's first load), and
 * sends the token to `POST /api/session`. On a pass it calls `onPassed`, and the page sends
 * what the visitor typed. Expired and failed checks reset with a message; an unavailable
 * hCaptcha says so (with the emergency guidance) and offers to try again.
 */
import type HCaptcha from '@hcaptcha/react-hcaptcha'
import {ShieldCheck} from 'lucide-react'
import {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react'
import {createSession} from '../../chat/api'
import type {VerificationSettings} from '../../chat/chat-settings'
import {noticeText} from '../../chat/errors'
import {useRoute} from '../../framework'
import type {MessageKey} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'
import {href} from '../../framework/router/href'

export interface HumanCheckProps {
  settings: VerificationSettings
  /** The visitor's verified session expired (rather than never existed). */
  expired: boolean
  /** The session is verified: send what the visitor typed. */
  onPassed: () => void
  /** For the screen's maximum message length in a fallback error text. */
  maxChars?: number
}

/** What went wrong, and whether "Try again" re-sends the same token (hCaptcha could not say) or reloads the check. */
interface Problem {
  text: string
  retry: 'token' | 'reload' | null
}

/** "This site is protected by hCaptcha and its {privacy} and {terms} apply." with the two links. */
function protectedBy(template: string, privacyText: string, termsText: string): ReactNode[] {
  return template.split(/(\{privacy\}|\{terms\})/).map((part, index) => {
    if (part === '{privacy}') return <a key={index} href={HCAPTCHA_PRIVACY} target="_blank" rel="noopener noreferrer">{privacyText}</a>
    if (part === '{terms}') return <a key={index} href={HCAPTCHA_TERMS} target="_blank" rel="noopener noreferrer">{termsText}</a>
    return part
  })
}

export const HCAPTCHA_PRIVACY = 'https://www.hcaptcha.com/privacy'
export const HCAPTCHA_TERMS = 'https://www.hcaptcha.com/terms'

/** The `hl` hCaptcha understands: the page's language (`en-US` → `en`). */
export function checkLanguage(locale: string): string {
  return (locale.split('-')[0] ?? 'en').toLowerCase()
}

export function HumanCheck({settings, expired, onPassed, maxChars = 8000}: HumanCheckProps) {
  const t = useTranslation()
  const {locale, basePath, defaultLocale} = useRoute()
  const id = useId()
  const region = useRef<HTMLElement>(null)
  const widget = useRef<HCaptcha>(null)
  const [Widget, setWidget] = useState<typeof HCaptcha | null>(null)
  /** Bumped by "Try again" after the script failed: loads the check afresh. */
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<MessageKey | null>('verify.loading')
  const [problem, setProblem] = useState<Problem | null>(null)
  const token = useRef<string | null>(null)
  const [theme] = useState<'light' | 'dark'>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')

  // Focus moves to the check (before it is painted), so keyboard and screen-reader users land on it.
  useLayoutEffect(() => {
    region.current?.focus({preventScroll: true})
    region.current?.scrollIntoView?.({block: 'nearest'})
  }, [])

  useEffect(() => {
    let live = true
    import('@hcaptcha/react-hcaptcha').then(
      (module) => live && setWidget(() => module.default),
      () => {
        if (!live) return
        setStatus(null)
        setProblem({text: t('verify.loadFailed'), retry: 'reload'})
      },
    )
    return () => {
      live = false
    }
  }, [attempt, t])

  const reset = useCallback(() => {
    token.current = null
    widget.current?.resetCaptcha()
  }, [])

  const submit = useCallback(async (value: string) => {
    token.current = value
    setProblem(null)
    setStatus('verify.checking')
    const result = await createSession({basePath}, {token: value, locale})
    if (result.ok) {
      setStatus('verify.passed')
      onPassed()
      return
    }
    setStatus(null)
    if (result.status === 403) {
      reset()
      setProblem({text: t('verify.failed'), retry: null})
    } else if (result.status === 400) {
      reset()
      setProblem({text: t('verify.invalidToken'), retry: null})
    } else if (result.status === 503 || result.status === 0) {
      // hCaptcha (or the network) could not say: the same token may be tried again.
      setProblem({text: t(result.status === 503 ? 'verify.unavailable' : 'chat.error.network'), retry: 'token'})
    } else if (result.status === 429) {
      reset()
      setProblem({text: noticeText(t, locale, {code: result.code, status: 429, retryAfter: result.retryAfter, at: Date.now()}, maxChars), retry: null})
    } else {
      reset()
      setProblem({text: t('chat.error.internal'), retry: null})
    }
  }, [basePath, locale, maxChars, onPassed, reset, t])

  const onLoad = useCallback(() => {
    setStatus(null)
    // Invisible: the visitor already pressed Send; hCaptcha shows a challenge only if it needs one.
    if (settings.size === 'invisible') widget.current?.execute()
  }, [settings.size])

  const onError = useCallback((code: string) => {
    setStatus(null)
    if (/script|network/i.test(code)) setProblem({text: t('verify.loadFailed'), retry: 'reload'})
    else setProblem({text: t('verify.error'), retry: settings.size === 'invisible' ? 'reload' : null})
  }, [settings.size, t])

  const onExpired = useCallback(() => {
    token.current = null
    setStatus(null)
    setProblem({text: t('verify.checkExpired'), retry: settings.size === 'invisible' ? 'reload' : null})
  }, [settings.size, t])

  const onChallengeExpired = useCallback(() => {
    reset()
    onExpired()
  }, [onExpired, reset])

  const retry = useCallback(() => {
    if (problem?.retry === 'token' && token.current) {
      void submit(token.current)
      return
    }
    setProblem(null)
    if (settings.size === 'invisible' && Widget && problem?.retry === 'reload' && widget.current?.isReady()) {
      widget.current.execute()
      return
    }
    setStatus('verify.loading')
    setWidget(null)
    setAttempt((count) => count + 1)
  }, [problem, settings.size, submit, Widget])

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
            ref={widget}
            sitekey={settings.sitekey}
            size={settings.size}
            theme={theme}
            languageOverride={checkLanguage(locale)}
            sentry={false}
            reCaptchaCompat={false}
            scriptSource={settings.scriptSource ?? undefined}
            onLoad={onLoad}
            onVerify={(value) => void submit(value)}
            onExpire={onExpired}
            onChalExpired={onChallengeExpired}
            onError={onError}
          />
        )}
      </div>
      <p className="human-check-status" role="status" aria-live="polite">{status ? t(status) : ''}</p>
      {problem && (
        <div className="human-check-problem" role="alert">
          <p>{problem.text}</p>
          {problem.retry && (
            <button type="button" className="chip-button" onClick={retry}>{t('verify.retry')}</button>
          )}
        </div>
      )}
      {settings.size === 'invisible' && (
        // Invisible mode shows no hCaptcha branding: hCaptcha asks sites to name it and link its policy and terms.
        <p className="human-check-privacy">{protectedBy(t('verify.protectedBy'), t('verify.privacyPolicy'), t('verify.terms'))}</p>
      )}
      <p className="human-check-privacy">
        <a href={privacy} target="_blank" rel="noopener">{t('verify.privacy')}</a>
      </p>
    </section>
  )
}
