import path from 'node:path';
import type { ComponentType } from 'react';
import { readIconPath } from '../src/server/icons/readIconPath';
import { ICON_PATHS_FILE, PLAIN_ICON_NAMES, type PlainIconName } from '../src/icons/iconNames';
import { writeIfChanged } from './writeIfChanged';

type IconModule = { default: ComponentType | { default: ComponentType } };

/** Writes the path data of the icons PlainIcon draws, read from the installed @mui/icons-material. */
export async function writeIconPaths(): Promise<string> {
  const paths: Partial<Record<PlainIconName, string>> = {};
  for (const name of PLAIN_ICON_NAMES) {
    const module = (await import(`@mui/icons-material/${name}`)) as IconModule;
    const icon = 'default' in module.default ? module.default.default : module.default;
    paths[name] = readIconPath(icon, name);
  }
  const json = `${JSON.stringify(paths, null, 2)}\n`;
  writeIfChanged(ICON_PATHS_FILE, json);
  return `${PLAIN_ICON_NAMES.length} paths written to ${ICON_PATHS_FILE}.`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  void writeIconPaths().then((summary) => console.log(`Icons: ${summary}`));
}
