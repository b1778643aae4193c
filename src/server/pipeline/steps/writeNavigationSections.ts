import fs from 'node:fs';
import path from 'node:path';
import { navigation } from '@content/navigation';
import { HTML_LANG, LANGUAGES } from '@/i18n/languages';
import { renderNavigationSections } from '@/shell/navigation/renderNavigationSections';
import { NAVIGATION_SECTIONS_FOLDER, navigationSectionsFile } from '@/shellControls/fillNavigationSections';
import type { BuildContext } from '../buildStep';
import { integrationsBundleDir } from '../integrationsBundleUrl';

/**
 * Writes, per language, the contents of the navigation's sections a page may leave empty, beside the integrations
 * module that fills them without React (src/shellControls/fillNavigationSections.ts; the page finds them with navigationSectionsUrl).
 */
export function writeNavigationSections({ outDir, buildId }: BuildContext): string {
  const folder = path.join(outDir, integrationsBundleDir(buildId), '..', NAVIGATION_SECTIONS_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const written = LANGUAGES.map((language) => {
    const sections = renderNavigationSections(navigation, language);
    const file = path.join(folder, navigationSectionsFile(HTML_LANG[language]));
    fs.writeFileSync(file, JSON.stringify(sections));
    return `${path.basename(file)} ${Object.keys(sections).length} sections, ${(fs.statSync(file).size / 1024).toFixed(1)} KB`;
  });
  return `${path.relative(outDir, folder)}: ${written.join('; ')}`;
}
