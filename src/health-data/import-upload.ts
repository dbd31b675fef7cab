/**
 * A watch or phone export to `POST /api/health-imports`, with XMLHttpRequest: one request reports
 * both the upload (its `upload.onprogress`) and the server's reading of the file (the event
 * stream it answers with, read as it arrives). Never rejects: the result says what happened.
 */
import {apiHref, type ApiBase} from '../chat/api'
import {SseParser} from '../chat/event-stream-parser'
import {isObject, toMessageAttachment, type MessageAttachment} from '../chat/types'

/** Where an import is: the file going up, the server reading it, then writing its summary. */
export type ImportPhase = 'uploading' | 'reading' | 'summarising'

export type ImportResult =
  | {ok: true; attachment: MessageAttachment}
  | {ok: false; code: string; status: number; expired?: boolean}

export interface ImportHandle {
  done: Promise<ImportResult>
  abort(): void
}

/** Send `file`; `onProgress` gets the phase and the share of it done, from 0 to 1. */
export function importHealthExport(base: ApiBase, file: File, locale: string, onProgress: (phase: ImportPhase, share: number) => void): ImportHandle {
  const xhr = new XMLHttpRequest()
  const parser = new SseParser()
  const encoder = new TextEncoder()
  let seen = 0
  let outcome: ImportResult | null = null

  /** The events that arrived since the last call: progress is reported, the last word kept. */
  const readEvents = () => {
    if (!isEventStream(xhr)) return
    const text = xhr.responseText
    if (text.length === seen) return
    const events = parser.push(encoder.encode(text.slice(seen)))
    seen = text.length
    for (const event of events) {
      let data: unknown = null
      try {
        data = JSON.parse(event.data)
      } catch {
        continue
      }
      if (!isObject(data)) continue
      if (event.type === 'progress' && (data.phase === 'reading' || data.phase === 'summarising')) {
        onProgress(data.phase, typeof data.fraction === 'number' ? Math.min(1, Math.max(0, data.fraction)) : 0)
      } else if (event.type === 'done') {
        const attachment = toMessageAttachment(data.attachment)
        outcome = attachment ? {ok: true, attachment} : {ok: false, code: 'bad_response', status: xhr.status}
      } else if (event.type === 'error') {
        outcome = {ok: false, code: typeof data.code === 'string' ? data.code : 'import_failed', status: xhr.status}
      }
    }
  }

  const done = new Promise<ImportResult>((resolve) => {
    const query = `?name=${encodeURIComponent(file.name)}&locale=${encodeURIComponent(locale)}`
    xhr.open('POST', `${apiHref('/health-imports', base)}${query}`)
    xhr.responseType = 'text'
    xhr.setRequestHeader('Accept', 'text/event-stream, application/json')
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    onProgress('uploading', 0)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress('uploading', event.loaded / event.total)
    }
    // The whole body is up: the server reads it next (its first event says so too).
    xhr.upload.onload = () => onProgress('reading', 0)
    xhr.onprogress = readEvents
    xhr.onload = () => {
      if (isEventStream(xhr)) {
        readEvents()
        return resolve(outcome ?? {ok: false, code: 'import_failed', status: xhr.status})
      }
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // Not JSON: a proxy's page. The status says enough.
      }
      const error = isObject(body) && isObject(body.error) ? body.error : null
      const code = error && typeof error.code === 'string' ? error.code : `http_${xhr.status}`
      resolve({ok: false, code, status: xhr.status, ...(error?.expired === true ? {expired: true} : {})})
    }
    xhr.onerror = () => resolve({ok: false, code: 'network', status: 0})
    xhr.onabort = () => resolve({ok: false, code: 'aborted', status: 0})
    xhr.send(file)
  })
  return {done, abort: () => xhr.abort()}
}

function isEventStream(xhr: XMLHttpRequest): boolean {
  return xhr.status === 200 && (xhr.getResponseHeader('Content-Type') ?? '').startsWith('text/event-stream')
}
