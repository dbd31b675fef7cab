/**
 * Keeping the newest text in view while an answer streams, the way chat apps do: the page
 * follows the answer until the visitor scrolls up, and follows again once they scroll back to
 * the end. The page itself scrolls (not an inner box), and a sticky composer covers the bottom
 * of the window, so "the end" is the end of the messages just above the composer.
 *
 * The visitor's intent is read from their input as well as from scroll positions: a wheel turned
 * up, or a key that scrolls up, stops following at once (a smooth scroll moves only a pixel or two
 * in its first frame, and the next token would otherwise pull the page back down), and nothing is
 * followed while a finger is on the screen.
 */
import {useCallback, useEffect, useMemo, useRef, type RefObject} from 'react'

/** Within this many pixels of the end counts as "at the end". */
export const NEAR_END_PX = 80

/**
 * How far the end of the messages is below the visible area (negative: above its bottom).
 * `endBottom` is the end marker's `getBoundingClientRect().bottom`, `viewportHeight` the
 * window's inner height, `covered` the height of what sticks over the bottom (the composer).
 */
export function distanceToEnd(endBottom: number, viewportHeight: number, covered: number): number {
  return endBottom - (viewportHeight - covered)
}

/**
 * Whether to keep following after a scroll event: scrolling up (by more than a pixel or two)
 * stops following; being near the end (again) resumes it; otherwise nothing changes.
 */
export function nextFollowing(following: boolean, previousY: number, y: number, distance: number): boolean {
  if (y < previousY - 2) return distance <= 0 ? following : false
  // A small move up (the first frame of a smooth scroll) never resumes following.
  if (y < previousY) return following
  if (distance <= NEAR_END_PX) return true
  return following
}

/** Keys that scroll the page up when focus is not in a text field. */
const UP_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'PageUp', 'Home'])

/** True when a key pressed on `target` edits text instead of scrolling the page. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'INPUT' || target.tagName === 'SELECT'
}

export interface AutoScroll {
  /** Scroll so the end of the messages is in view, and follow again (after sending). */
  scrollToEnd(behavior?: ScrollBehavior): void
  /** Scroll to the end only if the visitor has not scrolled away (on each new token). */
  follow(): void
}

export function useAutoScroll(end: RefObject<HTMLElement | null>, cover: RefObject<HTMLElement | null>): AutoScroll {
  const following = useRef(true)
  const touching = useRef(false)

  const distance = useCallback(() => {
    const marker = end.current
    if (!marker) return 0
    return distanceToEnd(marker.getBoundingClientRect().bottom, window.innerHeight, cover.current?.offsetHeight ?? 0)
  }, [end, cover])

  useEffect(() => {
    let y = window.scrollY
    function onScroll() {
      const next = window.scrollY
      following.current = nextFollowing(following.current, y, next, distance())
      y = next
    }
    function onWheel(event: WheelEvent) {
      if (event.deltaY < 0) following.current = false
    }
    function onKeyDown(event: KeyboardEvent) {
      if (UP_KEYS.has(event.key) && !isTextField(event.target)) following.current = false
    }
    function onTouchStart() {
      touching.current = true
    }
    function onTouchEnd(event: TouchEvent) {
      touching.current = event.touches.length > 0
    }
    const passive = {passive: true} as const
    window.addEventListener('scroll', onScroll, passive)
    window.addEventListener('wheel', onWheel, passive)
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('touchstart', onTouchStart, passive)
    window.addEventListener('touchend', onTouchEnd, passive)
    window.addEventListener('touchcancel', onTouchEnd, passive)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('wheel', onWheel)
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('touchstart', onTouchStart)
      window.removeEventListener('touchend', onTouchEnd)
      window.removeEventListener('touchcancel', onTouchEnd)
    }
  }, [distance])

  const scrollToEnd = useCallback((behavior: ScrollBehavior = 'auto') => {
    following.current = true
    const gap = distance()
    if (gap > 0) window.scrollBy({top: gap + 8, behavior})
  }, [distance])

  const follow = useCallback(() => {
    if (!following.current || touching.current) return
    const gap = distance()
    if (gap > 0) window.scrollBy({top: gap + 8, behavior: 'auto'})
  }, [distance])

  return useMemo(() => ({scrollToEnd, follow}), [scrollToEnd, follow])
}
