import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as hydratingClient from '../../src/hydration/reactDomClient';
import { HYDRATING_CLIENT, withHydrationInTransition } from './hydrateInTransition';

const require = createRequire(import.meta.url);

describe('withHydrationInTransition', () => {
  it('gives react-dom/client, and only that exact request, the module that hydrates in a transition', () => {
    const config = withHydrationInTransition({ resolve: { alias: { react: '/somewhere/react' } } });
    expect(config.resolve.alias).toEqual({ react: '/somewhere/react', 'react-dom/client$': HYDRATING_CLIENT });
    expect(fs.existsSync(HYDRATING_CLIENT)).toBe(true);
  });

  it('still applies to the installed Next: its pages router hydrates with hydrateRoot from react-dom/client', () => {
    const client = fs.readFileSync(require.resolve('next/dist/client/index.js'), 'utf8');
    expect(client).toMatch(/(\w+) = [^;\n]*require\("react-dom\/client"\)/);
    const name = /(\w+) = [^;\n]*require\("react-dom\/client"\)/.exec(client)![1];
    expect(client).toContain(`${name}.default.hydrateRoot(`);
  });

  it('offers hydrateRoot where Next reads it: an ES module goes through _interop_require_default as it is', () => {
    // What Next's `_interop_require_default` returns for a module with `__esModule`, as webpack marks this one.
    const interopRequireDefault = <T extends object>(module: T) =>
      '__esModule' in module ? module : { default: module };
    const required = interopRequireDefault({ __esModule: true, ...hydratingClient }) as unknown as {
      default: typeof hydratingClient;
    };
    expect(required.default.hydrateRoot).toBe(hydratingClient.hydrateRoot);
    expect(required.default.createRoot).toBe(hydratingClient.createRoot);
  });
});
