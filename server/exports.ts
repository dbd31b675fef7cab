/** What the built `app.js` exports besides `startServer`: for tests and benchmarks. */
export {createApp, type AppDeps} from './app'
export {loadAppBundle, type AppBundle, type AppModules} from './app-bundle'
export {loadConfig, ConfigError, type AppConfig} from './config'
export {createLogger, createMemoryLogger, type Logger} from './log'
export {SERVER_TIMEOUTS} from './runtime'
export {Root} from '../src/framework/Root'
export {createPageStore} from '../src/framework/page-store'
export {renderToPipeableStream} from 'react-dom/server'
