const BOT = /bot|googlebot|crawler|spider|robot|crawling/i;

/** Crawlers get no ad: impressions they cause are worthless to advertisers and slow the crawl. */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT.test(userAgent);
}
