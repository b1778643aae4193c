/**
 * The build-time code block around an element, if any. A demo's source view is a React code block with its own
 * Copy button and shortcut (CodeBlock): it is left to them, so one Ctrl+C copies once. Self-contained: the shell's
 * inline script embeds its source (src/shellControls/installShellControls.ts).
 */
export function staticCodeBlockOf(element: Element | null): Element | null {
  const block = element && typeof element.closest === 'function' ? element.closest('.code-block') : null;
  return block && block.querySelector(':scope > button[data-copy-code]') ? block : null;
}
