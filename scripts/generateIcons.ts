import path from 'node:path';
import type { ComponentType } from 'react';
import { iconStylesheet } from '../src/server/icons/iconStylesheet';
import { readIconPath } from '../src/server/icons/readIconPath';
import { ICON_STYLESHEET_FILE, PLAIN_ICON_NAMES, type PlainIconName } from '../src/icons/iconNames';
import { writeIfChanged } from './writeIfChanged';

type IconModule = { default: ComponentType | { default: ComponentType } };

/** Writes the stylesheet that draws the icons PlainIcon names, from their paths in the installed @mui/icons-material. */
export async function writeIconStylesheet(): Promise<string> {
  const paths: Partial<Record<PlainIconName, string>> = {};
  for (const name of PLAIN_ICON_NAMES) {
    const module = (await import(`@mui/icons-material/${name}`)) as IconModule;
    const icon = 'default' in module.default ? module.default.default : module.default;
    paths[name] = readIconPath(icon, name);
  }
  writeIfChanged(ICON_STYLESHEET_FILE, iconStylesheet(paths));
  return `${PLAIN_ICON_NAMES.length} icons written to ${ICON_STYLESHEET_FILE}.`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  void writeIconStylesheet().then((summary) => console.log(`Icons: ${summary}`));
}
