import type {HaleApiHandler} from '../services'

/**
 * `GET /api/health`: for load balancers and uptime checks. It asks the database for a trivial
 * answer: `503` with `database: 'down'` while it cannot be reached, so that a load balancer stops
 * sending visitors to an instance that cannot serve them. With `HCAPTCHA=off` it says so in
 * `warnings`, so the operator's monitoring sees that the model server is unprotected.
 */
export const GET: HaleApiHandler = async ({config, services, res}) => {
  try {
    await services.storage.ping()
  } catch {
    res.status(503).set('Retry-After', '5')
    return {status: 'error', database: 'down'}
  }
  return config.hcaptcha.enabled
    ? {status: 'ok'}
    : {status: 'ok', warnings: ['hCaptcha is off (HCAPTCHA=off): the model server is not protected by a human check.']}
}
