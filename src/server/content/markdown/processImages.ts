import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import { sourceLocation } from './sourceLocation';

/** Where site-absolute image paths (`/x/static/…`) live in the repository. */
const PUBLIC_DIR = path.join(process.cwd(), 'public');

/**
 * Checks and completes every Markdown image at build time:
 * - alt text is required (screen readers), and the source must be an https URL or a file of the site (`/x/…` under
 *   `public/`) that exists; anything else fails the build, naming the page;
 * - local images get their intrinsic width and height, so the page does not shift when they load;
 * - every image loads lazily and decodes off the main thread.
 */
export function processImages(tree: HastRoot, { filePath }: { filePath: string }): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'img') {
      return;
    }
    const src = typeof node.properties.src === 'string' ? node.properties.src : '';
    const alt = typeof node.properties.alt === 'string' ? node.properties.alt.trim() : '';
    if (!alt) {
      throw new Error(
        `${sourceLocation(filePath, node)}: the image ${src || '(no source)'} has no alt text. Describe what it shows: ![description](${src})`,
      );
    }
    if (src.startsWith('/') && !src.startsWith('//')) {
      const file = path.join(PUBLIC_DIR, decodeURIComponent(src.split(/[?#]/)[0]!));
      if (!file.startsWith(PUBLIC_DIR + path.sep) || !fs.existsSync(file)) {
        throw new Error(`${sourceLocation(filePath, node)}: the image ${src} does not exist under public/.`);
      }
      const { width, height } = imageSize(fs.readFileSync(file));
      node.properties.width = width;
      node.properties.height = height;
    } else if (!/^https:\/\/[^/]/i.test(src)) {
      throw new Error(
        `${sourceLocation(filePath, node)}: the image source ${JSON.stringify(src)} must be https:// or a path of this site (/x/…).`,
      );
    }
    node.properties.loading = 'lazy';
    node.properties.decoding = 'async';
  });
}
