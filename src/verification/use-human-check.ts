/**
 * The human check's place in a page: `ask` shows it (after a `401 verification_required`) and
 * remembers what to do once the visitor passes (send what they typed, again); `passed` hides it
 * and does that. The visitor's text never leaves the composer meanwhile.
 */
import {useCallback, useMemo, useRef, useState} from 'react'

export interface HumanCheckState {
  /** Shown, and why: `expired` when the verified session timed out. Null: hidden. */
  check: {expired: boolean} | null
  ask(expired: boolean, then: () => void): void
  passed(): void
}

export function useHumanCheck(): HumanCheckState {
  const [check, setCheck] = useState<{expired: boolean} | null>(null)
  const then = useRef<(() => void) | null>(null)
  const ask = useCallback((expired: boolean, next: () => void) => {
    then.current = next
    setCheck({expired})
  }, [])
  const passed = useCallback(() => {
    const next = then.current
    then.current = null
    setCheck(null)
    next?.()
  }, [])
  return useMemo(() => ({check, ask, passed}), [check, ask, passed])
}
