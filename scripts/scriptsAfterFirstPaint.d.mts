/** Types of scriptsAfterFirstPaint.mjs, for the TypeScript that imports it. */
export declare const PAGE_SCRIPTS_ID: string;
export declare const SCRIPT_LOADER: string;
export declare function loadScriptsAfterFirstPaint(html: string): string;
export declare function readListedScripts(html: string): string[];
export declare function loadScriptsAfterFirstPaintIn(outDir: string, except?: string[]): number;
