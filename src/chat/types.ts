/**
 * What the chat API sends the browser, as the browser sees it. The server's own types live in
 * server/storage/storage.ts; these are the JSON shapes, checked when they arrive.
 */
import {isRedFlagCategory, type RedFlagCategory} from '../safety/verdict'
import {toWireLabTable, type WireLabTable} from '../labs/wire-table'

export type MessageRole = 'user' | 'assistant'
export type MessageStatus = 'complete' | 'incomplete' | 'error' | 'streaming'

/** A saved message as the API and the chat page's props carry it (no session id, ever). */
export interface WireMessage {
  id: string
  role: MessageRole
  content: string
  status: MessageStatus
  errorCode: string | null
  /** A visitor's message's attachments, with what the model received of each. */
  attachments?: MessageAttachment[]
  /** A visitor's message: the emergency categories found in it when it was sent (empty: none). */
  redFlags?: RedFlagCategory[]
  /**
   * An answer's markdown rendered on the server (`renderOnServer`), for the server's rendering of
   * a saved message (server/chat/saved-messages.tsx), which then needs no markdown renderer.
   */
  html?: string
  /**
   * A saved message on the chat page: the content of its list item as the server rendered it
   * (server/chat/saved-messages.tsx), which the browser shows as it is. Only the page's props have it.
   */
  savedHtml?: string
  /** A failed answer on the chat page: its error in words, in the page's language (only the page's props have it). */
  errorMessage?: string
}

/** What the model received of one attachment (the server builds it: server/attachments/model-context.ts). */
export type Received =
  | {kind: 'image'; name: string; sent: boolean; ocr?: ReceivedOcr}
  | {kind: 'pdf' | 'text'; name: string; pages: number | null; pagesRead: number | null; chars: number; truncated: boolean; noText: boolean; ocr?: true}

/** A photo's text read by OCR: `read` false when none could be read; `chars` of it given to the model. */
export interface ReceivedOcr {read: boolean; chars: number; truncated: boolean}

/** An attachment as the API sends it (built by server/attachments/model-context.ts `wireAttachments`). */
export interface MessageAttachment {
  id: string
  kind: 'image' | 'pdf' | 'text'
  name: string
  mime: string
  size: number
  width: number | null
  height: number | null
  received: Received
  /** A lab report: the results Hale read from its text (absent: not a lab report). */
  labTable?: WireLabTable
  /**
   * A health-data export: the summary Hale read from it (absent: not one). Checked where it is
   * drawn (`toWireHealthSummary`, in the message components), not here: the check and its list of
   * metrics would join the first load of every page that reads a message.
   */
  healthSummary?: unknown
}

/** `value` as a MessageAttachment, or null when it does not have the shape. */
export function toMessageAttachment(value: unknown): MessageAttachment | null {
  if (!isObject(value) || !isObject(value.received)) return null
  const {id, kind, name, mime, size, width, height, received} = value
  if (typeof id !== 'string' || typeof name !== 'string' || typeof mime !== 'string' || typeof size !== 'number') return null
  if (kind !== 'image' && kind !== 'pdf' && kind !== 'text') return null
  const number = (item: unknown) => (typeof item === 'number' ? item : null)
  const got: Received = received.kind === 'image'
    ? {kind: 'image', name: String(received.name ?? name), sent: received.sent === true, ...(isObject(received.ocr) ? {ocr: {
      read: received.ocr.read === true, chars: number(received.ocr.chars) ?? 0, truncated: received.ocr.truncated === true}} : {})}
    : {
        kind: received.kind === 'pdf' ? 'pdf' : 'text', name: String(received.name ?? name), pages: number(received.pages),
        pagesRead: number(received.pagesRead), chars: number(received.chars) ?? 0, truncated: received.truncated === true, noText: received.noText === true,
        ...(received.ocr === true ? {ocr: true as const} : {}),
      }
  const labTable = toWireLabTable(value.labTable)
  return {
    id, kind, name, mime, size, width: number(width), height: number(height), received: got,
    ...(labTable ? {labTable} : {}), ...(value.healthSummary !== undefined ? {healthSummary: value.healthSummary} : {}),
  }
}

/** The `safety` event: the server's red-flag detector found an emergency in the visitor's message. */
export interface SafetyNotice {
  categories: string[]
  selfHarm: boolean
  emergencyNumber: string | null
  crisisLine: string | null
}

export type ChatStreamEvent =
  | {type: 'user'; message: WireMessage}
  | {type: 'safety'; safety: SafetyNotice}
  | {type: 'delta'; text: string}
  | {type: 'done'; message: WireMessage}
  | {type: 'error'; code: string; message: string; answer: WireMessage | null}

const roles: readonly string[] = ['user', 'assistant']
const statuses: readonly string[] = ['complete', 'incomplete', 'error', 'streaming']

/** `value` as a WireMessage (extra fields dropped), or null when it does not have the shape. */
export function toWireMessage(value: unknown): WireMessage | null {
  if (!isObject(value)) return null
  const {id, role, content, status, errorCode} = value
  if (typeof id !== 'string' || typeof content !== 'string') return null
  if (typeof role !== 'string' || !roles.includes(role)) return null
  if (typeof status !== 'string' || !statuses.includes(status)) return null
  const attachments = Array.isArray(value.attachments)
    ? value.attachments.map(toMessageAttachment).filter((item): item is MessageAttachment => item !== null)
    : []
  return {
    id, content, role: role as MessageRole, status: status as MessageStatus,
    errorCode: typeof errorCode === 'string' ? errorCode : null,
    ...(attachments.length > 0 ? {attachments} : {}),
    ...(Array.isArray(value.redFlags) ? {redFlags: value.redFlags.filter(isRedFlagCategory)} : {}),
  }
}

/** One server-sent event of the chat stream as a typed event, or null for anything else. */
export function toChatStreamEvent(type: string, data: string): ChatStreamEvent | null {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (!isObject(value)) return null
  switch (type) {
    case 'user':
    case 'done': {
      const message = toWireMessage(value.message ?? value)
      return message ? {type, message} : null
    }
    case 'delta':
      return typeof value.text === 'string' ? {type, text: value.text} : null
    case 'safety': {
      const categories = Array.isArray(value.categories) ? value.categories.filter((item): item is string => typeof item === 'string') : []
      return {
        type,
        safety: {
          categories,
          selfHarm: value.selfHarm === true,
          emergencyNumber: typeof value.emergencyNumber === 'string' && value.emergencyNumber.trim() ? value.emergencyNumber : null,
          crisisLine: typeof value.crisisLine === 'string' && value.crisisLine.trim() ? value.crisisLine : null,
        },
      }
    }
    case 'error':
      return {
        type,
        code: typeof value.code === 'string' ? value.code : 'internal',
        message: typeof value.message === 'string' ? value.message : '',
        answer: toWireMessage(value.answer),
      }
    default:
      return null
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
