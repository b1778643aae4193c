import { withDemoChunkFiles } from './scripts/webpack/demoChunks.mjs';

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
  webpack: (config, { isServer, dev }) => (isServer || dev ? config : withDemoChunkFiles(config)),
};

export default nextConfig;
