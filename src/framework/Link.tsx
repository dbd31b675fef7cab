import type {AnchorHTMLAttributes, MouseEvent} from 'react'
import {href as buildHref} from './router/href'
import {useNavigator, useRoute} from './context'
import {isClientNavigation} from './navigation'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An internal path (`/help/privacy`, without base path or locale) or an absolute URL. */
  href: string
  /** Link to this locale instead of the current one. */
  locale?: string
}

/** True for `https://…`, `mailto:` and other URLs with a scheme, and `//host` URLs. */
export function isExternalHref(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')
}

/**
 * An anchor whose internal URL gets the base path and locale, and whose plain left click
 * navigates without a full page load. Hovering, focusing or touching it fetches the target page's
 * code: a phone has no hover, and its tap's click comes only when the finger lifts.
 */
export function Link({href, locale, onClick, onMouseEnter, onFocus, onTouchStart, ...rest}: LinkProps) {
  const route = useRoute()
  const navigator = useNavigator()
  const external = isExternalHref(href)
  const url = external
    ? href
    : buildHref(href, {basePath: route.basePath, locale: locale ?? route.locale, defaultLocale: route.defaultLocale})

  function prefetch() {
    if (!external) navigator.prefetch(url)
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (external) return
    if (isClientNavigation(event, event.currentTarget, window.location.origin)) {
      event.preventDefault()
      navigator.push(event.currentTarget.href)
    }
  }

  return (
    <a
      {...rest}
      href={url}
      onClick={handleClick}
      onMouseEnter={(event) => { onMouseEnter?.(event); prefetch() }}
      onFocus={(event) => { onFocus?.(event); prefetch() }}
      onTouchStart={(event) => { onTouchStart?.(event); prefetch() }}
    />
  )
}
