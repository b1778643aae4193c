/** Types of stripStaticProps.mjs, for the TypeScript that imports it. */
export declare function stripPageProps<T>(pageProps: T, options: { inHtml: boolean }): T;
export declare function escapeJsonForHtml(json: string): string;
export declare function stripNextDataInHtml(html: string): string;
export declare function stripStaticProps(outDir: string): number;
export declare const DEMO_CODE_FILE: string;
export declare function pageOfDataFile(relativePath: string): string;
