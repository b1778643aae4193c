/** Types of demoChunks.mjs, for the TypeScript that imports it. */
export declare const DEMO_CHUNKS_MANIFEST: string;
export declare function withBuildIdChunkFiles<T>(config: T, buildId: string): T;
export declare function readDemoChunkFiles(root?: string): Record<string, string>;
