/** Saved rows as the API and the pages send them: only the fields the browser uses. */
import type {WireMessage} from '../../src/chat/types'
import {verdictOf} from '../../src/safety/verdict'
import type {WireMessageWithAttachments} from './relay'

/** What the chat page shows of a saved message (only these fields), with its attachments and red flags. */
export function pageMessage({id, role, content, status, errorCode, attachments, redFlags}: WireMessageWithAttachments): WireMessage {
  const verdict = redFlags === null ? {} : {redFlags: verdictOf(redFlags).categories}
  if (!attachments) return {id, role, content, status, errorCode, ...verdict}
  return {id, role, content, status, errorCode, attachments, ...verdict}
}
