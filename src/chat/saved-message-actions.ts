/**
 * The buttons of saved messages (components/SavedMessage.tsx), whose HTML React leaves alone: the
 * list's click handler (components/MessageList.tsx) finds the button (`data-action`) and its
 * message. Copy shows "Copied" (or the failure) on the button as CopyButton.tsx does; Regenerate
 * and Retry call the page's action.
 */
import {copyText} from '../ui/copy-text'
import type {ChatEntry} from './chat-state'

export interface SavedActionContext {
  messages: readonly ChatEntry[]
  onRegenerate: () => void
  onCopied: (ok: boolean) => void
  /** The words the Copy button changes to. */
  words: {copied: string; copyLabel: string; copy: string; copyFailed: string}
}

/** How long "Copied" stays on the button (as CopyButton.tsx). */
const CONFIRM_MS = 2000

/** Lucide's `check` and `copy` drawings, as CopyButton.tsx switches between them. */
const CHECK = '<path d="M20 6 9 17l-5-5"></path>'

/** Handles a click inside the list; true when it was a saved message's button. */
export function onSavedMessageClick(target: EventTarget | null, context: SavedActionContext): boolean {
  if (!(target instanceof Element)) return false
  const button = target.closest<HTMLButtonElement>('button[data-action]')
  const item = button?.closest('li[data-saved]')
  if (!button || !item) return false
  const message = context.messages.find((entry) => entry.id === item.getAttribute('data-message-id'))
  if (!message) return false
  if (button.dataset.action === 'again') context.onRegenerate()
  else if (button.dataset.action === 'copy') void copySaved(button, message.content, context)
  return true
}

const timers = new WeakMap<HTMLButtonElement, {timer: ReturnType<typeof setTimeout>; restore: () => void}>()

async function copySaved(button: HTMLButtonElement, text: string, {onCopied, words}: SavedActionContext): Promise<void> {
  const ok = await copyText(text)
  const previous = timers.get(button)
  if (previous) {
    clearTimeout(previous.timer)
    previous.restore()
  }
  const icon = button.querySelector('svg')
  const label = button.querySelector('span')
  const drawing = icon?.innerHTML ?? ''
  const iconClass = icon?.getAttribute('class') ?? ''
  let failure: HTMLSpanElement | null = null
  if (ok) {
    button.setAttribute('aria-label', words.copied)
    if (label) label.textContent = words.copied
    if (icon) {
      icon.innerHTML = CHECK
      icon.setAttribute('class', 'lucide lucide-check')
    }
  } else {
    failure = document.createElement('span')
    failure.className = 'copy-failed'
    failure.textContent = words.copyFailed
    button.after(failure)
  }
  onCopied(ok)
  const restore = () => {
    button.setAttribute('aria-label', words.copyLabel)
    if (label) label.textContent = words.copy
    if (icon) {
      icon.innerHTML = drawing
      icon.setAttribute('class', iconClass)
    }
    failure?.remove()
    timers.delete(button)
  }
  timers.set(button, {timer: setTimeout(restore, ok ? CONFIRM_MS : CONFIRM_MS * 3), restore})
}
