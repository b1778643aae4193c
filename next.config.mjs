import { withBuildIdChunkFiles } from './scripts/webpack/demoChunks.mjs';
import { withSideEffectFreeBarrels } from './scripts/webpack/sideEffectFreeBarrels.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  pageExtensions: ['tsx', 'ts'],
  images: { unoptimized: true },
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  modularizeImports: {
    '@mui/icons-material': { transform: '@mui/icons-material/{{member}}' },
  },
  // A page renders in well under a second; Next's 60 s limit per page is only reached on a machine busy with other
  // work (seen with a load of 30 on 2 cores), where a slow page should wait rather than fail the build.
  staticPageGenerationTimeout: 600,
  experimental: {
    // Next measures page data before scripts/stripStaticProps.mjs moves the static HTML and the demo sources out of
    // it; what a page ships is far smaller (see `npm run bench`), so its 128 KB warning would only be noise.
    largePageDataBytes: 1024 * 1024,
  },
  webpack: (config, { isServer, dev, buildId }) =>
    withSideEffectFreeBarrels(isServer || dev ? config : withBuildIdChunkFiles(config, buildId)),
};

export default nextConfig;
