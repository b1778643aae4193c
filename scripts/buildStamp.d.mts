/** Types of buildStamp.mjs, for the TypeScript that imports it. */
export declare function computeInputHash(root?: string, extra?: string): string;
export declare const STAMP_PATH: string;
export declare function readStamp(): { inputHash: string; environmentKey: string; buildMs: number } | null;
export declare function getEnvironmentKey(env?: Record<string, string | undefined>): string;
