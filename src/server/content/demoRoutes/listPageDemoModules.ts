import fs from 'node:fs';
import path from 'node:path';
import { pageContentFolder } from '@/content/demoModulePaths';
import { CONTENT_ROOT } from '../contentFiles';

/**
 * The demo modules of a page: every `.tsx` file of its `demos/` folder (all styling variants), as module paths under
 * content/pages (`react-data-grid/editing/demos/IsCellEditableGrid`), sorted. Empty for a page without demos.
 */
export function listPageDemoModules(pathname: string, root: string = CONTENT_ROOT): string[] {
  const relative = pageContentFolder(pathname);
  const directory = path.join(root, relative, 'demos');
  if (!fs.existsSync(directory)) {
    return [];
  }
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `${relative}/demos/${file.replace(/\.tsx$/, '')}`)
    .sort();
}
