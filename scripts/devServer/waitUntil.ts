/** Calls `check` until it returns true, one call at a time, and fails after `timeoutMs` naming `what`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page's HTML as the dev server serves it now (fresh: a request runs getStaticProps in development). */
export async function fetchHtml(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  return response.ok ? response.text() : '';
}
