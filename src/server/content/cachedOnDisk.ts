import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the results live: kept across builds, ignored by git, removed with `node_modules`. */
export const DISK_CACHE_DIRECTORY = path.join(process.cwd(), 'node_modules', '.cache', 'mui-x-docs');

const sourceHashes = new Map<string, string>();

/** The text of the files that implement a transform: editing the transform changes every key it made. */
function hashSources(files: readonly string[]): string {
  return files
    .map((file) => {
      let hash = sourceHashes.get(file);
      if (hash === undefined) {
        hash = crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.resolve(file)))
          .digest('hex');
        sourceHashes.set(file, hash);
      }
      return hash;
    })
    .join(':');
}

export type DiskCacheKey = {
  /** A folder of its own per transform. */
  namespace: string;
  /** The repository files of the transform (its module and whatever decides its output besides the input). */
  sourceFiles: readonly string[];
  /** The input and anything else the output depends on: options, the versions of the tools used. */
  inputs: readonly string[];
};

/**
 * The result of a pure, costly build transform (formatting, highlighting) of JSON-serialisable output, computed once
 * for every process of a build (Next's page workers, the Markdown twins, the MCP data) and kept for the next build.
 * A file that cannot be read back is computed again; writes are atomic, so parallel processes never read half a file.
 */
export async function cachedOnDisk<T>(
  { namespace, sourceFiles, inputs }: DiskCacheKey,
  compute: () => Promise<T>,
  directory: string = DISK_CACHE_DIRECTORY,
): Promise<T> {
  const hash = crypto.createHash('sha256');
  hash.update(hashSources(sourceFiles));
  for (const input of inputs) {
    hash.update('\0').update(input);
  }
  const file = path.join(directory, namespace, `${hash.digest('hex')}.json`);
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { value: T }).value;
  } catch {
    // Not cached yet, or unreadable: computed below.
  }
  const value = await compute();
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify({ value }));
    fs.renameSync(temporary, file);
  } catch {
    // A read-only or full disk only costs the next build the time to compute it again.
  }
  return value;
}
