/** One answer at a time per conversation, in this process. */
import {HttpError} from '../framework/errors'

/** Conversations with an answer being written. */
const answering = new Set<string>()

/**
 * Claims the conversation for an answer: a second message (or a regenerate) while an answer is
 * being written is a 409 `busy`. Returns the release, to call when the answer has ended.
 */
export function claimConversation(id: string): () => void {
  if (answering.has(id)) throw new HttpError(409, {key: 'apiError.conversationBusy'}, {code: 'busy'})
  answering.add(id)
  return () => { answering.delete(id) }
}
