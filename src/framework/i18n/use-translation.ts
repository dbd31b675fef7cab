import {useCallback} from 'react'
import {useRoute} from '../context'
import {translate, type MessageKey} from './translate'

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** `t(key, values)` in the current route's locale. */
export function useTranslation(): Translate {
  const {locale} = useRoute()
  return useCallback((key, values) => translate(locale, key, values), [locale])
}
