/**
 * The lab tables of a conversation's messages in its exports: a Markdown table under the
 * visitor's message (in the conversation's language), and the rows in the JSON. See
 * docs/lab-results.md.
 */
import {translate} from '../../src/framework/i18n/translate'
import {labResultText, labUnitText, labValueText} from '../../src/labs/lab-format'
import type {WireLabTable} from '../../src/labs/wire-table'
import {wireLabTableFor} from '../attachments/lab-context'
import type {Storage} from '../storage/storage'
import type {Message} from '../storage/storage'

/** A lab report of a message: the document's name and its table. */
export interface MessageLabTable {
  name: string
  table: WireLabTable
}

/** Message id → the tables of its lab reports, in upload order (messages without one are absent). */
export type LabTablesByMessage = ReadonlyMap<string, readonly MessageLabTable[]>

/** The lab tables of the visitors' messages among `messages`. */
export async function labTablesOf(storage: Pick<Storage, 'attachments'>, messages: readonly Message[], locale: string): Promise<LabTablesByMessage> {
  const byMessage = await storage.attachments.forMessages(messages.filter((message) => message.role === 'user').map((message) => message.id))
  const tables = new Map<string, MessageLabTable[]>()
  for (const [id, attachments] of byMessage) {
    const found = attachments.flatMap((attachment) => {
      const table = wireLabTableFor(attachment, locale)
      return table ? [{name: attachment.name, table}] : []
    })
    if (found.length > 0) tables.set(id, found)
  }
  return tables
}

/** The Markdown of a message's lab tables: each a heading line, the table, and the lines not read. */
export function labTablesMarkdown(tables: readonly MessageLabTable[], locale: string): string[] {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(locale, key, values)
  const lines: string[] = []
  for (const {name, table} of tables) {
    const critical = new Set(table.critical)
    lines.push('', `**${cell(t('export.labResults', {name}))}**`, '')
    lines.push(`| ${[t('labs.test'), t('labs.result'), t('labs.unit'), t('labs.flag'), t('labs.range')].map(cell).join(' | ')} |`, '|---|---:|---|---|---|')
    table.rows.forEach((row, index) => {
      const flag = [row.flag === 'high' ? `↑ ${t('labs.high')}` : row.flag === 'low' ? `↓ ${t('labs.low')}` : '', critical.has(index) ? `⚠️ ${t('labs.critical')}` : '']
        .filter(Boolean).join(', ')
      const values = [row.name, labValueText(row, locale, t('labs.negative')), labUnitText(row.unit), flag, row.range ?? t('labs.noRange')]
      lines.push(`| ${values.map(cell).join(' | ')} |`)
    })
    if (table.unrecognisedLines > 0) {
      lines.push('', `*${table.unrecognisedLines === 1 ? t('labs.unrecognisedOne') : t('labs.unrecognisedMany', {count: table.unrecognisedLines})}*`)
    }
    for (const index of table.critical) {
      const row = table.rows[index]!
      lines.push('', `> ⚠️ ${t('emergency.labValue', {analyte: row.name, result: labResultText(row, locale, t('labs.negative'))})}`)
    }
  }
  return lines
}

/** A message's lab tables in the JSON export: the rows as read, each critical one marked. */
export function labTablesJson(tables: readonly MessageLabTable[]) {
  return tables.map(({name, table}) => ({
    attachment: name,
    rows: table.rows.map(({name: _name, ...row}, index) => ({...row, critical: table.critical.includes(index)})),
    unrecognisedLines: table.unrecognisedLines,
  }))
}

/** Text safe in one Markdown table cell. */
function cell(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/([\\|*_`[\]<>])/g, '\\$1')
}
