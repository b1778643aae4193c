import LZString from 'lz-string';
import type { SandboxFile } from './createSandboxFiles';

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/** CodeSandbox's `parameters`: the files as JSON, LZ-compressed, URL-safe base64. */
export function toCodeSandboxParameters(files: Record<string, SandboxFile>): string {
  const payload = Object.fromEntries(
    Object.entries(files).map(([path, file]) => [path, { content: file.content, isBinary: false }]),
  );
  return LZString.compressToBase64(JSON.stringify({ files: payload }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Form fields StackBlitz's POST API reads to create a project. */
export function toStackBlitzFields(files: Record<string, SandboxFile>, title: string): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': title,
    'project[description]': title,
    'project[template]': 'node',
  };
  for (const [path, file] of Object.entries(files)) {
    fields[`project[files][${path}]`] = file.content;
  }
  return fields;
}

/** Submits a hidden form in a new tab: both services accept a POST, which has no URL length limit. */
export function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
