/**
 * The chat page's body in the browser: loaded when hydration reaches it, with every message of
 * the language, and hydrated once here (src/framework/later-part.tsx). The page's first load is
 * its header; the server's HTML of the conversation and the composer shows meanwhile.
 */
import {withAllMessages} from '../../framework/i18n/translate'
import {laterPart} from '../../framework/later-part'

const loadBody = withAllMessages(() => import('./ChatBody'))

export const ChatBody = laterPart(() => loadBody().then((module) => module.ChatBody))
