/** Lab report corpus, HELD-OUT half (eighteenth set): empty until it is written. */
import type {LabReportCase} from '../../types'

const cases: readonly LabReportCase[] = []

export default cases
