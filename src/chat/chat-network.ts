/**
 * What the chat page needs of the network, loaded on first use (./use-chat.ts): the API client
 * and the answer stream's client with its event-stream parser.
 */
export {fetchEarlierMessages, fetchMessages, messagesHref, regenerateHref} from './api'
export {readAnswerStream} from './answer-stream'
