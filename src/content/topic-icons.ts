/**
 * The icons of the seven topics, on their own: the home page shows them on its chips and should
 * not load every subtopic's icon with them (`topics.ts` has the whole tree).
 */
import {Brain, Heart, Pill, Stethoscope, TestTube, Watch, Wind, type LucideIcon} from 'lucide-react'

export const topicIcons: Readonly<Record<string, LucideIcon>> = {
  'general-health': Stethoscope,
  'medications': Pill,
  'lab-results': TestTube,
  'mental-health': Brain,
  'heart': Heart,
  'breathing-allergies': Wind,
  'sleep-activity': Watch,
}
