import {renderToStaticMarkup} from 'react-dom/server'
import {fromWire} from '../../src/chat/chat-state'
import {AnswerBody} from '../../src/chat/components/AssistantMessage'
import {RouteContext} from '../../src/framework/context'
import type {RouteInfo} from '../../src/framework/types'
import type {WireMessage} from '../../src/chat/types'
import {renderMarkdown} from '../../src/markdown/render-markdown'
import {savedMessageCache, savedMessageHtml, type SavedMessageView} from './saved-messages'

const route = {locale: 'en', locales: ['en', 'es', 'fr', 'de'], defaultLocale: 'en', basePath: '/care'}
const view: SavedMessageView = {route, contacts: {emergencyNumber: '112', crisisLine: 'Line 024', poisonControl: null}, actionable: false}

let ids = 0
function answer(content: string, extra: Partial<WireMessage> = {}): WireMessage {
  ids += 1
  return {id: `answer-${ids}`, role: 'assistant', content, status: 'complete', errorCode: null, ...extra}
}
function question(content: string, extra: Partial<WireMessage> = {}): WireMessage {
  ids += 1
  return {id: `question-${ids}`, role: 'user', content, status: 'complete', errorCode: null, ...extra}
}

describe('savedMessageHtml', () => {
  it('is what the answer\'s components render inside its list item, links under the base path', () => {
    const message = answer('Drink **water**. See [privacy](/help/privacy).')
    const html = savedMessageHtml(message, view)
    const info: RouteInfo = {id: null, page: null, params: {}, query: {}, buildId: '', asPath: null, ...route}
    const resolveInternalHref = (path: string) => `/care${path}`
    const expected = renderToStaticMarkup(
      <RouteContext.Provider value={info}>
        <AnswerBody message={fromWire({...message, html: renderMarkdown(message.content, {resolveInternalHref})})} live={false} actionable={false} onRegenerate={() => {}} onCopied={() => {}} />
      </RouteContext.Provider>,
    )
    expect(html).toBe(expected)
    expect(html).toContain('<strong>water</strong>')
    expect(html).toContain('href="/care/help/privacy"')
    expect(html).toContain('data-action="copy"')
    expect(html).not.toContain('data-action="again"')
  })

  it('gives the last answer its Regenerate button, and a failed one its error and Retry', () => {
    expect(savedMessageHtml(answer('Rest.'), {...view, actionable: true})).toContain('data-action="again"')
    const failed = savedMessageHtml(answer('', {status: 'error', errorCode: 'upstream_error', errorMessage: 'The model server failed.'}), {...view, actionable: true})
    expect(failed).toContain('The model server failed.')
    expect(failed).toContain('Try again')
  })

  it('shows a visitor\'s message as text, with its emergency banner as a note', () => {
    const html = savedMessageHtml(question('I have chest pain <b>now</b>', {redFlags: ['chest_pain']}), view)
    expect(html).toContain('I have chest pain &lt;b&gt;now&lt;/b&gt;')
    expect(html).toContain('class="emergency-banner" role="note"')
    expect(html).toContain('href="tel:112"')
  })

  it('renders a message once per view, then reuses it', () => {
    const message = question('How much should I sleep?')
    const first = savedMessageHtml(message, view)
    const size = savedMessageCache.size
    expect(savedMessageHtml({...message}, view)).toBe(first)
    expect(savedMessageCache.size).toBe(size)
    // Another language is another rendering.
    const spanish = savedMessageHtml(message, {...view, route: {...route, locale: 'es'}})
    expect(spanish).not.toBe(first)
    expect(savedMessageCache.size).toBe(size + 1)
  })

  it('renders again when what it shows changed under the same id', () => {
    const message = question('Is tea fine?')
    const first = savedMessageHtml(message, view)
    expect(savedMessageHtml({...message, content: 'Is coffee fine?'}, view)).toContain('Is coffee fine?')
    expect(savedMessageHtml({...message, redFlags: ['chest_pain']}, view)).toContain('emergency-banner')
    expect(savedMessageHtml(message, view)).toBe(first)
  })

  it('does not keep a message that is still being written', () => {
    const size = savedMessageCache.size
    savedMessageHtml(answer('Half an ans', {status: 'streaming'}), view)
    expect(savedMessageCache.size).toBe(size)
  })

  it('keeps a bounded amount of HTML however many messages are rendered', () => {
    expect(savedMessageCache.maxBytes).toBe(16 * 1024 * 1024)
    const text = 'A paragraph about sleep and rest. '.repeat(150)
    for (let index = 0; index < 800; index++) savedMessageHtml(answer(`${index} ${text}`), view)
    expect(savedMessageCache.bytes).toBeLessThanOrEqual(savedMessageCache.maxBytes)
    expect(savedMessageCache.size).toBeLessThan(800)
  })
})
