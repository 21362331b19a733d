/**
 * The build's half of renderer/lib/import-again.ts: every `import('./chunk.js')` of a built page
 * becomes `__import('./chunk.js')`, so that a download that failed once can be asked for again.
 * Only imports of the build's own chunks change, which are all in one folder (`./`, read from the
 * folder of the chunk that holds `__import`); `import.meta`, an `import(variable)`, an address
 * elsewhere and any text that merely mentions import stay. (The name is short: it is written at
 * every import, and a phone downloads each of them.)
 */
export function callImportAgain(code: string): string {
  return code.replace(/(?<![\w$.])import\((["'`])(\.\/[^"'`\\${}/]+)\1\)/g, '__import($1$2$1)');
}
