import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readListedScripts } from '@/server/pipeline/transforms/scriptsAfterFirstPaint';

// Every route shares most of its scripts: each file is compressed once.
const gzipKbByFile = new Map<string, number>();

/** Gzip size (level 9) of a built file, in KB. */
export function gzipKbOf(file: string): number {
  const key = path.resolve(file);
  if (!gzipKbByFile.has(key)) {
    gzipKbByFile.set(key, zlib.gzipSync(fs.readFileSync(key), { level: 9 }).length / 1024);
  }
  return gzipKbByFile.get(key)!;
}

/**
 * Scripts a modern browser loads for the page: every <script src> except `nomodule` polyfills, and the scripts the
 * build lists for its loader to add after the first paint (src/server/pipeline/transforms/scriptsAfterFirstPaint.ts),
 * in page order. Like Next's route manifests, the integrations module the loader adds after the load event is not
 * first-load JavaScript.
 */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/\snomodule/i.test(match[1]!))
    .map((match) => /\ssrc="([^"]+\.js)"/.exec(match[1]!)?.[1])
    .filter((src): src is string => Boolean(src));
  return [...tags, ...readListedScripts(html)];
}

/** First-load JavaScript of a page of the static export in `outDir`: its scripts and their total gzip size in KB. */
export function firstLoadJs(outDir: string, html: string): { files: number; kb: number } {
  const scripts = firstLoadScripts(html);
  const kb = scripts.reduce((sum, src) => sum + gzipKbOf(path.join(outDir, decodeURIComponent(src))), 0);
  return { files: scripts.length, kb };
}
