/**
 * Topic texts by locale, for data functions (server side): pages receive only the words of
 * their own locale as props, so the browser never downloads every language.
 */
import {findTopic, topics, type TopicCatalog, type TopicNode, type TopicText} from './topics'
import en from './topics/en'
import es from './topics/es'
import fr from './topics/fr'
import de from './topics/de'

const catalogs: Record<string, TopicCatalog> = {en, es, fr, de}

/** The topic catalog of a locale: exact, then its language, then English. */
export function topicCatalog(locale: string): TopicCatalog {
  const lower = locale.toLowerCase()
  return catalogs[lower] ?? catalogs[lower.split('-')[0] ?? ''] ?? en
}

/** A topic as a card shows it. */
export interface TopicSummary {
  /** Slug path, e.g. `heart/blood-pressure`. */
  path: string
  title: string
  summary: string
}

/** One topic's page. */
export interface TopicPageData extends TopicSummary {
  description: string
  questions: readonly string[]
  subtopics: TopicSummary[]
  /** The topics above this one, outermost first. */
  trail: TopicSummary[]
}

function summaryOf(catalog: TopicCatalog, path: string): TopicSummary {
  const text: TopicText | undefined = catalog[path] ?? en[path]
  if (!text) throw new Error(`Expected a text for the topic ${path}`)
  return {path, title: text.title, summary: text.summary}
}

/** The seven topics, for the home page. */
export function topicSummaries(locale: string): TopicSummary[] {
  const catalog = topicCatalog(locale)
  return topics.map((node) => summaryOf(catalog, node.slug))
}

/** The page data of a topic slug path, or null when it is not a topic. */
export function topicPage(locale: string, slug: readonly string[]): TopicPageData | null {
  const chain = findTopic(slug)
  if (!chain) return null
  const catalog = topicCatalog(locale)
  const paths = chain.map((_, index) => chain.slice(0, index + 1).map((node) => node.slug).join('/'))
  const path = paths[paths.length - 1]!
  const node: TopicNode = chain[chain.length - 1]!
  const text = catalog[path] ?? en[path]!
  return {
    ...summaryOf(catalog, path),
    description: text.description,
    questions: text.questions,
    subtopics: node.children.map((child) => summaryOf(catalog, `${path}/${child.slug}`)),
    trail: paths.slice(0, -1).map((parent) => summaryOf(catalog, parent)),
  }
}
