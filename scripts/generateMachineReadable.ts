import { writeMachineReadableFiles } from '../src/machineReadable/writeMachineReadableFiles';
import { SITE_URL } from '../src/routing/siteUrl';

/**
 * Writes the Markdown twins, llms.txt, llms-full.txt, sitemap.xml and robots.txt into out/ (or the folder given as
 * the first argument) after `next build`, on the origin of NEXT_PUBLIC_SITE_URL.
 */
async function main() {
  const outDirectory = process.argv[2] ?? 'out';
  const started = Date.now();
  const { twins, files } = await writeMachineReadableFiles(outDirectory, SITE_URL);
  const sizes = Object.entries(files)
    .map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(0)} KB`)
    .join(', ');
  console.log(
    `Machine-readable files for ${SITE_URL}: ${twins} Markdown twins, ${sizes}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
