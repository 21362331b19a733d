import type { Lang } from './lang.ts';

/** A catalog's one module per language, each a chunk of its own, imported only when asked for. */
export type ByLanguage<M> = Readonly<Record<Lang, () => Promise<M>>>;

/**
 * How every catalog is loaded, the shell's and each game's: one language's module, fetched once
 * when first asked for (a device downloads only the language it speaks). A failed fetch (the
 * Wi-Fi dropped while the page loaded) is tried again at the next ask.
 */
export function byLanguage<M>(loaders: ByLanguage<M>): (language: Lang) => Promise<M> {
  const loading = new Map<Lang, Promise<M>>();
  return (language) => {
    let module = loading.get(language);
    if (module === undefined) {
      module = loaders[language]().catch((error: unknown) => {
        loading.delete(language);
        throw error;
      });
      loading.set(language, module);
    }
    return module;
  };
}

/** A screen's module, given once the words it shows are here too (a game's words come with its screens). */
export const withWords = <M>(words: () => Promise<unknown>, screen: Promise<M>): Promise<M> => Promise.all([screen, words()]).then(([module]) => module);
