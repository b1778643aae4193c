import fs from 'node:fs';
import { ON_NEED_ATTRIBUTE, PAGE_SCRIPTS_ID } from '@/boot/scriptLoader';
import { SETTINGS_KEY } from '@/shellControls/installShellControls';
import { launchChromium } from './launchChromium';
import { PHONE_CONTEXT } from './phoneProfile';
import { startStaticServer } from './staticServer';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** What a slice of a long task did, for a person: the script evaluated or the rendering step. */
function describe(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const stack = data.stackTrace as { functionName: string; url: string; lineNumber: number }[] | undefined;
  if (stack?.length) {
    const frame = stack[0]!;
    return `forced ${event.name} by ${frame.functionName || '(anonymous)'} in ${frame.url.split('/').pop()}:${frame.lineNumber}`;
  }
  const url = (data.url as string | undefined) ?? (data.scriptName as string | undefined) ?? '';
  const short = url.replace(/^https?:\/\/[^/]+/, '').slice(-70);
  return short ? `${event.name} ${short}` : event.name;
}

const INTERESTING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Commit',
  'RunMicrotasks',
  'V8.GCScavenger',
  'MajorGC',
  'MinorGC',
  'v8.produceCache',
  'HitTest',
  'RecalculateStyles',
]);

/**
 * Loads one page of the built site with a 4× slower CPU, records a Chromium trace until the page is ready and idle
 * (hydrated; or, on a page whose React waits for a need and has none, once its own modules have run), and prints
 * each main-thread task over 50 ms with what took its time. Usage:
 * `npx tsx scripts/bench/traceBoot.ts <site folder> <route> [trace.json]`.
 */
async function main() {
  const [outDir = 'out', route = '/x/introduction/installation/', traceFile] = process.argv.slice(2);
  const server = await startStaticServer(outDir);
  const browser = await launchChromium();
  if (!browser) {
    throw new Error('No Chromium');
  }
  try {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => void events.push(...(message.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        // Gives style and layout a stack when script forced them.
        'disabled-by-default-devtools.timeline.stack',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'v8',
      ].join(','),
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
    // A text page starts React only on a need (decision 0025): there, ready is the settings module installed, the
    // last of the modules it loads at its first paint.
    const ready = await page.waitForFunction(
      ({ scriptsId, onNeed, settingsKey }) => {
        if (document.documentElement.dataset.hydrated === 'true') {
          return 'hydrated';
        }
        const waitsForNeed = document.getElementById(scriptsId)?.hasAttribute(onNeed) ?? false;
        const settingsInstalled = typeof (window as unknown as Record<string, unknown>)[settingsKey] === 'function';
        return waitsForNeed && settingsInstalled ? 'without React' : false;
      },
      { scriptsId: PAGE_SCRIPTS_ID, onNeed: ON_NEED_ATTRIBUTE, settingsKey: SETTINGS_KEY },
      { timeout: 60_000 },
    );
    console.log(`Page ready ${await ready.jsonValue()}`);
    await page.waitForTimeout(3000);
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    if (traceFile) {
      fs.writeFileSync(traceFile, JSON.stringify({ traceEvents: events }));
    }
    const mainThreads = events
      .filter((event) => event.name === 'thread_name' && (event.args as { name?: string })?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`);
    const onMain = events.filter((event) => mainThreads.includes(`${event.pid}:${event.tid}`));
    const navigationStart =
      onMain.find((event) => event.name === 'navigationStart' || event.name === 'markAsMainFrame')?.ts ??
      Math.min(...onMain.map((event) => event.ts));
    const fcp = onMain.find((event) => event.name === 'firstContentfulPaint');
    console.log(`FCP at ${fcp ? ((fcp.ts - navigationStart) / 1000).toFixed(0) : '?'} ms`);
    const tasks = onMain
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 50_000)
      .sort((a, b) => a.ts - b.ts);
    let blocking = 0;
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      blocking += task.dur! / 1000 - 50;
      const children = onMain.filter(
        (event) =>
          event.ph === 'X' && INTERESTING.has(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
      );
      // Top-level slices only: those not inside another interesting slice of the task.
      const top = children.filter(
        (child) =>
          !children.some(
            (other) =>
              other !== child &&
              other.ts <= child.ts &&
              other.ts + other.dur! >= child.ts + child.dur! &&
              (other.ts < child.ts || other.dur! > child.dur!),
          ),
      );
      const grouped = new Map<string, number>();
      for (const child of top) {
        const key = describe(child);
        grouped.set(key, (grouped.get(key) ?? 0) + child.dur! / 1000);
      }
      const parts = [...grouped.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([key, ms]) => `${key} ${ms.toFixed(0)} ms`);
      console.log(
        `task at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms: ${parts.join('; ')}`,
      );
    }
    console.log(`${tasks.length} long tasks, blocking (over 50 ms each) ${blocking.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
