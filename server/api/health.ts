import type {ApiModule} from '../framework/app-bundle'

/**
 * `GET /api/health`: for load balancers and uptime checks. With `HCAPTCHA=off` it says so in
 * `warnings`, so the operator's monitoring sees that the model server is unprotected.
 */
export const GET: NonNullable<ApiModule['GET']> = ({config}) => (config.hcaptcha.enabled
  ? {status: 'ok'}
  : {status: 'ok', warnings: ['hCaptcha is off (HCAPTCHA=off): the model server is not protected by a human check.']})
