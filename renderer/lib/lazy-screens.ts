import type { Component } from 'svelte';

/**
 * Each game's screens load only when a table plays that game, so a phone downloads the shell and
 * one game, not all three. Loads are remembered: asking again for a game gives the same promise.
 */
export function lazyScreens<Props extends Record<string, any>>(
  loaders: Readonly<Record<string, () => Promise<{ default: Component<Props> }>>>,
): { has(game: string): boolean; load(game: string): Promise<Component<Props>> } {
  const loaded = new Map<string, Promise<Component<Props>>>();
  return {
    has: (game) => Object.hasOwn(loaders, game),
    load(game) {
      let screen = loaded.get(game);
      if (screen === undefined) {
        // Own keys only: a game id such as "toString" must not find Object.prototype's.
        const loader = Object.hasOwn(loaders, game) ? loaders[game] : undefined;
        if (loader === undefined) return Promise.reject(new Error(`no screens for ${game}`));
        screen = loader().then((module) => module.default);
        // A failed load (the Wi-Fi dropped mid-download) may be tried again.
        screen.catch(() => loaded.delete(game));
        loaded.set(game, screen);
      }
      return screen;
    },
  };
}
