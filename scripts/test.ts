import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensureChromium';
import { formatStepTimes, type StepTime } from './testRun/formatStepTimes';
import { TEST_STEPS } from './testRun/testSteps';

/** `npm test`: every step in order, stopping at the first failure, then how long each took (CONTRIBUTING, "Checks"). */
// Chromium first, once: the end-to-end run drives it, and so do the claim tests that need layout.
process.env.CHROME_PATH = ensureChromium();
const times: StepTime[] = [];
for (const step of TEST_STEPS) {
  const began = performance.now();
  const { status } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  times.push({ step, seconds: (performance.now() - began) / 1000, ok: status === 0 });
  if (status !== 0) break;
}
const failed = times.some((t) => !t.ok);
console.log(`\n${formatStepTimes(times, TEST_STEPS.slice(times.length))}`);
process.exit(failed ? 1 : 0);
