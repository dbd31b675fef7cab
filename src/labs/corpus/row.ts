/**
 * One expected row of a corpus case, written short: `row('potassium', 5.8, 'mmol/L', 'high')`.
 * The corpus files (held-out/ and development/) list every result row of a report with it.
 */
import type {Analyte, LabFlag, LabReportCase} from '../types'

export type ExpectedRow = LabReportCase['expected'][number]

export const row = (analyte: Analyte, value: number, unit: string, flag: LabFlag = null): ExpectedRow => ({analyte, value, unit, flag})
