import { Component, type ReactNode } from 'react';
import { DemoErrorCard } from './DemoErrorCard';

interface Props {
  children: ReactNode;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Keeps a failing demo from taking the page down: shows a small error card instead. */
export class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) {
      return (
        <DemoErrorCard
          message={this.props.message}
          detail={this.state.error.message}
          retryLabel={this.props.retryLabel}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
