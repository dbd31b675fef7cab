/** What every step of the pipeline may use: the built app, its configuration, the log, its services. */
import type {AppBundle} from './app-bundle'
import type {EngineConfig} from './config'
import type {Logger} from './log'

export interface AppContext {
  bundle: AppBundle
  config: EngineConfig
  log: Logger
  /** Passed to every data function and API handler as `services`. */
  services: unknown
}
