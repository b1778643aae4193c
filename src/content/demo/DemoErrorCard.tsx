import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface DemoErrorCardProps {
  /** Translated sentence for the reader. */
  message: string;
  /** The error's own message, shown as code for whoever reports the problem. */
  detail: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The small card a demo shows instead of itself when it cannot load or render; the rest of the page stays. */
export function DemoErrorCard({ message, detail, retryLabel, onRetry }: DemoErrorCardProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message} <code>{detail}</code>
    </Alert>
  );
}
