const DEMO_PATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\/demos\/[A-Z][A-Za-z0-9]*(?:\.(?:tailwind|css))?$/;

/** The demo module a playground URL asks for (`?demo=<page path>/demos/<Name>`), or null when it names none or garbage. */
export function parsePlaygroundDemo(raw: unknown): string | null {
  return typeof raw === 'string' && DEMO_PATH.test(raw) ? raw : null;
}
