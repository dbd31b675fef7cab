/**
 * What an answer needs to render in the browser, loaded on first need (./load-markdown.ts): the
 * markdown renderer, and the block splitting of a streaming answer.
 */
export {renderMarkdown} from '../markdown/render-markdown'
export {continueBlocks} from './blocks'
