/**
 * The human check's exchange with hCaptcha and the server: hCaptcha's widget gives a token,
 * `POST /api/session` accepts it (`onPassed`) or refuses it. Keeps the status line and the
 * problem shown, resets the widget after a refusal, and does what "Try again" says: re-send the
 * same token, run the invisible check again, or load the check afresh.
 */
import {useCallback, useRef, useState} from 'react'
import {createSession} from '../chat/api'
import type {VerificationSettings} from '../chat/chat-settings'
import {useRoute} from '../framework'
import type {MessageKey} from '../framework/i18n/translate'
import {useTranslation} from '../framework/i18n/use-translation'
import {checkExpiredProblem, loadFailedProblem, refusalProblem, widgetErrorProblem, type Problem} from './check-problems'
import {useHcaptchaWidget, type HcaptchaWidget} from './use-hcaptcha-widget'

export interface SessionCheckOptions {
  size: VerificationSettings['size']
  /** For the screen's maximum message length in a fallback error text. */
  maxChars: number
  onPassed: () => void
}

export interface SessionCheck {
  widget: HcaptchaWidget
  /** The status line's message (loading, checking, passed); null: nothing to say. */
  status: MessageKey | null
  problem: Problem | null
  /** Sends hCaptcha's token to the server. */
  submit(token: string): Promise<void>
  /** hCaptcha's callbacks. */
  onLoad(): void
  onError(code: string): void
  onExpired(): void
  onChallengeExpired(): void
  /** "Try again" under a problem. */
  retry(): void
}

export function useSessionCheck({size, maxChars, onPassed}: SessionCheckOptions): SessionCheck {
  const t = useTranslation()
  const {locale, basePath} = useRoute()
  const [status, setStatus] = useState<MessageKey | null>('verify.loading')
  const [problem, setProblem] = useState<Problem | null>(null)
  const token = useRef<string | null>(null)
  const invisible = size === 'invisible'

  const onLoadFailed = useCallback(() => {
    setStatus(null)
    setProblem(loadFailedProblem(t))
  }, [t])
  const widget = useHcaptchaWidget(onLoadFailed)
  const {Widget, ref: widgetRef, reset: resetWidget, reload} = widget

  const reset = useCallback(() => {
    token.current = null
    resetWidget()
  }, [resetWidget])

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
    const refused = refusalProblem(t, locale, result, maxChars)
    if (refused.retry !== 'token') reset()
    setProblem(refused)
  }, [basePath, locale, maxChars, onPassed, reset, t])

  const onLoad = useCallback(() => {
    setStatus(null)
    // Invisible: the visitor already pressed Send; hCaptcha shows a challenge only if it needs one.
    if (invisible) widgetRef.current?.execute()
  }, [invisible, widgetRef])

  const onError = useCallback((code: string) => {
    setStatus(null)
    setProblem(widgetErrorProblem(t, code, invisible))
  }, [invisible, t])

  const onExpired = useCallback(() => {
    token.current = null
    setStatus(null)
    setProblem(checkExpiredProblem(t, invisible))
  }, [invisible, t])

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
    if (invisible && Widget && problem?.retry === 'reload' && widgetRef.current?.isReady()) {
      widgetRef.current.execute()
      return
    }
    setStatus('verify.loading')
    reload()
  }, [problem, invisible, submit, Widget, widgetRef, reload])

  return {widget, status, problem, submit, onLoad, onError, onExpired, onChallengeExpired, retry}
}
