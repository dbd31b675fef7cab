/**
 * hCaptcha's React component, imported only when the check is shown (a chunk of its own, not in
 * any page's first load), with the theme it is drawn in and the two things the check does to
 * it: reset it after a refused token, load it afresh after it failed.
 */
import type HCaptcha from '@hcaptcha/react-hcaptcha'
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react'

export interface HcaptchaWidget {
  /** The component once imported; null while it loads. */
  Widget: typeof HCaptcha | null
  /** The rendered widget: `execute`, `isReady`, `resetCaptcha`. */
  ref: RefObject<HCaptcha | null>
  /** The widget's key: each reload counts one, so a new widget replaces the failed one. */
  attempt: number
  theme: 'light' | 'dark'
  /** Clears the widget's answer, so the visitor can try again. */
  reset(): void
  /** Drops the component and imports it again. */
  reload(): void
}

/** `onLoadFailed`: the import failed (offline). Keep it stable: a new callback imports again. */
export function useHcaptchaWidget(onLoadFailed: () => void): HcaptchaWidget {
  const ref = useRef<HCaptcha>(null)
  const [Widget, setWidget] = useState<typeof HCaptcha | null>(null)
  /** Bumped by "Try again" after the script failed: loads the check afresh. */
  const [attempt, setAttempt] = useState(0)
  const [theme] = useState<'light' | 'dark'>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')

  useEffect(() => {
    let live = true
    import('@hcaptcha/react-hcaptcha').then(
      (module) => live && setWidget(() => module.default),
      () => {
        if (live) onLoadFailed()
      },
    )
    return () => {
      live = false
    }
  }, [attempt, onLoadFailed])

  const reset = useCallback(() => {
    ref.current?.resetCaptcha()
  }, [])

  const reload = useCallback(() => {
    setWidget(null)
    setAttempt((count) => count + 1)
  }, [])

  return {Widget, ref, attempt, theme, reset, reload}
}
