import type {LucideProps} from 'lucide-react'
import {findTopic} from '../../content/topics'

export interface TopicIconProps extends LucideProps {
  /** Slug path, e.g. `heart/blood-pressure`. */
  path: string
}

/** The lucide icon of a topic (decorative: the topic's title is always next to it). */
export function TopicIcon({path, ...props}: TopicIconProps) {
  const chain = findTopic(path.split('/'))
  const Icon = chain?.[chain.length - 1]?.icon
  return Icon ? <Icon aria-hidden="true" focusable="false" {...props} /> : null
}
