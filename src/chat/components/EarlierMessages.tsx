import {useState} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {EarlierLoaded} from '../use-chat'

export interface EarlierMessagesProps {
  /** Saved messages before the first one shown. */
  count: number
  /** Loads the next window: how many came and how many are left, or null when it failed. */
  onLoad: () => Promise<EarlierLoaded | null>
  /** After a window was shown (for the screen-reader announcement and focus). */
  onShown: (loaded: EarlierLoaded) => void
}

/**
 * Above a long conversation's messages: a button that loads the earlier ones, a window at a time
 * (src/chat/message-window.ts). It keeps focus while it loads, so a keyboard user stays where
 * they were; a failure says so and the button tries again.
 */
export function EarlierMessages({count, onLoad, onShown}: EarlierMessagesProps) {
  const t = useTranslation()
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  async function load() {
    if (loading) return
    setLoading(true)
    setFailed(false)
    const loaded = await onLoad()
    setLoading(false)
    if (loaded === null) setFailed(true)
    else onShown(loaded)
  }

  return (
    <div className="earlier-messages">
      <button type="button" className="chip-button" onClick={load} aria-disabled={loading || undefined}>
        {loading ? t('chat.earlierLoading') : t('chat.earlier', {count})}
      </button>
      {failed && <p className="earlier-messages-error" role="alert">{t('chat.earlierFailed')}</p>}
    </div>
  )
}
