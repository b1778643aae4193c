import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead once the children threw: the last preview that rendered. */
  fallback: ReactNode;
  onError: (error: Error) => void;
}

/** Catches an edit that throws while rendering, reports it, and keeps the last good preview on screen. */
export class PreviewBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
