/** The JSON body check of API handlers: any app's handler that expects an object reads it here. */
import type {Request} from 'express'
import {HttpError} from '../errors'

/**
 * The request's JSON body as an object. A missing or non-object body is a 400, or a 415 when it
 * is not JSON. When `required` is false, no body at all (what fetch sends for `method: 'POST'`
 * alone) is an empty object.
 */
export function readJsonObject(req: Request, required: boolean): Record<string, unknown> {
  const body: unknown = req.body
  if (body === undefined || body === null) {
    // No body: what fetch sends for `method: 'POST'` alone (`Content-Length: 0`, no type).
    if (!required && !req.headers['content-type'] && Number(req.headers['content-length'] ?? 0) === 0) return {}
    if (!req.is('application/json')) throw new HttpError(415, {key: 'apiError.jsonRequired'})
    throw new HttpError(400, {key: 'apiError.jsonObject'})
  }
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, {key: 'apiError.jsonObject'})
  return body as Record<string, unknown>
}
