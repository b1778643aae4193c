import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from './isBotUserAgent';

describe('isBotUserAgent', () => {
  it('recognises crawlers, whatever the case', () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Some-Crawler/1.0',
      'WebSPIDER',
      'my robot',
      'crawling-agent',
    ]) {
      expect(isBotUserAgent(userAgent)).toBe(true);
    }
  });

  it('browsers are not bots', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
