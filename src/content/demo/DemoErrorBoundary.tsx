import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';

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
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                this.setState({ error: null });
                this.props.onRetry();
              }}
            >
              {this.props.retryLabel}
            </Button>
          }
        >
          {this.props.message} <code>{this.state.error.message}</code>
        </Alert>
      );
    }
    return this.props.children;
  }
}
