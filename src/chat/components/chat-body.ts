/**
 * The chat page's body for the server, which renders it with the page. The browser build takes
 * chat-body.browser.ts instead, which loads it with hydration.
 */
import {serverPart} from '../../framework/later-part'
import {ChatBody as Body} from './ChatBody'

export const ChatBody = serverPart(Body)
