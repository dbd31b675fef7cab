/**
 * Starting a conversation from a page that is not the chat page (`/`, a topic's suggested
 * question): create it, hand the first message to the chat page, and go there without a reload.
 */
import {useCallback} from 'react'
import {useNavigator, useRoute} from '../framework'
import {href} from '../router/href'
import {createConversation, type ApiResult} from './api'
import {setPendingMessage} from './pending'

export type StartConversation = (text: string, topic?: string) => Promise<ApiResult<string>>

export function useStartConversation(): StartConversation {
  const {basePath, locale, defaultLocale} = useRoute()
  const navigator = useNavigator()
  return useCallback(async (text, topic) => {
    const created = await createConversation({basePath}, topic ? {locale, topic} : {locale})
    if (!created.ok) return created
    setPendingMessage(created.value, text)
    navigator.push(href(`/chat/${encodeURIComponent(created.value)}`, {basePath, locale, defaultLocale}))
    return created
  }, [basePath, locale, defaultLocale, navigator])
}
