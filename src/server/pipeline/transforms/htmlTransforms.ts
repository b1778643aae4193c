import type { HtmlTransform } from '../htmlPage';
import { dropDeadHeadTagsTransform } from './dropDeadHeadTags';
import { minifyInlineScripts } from './minifyInlineScripts';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';
import { stripStaticPropsInHtml } from './stripStaticProps';

/**
 * The rewrites of every page Next exported, in order: the static HTML leaves the page data, then Next's scripts
 * move behind the first paint (before the inline scripts are hashed, so the policy includes the loader), every
 * inline script, the loader too, is minified (hashed after, so the policy allows their minified text), and the tags
 * no browser able to run the site uses are dropped.
 */
export const HTML_TRANSFORMS: HtmlTransform[] = [
  stripStaticPropsInHtml,
  scriptsAfterFirstPaint,
  minifyInlineScripts,
  dropDeadHeadTagsTransform,
];
