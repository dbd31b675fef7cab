import {copyText} from '../ui/copy-text'

/** What became of a new link: the share sheet took it, the clipboard did, or neither (the visitor copies it by hand). */
export type Delivery = 'shared' | 'copied' | 'copyFailed'

/**
 * Phones (Web Share API, coarse pointer): the system share sheet. Elsewhere (or when it fails):
 * the clipboard. `title` goes into the share sheet with the link.
 */
export async function deliverLink(url: string, title: string): Promise<Delivery> {
  const phone = typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches
  if (phone) {
    try {
      await navigator.share({title, url})
      return 'shared'
    } catch (failure) {
      if ((failure as Error).name === 'AbortError') return 'shared' // the visitor closed the sheet; the link is below
    }
  }
  return (await copyText(url)) ? 'copied' : 'copyFailed'
}
