import { Component, type ReactNode } from 'react';
import { ScreenFailed } from './screen-failed';

interface State {
  failed: boolean;
}

/** A screen that crashed, or whose code failed to load again after the one reload: offer a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
