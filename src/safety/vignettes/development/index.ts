/**
 * The whole development half of the red-flag corpus, per language: the older vignettes
 * (`../<language>.ts`) and every part of `development/`. What the rules are tuned against and what
 * `src/safety/corpus.test.ts` and `npm run red-flags` run (see `../corpus.ts`).
 */
import type {CorpusMessage} from '../corpus'
import deVignettes from '../de'
import enVignettes from '../en'
import esVignettes from '../es'
import frVignettes from '../fr'
import de1 from './de'
import de2 from './de-2'
import de3 from './de-3'
import de4 from './de-4'
import de5 from './de-5'
import de6 from './de-6'
import de7 from './de-7'
import de8 from './de-8'
import de9 from './de-9'
import de10 from './de-10'
import de11 from './de-11'
import de12 from './de-12'
import en1 from './en'
import en2 from './en-2'
import en3 from './en-3'
import en4 from './en-4'
import en5 from './en-5'
import en6 from './en-6'
import en7 from './en-7'
import en8 from './en-8'
import en9 from './en-9'
import en10 from './en-10'
import en11 from './en-11'
import es1 from './es'
import es2 from './es-2'
import es3 from './es-3'
import es4 from './es-4'
import es5 from './es-5'
import es6 from './es-6'
import es7 from './es-7'
import es8 from './es-8'
import es9 from './es-9'
import es10 from './es-10'
import es11 from './es-11'
import fr1 from './fr'
import fr2 from './fr-2'
import fr3 from './fr-3'
import fr4 from './fr-4'
import fr5 from './fr-5'
import fr6 from './fr-6'
import fr7 from './fr-7'
import fr8 from './fr-8'
import fr9 from './fr-9'
import fr10 from './fr-10'
import fr11 from './fr-11'

export const developmentHalf: Readonly<Record<'en' | 'es' | 'fr' | 'de', readonly CorpusMessage[]>> = {
  en: [...enVignettes, ...en1, ...en2, ...en3, ...en4, ...en5, ...en6, ...en7, ...en8, ...en9, ...en10, ...en11],
  es: [...esVignettes, ...es1, ...es2, ...es3, ...es4, ...es5, ...es6, ...es7, ...es8, ...es9, ...es10, ...es11],
  fr: [...frVignettes, ...fr1, ...fr2, ...fr3, ...fr4, ...fr5, ...fr6, ...fr7, ...fr8, ...fr9, ...fr10, ...fr11],
  de: [...deVignettes, ...de1, ...de2, ...de3, ...de4, ...de5, ...de6, ...de7, ...de8, ...de9, ...de10, ...de11, ...de12],
}
