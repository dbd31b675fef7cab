import type {HealthImportErrorCode} from '../../src/health-data/types'

/** An export Hale could not read, with the reason the visitor is told (src/health-data/types.ts). */
export class HealthImportError extends Error {
  readonly code: HealthImportErrorCode
  constructor(code: HealthImportErrorCode, message: string) {
    super(message)
    this.name = 'HealthImportError'
    this.code = code
  }
}
