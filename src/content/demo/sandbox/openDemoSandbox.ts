import { createSandboxFiles, type SandboxInput } from './createSandboxFiles';
import {
  CODESANDBOX_DEFINE_URL,
  postForm,
  STACKBLITZ_RUN_URL,
  toCodeSandboxParameters,
  toStackBlitzFields,
} from './openSandbox';

/**
 * Opens a demo as a project on StackBlitz or CodeSandbox, in a new tab. Loaded on the first click (with the
 * compression code it needs), not with the page.
 */
export function openDemoSandbox(service: 'stackblitz' | 'codesandbox', options: SandboxInput): void {
  const files = createSandboxFiles(options);
  const entry = `${options.name}.${options.variant === 'TS' ? 'tsx' : 'jsx'}`;
  if (service === 'stackblitz') {
    postForm(`${STACKBLITZ_RUN_URL}?file=src/${entry}`, toStackBlitzFields(files, options.title));
  } else {
    postForm(CODESANDBOX_DEFINE_URL, { parameters: toCodeSandboxParameters(files), query: `file=/src/${entry}` });
  }
}
