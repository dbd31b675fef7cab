/**
 * The health-data summaries of attachments, read from their stored data: only attachments of the
 * summary's type are read (the other attachments' bytes stay in the database), and a summary
 * that does not have the shape is left out rather than shown wrong.
 */
import {HEALTH_SUMMARY_MIME} from '../../src/health-data/mime'
import {toWireHealthSummary} from '../../src/health-data/wire-summary'
import type {HealthSummary} from '../../src/health-data/types'
import type {Attachment, AttachmentsStore} from '../storage/attachments'

/** Attachment id → its summary. */
export type HealthSummaries = ReadonlyMap<string, HealthSummary>

export async function healthSummariesFor(store: Pick<AttachmentsStore, 'dataFor'>, attachments: Iterable<Attachment>): Promise<HealthSummaries> {
  const ids = [...attachments].filter((attachment) => attachment.mime === HEALTH_SUMMARY_MIME).map((attachment) => attachment.id)
  const summaries = new Map<string, HealthSummary>()
  if (ids.length === 0) return summaries
  for (const [id, data] of await store.dataFor(ids)) {
    const summary = parseSummary(data)
    if (summary) summaries.set(id, summary)
  }
  return summaries
}

function parseSummary(data: Uint8Array): HealthSummary | null {
  try {
    return toWireHealthSummary(JSON.parse(Buffer.from(data).toString('utf8')))
  } catch {
    return null
  }
}
