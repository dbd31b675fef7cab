import {useId} from 'react'
import {useRoute} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'
import {labUnitText, labValueText} from '../lab-format'
import type {WireLabRow, WireLabTable} from '../wire-table'
import './lab-table.css'

export interface LabTableProps {
  /** The document the results were read from. */
  name: string
  table: WireLabTable
}

/**
 * "Your results": the rows Hale read from a lab report, as a real table (caption, column and row
 * headers), the analytes named in the visitor's language by the server (`WireLabRow.name`). The range is the report's, as written; a flag is a word
 * and an arrow, never a colour alone. The flag comes before the range (as many reports print
 * it), so that on a 360 px phone the test, value, unit and flag show at once and only the range
 * may need the sideways scroll, inside a region the keyboard can reach. Lines Hale could not read are counted, never guessed.
 */
export function LabTable({name, table}: LabTableProps) {
  const t = useTranslation()
  const {locale} = useRoute()
  const id = useId()
  const critical = new Set(table.critical)
  return (
    <div className="lab-results">
      <div className="lab-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="lab-table">
          <caption id={id}><span className="lab-caption-text">{t('labs.caption', {name})}</span></caption>
          <thead>
            <tr>
              <th scope="col">{t('labs.test')}</th>
              <th scope="col" className="lab-number">{t('labs.result')}</th>
              <th scope="col">{t('labs.unit')}</th>
              <th scope="col">{t('labs.flag')}</th>
              <th scope="col">{t('labs.range')}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index} data-flag={row.flag ?? undefined} data-critical={critical.has(index) || undefined}>
                <th scope="row">{row.name}</th>
                <td className="lab-number">{labValueText(row, locale, t('labs.negative'))}</td>
                <td>{labUnitText(row.unit)}</td>
                <td><FlagMark row={row} critical={critical.has(index)} /></td>
                <td>{row.range ?? <span className="lab-muted">{t('labs.noRange')}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.unrecognisedLines > 0 && (
        <p className="lab-note">
          {table.unrecognisedLines === 1 ? t('labs.unrecognisedOne') : t('labs.unrecognisedMany', {count: table.unrecognisedLines})}
        </p>
      )}
      <p className="lab-note">{t('labs.source')}</p>
    </div>
  )
}

/** High or low as a word with an arrow, and "Critical" with a warning sign. */
function FlagMark({row, critical}: {row: WireLabRow; critical: boolean}) {
  const t = useTranslation()
  if (!row.flag && !critical) return null
  return (
    <span className="lab-flag">
      {row.flag === 'high' && <span className="lab-flag-side"><span aria-hidden="true">↑</span>{t('labs.high')}</span>}
      {row.flag === 'low' && <span className="lab-flag-side"><span aria-hidden="true">↓</span>{t('labs.low')}</span>}
      {critical && <span className="lab-flag-critical"><span aria-hidden="true">⚠</span>{t('labs.critical')}</span>}
    </span>
  )
}

/** The lab tables of a message's attachments, one per lab report. */
export function LabTables({attachments}: {attachments: readonly {id: string; name: string; labTable?: WireLabTable}[]}) {
  const reports = attachments.filter((attachment) => attachment.labTable)
  if (reports.length === 0) return null
  return <>{reports.map((attachment) => <LabTable key={attachment.id} name={attachment.name} table={attachment.labTable!} />)}</>
}
