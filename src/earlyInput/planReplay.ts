import type { EarlyIntent } from './earlyIntent';

/** One recorded press: its intent and the button it landed on (none for search); `dismiss` closed early search. */
export interface EarlyRecord<Target> {
  intent: EarlyIntent | 'dismiss';
  target: Target | null;
}

/**
 * What to replay once the handlers exist, in order: each pressed page button once, in the order pressed, then the
 * last overlay the reader asked for (search, a menu or a drawer), since only one of them can be open at a time, unless
 * the reader dismissed it.
 */
export function planReplay<Target>(records: EarlyRecord<Target>[]): EarlyRecord<Target>[] {
  const presses: EarlyRecord<Target>[] = [];
  for (const record of records) {
    if (record.intent === 'press' && !presses.some((kept) => kept.target === record.target)) {
      presses.push(record);
    }
  }
  const overlay = records.filter((record) => record.intent !== 'press').at(-1);
  return overlay && overlay.intent !== 'dismiss' ? [...presses, overlay] : presses;
}
