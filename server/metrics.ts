/**
 * Hale's own metrics, beside the engine's request metrics on the same registry
 * (server/framework/metrics.ts): answers, the model server, the human check, the abuse limits,
 * storage and the heavy-work queue. Each is one increment or one observation where it happens.
 */
import {Counter, Gauge, Histogram, type Registry} from 'prom-client'
import type {HeavyWork} from './attachments/heavy-work'
import {limitedActions} from './config'
import type {ModelErrorCode} from './chat/model-errors'
import type {StorageErrorCode} from './storage/storage'

const MODEL_ERROR_CODES: readonly ModelErrorCode[] = ['model_unreachable', 'model_timeout', 'model_rate_limited', 'model_error', 'model_bad_response', 'model_not_set_up']

/** What `POST /api/session` concluded: hCaptcha's verdict, hCaptcha unreachable, or a token sent twice. */
export type VerificationOutcome = 'pass' | 'fail' | 'unavailable' | 'token_reused'

export interface HaleMetrics {
  answersStreaming: Gauge
  /** Seconds from the model request to its first token. */
  timeToFirstToken: Histogram
  tokensPerSecond: Histogram
  modelErrors: Counter<'code'>
  verifications: Counter<'outcome'>
  /** Refusals by action (`messages`, `uploads`…, and `streams` for the concurrent-answer cap). */
  rateLimitRefusals: Counter<'action'>
  storageErrors: Counter<'code'>
}

export function createHaleMetrics(registry: Registry, heavyWork: Pick<HeavyWork, 'load'>): HaleMetrics {
  const registers = [registry]
  const metrics: HaleMetrics = {
    answersStreaming: new Gauge({name: 'hale_answers_streaming', help: 'Answers being streamed now.', registers}),
    timeToFirstToken: new Histogram({
      name: 'hale_model_time_to_first_token_seconds', help: "Time from the model request to the model's first token.",
      buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60], registers,
    }),
    tokensPerSecond: new Histogram({
      name: 'hale_model_tokens_per_second', help: 'Tokens per second of an answer, from its first token to its last.',
      buckets: [1, 2, 5, 10, 20, 40, 80, 160, 320], registers,
    }),
    modelErrors: new Counter({name: 'hale_model_errors_total', help: 'Answers the model server failed, by error code.', labelNames: ['code'] as const, registers}),
    verifications: new Counter({name: 'hale_verifications_total', help: 'Human checks by outcome: pass, fail, unavailable (hCaptcha unreachable), token_reused.', labelNames: ['outcome'] as const, registers}),
    rateLimitRefusals: new Counter({name: 'hale_rate_limit_refusals_total', help: 'Requests refused by an abuse limit, by action.', labelNames: ['action'] as const, registers}),
    storageErrors: new Counter({name: 'hale_storage_errors_total', help: 'Requests failed by a storage fault, by code.', labelNames: ['code'] as const, registers}),
  }
  new Gauge({
    name: 'hale_heavy_work_waiting', help: 'Image and PDF jobs waiting for a free slot.', registers,
    // Read when scraped, so uploads pay nothing for it.
    collect() { this.set(heavyWork.load.waiting) },
  })
  // Every series from the start at 0: a rate over a counter that appears mid-way misses its first failure.
  for (const code of MODEL_ERROR_CODES) metrics.modelErrors.inc({code}, 0)
  for (const outcome of ['pass', 'fail', 'unavailable', 'token_reused'] satisfies VerificationOutcome[]) metrics.verifications.inc({outcome}, 0)
  for (const action of [...limitedActions, 'streams']) metrics.rateLimitRefusals.inc({action}, 0)
  for (const code of ['locked', 'full', 'read_only', 'disconnected'] satisfies StorageErrorCode[]) metrics.storageErrors.inc({code}, 0)
  return metrics
}
