import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface State {
  readonly failed: boolean;
}

/** Any render failure becomes the error page (status 500, default message 'Error'), never a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
