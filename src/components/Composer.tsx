import {Camera, Mic, Paperclip, SendHorizontal} from 'lucide-react'
import {useId} from 'react'
import {useTranslation} from '../i18n/use-translation'

export interface ComposerProps {
  /** Text to start with (a suggested question). */
  initialText?: string
  /** False until the server can answer: the controls show but do not act. */
  ready?: boolean
}

/**
 * The message composer: a text box with Mic, Paperclip, Camera and Send. This step of the
 * product shows it; sending, speaking and attaching are wired up by the conversation issues.
 */
export function Composer({initialText = '', ready = false}: ComposerProps) {
  const t = useTranslation()
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <form className="composer" aria-label={t('composer.label')} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-text`} className="visually-hidden">{t('composer.label')}</label>
      <textarea
        id={`${id}-text`}
        name="content"
        rows={3}
        defaultValue={initialText}
        placeholder={t('composer.placeholder')}
        aria-describedby={hintId}
        maxLength={8000}
      />
      <div className="composer-actions">
        <div className="composer-tools">
          <button type="button" className="icon-button" aria-label={t('composer.mic')} title={t('composer.mic')} disabled={!ready}>
            <Mic aria-hidden="true" size={20} />
          </button>
          <button type="button" className="icon-button" aria-label={t('composer.attach')} title={t('composer.attach')} disabled={!ready}>
            <Paperclip aria-hidden="true" size={20} />
          </button>
          <button type="button" className="icon-button" aria-label={t('composer.camera')} title={t('composer.camera')} disabled={!ready}>
            <Camera aria-hidden="true" size={20} />
          </button>
        </div>
        <button type="submit" className="send-button" disabled={!ready}>
          <SendHorizontal aria-hidden="true" size={18} />
          <span>{t('composer.send')}</span>
        </button>
      </div>
      <p id={hintId} className="composer-hint">{ready ? t('composer.hint') : t('composer.notReady')}</p>
    </form>
  )
}
