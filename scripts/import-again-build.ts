/**
 * The build's half of renderer/lib/import-again.ts: every `import('./chunk.js')` of a built page
 * becomes `__hideoutImport('./chunk.js',import.meta.url)`, so that a download that failed once can
 * be asked for again. Only imports of the build's own chunks (a relative address in a string)
 * change; `import.meta`, an `import(variable)` and any text that merely mentions import stay.
 */
export function callImportAgain(code: string): string {
  return code.replace(/(?<![\w$.])import\((["'`])(\.{1,2}\/[^"'`\\${}]+)\1\)/g, '__hideoutImport($1$2$1,import.meta.url)');
}
