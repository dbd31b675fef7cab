import compression from 'compression'
import type {RequestHandler} from 'express'
import {isReservedPath} from './render-page'

/**
 * Compression at a low level, which keeps most of the size win for a fraction of the CPU (see
 * bench/README.md), for static files, data files, the API and public files. Event streams say
 * `no-transform` and pass through.
 */
export function compressResponses(): RequestHandler {
  return compression({level: 1, memLevel: 8, threshold: 1024})
}

/**
 * Compresses what the framework and the API answer (`/_app`, `/api`). Pages and error pages are
 * not wrapped: their renderer gzips them itself (server/framework/render/page-encoding.ts); public
 * files go through `compress` when one is found.
 */
export function compressReserved(compress: RequestHandler): RequestHandler {
  return function compressReserved(req, res, next) {
    return isReservedPath(res.locals.pathname) ? compress(req, res, next) : next()
  }
}
