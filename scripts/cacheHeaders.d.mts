/** Types of cacheHeaders.mjs, for the TypeScript that imports it. */
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare const MARKDOWN_CONTENT_TYPE: string;
export declare const TEXT_CONTENT_TYPE: string;
export declare const MARKDOWN_ROBOTS_TAG: string;

export interface CacheRule {
  glob: string;
  headersPath: string;
  value: string;
  extraHeaders?: Record<string, string>;
}

export declare const CACHE_RULES: CacheRule[];

export declare function toServeJson(
  siteHeaders?: Record<string, string>,
  runnerHeaders?: Record<string, string> | null,
): {
  trailingSlash: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
  redirects: { source: string; destination: string; type: number }[];
};

export declare function toHeadersFile(
  siteHeaders?: Record<string, string>,
  runnerHeaders?: Record<string, string> | null,
): string;
