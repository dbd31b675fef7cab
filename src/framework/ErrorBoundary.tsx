import {Component, type ErrorInfo, type ReactNode} from 'react'
import {ErrorPage} from './ErrorPage'

export interface ErrorBoundaryProps { children: ReactNode }
interface ErrorBoundaryState { failed: boolean }

/**
 * Catches an exception that escapes a page in the browser, logs it to the console and shows the
 * client-side exception page in its place; the shell around it keeps working. The framework
 * gives it a new `key` on every navigation, which resets it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {failed: false}

  static getDerivedStateFromError(): ErrorBoundaryState {
    return {failed: true}
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page threw while rendering:', error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage status={null} /> : this.props.children
  }
}
