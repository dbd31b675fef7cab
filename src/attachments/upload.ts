/**
 * One file to `POST /api/attachments` with XMLHttpRequest, whose upload progress fetch cannot
 * report. Never rejects: the result says what happened, with the API's error code.
 */
import {apiHref, type ApiBase} from '../chat/api'
import {isObject, toMessageAttachment, type MessageAttachment} from '../chat/types'

export type UploadResult =
  | {ok: true; attachment: MessageAttachment}
  | {ok: false; code: string; status: number; expired?: boolean}

export interface UploadHandle {
  done: Promise<UploadResult>
  abort(): void
}

export const attachmentsHref = (base: ApiBase) => apiHref('/attachments', base)
export const attachmentHref = (base: ApiBase, id: string) => apiHref(`/attachments/${encodeURIComponent(id)}`, base)

/** Upload `file`; `onProgress` gets the share sent, from 0 to 1. `locale`: the page's, in which a photo's text is read. */
export function uploadFile(base: ApiBase, file: File, locale: string, onProgress: (share: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest()
  const done = new Promise<UploadResult>((resolve) => {
    xhr.open('POST', `${attachmentsHref(base)}?locale=${encodeURIComponent(locale)}`)
    xhr.responseType = 'text'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // Not JSON: a proxy's page. The status says enough.
      }
      if (xhr.status === 201 && isObject(body) && Array.isArray(body.attachments)) {
        const attachment = toMessageAttachment(body.attachments[0])
        if (attachment) return resolve({ok: true, attachment})
      }
      const error = isObject(body) && isObject(body.error) && typeof body.error.code === 'string' ? body.error.code : `http_${xhr.status}`
      const expired = isObject(body) && isObject(body.error) && body.error.expired === true
      resolve({ok: false, code: xhr.status === 201 ? 'bad_response' : error, status: xhr.status, ...(expired ? {expired} : {})})
    }
    xhr.onerror = () => resolve({ok: false, code: 'network', status: 0})
    xhr.onabort = () => resolve({ok: false, code: 'aborted', status: 0})
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
  return {done, abort: () => xhr.abort()}
}

/** Remove an unsent attachment from the server (a chip's ×). Errors are ignored: it expires by itself. */
export function deleteAttachment(base: ApiBase, id: string): void {
  void fetch(attachmentHref(base, id), {method: 'DELETE', credentials: 'same-origin'}).catch(() => {})
}
