import type {MouseEvent} from 'react'
import {renderOnServer} from '../../markdown/Markdown'
import {RenderedMarkdown} from '../../markdown/RenderedMarkdown'
import {helpSlugs, helpSource} from '../../content/help'
import {Link, useNavigator, type GetServerSideProps} from '../../framework'
import {isClientNavigation} from '../../framework/navigation'
import {translate, type MessageKey} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'
import {numberFormat} from '../../framework/i18n/intl'
import {href} from '../../framework/router/href'
import type {AppConfig} from '../../../server/config'

export interface HelpPageProps {
  slug: string
  title: string
  /** The page's markdown, rendered on the server (its internal links under the base path and locale). */
  html: string
}

const titles: Record<(typeof helpSlugs)[number], MessageKey> = {
  index: 'help.index', privacy: 'help.privacy', voice: 'help.voice', 'self-hosting': 'help.selfHosting',
}

export const getServerSideProps: GetServerSideProps<HelpPageProps, unknown, {config: AppConfig}> = ({params, locale, services}) => {
  const parts = Array.isArray(params.slug) ? params.slug : []
  const slug = parts.length === 0 ? 'index' : parts.length === 1 && parts[0] !== 'index' ? parts[0]! : null
  const markdown = slug === null ? null : helpSource(locale, slug)
  if (slug === null || markdown === null) return {notFound: true}
  const days = services.config.retentionDays
  const retention = days === 0 ? translate(locale, 'help.retentionKeep')
    : translate(locale, days === 1 ? 'help.retentionOne' : 'help.retention', {days: numberFormat(locale).format(days)})
  const source = markdown.replaceAll('{retention}', retention)
  const title = /^# (.+)$/m.exec(source)?.[1]?.trim() ?? slug
  const {basePath, defaultLocale} = services.config
  const html = renderOnServer(source, {resolveInternalHref: (path) => href(path, {basePath, locale, defaultLocale})})
  return {props: {slug, title, html}}
}

/** `/help/[[...slug]]`: the help pages, written in markdown in the repository. */
export default function HelpPage({slug, title, html}: HelpPageProps) {
  const t = useTranslation()
  const navigator = useNavigator()

  /** Links inside the markdown navigate like every other internal link. */
  function onContentClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest?.('a')
    if (link && link.origin === window.location.origin && isClientNavigation(event, link, window.location.origin)) {
      event.preventDefault()
      navigator.push(link.href)
    }
  }

  return (
    <div className="help-layout">
      <title>{`${title} — ${t('app.name')}`}</title>
      <nav aria-label={t('help.pages')} className="help-nav">
        <ul>
          {helpSlugs.map((page) => (
            <li key={page}>
              <Link href={page === 'index' ? '/help' : `/help/${page}`} aria-current={page === slug ? 'page' : undefined}>
                {t(titles[page])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-content" onClick={onContentClick}>
        <RenderedMarkdown html={html} className="prose" />
      </div>
    </div>
  )
}
