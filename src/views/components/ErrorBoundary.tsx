import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { PageLoadFailed } from './PageLoadFailed';

/** A page's (or layout's) code did not load: the server is unreachable, or the build changed. */
export class PageLoadError extends Error {
  constructor(readonly reason: unknown) {
    super('The page could not be loaded', { cause: reason });
    this.name = 'PageLoadError';
  }
}

interface Props {
  readonly children: ReactNode;
  readonly resetKey?: string;
  /** Asks for the failed code again (Try again on a load failure). */
  readonly onRetry?: () => void;
  /** Inside a layout: the failure shows in the page's place, the header stays. */
  readonly embedded?: boolean;
}

interface State {
  readonly error: unknown;
  readonly failed: boolean;
  readonly resetKey: string | undefined;
}

/**
 * Any render failure becomes the error page (status 500, default message 'Error'), never a blank
 * screen; code that did not load becomes an error with Try again, in the app.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  // Navigating elsewhere (or trying again) clears the failure.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.error instanceof PageLoadError && this.props.onRetry)
      return <PageLoadFailed onRetry={this.props.onRetry} embedded={this.props.embedded ?? false} />;
    return <ErrorPage status={500} embedded={this.props.embedded ?? false} />;
  }
}
