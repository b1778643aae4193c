import {
  EXCERPT_SHARD_SIZE,
  SEARCH_INDEX_BASE_PATH,
  SEARCH_INDEX_FILES,
  SEARCH_INDEX_FORMAT,
  type ApiIndexFile,
  type ExcerptShardFile,
  type PagesIndexFile,
} from './searchIndexFormat';

/** Why the index could not be loaded: no connection (and nothing cached yet), or anything else. */
export class SearchIndexError extends Error {
  constructor(
    readonly reason: 'offline' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** The build whose index to load: the page's own (Next.js writes it into the page). */
function getBuildId(): string {
  const data = (window as unknown as { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  return typeof data?.buildId === 'string' ? data.buildId : 'development';
}

/** A file of the index, checked at the boundary: the expected format and the arrays its reader indexes into. */
async function fetchIndexFile<T>(name: string, isValid: (value: Record<string, unknown>) => boolean): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${SEARCH_INDEX_BASE_PATH}${getBuildId()}/${name}`);
  } catch {
    throw new SearchIndexError(
      'offline',
      `The search index file ${name} could not be fetched: no connection and not cached.`,
    );
  }
  if (!response.ok) {
    throw new SearchIndexError(
      navigator.onLine ? 'failed' : 'offline',
      `The search index file ${name} answered ${response.status}.`,
    );
  }
  const value: unknown = await response.json().catch(() => null);
  if (
    typeof value !== 'object' ||
    value === null ||
    (value as { format?: unknown }).format !== SEARCH_INDEX_FORMAT ||
    !isValid(value as Record<string, unknown>)
  ) {
    throw new SearchIndexError('failed', `The search index file ${name} is not in format ${SEARCH_INDEX_FORMAT}.`);
  }
  return value as T;
}

const arrays =
  (...keys: string[]) =>
  (value: Record<string, unknown>) =>
    keys.every((key) => Array.isArray(value[key]));

export function loadPagesIndex(language: string): Promise<PagesIndexFile> {
  return fetchIndexFile(SEARCH_INDEX_FILES.pages(language), arrays('groups', 'pages', 'sections'));
}

export function loadApiIndex(): Promise<ApiIndexFile> {
  return fetchIndexFile(SEARCH_INDEX_FILES.api(), arrays('pages', 'rows'));
}

/** The excerpt file that holds a section's opening prose. */
export function getExcerptShard(section: number): number {
  return Math.floor(section / EXCERPT_SHARD_SIZE);
}

export async function loadExcerptShard(language: string, shard: number): Promise<string[]> {
  const file = await fetchIndexFile<ExcerptShardFile>(SEARCH_INDEX_FILES.excerpts(language, shard), arrays('texts'));
  return file.texts.map((text) => (typeof text === 'string' ? text : ''));
}
