// Sucrase's types live apart from its CommonJS build, which compileDemo.ts and guardLoops.ts import by path.
declare module 'sucrase/dist/index' {
  export * from 'sucrase/dist/types/index';
}
declare module 'sucrase/dist/parser/index' {
  export * from 'sucrase/dist/types/parser/index';
}
declare module 'sucrase/dist/parser/tokenizer/index' {
  export * from 'sucrase/dist/types/parser/tokenizer/index';
}
declare module 'sucrase/dist/parser/tokenizer/keywords' {
  export * from 'sucrase/dist/types/parser/tokenizer/keywords';
}
declare module 'sucrase/dist/parser/tokenizer/types' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
