/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // No type check in a throwaway folder; it changes nothing in the output.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
