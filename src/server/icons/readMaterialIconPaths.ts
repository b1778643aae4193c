import { createRequire } from 'node:module';
import path from 'node:path';
import type { ComponentType } from 'react';
import { PLAIN_ICON_NAMES, type PlainIconName } from '@/icons/iconNames';
import { readIconPath } from './readIconPath';

/**
 * The path of each icon PlainIcon names, as the installed @mui/icons-material draws it. Read through the package's
 * CommonJS build, from the project's folder: its ES modules import folders, which Node's own resolution refuses
 * (Playwright's runner uses it, not tsx's).
 */
export function readMaterialIconPaths(): Record<PlainIconName, string> {
  const requireCommonJs = createRequire(path.join(process.cwd(), 'package.json'));
  const paths = {} as Record<PlainIconName, string>;
  for (const name of PLAIN_ICON_NAMES) {
    const icon = (requireCommonJs(`@mui/icons-material/${name}`) as { default: ComponentType }).default;
    paths[name] = readIconPath(icon, name);
  }
  return paths;
}
