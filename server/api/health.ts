import type {ApiModule} from '../app-bundle'

/** `GET /api/health`: for load balancers and uptime checks. */
export const GET: NonNullable<ApiModule['GET']> = () => ({status: 'ok'})
