/**
 * Uploaded attachments. Part of the Storage interface (storage.ts).
 *
 * An attachment belongs to the session that uploaded it. Until a message is sent with it, it is
 * "unsent" (`messageId` null): its owner may delete it, and unsent ones older than an hour are
 * removed (`deleteUnsent`). Sending links it to the visitor's message; it is deleted with that
 * message, its conversation or its session. The bytes live in the database (a BLOB), so
 * instances share nothing but the database.
 */

import type {OcrWord} from '../../src/labs/ocr-confidence'

export type AttachmentKind = 'image' | 'pdf' | 'text'
export const attachmentKinds: readonly AttachmentKind[] = ['image', 'pdf', 'text']

/** What Hale knows of an attachment, without its bytes. */
export interface Attachment {
  id: string
  sessionId: string
  /** The visitor's message it was sent with; null until then. */
  messageId: string | null
  kind: AttachmentKind
  /** The type of the stored bytes (re-encoded images: JPEG, PNG or WebP). */
  mime: string
  /** A safe display name (no path, no control characters). */
  name: string
  /** Bytes stored. */
  size: number
  /** Images: pixels after re-encoding. Null otherwise. */
  width: number | null
  height: number | null
  /** The text extracted (possibly cut, see `textTruncated`); for images and scans, read by OCR. Null when none was read. */
  text: string | null
  /**
   * Where `text` came from: `document` (a text file, a PDF's text layer), `ocr` (read from a photo or
   * from scanned PDF pages, some of it at least; with `text` null, OCR found nothing), null (not read).
   */
  textSource: TextSource | null
  /**
   * Text read by OCR: the words of `text` Tesseract was unsure of (below `UNSURE_CONFIDENCE`, with
   * their line in `text`), so that the lab table refuses the values it doubted. Null when unknown:
   * not read by OCR, or stored before Hale kept them.
   */
  unsureWords: OcrWord[] | null
  /** True when `text` is only the beginning of the document's text. */
  textTruncated: boolean
  /** PDF: pages in the document, and pages read for text. Null otherwise. */
  pages: number | null
  pagesRead: number | null
  createdAt: number
}

export type TextSource = 'document' | 'ocr'

/** `textSource` defaults to `document` when there is text, else null; `unsureWords` to null. */
export type NewAttachment = Omit<Attachment, 'id' | 'messageId' | 'createdAt' | 'size' | 'textSource' | 'unsureWords'> & {
  data: Uint8Array; textSource?: TextSource | null; unsureWords?: OcrWord[] | null
}

/** The source an attachment is stored with. */
export function textSourceOf(input: Pick<NewAttachment, 'text' | 'textSource'>): TextSource | null {
  return input.textSource !== undefined ? input.textSource : input.text === null ? null : 'document'
}

/** The unsure words as a column holds them: JSON, or NULL. */
export function unsureWordsColumn(words: readonly OcrWord[] | null): string | null {
  return words === null ? null : JSON.stringify(words.map(({line, text, confidence}) => ({line, text, confidence})))
}

/** The unsure words of a column's JSON (NULL: unknown). */
export function unsureWordsOf(column: string | null): OcrWord[] | null {
  return column === null ? null : JSON.parse(column) as OcrWord[]
}

export interface AttachmentsStore {
  /** Store an unsent attachment. Rejects with a `constraint` StorageError when the session does not exist. */
  add(input: NewAttachment): Promise<Attachment>
  /** Only the owner's: null for another session's (or an unknown) id. */
  get(sessionId: string, id: string): Promise<Attachment | null>
  /** The stored bytes, owner only; null when not found or not theirs. */
  data(sessionId: string, id: string): Promise<{attachment: Attachment; data: Buffer} | null>
  /** Delete an unsent attachment of the owner's. False when not found, not theirs, or already sent. */
  delete(sessionId: string, id: string): Promise<boolean>
  /**
   * Link unsent attachments of `sessionId` to `messageId`, all or none: null (and nothing
   * changed) when any id is unknown, another session's, already sent, or repeated. Returns them
   * in the order of `ids`.
   */
  attach(sessionId: string, ids: readonly string[], messageId: string): Promise<Attachment[] | null>
  /** The attachments of these messages, by message id, in upload order. No owner check. */
  forMessages(messageIds: readonly string[]): Promise<Map<string, Attachment[]>>
  /** The bytes of attachments by id (for the model). No owner check. */
  dataFor(ids: readonly string[]): Promise<Map<string, Buffer>>
  /**
   * Sent attachments by id, in the order of `ids` (unknown and unsent ones left out). No owner
   * check: for a share's snapshot, whose ids the server recorded itself.
   */
  sentByIds(ids: readonly string[]): Promise<Attachment[]>
  /** A sent attachment with its bytes, or null. No owner check: the caller checked a live share. */
  sentData(id: string): Promise<{attachment: Attachment; data: Buffer} | null>
  /** Unsent attachments of the session, oldest first. */
  listUnsent(sessionId: string): Promise<Attachment[]>
  /** Delete unsent attachments created before `before` (ms); returns how many. */
  deleteUnsent(before: number): Promise<number>
}

/** How long an attachment may wait to be sent before `deleteUnsent` removes it. */
export const UNSENT_TTL_MS = 60 * 60 * 1000
