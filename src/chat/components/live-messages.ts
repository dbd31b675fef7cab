/** The components of messages that change in the browser: loaded after hydration (../load-message-components.ts). */
export {AssistantMessage} from './AssistantMessage'
export {UserMessage} from './UserMessage'
