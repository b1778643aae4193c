export interface StepTime {
  step: string;
  seconds: number;
  ok: boolean;
}

/** The summary `npm test` prints last: each step's time, the total, and the step that failed. */
export function formatStepTimes(times: StepTime[], skipped: readonly string[] = []): string {
  const width = Math.max(...[...times.map((t) => t.step), ...skipped].map((s) => s.length));
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const lines = times.map(
    (t) => `  ${t.step.padEnd(width)}  ${formatSeconds(t.seconds).padStart(11)}${t.ok ? '' : '  FAILED'}`,
  );
  for (const step of skipped) lines.push(`  ${step.padEnd(width)}  ${'not run'.padStart(11)}`);
  return [`npm test: ${times.every((t) => t.ok) ? 'passed' : 'failed'} in ${formatSeconds(total)}`, ...lines].join(
    '\n',
  );
}

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}
