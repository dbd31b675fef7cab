/**
 * Share links (docs/security.md "Share links"): how long they live and where they point.
 *
 * A link's URL is built from `PUBLIC_ORIGIN`, the base path and the conversation's locale, never
 * from the request (`Host`, `X-Forwarded-Host` and friends are the client's to forge). Without
 * `PUBLIC_ORIGIN` (development only: production refuses to start without it) the URL is a path,
 * `/share/…`, which the browser completes with its own origin.
 */
import {href} from '../../src/framework/router/href'
import type {AppConfig} from '../config'
import type {Share} from '../storage/shares'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** The choices of `expiresIn`, and how long each lasts (null: never expires). */
export const shareExpiries = {'24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, never: null} as const
export type ShareExpiry = keyof typeof shareExpiries
export const DEFAULT_SHARE_EXPIRY: ShareExpiry = '7d'

export function isShareExpiry(value: unknown): value is ShareExpiry {
  return typeof value === 'string' && Object.hasOwn(shareExpiries, value)
}

/** When a link made at `now` with `expiresIn` expires (ms since the epoch), or null for never. */
export function shareExpiresAt(expiresIn: ShareExpiry, now: number): number | null {
  const duration = shareExpiries[expiresIn]
  return duration === null ? null : now + duration
}

/** A language of the site for the link: the conversation's when configured, else the default. */
export function shareLocale(config: Pick<AppConfig, 'locales' | 'defaultLocale'>, locale: string): string {
  return config.locales.find((candidate) => candidate.toLowerCase() === locale.toLowerCase()) ?? config.defaultLocale
}

/** The link of a share: `PUBLIC_ORIGIN` + base path + locale prefix + `/share/{token}`. */
export function shareUrl(config: Pick<AppConfig, 'publicOrigin' | 'basePath' | 'locales' | 'defaultLocale'>, token: string, locale: string): string {
  const path = href(`/share/${encodeURIComponent(token)}`, {basePath: config.basePath, locale: shareLocale(config, locale), defaultLocale: config.defaultLocale})
  return (config.publicOrigin ?? '') + path
}

/** A share as the API answers it: the token, its URL and expiry (ISO 8601, null for never). */
export interface WireShare {
  token: string
  url: string
  createdAt: string
  expiresAt: string | null
}

export function wireShare(config: Pick<AppConfig, 'publicOrigin' | 'basePath' | 'locales' | 'defaultLocale'>, share: Share, locale: string): WireShare {
  return {
    token: share.token,
    url: shareUrl(config, share.token, locale),
    createdAt: new Date(share.createdAt).toISOString(),
    expiresAt: share.expiresAt === null ? null : new Date(share.expiresAt).toISOString(),
  }
}

/**
 * The headers of every answer about a share, its page and its attachments, 404s included
 * (docs/security.md "Share links"): not indexed, no referrer leaves the page (the token is in its URL),
 * never stored by a cache.
 */
export const SHARE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
} as const

/** The share-scoped URL path (under `/api`, without the base path) of an attachment of a shared message. */
export function sharedAttachmentPath(token: string, id: string): string {
  return `/shares/${encodeURIComponent(token)}/attachments/${encodeURIComponent(id)}`
}
