import { memo, type CSSProperties } from 'react';
import type { CodeTokens } from './codeTokens';

/** Renders build-time tokens as a `pre.shiki` block; colours come from `--shiki-light` / `--shiki-dark`. */
export const HighlightedCode = memo(function HighlightedCode({ tokens }: { tokens: CodeTokens }) {
  const styles = tokens.palette.map((pair) => {
    const [light, dark] = pair.split('|');
    return { '--shiki-light': light, '--shiki-dark': dark } as CSSProperties;
  });
  return (
    <pre className="shiki">
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
