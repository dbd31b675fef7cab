/**
 * The lab report corpus (docs/lab-results.md "How it is measured"): synthetic reports in four
 * languages with the table each must give. The held-out half was written first, by someone who
 * did not write the extractor, and is run only to measure it; the development half is the one the
 * extractor may be tuned against.
 */
import type {LabReportCase} from '../types'
import developmentDe from './development/de'
import developmentEn from './development/en'
import developmentEs from './development/es'
import developmentFr from './development/fr'
import heldOutDe from './held-out/de'
import heldOutEn from './held-out/en'
import heldOutEs from './held-out/es'
import heldOutFr from './held-out/fr'

export type CorpusLanguage = LabReportCase['language']

export const developmentHalf: Record<CorpusLanguage, readonly LabReportCase[]> = {
  en: developmentEn,
  es: developmentEs,
  fr: developmentFr,
  de: developmentDe,
}

export const heldOutHalf: Record<CorpusLanguage, readonly LabReportCase[]> = {
  en: heldOutEn,
  es: heldOutEs,
  fr: heldOutFr,
  de: heldOutDe,
}
