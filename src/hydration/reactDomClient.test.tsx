// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from './reactDomClient';

const PARTS = 40;
const PART_MS = 3;

/** A page of parts that each take a few milliseconds to render, as a large page does on a slow phone. */
function Page({ onRender }: { onRender: () => void }) {
  return (
    <ul>
      {Array.from({ length: PARTS }, (_, index) => (
        <Part key={index} index={index} onRender={onRender} />
      ))}
    </ul>
  );
}

function Part({ index, onRender }: { index: number; onRender: () => void }) {
  const until = performance.now() + PART_MS;
  while (performance.now() < until) {
    // Busy, like a component rendering on a slow CPU.
  }
  onRender();
  return <li>part {index}</li>;
}

describe('hydrateRoot', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('hydrates in slices that let the browser run other tasks, and ends with the server markup kept', async () => {
    // React warns in development that the root API is imported from react-dom rather than react-dom/client.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onRender={() => undefined} />);
    document.body.append(container);
    const serverList = container.querySelector('ul');
    let rendered = 0;
    hydrateRoot(container, <Page onRender={() => (rendered += 1)} />);
    const renderedWhenATaskRan = await new Promise<number>((resolve) => setTimeout(() => resolve(rendered), 0));
    await vi.waitFor(() => expect(rendered).toBe(PARTS), { timeout: 5000 });
    // A task queued right after hydration started ran before most of the page had hydrated.
    expect(renderedWhenATaskRan).toBeLessThan(PARTS / 2);
    expect(container.querySelector('ul')).toBe(serverList);
  });
});
