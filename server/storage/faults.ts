/**
 * Storage faults a visitor can be told about, and the operator told once: a database locked
 * beyond the busy wait, a full disk, a read-only file, a database server that cannot be reached.
 * Anything else (corruption, a closed store, a programming error) stays a 500.
 */
import type {MessageKey} from '../../src/framework/i18n/translate'
import {HttpError} from '../framework/errors'
import type {Logger} from '../framework/log'
import type {HaleServices} from '../services'
import {StorageError, type StorageErrorCode} from './storage'

interface Fault {
  status: number
  code: string
  message: MessageKey
  /** Seconds the visitor should wait, sent as `Retry-After`. */
  retryAfter?: number
}

const FAULTS: Partial<Record<StorageErrorCode, Fault>> = {
  locked: {status: 503, code: 'storage_busy', message: 'storage.busy', retryAfter: 5},
  read_only: {status: 503, code: 'storage_read_only', message: 'storage.readOnly', retryAfter: 60},
  full: {status: 507, code: 'storage_full', message: 'storage.full'},
  disconnected: {status: 503, code: 'storage_unavailable', message: 'storage.unavailable', retryAfter: 5},
}

/** The HttpError a storage fault answers with; null for any other error. */
export function storageFaultResponse(error: unknown): HttpError | null {
  if (!(error instanceof StorageError)) return null
  const fault = FAULTS[error.code]
  if (!fault) return null
  const retry = fault.retryAfter === undefined ? {} : {headers: {'Retry-After': String(fault.retryAfter)}, details: {retryAfter: fault.retryAfter}}
  return new HttpError(fault.status, {key: fault.message}, {code: fault.code, cause: error, expose: true, ...retry})
}

/**
 * The error mapper Hale gives the engine's error handler: storage faults answer with their own
 * status and are logged once per incident; anything else is the engine's to answer and log.
 */
export function storageFaultMapper(log: Logger, services?: Pick<HaleServices, 'metrics'>): (error: unknown, context?: {requestId: string}) => HttpError | null {
  const faults = new StorageFaultLog(log)
  return (error, context) => {
    if (error instanceof StorageError) services?.metrics.storageErrors.inc({code: error.code})
    const response = storageFaultResponse(error)
    if (response) faults.report(response, context?.requestId)
    return response
  }
}

/** After this long without the same fault, an incident is over. */
const INCIDENT_QUIET_MS = 30_000

/**
 * Logs each storage fault once per incident: the first failure with its cause, then, once the
 * fault has not been seen for 30 seconds, how many requests it failed and for how long.
 */
export class StorageFaultLog {
  readonly #log: Logger
  readonly #incidents = new Map<string, {code: string; started: number; last: number; failed: number; timer: NodeJS.Timeout}>()

  constructor(log: Logger) {
    this.#log = log
  }

  report(response: HttpError, requestId?: string): void {
    const cause = response.cause
    const now = Date.now()
    const open = this.#incidents.get(response.code)
    if (open) {
      open.failed += 1
      open.last = now
      open.timer.refresh()
      return
    }
    this.#log.error('Storage fault: requests are refused until it clears', {code: response.code, status: response.status, cause, ...(requestId ? {requestId} : {})})
    const incident = {code: response.code, started: now, last: now, failed: 1, timer: setTimeout(() => this.#close(response.code), INCIDENT_QUIET_MS)}
    incident.timer.unref()
    this.#incidents.set(response.code, incident)
  }

  #close(code: string): void {
    const incident = this.#incidents.get(code)
    if (!incident) return
    this.#incidents.delete(code)
    this.#log.info('Storage fault no longer seen', {code, failedRequests: incident.failed, seconds: Math.round((incident.last - incident.started) / 1000)})
  }
}
