import {Volume2} from 'lucide-react'
import {useRoute} from '../../framework/context'
import {useTranslation} from '../../framework/i18n/use-translation'
import {pressReadAloud} from '../load-read-aloud'

/**
 * An answer's Read aloud button, as the page first shows it (hidden by the style sheet until the
 * page knows it can read aloud: ../read-aloud-availability.ts). Pressed, the reading code takes
 * the button over (../read-aloud-controls.ts): Pause, Resume, and a Stop beside it. In a saved
 * answer's server HTML the click reaches it through the message list's handler instead.
 */
export function ReadAloudButton() {
  const t = useTranslation()
  const {basePath} = useRoute()
  return (
    <button type="button" className="chip-button read-aloud-button" data-action="read-aloud" aria-label={t('readAloud.playLabel')}
      onClick={(event) => pressReadAloud(event.currentTarget, basePath)}>
      <Volume2 aria-hidden="true" size={16} /><span>{t('readAloud.play')}</span>
    </button>
  )
}
