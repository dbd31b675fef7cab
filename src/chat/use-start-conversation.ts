/**
 * Starting a conversation from a page that is not the chat page (`/`, a topic's suggested
 * question): create it, hand the first message to the chat page, and go there without a reload.
 */
import {useCallback} from 'react'
import {useNavigator, useRoute} from '../framework'
import {withAllMessages} from '../framework/i18n/translate'
import {href} from '../framework/router/href'
import type {ApiResult} from './api'
import type {MessageAttachment} from './types'

/** `attachments`: uploaded already, sent with the first message. */
export type StartConversation = (text: string, topic?: string, attachments?: readonly MessageAttachment[]) => Promise<ApiResult<string>>

/** The chat API client and the hand-over to the chat page (loaded on the first send, or earlier by the page). */
export const loadChatApi = withAllMessages(() => Promise.all([import('./api'), import('./pending')]))

export function useStartConversation(): StartConversation {
  const {basePath, locale, defaultLocale} = useRoute()
  const navigator = useNavigator()
  return useCallback(async (text, topic, attachments) => {
    // The chat API client loads on the first send: the pages that start conversations do not need
    // it before. Failing to load it is a network failure, like failing to reach the API.
    const modules = await loadChatApi().catch(() => null)
    if (!modules) return {ok: false, status: 0, code: 'network', message: ''}
    const [api, pending] = modules
    const created = await api.createConversation({basePath}, topic ? {locale, topic} : {locale})
    if (!created.ok) return created
    pending.setPendingMessage(created.value, text, attachments)
    navigator.push(href(`/chat/${encodeURIComponent(created.value)}`, {basePath, locale, defaultLocale}))
    return created
  }, [basePath, locale, defaultLocale, navigator])
}
