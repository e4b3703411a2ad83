import { Component, type ReactNode } from 'react'
import type { Portico } from '@portico/sdk'
import { reportError, toPorticoError } from '@portico/sdk/internal'
import { retryFailedLoads } from '../components/preloadable/preloadable'

interface Props {
  portico: Portico
  /** What shows once the children failed; `retry` renders them again, fetching again the code that did not load. */
  fallback: (retry: () => void) => ReactNode
  /** When it turns true after a failure (the modal opening again), the children are tried again. */
  open?: boolean
  children: ReactNode
}

/**
 * Keeps a part of the modal that failed (its code did not load: the network dropped, a deploy replaced the files; or
 * it threw while rendering) from blanking the modal or the page: the error goes to the SDK's error reporting and
 * `fallback` shows, with a retry that really fetches the code again. The modal's shell and each of its views have
 * one (`ShellFailure`, `Failure`).
 *
 * @example <ErrorBoundary portico={portico} fallback={(retry) => <Failure t={t} retry={retry} />}>…</ErrorBoundary>
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    reportError(this.props.portico, toPorticoError(error))
  }

  override componentDidUpdate(previous: Props): void {
    // Before the browser paints: the failure does not flash.
    if (this.state.failed && !previous.open && this.props.open) this.retry()
  }

  retry = () => {
    retryFailedLoads()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
