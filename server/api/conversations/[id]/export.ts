import type {HaleApiHandler} from '../../../services'
import {ownedConversation} from '../../../chat/ownership'
import {exportContentTypes, exportFileName, exportJson, exportMarkdown, exportFormats, isExportFormat} from '../../../chat/export'
import {HttpError} from '../../../framework/errors'

/**
 * `GET /api/conversations/[id]/export?format=md|json`: the conversation as a download
 * (`Content-Disposition: attachment` with a safe file name). Owner only, else 404.
 */
export const GET: HaleApiHandler = async ({req, res, params, query, services}) => {
  const format = query.format ?? 'md'
  if (!isExportFormat(format)) throw new HttpError(400, {key: 'apiError.format', values: {choices: exportFormats.join(', ')}}, {code: 'invalid_format'})
  const conversation = await ownedConversation(req, services, params.id)
  const messages = await services.storage.messages.list(conversation.id)
  const now = services.storage.limits.now()
  const body = format === 'json' ? exportJson(conversation, messages, now) : exportMarkdown(conversation, messages, now)
  res.status(200).set({
    'Content-Type': exportContentTypes[format],
    'Content-Disposition': `attachment; filename="${exportFileName(conversation, format)}"`,
  }).send(body)
}
