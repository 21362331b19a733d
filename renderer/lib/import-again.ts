/**
 * A page's on-demand downloads (a game's screens, a language's words, the lobby controls) that
 * fail, the Wi-Fi gone for a moment, must work when asked again. A browser does not fetch again a
 * module whose download failed: it remembers the failure for that address for as long as the page
 * lives (whatwg/html#6768; no browser does otherwise yet). So the built pages do not call
 * `import()` themselves: electron.config.ts turns each `import('./chunk.js')` into a call of
 * `__import`, which asks for the same file at an address the browser has not failed yet
 * once a download of it has failed, and keeps asking at the address that worked after that (so a
 * module is still one module, however many screens ask for it).
 */
export type ModuleImporter = (url: string) => Promise<unknown>;

/** `base`: the address the chunks' addresses are read from (every chunk is in one folder). */
export function importAgain(importer: ModuleImporter, base: string): (specifier: string) => Promise<unknown> {
  /** A module's address → the address it is asked at now (after a failure). */
  const askedAt = new Map<string, string>();
  let failures = 0;
  return (specifier) => {
    const url = new URL(specifier, base).href;
    const asked = askedAt.get(url) ?? url;
    return importer(asked).catch((error: unknown) => {
      // Two asks that failed together move the module to one new address, not two.
      if ((askedAt.get(url) ?? url) === asked) askedAt.set(url, `${url}${url.includes('?') ? '&' : '?'}again=${++failures}`);
      throw error;
    });
  };
}

declare global {
  // The built pages' `import()` (electron.config.ts, hideout-import-again).
  var __import: ((specifier: string) => Promise<unknown>) | undefined;
}

/** Makes `__import` the page's; every page's entry imports this module first. */
export function installImportAgain(): void {
  // This module is built into a chunk beside the others: its address is theirs to read from.
  globalThis.__import ??= importAgain((url) => import(/* @vite-ignore */ url), import.meta.url);
}
