/**
 * The lab report corpus (docs/lab-results.md "How it is measured"): synthetic reports in four
 * languages with the table each must give. The held-out half was written first, by someone who
 * did not write the extractor, and is run only to measure it; the development half is the one the
 * extractor may be tuned against. Once a held-out half has been run it joins the development half
 * (development/<language>-2.ts is the first held-out half, -3 the second, -4 the third, -5 the fourth,
 * -6 the fifth, -7 the sixth, -8 the seventh, -9 the eighth, -10 the ninth, -11 the tenth, -12 the
 * eleventh, -13 the twelfth, -14 the thirteenth,
 * -15 the fourteenth, -16 the fifteenth, -17 the sixteenth, -18 the seventeenth, -19 the eighteenth) and a new one is written.
 */
import type {LabReportCase} from '../types'
import developmentDe from './development/de'
import developmentDe2 from './development/de-2'
import developmentDe3 from './development/de-3'
import developmentDe4 from './development/de-4'
import developmentDe5 from './development/de-5'
import developmentDe6 from './development/de-6'
import developmentDe7 from './development/de-7'
import developmentDe8 from './development/de-8'
import developmentDe9 from './development/de-9'
import developmentDe10 from './development/de-10'
import developmentDe11 from './development/de-11'
import developmentDe12 from './development/de-12'
import developmentDe13 from './development/de-13'
import developmentDe14 from './development/de-14'
import developmentDe15 from './development/de-15'
import developmentDe16 from './development/de-16'
import developmentDe17 from './development/de-17'
import developmentDe18 from './development/de-18'
import developmentDe19 from './development/de-19'
import developmentEn from './development/en'
import developmentEn2 from './development/en-2'
import developmentEn3 from './development/en-3'
import developmentEn4 from './development/en-4'
import developmentEn5 from './development/en-5'
import developmentEn6 from './development/en-6'
import developmentEn7 from './development/en-7'
import developmentEn8 from './development/en-8'
import developmentEn9 from './development/en-9'
import developmentEn10 from './development/en-10'
import developmentEn11 from './development/en-11'
import developmentEn12 from './development/en-12'
import developmentEn13 from './development/en-13'
import developmentEn14 from './development/en-14'
import developmentEn15 from './development/en-15'
import developmentEn16 from './development/en-16'
import developmentEn17 from './development/en-17'
import developmentEn18 from './development/en-18'
import developmentEn19 from './development/en-19'
import developmentEs from './development/es'
import developmentEs2 from './development/es-2'
import developmentEs3 from './development/es-3'
import developmentEs4 from './development/es-4'
import developmentEs5 from './development/es-5'
import developmentEs6 from './development/es-6'
import developmentEs7 from './development/es-7'
import developmentEs8 from './development/es-8'
import developmentEs9 from './development/es-9'
import developmentEs10 from './development/es-10'
import developmentEs11 from './development/es-11'
import developmentEs12 from './development/es-12'
import developmentEs13 from './development/es-13'
import developmentEs14 from './development/es-14'
import developmentEs15 from './development/es-15'
import developmentEs16 from './development/es-16'
import developmentEs17 from './development/es-17'
import developmentEs18 from './development/es-18'
import developmentEs19 from './development/es-19'
import developmentFr from './development/fr'
import developmentFr2 from './development/fr-2'
import developmentFr3 from './development/fr-3'
import developmentFr4 from './development/fr-4'
import developmentFr5 from './development/fr-5'
import developmentFr6 from './development/fr-6'
import developmentFr7 from './development/fr-7'
import developmentFr8 from './development/fr-8'
import developmentFr9 from './development/fr-9'
import developmentFr10 from './development/fr-10'
import developmentFr11 from './development/fr-11'
import developmentFr12 from './development/fr-12'
import developmentFr13 from './development/fr-13'
import developmentFr14 from './development/fr-14'
import developmentFr15 from './development/fr-15'
import developmentFr16 from './development/fr-16'
import developmentFr17 from './development/fr-17'
import developmentFr18 from './development/fr-18'
import developmentFr19 from './development/fr-19'
import heldOutEn from './held-out/en'
import heldOutEs from './held-out/es'
import heldOutFr from './held-out/fr'
import heldOutDe from './held-out/de'

export type CorpusLanguage = LabReportCase['language']

export const developmentHalf: Record<CorpusLanguage, readonly LabReportCase[]> = {
  en: [...developmentEn, ...developmentEn2, ...developmentEn3, ...developmentEn4, ...developmentEn5, ...developmentEn6, ...developmentEn7, ...developmentEn8, ...developmentEn9, ...developmentEn10, ...developmentEn11, ...developmentEn12, ...developmentEn13, ...developmentEn14, ...developmentEn15, ...developmentEn16, ...developmentEn17, ...developmentEn18, ...developmentEn19],
  es: [...developmentEs, ...developmentEs2, ...developmentEs3, ...developmentEs4, ...developmentEs5, ...developmentEs6, ...developmentEs7, ...developmentEs8, ...developmentEs9, ...developmentEs10, ...developmentEs11, ...developmentEs12, ...developmentEs13, ...developmentEs14, ...developmentEs15, ...developmentEs16, ...developmentEs17, ...developmentEs18, ...developmentEs19],
  fr: [...developmentFr, ...developmentFr2, ...developmentFr3, ...developmentFr4, ...developmentFr5, ...developmentFr6, ...developmentFr7, ...developmentFr8, ...developmentFr9, ...developmentFr10, ...developmentFr11, ...developmentFr12, ...developmentFr13, ...developmentFr14, ...developmentFr15, ...developmentFr16, ...developmentFr17, ...developmentFr18, ...developmentFr19],
  de: [...developmentDe, ...developmentDe2, ...developmentDe3, ...developmentDe4, ...developmentDe5, ...developmentDe6, ...developmentDe7, ...developmentDe8, ...developmentDe9, ...developmentDe10, ...developmentDe11, ...developmentDe12, ...developmentDe13, ...developmentDe14, ...developmentDe15, ...developmentDe16, ...developmentDe17, ...developmentDe18, ...developmentDe19],
}

export const heldOutHalf: Record<CorpusLanguage, readonly LabReportCase[]> = {
  en: heldOutEn,
  es: heldOutEs,
  fr: heldOutFr,
  de: heldOutDe,
}
