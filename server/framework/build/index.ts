/** The build's own tools, bundled on the fly by build.mjs. */
export {readAppFiles, serverModulesSource, clientModulesSource, clientRoutesSource, type AppFiles, type AppFolders} from './app-files'
export {createAssetManifest, type AssetManifest} from './asset-manifest'
export {stripServerCode} from './strip-server-code'
export {RouteConflictError} from '../../../src/framework/router/errors'
