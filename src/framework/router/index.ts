/**
 * The pure routing core shared by server and browser: route table and matching, path
 * normalization steps, locales and URL building (docs/routing.md).
 */
export * from './errors'
export * from './routes'
export * from './base-path'
export * from './path'
export * from './locale'
export * from './href'
