/**
 * The emergency banner's decision, in the browser: the red-flag detector (the same pure module
 * the server runs) on the visitor's message, merged with the server's `safety` event. It needs
 * no model and no network, so the banner shows the moment the visitor sends.
 */
import {detectRedFlags} from '../safety/red-flags'
import type {SafetyNotice} from './types'

export interface Emergency {
  selfHarm: boolean
  emergencyNumber: string | null
  crisisLine: string | null
}

/** The operator's numbers, from the page's props. */
export interface SafetyContacts {
  emergencyNumber: string | null
  crisisLine: string | null
}

/**
 * The banner to show for a visitor's message, or null. Either the local detector or the server
 * may raise it; the server's numbers win when it sent them.
 */
export function emergencyFor(text: string, locale: string, contacts: SafetyContacts, server?: SafetyNotice | null): Emergency | null {
  let local: {emergency: boolean; selfHarm: boolean} = {emergency: false, selfHarm: false}
  try {
    local = detectRedFlags(text, locale)
  } catch {
    // A detector bug must not break the conversation; the server's event still raises the banner.
  }
  if (!local.emergency && !server) return null
  return {
    selfHarm: local.selfHarm || server?.selfHarm === true,
    emergencyNumber: server?.emergencyNumber ?? contacts.emergencyNumber,
    crisisLine: server?.crisisLine ?? contacts.crisisLine,
  }
}
