import {Check, Copy} from 'lucide-react'
import {useEffect, useRef, useState} from 'react'
import {useTranslation} from '../../framework/i18n/use-translation'
import {copyText} from '../../ui/copy-text'

export interface CopyButtonProps {
  text: string
  /** Told whether copying worked, for the page's screen-reader announcement. */
  onCopied?: (ok: boolean) => void
}

/** How long "Copied" stays on the button. */
const CONFIRM_MS = 2000

/** Copies an answer's markdown. Falls back to a hidden text box where the Clipboard API is missing (plain HTTP). */
export function CopyButton({text, onCopied}: CopyButtonProps) {
  const t = useTranslation()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    const ok = await copyText(text)
    setState(ok ? 'copied' : 'failed')
    onCopied?.(ok)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), ok ? CONFIRM_MS : CONFIRM_MS * 3)
  }

  return (
    <>
      <button type="button" className="chip-button" onClick={copy} data-action="copy" aria-label={state === 'copied' ? t('chat.copied') : t('chat.copyLabel')}>
        {state === 'copied' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        <span>{state === 'copied' ? t('chat.copied') : t('chat.copy')}</span>
      </button>
      {state === 'failed' && <span className="copy-failed">{t('chat.copyFailed')}</span>}
    </>
  )
}
