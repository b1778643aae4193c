import type { Environment } from '@/config/environment';
import type { HtmlPage } from './htmlPage';

/** What the build's steps share: where the export goes, the id given to Next, and what earlier steps produced. */
export type BuildContext = {
  outDir: string;
  /** Where what is made beside `next build` waits until the export exists (removed once copied into it). */
  stagingDir: string;
  /** Chosen by the pipeline and given to Next (`generateBuildId`): names `_next/data/<id>/`, the search index's folder and the service worker's version. */
  buildId: string;
  environment: Environment;
  /** The exported pages, once read (rewritten in memory, written once). */
  pages: HtmlPage[];
  /** Hashes of the inline scripts the pages run, for the Content-Security-Policy. */
  scriptHashes: string[];
};

/** One named step of the build; its report is a one-line summary, printed with the step's duration. */
export type BuildStep = { name: string; run: (context: BuildContext) => string | Promise<string> };

/** A duration as the build prints it: `12.3 s`. */
export function formatSeconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** Runs the steps in order, printing each one's report and duration; returns the total in milliseconds. */
export async function runBuildSteps(steps: BuildStep[], context: BuildContext): Promise<number> {
  const started = Date.now();
  for (const [index, step] of steps.entries()) {
    const stepStarted = Date.now();
    const report = await step.run(context);
    console.log(`[${index + 1}/${steps.length}] ${step.name} (${formatSeconds(Date.now() - stepStarted)}): ${report}`);
  }
  return Date.now() - started;
}
