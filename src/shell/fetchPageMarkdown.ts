/** The outcome of fetching a page's Markdown twin: its text, or why it could not be had. */
export type PageMarkdownResult = { ok: true; text: string } | { ok: false; reason: string };

/**
 * Fetches the Markdown twin at `url` as plain text. Never throws: an offline reader, a 404 or an HTML error page
 * (a host that answers every path with the site's 404 page) are failures the caller shows as a message.
 */
export async function fetchPageMarkdown(url: string, fetchText: typeof fetch = fetch): Promise<PageMarkdownResult> {
  try {
    const response = await fetchText(url, { headers: { Accept: 'text/markdown, text/plain' } });
    if (!response.ok) {
      return { ok: false, reason: `HTTP ${response.status}` };
    }
    if ((response.headers.get('Content-Type') ?? '').includes('text/html')) {
      return { ok: false, reason: 'received HTML instead of Markdown' };
    }
    return { ok: true, text: await response.text() };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
