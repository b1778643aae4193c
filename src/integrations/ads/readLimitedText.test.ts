import { describe, expect, it } from 'vitest';
import { readLimitedText } from './readLimitedText';

function streamed(parts: string[], headers: Record<string, string> = {}) {
  let pulled = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[pulled];
      pulled += 1;
      if (part === undefined) {
        controller.close();
      } else {
        controller.enqueue(encoder.encode(part));
      }
    },
  });
  return { response: new Response(body, { headers }), pulled: () => pulled };
}

describe('readLimitedText', () => {
  it('reads a body within the limit, multi-byte characters included', async () => {
    const { response } = streamed(['{"ads":', '[], "名": "广告"}']);
    expect(await readLimitedText(response, 1000)).toBe('{"ads":[], "名": "广告"}');
  });

  it('stops reading as soon as the limit is passed', async () => {
    const { response, pulled } = streamed(Array.from({ length: 1000 }, () => 'x'.repeat(1024)));
    expect(await readLimitedText(response, 4096)).toBeNull();
    expect(pulled()).toBeLessThan(10);
  });

  it('refuses a body whose declared length is too large without reading it', async () => {
    const { response, pulled } = streamed(['small'], { 'content-length': '99999999' });
    expect(await readLimitedText(response, 4096)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(1);
  });
});
