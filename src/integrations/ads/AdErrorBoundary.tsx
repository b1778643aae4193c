import { Component, type ReactNode } from 'react';
import { sendEvent } from '@/integrations/analytics';

interface AdErrorBoundaryProps {
  /** The slot's analytics label at the time of the crash. */
  label: string | null;
  children: ReactNode;
}

/** A crashing ad must not take the page down: it renders nothing and reports an ad `crash` event. */
export class AdErrorBoundary extends Component<AdErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    sendEvent('ad', { eventAction: 'crash', eventLabel: this.props.label ?? 'unknown' });
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
