/** What the API makes of a visitor's message: its checked content, and a first title from it. */
import {HttpError} from '../framework/errors'

/** The visitor's message: a non-empty string within the configured length (413 beyond). */
export function messageContent(body: Record<string, unknown>, maxChars: number): string {
  const content = body.content
  if (typeof content !== 'string' || content.trim() === '') {
    throw new HttpError(400, {key: 'apiError.content'}, {code: 'invalid_message'})
  }
  if (content.length > maxChars) {
    throw new HttpError(413, {key: 'apiError.contentTooLong', values: (locale) => ({max: maxChars.toLocaleString(locale)})}, {code: 'message_too_long'})
  }
  return content
}

/** A first title for a conversation: the first line of its first message, shortened. */
export function titleFrom(content: string): string {
  const line = content.trim().split('\n', 1)[0]!.trim()
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line
}
