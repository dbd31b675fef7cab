/** Lab report corpus, HELD-OUT half (nineteenth set): empty until it is written. */
import type {LabReportCase} from '../../types'

const cases: readonly LabReportCase[] = []

export default cases
