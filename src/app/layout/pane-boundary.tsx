import { Component, type ReactNode } from 'react';
import { ErrorView } from './error-view.tsx';

/** Keeps a page that throws while rendering inside its pane; the other tabs and the shell live on. */
export class PaneBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <ErrorView chunk={false} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
