/**
 * Every link and image in the output: safe targets, `rel` on external links, internal paths
 * through the caller's resolver, and images shown as links to their URL, never as `<img>`
 * (EchoLeak, CVE-2025-32711).
 */
import {normalizeIdentifier} from 'micromark-util-normalize-identifier'
import {sanitizeUri} from 'micromark-util-sanitize-uri'
import type {CompileContext, Handle, HtmlExtension, Token} from 'micromark-util-types'
// Declares the `literalAutolink*` token types that `safeMedia` handles.
import type {} from 'micromark-extension-gfm-autolink-literal'

const EXTERNAL_REL = 'noopener noreferrer nofollow ugc'

/** Same allow-list as micromark's own `<a href>`: http(s), irc(s), mailto, xmpp. */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i

interface Target {
  href: string
  /** Gets `rel="noopener noreferrer nofollow ugc"`: anything but internal paths and `#fragments`. */
  external: boolean
}

interface Media {
  image: boolean
  labelId?: string
  label?: string
  referenceId?: string
  destination?: string
  title?: string
}

/**
 * HTML extension that replaces micromark's link, image and autolink output.
 *
 * micromark keeps its media state private, so every handler that touches it is
 * replaced here (see `compile.js`: `onenterlink`, `onexitlabel`, `onexitmedia`…);
 * definitions stay micromark's and are read through `getData('definitions')`.
 * Anything inside another link's or image's label is rendered without an
 * anchor, so anchors never nest. `footnoteCall` is GFM's own handler for
 * footnote calls (from `gfmHtml()`), which this extension wraps.
 */
export function safeMedia(
  resolveInternalHref: (path: string) => string,
  footnoteCall: Handle | undefined,
): HtmlExtension {
  const stack: Media[] = []

  function current(): Media {
    const media = stack[stack.length - 1]
    if (!media) throw new Error('Expected an open link or image')
    return media
  }

  /** `href` for a destination, or `undefined` when it is unsafe or empty. */
  function hrefFor(destination: string): Target | undefined {
    if (isInternalPath(destination)) {
      const href = sanitizeUri(resolveInternalHref(destination), SAFE_PROTOCOL)
      return href ? {href, external: false} : undefined
    }

    const href = sanitizeUri(destination, SAFE_PROTOCOL)
    if (!href) return undefined
    return {href, external: !href.startsWith('#')}
  }

  /** Emit `content`, wrapped in an anchor when there is a safe target and anchors do not nest. */
  function emit(context: CompileContext, target: Target | undefined, content: string, title?: string): void {
    if (target) {
      context.tag(
        '<a href="' + target.href + '"' +
          (target.external ? ' rel="' + EXTERNAL_REL + '"' : '') +
          (title ? ' title="' + title + '"' : '') + '>',
      )
    }

    context.raw(content)
    if (target) context.tag('</a>')
  }

  const exitMedia: Handle = function (this: CompileContext) {
    const media = stack.pop()
    if (!media) throw new Error('Expected an open link or image')

    const id = media.referenceId || media.labelId || ''
    const definition = media.destination === undefined ? this.getData('definitions')[normalizeIdentifier(id)] : media
    const destination = definition?.destination ?? ''
    const target = stack.length > 0 ? undefined : hrefFor(destination)
    let content = media.label ?? ''

    // An image is shown as a link to its URL, with its alt text or else the URL as text.
    if (media.image && !/\S/.test(content)) content = target ? this.encode(destination) : ''
    emit(this, target, content, definition?.title)
  }

  function autolink(this: CompileContext, token: Token, prefix: string): void {
    const value = this.sliceSerialize(token)
    emit(this, stack.length > 0 ? undefined : hrefFor(prefix + value), this.encode(value))
  }

  /** GFM footnote calls are anchors too: inside a link or image, keep only their number. */
  function exitFootnoteCall(this: CompileContext, token: Token): undefined {
    if (!footnoteCall) return
    if (stack.length === 0) return footnoteCall.call(this, token)
    const tag = this.tag
    footnoteCall.call({...this, tag: (value: string) => tag(value.replace(/<\/?a\b[^>]*>/g, ''))}, token)
  }

  return {
    enter: {
      image() {
        stack.push({image: true})
      },
      link() {
        stack.push({image: false})
      },
      resource(this: CompileContext) {
        this.buffer() // Line endings in the resource are ignored.
        current().destination = ''
      },
    },
    exit: {
      labelText(this: CompileContext, token: Token) {
        current().labelId = this.sliceSerialize(token)
      },
      label(this: CompileContext) {
        current().label = this.resume()
      },
      referenceString(this: CompileContext, token: Token) {
        current().referenceId = this.sliceSerialize(token)
      },
      resourceDestinationString(this: CompileContext) {
        current().destination = this.resume()
        this.setData('ignoreEncode')
      },
      resourceTitleString(this: CompileContext) {
        current().title = this.resume()
      },
      image: exitMedia,
      link: exitMedia,
      autolinkProtocol(this: CompileContext, token: Token) {
        autolink.call(this, token, '')
      },
      autolinkEmail(this: CompileContext, token: Token) {
        autolink.call(this, token, 'mailto:')
      },
      literalAutolinkHttp(this: CompileContext, token: Token) {
        autolink.call(this, token, '')
      },
      literalAutolinkWww(this: CompileContext, token: Token) {
        autolink.call(this, token, 'http://')
      },
      literalAutolinkEmail(this: CompileContext, token: Token) {
        autolink.call(this, token, 'mailto:')
      },
      gfmFootnoteCallString: exitFootnoteCall,
    },
  }
}

/** '/help' and '/' are internal; '//host', '/\host' and '/' followed by whitespace or controls are not. */
function isInternalPath(destination: string): boolean {
  if (destination.charCodeAt(0) !== 0x2f /* `/` */) return false
  if (destination.length === 1) return true
  const next = destination.charCodeAt(1)
  return next !== 0x2f && next !== 0x5c /* `\` */ && next > 0x20
}
