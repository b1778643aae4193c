/** Types of securityHeaders.mjs, for the TypeScript that imports it. */
export declare const PERMISSIONS_POLICY: string;
export declare function hashInlineScript(text: string): string;
export declare function extractInlineScripts(html: string): string[];
export declare function buildContentSecurityPolicy(input: {
  scriptHashes: string[];
  environment: Record<string, string | undefined>;
}): string;
export declare const RUNNER_PATH: string;
export declare function buildRunnerContentSecurityPolicy(input: { scriptHashes: string[] }): string;
export declare function securityHeaders(contentSecurityPolicy: string): Record<string, string>;
