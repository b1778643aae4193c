import { getEarlyInputScript } from '@/earlyInput/captureEarlyInput';
import { getShellControlsScript } from '@/shellControls/installShellControls';
import { getPreferencesHeadScript } from '@/theme/preferencesHeadScript';
import { SCRIPT_LOADER } from './scriptLoader';

/**
 * The one inline script of every page's head, so that the Content-Security-Policy, sent as a header with every
 * document, names one hash rather than four (decision 0027). In order: the reader's preferences, set before the
 * first paint; the shell's always-on controls, working without React, registered before the early-input script so
 * that a press they answer is not also kept for replay; and the early-input script, which keeps clicks and the
 * search shortcut from the first paint until the app hydrates and replays them; then the loader, which adds the
 * page's scripts after the first paint or on a need, once the document is parsed.
 */
export function getHeadScript(): string {
  return [getPreferencesHeadScript(), getShellControlsScript(), getEarlyInputScript(), SCRIPT_LOADER].join(';\n');
}
