/**
 * Pure helpers of client-side navigation, kept free of side effects so they can be unit-tested.
 */

/** The subset of a click event the decision needs. */
export interface ClickLike {
  defaultPrevented: boolean
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** The subset of a link the decision needs. */
export interface LinkLike {
  href: string
  target: string
  hasAttribute(name: string): boolean
}

/** True when a click on `link` should become a client-side navigation instead of a page load. */
export function isClientNavigation(event: ClickLike, link: LinkLike, origin: string): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  const ownTab = !link.target || link.target === '_self'
  if (event.defaultPrevented || event.button !== 0 || modified || !ownTab) return false
  if (link.hasAttribute('download') || link.hasAttribute('data-full-load')) return false
  try {
    return new URL(link.href).origin === origin
  } catch {
    return false
  }
}

/** True when `next` differs from `current` only by its hash (the browser scrolls; nothing to load). */
export function isHashChange(current: string, next: string): boolean {
  const a = new URL(current)
  const b = new URL(next)
  return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search && b.hash !== ''
}
