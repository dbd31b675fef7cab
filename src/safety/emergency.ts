/**
 * The emergency banner's decision, in the browser, from a verdict already made: the one stored
 * with a saved message, the browser's own for a message not confirmed yet (`local-red-flags.ts`),
 * merged with the server's `safety` event. Nothing here runs the detector.
 */
import type {RedFlagCategory} from './verdict'
import type {SafetyNotice} from '../chat/types'

export interface Emergency {
  /** What was found, for the banner's action lines. */
  categories: RedFlagCategory[]
  selfHarm: boolean
  emergencyNumber: string | null
  crisisLine: string | null
  poisonControl: string | null
}

/** The operator's numbers, from the page's props. */
export interface SafetyContacts {
  emergencyNumber: string | null
  crisisLine: string | null
  poisonControl?: string | null
}

/**
 * The banner for a visitor's message, or null. Either its verdict or the server's event may
 * raise it; the server's numbers win when it sent them.
 */
export function emergencyOf(categories: readonly RedFlagCategory[] | undefined, contacts: SafetyContacts, server?: SafetyNotice | null): Emergency | null {
  const found = [...(categories ?? [])]
  for (const category of server?.categories ?? []) if (!found.includes(category as RedFlagCategory)) found.push(category as RedFlagCategory)
  if (found.length === 0 && !server) return null
  return {
    categories: found,
    selfHarm: found.includes('self_harm') || server?.selfHarm === true,
    emergencyNumber: server?.emergencyNumber ?? contacts.emergencyNumber,
    crisisLine: server?.crisisLine ?? contacts.crisisLine,
    poisonControl: contacts.poisonControl ?? null,
  }
}
