import { z } from 'zod';
import { COLOR_MODES } from '@/theme/colorMode';
import { LANGUAGES } from '@/i18n/languages';
import { CODE_VARIANTS } from '@/preferences/codePreferences';

/** Where the runner page is served: a real URL of this site, with a policy of its own (src/server/pipeline/securityHeaders.ts). */
export const RUNNER_PATH = '/x/demo-runner/';

/** Longest code the runner accepts: ten times the longest demo, so a runaway paste cannot stall it. */
export const MAX_CODE_LENGTH = 200_000;

const settingsMessage = z.object({
  type: z.literal('settings'),
  paletteMode: z.enum(COLOR_MODES),
  direction: z.enum(['ltr', 'rtl']),
  dense: z.boolean(),
  spacing: z.number().min(0).max(100),
  language: z.enum(LANGUAGES),
});

const renderMessage = z.object({
  type: z.literal('render'),
  revision: z.number().int().nonnegative(),
  code: z.string().max(MAX_CODE_LENGTH),
  variant: z.enum(CODE_VARIANTS),
});

/** What the page sends the runner: its theme and language, and each revision of the code. */
export const parentMessage = z.discriminatedUnion('type', [settingsMessage, renderMessage]);
export type ParentMessage = z.infer<typeof parentMessage>;
export type RunnerSettings = z.infer<typeof settingsMessage>;

/**
 * What the runner sends back: it listens; it received a revision, starts running it, and it rendered or failed; the
 * revision on screen keeps it busy without end (runaway); its content's height changed.
 */
export const runnerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('received'), revision: z.number().int().nonnegative() }),
  z.object({ type: z.literal('evaluating'), revision: z.number().int().nonnegative() }),
  z.object({ type: z.literal('runaway'), revision: z.number().int().nonnegative() }),
  z.object({ type: z.literal('rendered'), revision: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('failed'),
    revision: z.number().int().nonnegative(),
    message: z.string().max(2000),
  }),
  z.object({ type: z.literal('height'), height: z.number().nonnegative().max(100_000) }),
]);
export type RunnerMessage = z.infer<typeof runnerMessage>;

/** A message of the expected shape, or null: anything else posted to the window is ignored. */
export function parseParentMessage(data: unknown): ParentMessage | null {
  const parsed = parentMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A message of the expected shape, or null. */
export function parseRunnerMessage(data: unknown): RunnerMessage | null {
  const parsed = runnerMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}
