import type {HaleApiHandler} from '../../../services'
import {ownedConversation} from '../../../chat/ownership'
import {exportContentTypes, exportFileName, exportJson, exportMarkdown, exportFormats, isExportFormat} from '../../../chat/export'
import {HttpError} from '../../../framework/errors'
import {labTablesOf} from '../../../chat/export-labs'
import {healthDataOf} from '../../../chat/export-health'

/**
 * `GET /api/conversations/[id]/export?format=md|json`: the conversation as a download
 * (`Content-Disposition: attachment` with a safe file name), with the tables of its lab reports
 * and the tables and charts of its health-data summaries.
 * Owner only, else 404.
 */
export const GET: HaleApiHandler = async ({req, res, params, query, services}) => {
  const format = query.format ?? 'md'
  if (!isExportFormat(format)) throw new HttpError(400, {key: 'apiError.format', values: {choices: exportFormats.join(', ')}}, {code: 'invalid_format'})
  const conversation = await ownedConversation(req, services, params.id)
  const messages = await services.storage.messages.list(conversation.id)
  const now = services.storage.limits.now()
  const labTables = await labTablesOf(services.storage, messages, conversation.locale)
  const healthData = await healthDataOf(services.storage, messages)
  const body = format === 'json'
    ? exportJson(conversation, messages, now, labTables, healthData)
    : exportMarkdown(conversation, messages, now, labTables, healthData)
  res.status(200).set({
    'Content-Type': exportContentTypes[format],
    'Content-Disposition': `attachment; filename="${exportFileName(conversation, format)}"`,
  }).send(body)
}
