import { memo, type CSSProperties } from 'react';
import type { CodeTokens } from './codeTokens';

/**
 * Renders build-time tokens as a `pre.shiki` block; colours come from `--shiki-light` / `--shiki-dark`.
 * The `pre` is the element that scrolls sideways, so it is the keyboard stop: a focused block scrolls with the arrow keys.
 */
export const HighlightedCode = memo(function HighlightedCode({ tokens, label }: { tokens: CodeTokens; label: string }) {
  const styles = tokens.palette.map((pair) => {
    const [light, dark] = pair.split('|');
    return { '--shiki-light': light, '--shiki-dark': dark } as CSSProperties;
  });
  return (
    <pre className="shiki" tabIndex={0} role="group" aria-label={label}>
      <code>
        {tokens.lines.map((line, lineIndex) => (
          <span className="line" key={lineIndex}>
            {line.map(([text, colorIndex], tokenIndex) => (
              <span key={tokenIndex} style={styles[colorIndex]}>
                {text}
              </span>
            ))}
            {lineIndex < tokens.lines.length - 1 ? '\n' : null}
          </span>
        ))}
      </code>
    </pre>
  );
});
