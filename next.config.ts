import os from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { DEPLOY_SITE_DIR, siteDirectory } from './scripts/siteDirectory';
import { withBuildIdChunkFiles } from './scripts/webpack/demoChunks';
import { withHydrationInTransition } from './scripts/webpack/hydrateInTransition';
import { withSideEffectFreeBarrels } from './scripts/webpack/sideEffectFreeBarrels';
import { withoutServerTraces } from './scripts/webpack/withoutServerTraces';

/**
 * Next's folder for the phase. `npm run dev` writes elsewhere than the build, so a dev server left running (or the
 * dev e2e test) never overwrites the build's manifests that `npm start`, the e2e tests and the bench read. A build
 * exports to `out/`; with `output: 'export'`, any `distDir` but `.next` is the export folder instead (Next then keeps
 * `.next` as its build folder), which is how the site folder (scripts/siteDirectory.ts) reaches `next build`.
 */
function distDirOf(phase: string): string {
  if (phase === PHASE_DEVELOPMENT_SERVER) {
    return '.next-dev';
  }
  const site = siteDirectory();
  return site === DEPLOY_SITE_DIR ? '.next' : site;
}

const nextConfig = (phase: string): NextConfig => ({
  output: 'export',
  distDir: distDirOf(phase),
  trailingSlash: true,
  // The build pipeline (scripts/build.ts) chooses the id and uses it after the export; `next build` run by hand
  // (no variable) keeps Next's own.
  generateBuildId: () => process.env.DOCS_BUILD_ID ?? null,
  reactStrictMode: true,
  // `generated.tsx` first: a page with demos has a route of its own, `<page>.generated.tsx`, written (and git-ignored)
  // by scripts/generateDemoRoutes.ts; listed first, the whole suffix is taken off the route's name.
  pageExtensions: ['generated.tsx', 'tsx', 'ts'],
  // The bench and the dev e2e test open the dev server as 127.0.0.1, which Next counts as another origin than localhost.
  allowedDevOrigins: ['127.0.0.1'],
  images: { unoptimized: true },
  typescript: { ignoreBuildErrors: true },
  modularizeImports: {
    '@mui/icons-material': { transform: '@mui/icons-material/{{member}}' },
  },
  // A page renders in well under a second; Next's 60 s limit per page is only reached on a machine busy with other
  // work (seen with a load of 30 on 2 cores), where a slow page should wait rather than fail the build.
  staticPageGenerationTimeout: 600,
  experimental: {
    // Next renders static pages in `cpus` workers and defaults to one fewer than the machine's cores: on 2 cores, one
    // worker. Page generation is CPU-bound, so every core gets a worker.
    cpus: os.availableParallelism(),
    // The server bundles only render the export at build time: minifying them bought nothing and cost ~16 s.
    serverMinification: false,
    // Next measures page data before the build pipeline (src/server/pipeline/transforms/stripStaticProps.ts) moves the static HTML and the demo sources out of
    // it; what a page ships is far smaller (see `npm run bench`), so its 128 KB warning would only be noise.
    largePageDataBytes: 1024 * 1024,
  },
  // `npm run dev` uses Turbopack (Next's default), which needs none of the webpack changes below: they shape the
  // production bundles only (demo chunk files and their manifest, side-effect-free barrels for first-load size,
  // hydration as a transition, no server file traces), so `next build` runs webpack (`--webpack`: src/server/pipeline/steps/runNextBuild.ts). The
  // dev server's Turbopack cache (`experimental.turbopackFileSystemCacheForDev`, on by default since Next 16.1) lives
  // in `.next-dev/dev/cache`, kept between starts.
  turbopack: {},
  webpack: (config, { isServer, dev, buildId }) => {
    if (dev) {
      return withSideEffectFreeBarrels(config);
    }
    return withSideEffectFreeBarrels(
      isServer ? withoutServerTraces(config) : withHydrationInTransition(withBuildIdChunkFiles(config, buildId)),
    );
  },
});

export default nextConfig;
