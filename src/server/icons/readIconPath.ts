import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The path data of a Material icon, read from its rendering (every icon used here is drawn by paths only). */
export function readIconPath(icon: ComponentType, name: string): string {
  const markup = renderToStaticMarkup(createElement(icon));
  const paths = [...markup.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]!);
  const rest = markup.replace(/<path d="[^"]+"><\/path>|<path d="[^"]+"\/>/g, '');
  if (paths.length === 0 || /<(circle|rect|g|ellipse|polygon|polyline|line)\b/.test(rest)) {
    throw new Error(`The ${name} icon is not drawn by paths alone: PlainIcon cannot draw it.`);
  }
  return paths.join(' ');
}
