import {isIP} from 'node:net'
import {describeModelServerState} from '../chat/model-server-check'
import type {HaleApiHandler} from '../services'

/**
 * `GET /api/health`: for load balancers, container health checks and uptime monitors, per
 * component. `status` is `down` (503) while the database cannot be reached, so that a load
 * balancer stops sending visitors to an instance that cannot serve them; `degraded` (200) while
 * visitors can read but not get answers (the model server does not answer with the model, see
 * server/chat/model-server-check.ts, or hCaptcha cannot be reached in production); else `ok`.
 * The transcription server (`ok`, `unreachable`, `key_refused`, `off`) and hCaptcha (`ok` or
 * `unreachable` in production, else `on` or `off`) as last checked (server/startup-report.ts).
 * Nothing secret: the model server's address and what it said are only given to a request from
 * this machine. With `HCAPTCHA=off` it says so in
 * `warnings`, so the operator's monitoring sees that the model server is unprotected.
 */
export const GET: HaleApiHandler = async ({config, services, req, res}) => {
  let storage: 'ok' | 'down' = 'ok'
  try {
    await services.storage.ping()
  } catch {
    storage = 'down'
  }
  const modelState = services.modelServer?.state ?? {status: 'unchecked' as const}
  const dependencies = services.dependencies
  dependencies?.refreshIfStale()
  const hcaptcha = dependencies?.hcaptchaStatus ?? (config.hcaptcha.enabled ? 'on' : 'off')
  const modelAnswers = modelState.status === 'ok' || modelState.status === 'unchecked'
  // hCaptcha out of reach keeps new visitors from opening a session, so from answers too.
  const status = storage === 'down' ? 'down' : modelAnswers && hcaptcha !== 'unreachable' ? 'ok' : 'degraded'
  if (status === 'down') res.status(503).set('Retry-After', '5')
  const components = {
    storage,
    model: modelState.status,
    transcription: dependencies?.transcriptionStatus ?? (config.transcribe.baseUrl ? 'unchecked' : 'off'),
    hcaptcha,
  }
  const fromThisMachine = isLoopback(req.ip ?? '')
  const details = fromThisMachine && services.modelServer
    ? {details: {model: describeModelServerState(modelState, {baseUrl: config.llm.baseUrl, model: config.llm.model, apiKey: undefined}),
      ...(modelState.status === 'ok' ? {modelLatencyMs: modelState.latencyMs} : {}),
      ...(dependencies?.transcription ? {transcription: dependencies.transcription.text} : {}),
      ...(dependencies?.siteverify ? {hcaptcha: dependencies.siteverify.text} : {})}}
    : {}
  const warnings = config.hcaptcha.enabled ? {} : {warnings: ['hCaptcha is off (HCAPTCHA=off): the model server is not protected by a human check.']}
  return {status, components, ...details, ...warnings}
}

function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  return isIP(plain) !== 0 && (plain === '::1' || plain.startsWith('127.'))
}
