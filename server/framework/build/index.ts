/** The build's own tools, bundled on the fly by build.mjs. */
export {buildApp, type AppLayout, type BuildOptions} from './build-app'
export {readAppFiles, type AppFiles, type AppFolders} from './app-files'
export {RouteConflictError} from '../../../src/framework/router/errors'
export {developApp, type Development} from './develop'
export {loadEnvFiles} from '../env-files'
