/** Types of listHtmlFiles.mjs, for the TypeScript that imports it. */
export declare function listFiles(directory: string, extension: string, skip?: string[]): string[];
export declare function listHtmlFiles(directory: string): string[];
