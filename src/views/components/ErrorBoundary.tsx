import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface State {
  readonly failed: boolean;
  readonly resetKey: string | undefined;
}

/** Any render failure becomes the error page (status 500, default message 'Error'), never a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  // Navigating elsewhere clears the failure.
  static getDerivedStateFromProps(props: { resetKey?: string }, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
