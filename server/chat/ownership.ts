/** Whose conversation it is: the API's owner check. */
import type {Request} from 'express'
import {HttpError} from '../framework/errors'
import type {HaleServices} from '../services'
import {findOwnedConversation} from '../verification/sessions'
import type {Conversation} from '../storage/storage'

/** The conversation `id` of the request's session (`findOwnedConversation`); 404 for anyone else's, whatever the reason. */
export async function ownedConversation(req: Request, services: HaleServices, id: unknown): Promise<Conversation> {
  const conversation = await findOwnedConversation(req, services.storage, id)
  if (!conversation) throw new HttpError(404, {key: 'apiError.conversationNotFound'}, {code: 'not_found'})
  return conversation
}
