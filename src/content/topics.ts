/**
 * The health topics: their slugs, icons and nesting. Language-independent; the words for each
 * topic live in `topics/{locale}.ts`, one catalog per locale, keyed by slug path.
 */
import type {LucideIcon} from 'lucide-react'
import {
  AirVent, CalendarClock, ClipboardList, CloudRain, Combine, Droplet, Droplets, FlaskConical,
  Activity, Flower2, Footprints, Gauge, HandHeart, BatteryLow, Moon, Salad, Syringe,
  Thermometer, TriangleAlert, Virus, Waves,
} from 'lucide-react'
import {topicIcons} from './topic-icons'

export interface TopicNode {
  /** Lowercase kebab-case English slug, one URL segment. */
  slug: string
  icon: LucideIcon
  /** Subtopics; empty for a subtopic (topics are at most two levels deep). */
  children: readonly TopicNode[]
}

/** The words of one topic in one locale. */
export interface TopicText {
  title: string
  /** One sentence, shown on cards. */
  summary: string
  /** Two to four careful sentences, plain text, shown on the topic's page. */
  description: string
  /** Three questions a visitor could ask the assistant, in the first person. */
  questions: readonly string[]
}

/** A locale's topic texts, keyed by slug path: `'heart'` or `'heart/blood-pressure'`. */
export type TopicCatalog = Record<string, TopicText>

function topic(slug: string, icon: LucideIcon, children: readonly TopicNode[] = []): TopicNode {
  return {slug, icon, children}
}

/** The seven topics (docs/product.md "The seven topics"), each with three subtopics. */
export const topics: readonly TopicNode[] = [
  topic('general-health', topicIcons['general-health']!, [
    topic('fever-infections', Thermometer),
    topic('healthy-eating', Salad),
    topic('vaccines', Syringe),
  ]),
  topic('medications', topicIcons['medications']!, [
    topic('side-effects', TriangleAlert),
    topic('interactions', Combine),
    topic('taking-medicines', CalendarClock),
  ]),
  topic('lab-results', topicIcons['lab-results']!, [
    topic('reading-reports', ClipboardList),
    topic('blood-tests', Droplet),
    topic('urine-tests', FlaskConical),
  ]),
  topic('mental-health', topicIcons['mental-health']!, [
    topic('stress-anxiety', Waves),
    topic('low-mood', CloudRain),
    topic('getting-support', HandHeart),
  ]),
  topic('heart', topicIcons['heart']!, [
    topic('blood-pressure', Gauge),
    topic('cholesterol', Droplets),
    topic('heart-rhythm', Activity),
  ]),
  topic('breathing-allergies', topicIcons['breathing-allergies']!, [
    topic('asthma', AirVent),
    topic('hay-fever', Flower2),
    topic('coughs-colds', Virus),
  ]),
  topic('sleep-activity', topicIcons['sleep-activity']!, [
    topic('sleep', Moon),
    topic('physical-activity', Footprints),
    topic('tiredness', BatteryLow),
  ]),
]

/** Resolve a slug path (['heart','blood-pressure']) → the chain of nodes, or null if any part is unknown. */
export function findTopic(slug: readonly string[]): TopicNode[] | null {
  if (slug.length === 0) return null
  const chain: TopicNode[] = []
  let level: readonly TopicNode[] = topics
  for (const part of slug) {
    const node = level.find((candidate) => candidate.slug === part)
    if (!node) return null
    chain.push(node)
    level = node.children
  }
  return chain
}

/** Every catalog key, parents before their children: 'heart', 'heart/blood-pressure', … */
export function topicPaths(): string[] {
  return topics.flatMap((parent) => [parent.slug, ...parent.children.map((child) => `${parent.slug}/${child.slug}`)])
}
