import path from 'node:path';
import { iconStylesheet } from '../src/server/icons/iconStylesheet';
import { readMaterialIconPaths } from '../src/server/icons/readMaterialIconPaths';
import { ICON_STYLESHEET_FILE, PLAIN_ICON_NAMES } from '../src/icons/iconNames';
import { writeIfChanged } from './writeIfChanged';

/** Writes the stylesheet that draws the icons PlainIcon names, from their paths in the installed @mui/icons-material. */
export async function writeIconStylesheet(): Promise<string> {
  writeIfChanged(ICON_STYLESHEET_FILE, iconStylesheet(readMaterialIconPaths()));
  return `${PLAIN_ICON_NAMES.length} icons written to ${ICON_STYLESHEET_FILE}.`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  void writeIconStylesheet().then((summary) => console.log(`Icons: ${summary}`));
}
