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
    <div role="alert" className="demo-error-card">
      <p>
        {message} <code>{detail}</code>
      </p>
      <button type="button" className="shell-button shell-button-small" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
