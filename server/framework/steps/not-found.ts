import type {RequestHandler} from 'express'
import {HttpError} from '../errors'

/** Nothing answered: a 404, as a page or as JSON (the error handler decides). */
export function notFound(): RequestHandler {
  return function notFound() {
    throw new HttpError(404)
  }
}
