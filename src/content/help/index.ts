/**
 * The help pages: markdown shipped with the app, one file per page and locale. esbuild's text
 * loader (and the jest transform) turn each `.md` import into its text.
 */
import enIndex from './en/index.md'
import enPrivacy from './en/privacy.md'
import enVoice from './en/voice.md'
import enSelfHosting from './en/self-hosting.md'
import esIndex from './es/index.md'
import esPrivacy from './es/privacy.md'
import esVoice from './es/voice.md'
import esSelfHosting from './es/self-hosting.md'
import frIndex from './fr/index.md'
import frPrivacy from './fr/privacy.md'
import frVoice from './fr/voice.md'
import frSelfHosting from './fr/self-hosting.md'
import deIndex from './de/index.md'
import dePrivacy from './de/privacy.md'
import deVoice from './de/voice.md'
import deSelfHosting from './de/self-hosting.md'

export const helpSlugs = ['index', 'privacy', 'voice', 'self-hosting'] as const
export type HelpSlug = (typeof helpSlugs)[number]

type HelpPages = Readonly<Record<HelpSlug, string>>

/** Every locale that has help pages; `en` is the fallback. */
const pages: Readonly<Record<string, HelpPages>> = {
  en: {index: enIndex, privacy: enPrivacy, voice: enVoice, 'self-hosting': enSelfHosting},
  es: {index: esIndex, privacy: esPrivacy, voice: esVoice, 'self-hosting': esSelfHosting},
  fr: {index: frIndex, privacy: frPrivacy, voice: frVoice, 'self-hosting': frSelfHosting},
  de: {index: deIndex, privacy: dePrivacy, voice: deVoice, 'self-hosting': deSelfHosting},
}

/** True when `slug` names a help page (and not, say, an inherited property like `constructor`). */
export function isHelpSlug(slug: string): slug is HelpSlug {
  return (helpSlugs as readonly string[]).includes(slug)
}

/**
 * The markdown source of a help page in a locale, falling back to English for an unknown locale;
 * null for an unknown slug. A regional locale uses its language's pages (`es-MX` → `es`).
 */
export function helpSource(locale: string, slug: string): string | null {
  if (!isHelpSlug(slug)) return null
  const lower = locale.toLowerCase()
  const language = lower.split('-')[0] ?? ''
  const localePages = (Object.hasOwn(pages, lower) ? pages[lower] : undefined) ??
    (Object.hasOwn(pages, language) ? pages[language] : undefined) ?? pages.en
  return localePages?.[slug] ?? null
}
