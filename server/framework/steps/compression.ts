import compression from 'compression'
import type {RequestHandler} from 'express'
import {PAGE_BROTLI} from '../render/page-encoding'

/**
 * Compression at a low level, which keeps most of the size win for a fraction of the CPU (see
 * bench/README.md), for the API and public files: gzip, or Brotli with the pages' settings
 * (its default 4 MiB window costs more to allocate than a JSON answer takes to compress).
 * Event streams say `no-transform` and pass through.
 */
export function compressResponses(): RequestHandler {
  return compression({level: 1, memLevel: 8, threshold: 1024, brotli: {params: {...PAGE_BROTLI.params}}})
}

/**
 * Compresses what the API answers (`/api`). Pages, error pages and data files are not wrapped:
 * they gzip themselves (server/framework/render/page-encoding.ts); public files go through
 * `compress` when one is found. Static files are not either: the build compressed them once
 * (server/framework/build/precompress.ts) and the static files step sends those bytes.
 */
export function compressApi(compress: RequestHandler): RequestHandler {
  return function compressApi(req, res, next) {
    return res.locals.pathname.split('/', 2)[1] === 'api' ? compress(req, res, next) : next()
  }
}
