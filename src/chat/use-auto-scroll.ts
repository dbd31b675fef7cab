/**
 * Keeping the newest text in view while an answer streams, the way chat apps do: the page
 * follows the answer until the visitor scrolls up, and follows again once they scroll back to
 * the end. The page itself scrolls (not an inner box), and a sticky composer covers the bottom
 * of the window, so "the end" is the end of the messages just above the composer.
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
  if (distance <= NEAR_END_PX) return true
  return following
}

export interface AutoScroll {
  /** Scroll so the end of the messages is in view, and follow again (after sending). */
  scrollToEnd(behavior?: ScrollBehavior): void
  /** Scroll to the end only if the visitor has not scrolled away (on each new token). */
  follow(): void
}

export function useAutoScroll(end: RefObject<HTMLElement | null>, cover: RefObject<HTMLElement | null>): AutoScroll {
  const following = useRef(true)

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
    window.addEventListener('scroll', onScroll, {passive: true})
    return () => window.removeEventListener('scroll', onScroll)
  }, [distance])

  const scrollToEnd = useCallback((behavior: ScrollBehavior = 'auto') => {
    following.current = true
    const gap = distance()
    if (gap > 0) window.scrollBy({top: gap + 8, behavior})
  }, [distance])

  const follow = useCallback(() => {
    if (!following.current) return
    const gap = distance()
    if (gap > 0) window.scrollBy({top: gap + 8, behavior: 'auto'})
  }, [distance])

  return useMemo(() => ({scrollToEnd, follow}), [scrollToEnd, follow])
}
