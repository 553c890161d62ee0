import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GenericErrorPage } from '../pages/GenericErrorPage';

interface State {
  error: unknown;
}

/** Catches render errors of the shell's own React tree and shows the generic error page. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <GenericErrorPage /> : this.props.children;
  }
}
