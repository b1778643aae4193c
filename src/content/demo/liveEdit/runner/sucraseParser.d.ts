// Sucrase ships the types of its parser apart from its ES module build, which guardLoops.ts imports.
declare module 'sucrase/dist/esm/parser/index' {
  export * from 'sucrase/dist/types/parser/index';
}
declare module 'sucrase/dist/esm/parser/tokenizer/index' {
  export * from 'sucrase/dist/types/parser/tokenizer/index';
}
declare module 'sucrase/dist/esm/parser/tokenizer/keywords' {
  export * from 'sucrase/dist/types/parser/tokenizer/keywords';
}
declare module 'sucrase/dist/esm/parser/tokenizer/types' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
