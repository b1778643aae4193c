import * as prettier from 'prettier';
import ts from 'typescript';
import { cachedOnDisk } from './cachedOnDisk';

/**
 * The JavaScript variant of a TypeScript demo: types stripped by the TypeScript compiler, then formatted by Prettier.
 * The TS file stays the only source; the JS text is never kept in the repository.
 */
export function toJavaScript(tsSource: string, fileName: string): Promise<string> {
  return cachedOnDisk(
    {
      namespace: 'to-javascript',
      sourceFiles: ['src/server/content/toJavaScript.ts'],
      inputs: [tsSource, fileName, ts.version, prettier.version],
    },
    () => transpile(tsSource, fileName),
  );
}

async function transpile(tsSource: string, fileName: string): Promise<string> {
  // Blank lines carry meaning in demos; the compiler drops them, so mark them and restore after transpiling.
  const marked = tsSource.replace(/\n\s*\n/g, '\n/*__BLANK__*/\n');
  const { outputText } = ts.transpileModule(marked, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      verbatimModuleSyntax: false,
      removeComments: false,
    },
  });
  const restored = outputText.replace(/^\s*\/\*__BLANK__\*\/\s*$/gm, '');
  return prettier.format(restored, { parser: 'babel', singleQuote: true, trailingComma: 'all', printWidth: 85 });
}
