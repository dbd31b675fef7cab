/**
 * A conversation as a file to keep or to give to a clinician: Markdown (readable) or JSON
 * (complete). Pure functions of the conversation, its messages and the moment of the export.
 */
import {translate} from '../../src/framework/i18n/translate'
import {listFormat} from '../../src/framework/i18n/intl'
import {redFlagNameKey, verdictOf} from '../../src/safety/verdict'
import type {Conversation, Message} from '../storage/storage'
import {labTablesJson, labTablesMarkdown, type LabTablesByMessage} from './export-labs'
import {healthDataJson, healthDataMarkdown, type HealthDataByMessage} from './export-health'

export const exportFormats = ['md', 'json'] as const
export type ExportFormat = (typeof exportFormats)[number]

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (exportFormats as readonly string[]).includes(value)
}

export const exportContentTypes: Record<ExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/**
 * `hale-{title}-{yyyy-mm-dd}.{format}`: the title cut down to lowercase ASCII letters, digits and
 * dashes (accents dropped), so the name is safe in every file system and in a header.
 */
export function exportFileName(conversation: Pick<Conversation, 'title' | 'createdAt'>, format: ExportFormat): string {
  const slug = conversation.title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 50).replace(/-+$/, '')
  const date = new Date(conversation.createdAt).toISOString().slice(0, 10)
  return `hale-${slug || 'conversation'}-${date}.${format}`
}

/**
 * The JSON export: everything the visitor wrote and was answered, with times in ISO 8601, and the
 * rows of the lab reports a visitor's message carried (`labResults`) and its health-data
 * summaries (`healthData`).
 */
export function exportJson(
  conversation: Conversation, messages: readonly Message[], exportedAt: number, labTables: LabTablesByMessage = new Map(), healthData: HealthDataByMessage = new Map(),
): string {
  const iso = (time: number) => new Date(time).toISOString()
  return `${JSON.stringify({
    format: 'hale-conversation',
    version: 1,
    exportedAt: iso(exportedAt),
    conversation: {
      id: conversation.id, title: conversation.title, topic: conversation.topic, locale: conversation.locale,
      createdAt: iso(conversation.createdAt), updatedAt: iso(conversation.updatedAt),
    },
    messages: messages.map((message) => ({
      id: message.id, role: message.role, content: message.content, status: message.status,
      errorCode: message.errorCode, model: message.model, createdAt: iso(message.createdAt),
      ...(message.role === 'user' ? {redFlags: message.redFlags === null ? null : verdictOf(message.redFlags).categories} : {}),
      ...(labTables.has(message.id) ? {labResults: labTablesJson(labTables.get(message.id)!)} : {}),
      ...(healthData.has(message.id) ? {healthData: healthDataJson(healthData.get(message.id)!)} : {}),
    })),
  }, null, 2)}\n`
}

/**
 * The Markdown export, in the conversation's language: the title, when it was exported, the
 * disclaimer, then each message under a heading naming who wrote it and when (UTC), with a note
 * where Hale showed its emergency banner, the table of each lab report a visitor's message
 * carried and the tables and charts of its health-data summaries. Message text is already
 * markdown and is kept as it is.
 */
export function exportMarkdown(
  conversation: Conversation, messages: readonly Message[], exportedAt: number, labTables: LabTablesByMessage = new Map(), healthData: HealthDataByMessage = new Map(),
): string {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(conversation.locale, key, values)
  const when = (time: number) => new Date(time).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
  const lines = [
    `# ${oneLine(conversation.title) || t('chat.untitled')}`,
    '',
    `*${t('export.exported', {date: when(exportedAt)})}*`,
    '',
    `> ${t('footer.disclaimer')}`,
  ]
  for (const message of messages) {
    if (message.status === 'streaming' && message.content === '') continue
    const who = message.role === 'user' ? t('export.you') : t('app.name')
    lines.push('', `## ${who} · ${when(message.createdAt)}`, '', message.content.trim() === '' ? `*${t('export.noText')}*` : message.content.trimEnd())
    if (message.status !== 'complete') lines.push('', `*${t('export.incomplete')}*`)
    const flags = message.redFlags === null ? [] : verdictOf(message.redFlags).categories
    if (flags.length > 0) {
      const names = listFormat(conversation.locale, {type: 'conjunction'}).format(flags.map((category) => t(redFlagNameKey(category))))
      lines.push('', `> ⚠️ ${t('export.redFlags', {categories: names})}`)
    }
    lines.push(...labTablesMarkdown(labTables.get(message.id) ?? [], conversation.locale))
    lines.push(...healthDataMarkdown(healthData.get(message.id) ?? [], conversation.locale))
  }
  return `${lines.join('\n')}\n`
}

/** A title safe on one heading line (titles are stored on one line; this only guards). */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim()
}
