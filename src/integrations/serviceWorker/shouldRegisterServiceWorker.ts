interface RegistrationContext {
  /** `location.hostname` and `location.host` (with the port) of the page. */
  hostname: string;
  host: string;
  configuredHost: string;
  /** process.env.NODE_ENV: the worker would cache the development server's ever-changing files. */
  environment: string | undefined;
  /** Whether the browser has navigator.serviceWorker (secure contexts only). */
  supported: boolean;
}

/** The service worker is registered only in production builds, on the production documentation host. */
export function shouldRegisterServiceWorker({
  hostname,
  host,
  configuredHost,
  environment,
  supported,
}: RegistrationContext): boolean {
  if (!supported || environment !== 'production') {
    return false;
  }
  return configuredHost.includes(':') ? host === configuredHost : hostname === configuredHost;
}
