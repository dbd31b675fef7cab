/** What pages import from the framework. */
export {Link, type LinkProps} from './Link'
export {useRoute, useNavigator} from './context'
export type {GetServerSideProps, ServerSideContext, ServerSideResult, RouteInfo, ShellComponent, Query} from './types'
