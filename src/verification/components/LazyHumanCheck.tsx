/**
 * The human check, loaded when it is needed: most pages never show it, so its code (and
 * hCaptcha's component, which it loads in turn) is not part of any page's first load.
 */
import {lazy, Suspense} from 'react'
import {withAllMessages} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'
import type {HumanCheckProps} from './HumanCheck'

const loadHumanCheck = withAllMessages(() => import('./HumanCheck'))
const Loaded = lazy(() => loadHumanCheck().then(
  (module) => ({default: module.HumanCheck}),
  // Its code could not be fetched (offline): say so rather than fail the page. The text stays in the composer.
  () => ({default: CouldNotLoad}),
))

export function LazyHumanCheck(props: HumanCheckProps) {
  const t = useTranslation()
  return (
    <Suspense fallback={<p className="human-check-status" role="status">{t('verify.loading')}</p>}>
      <Loaded {...props} />
    </Suspense>
  )
}

function CouldNotLoad() {
  const t = useTranslation()
  return <p className="composer-notice" role="alert">{t('verify.loadFailed')}</p>
}
