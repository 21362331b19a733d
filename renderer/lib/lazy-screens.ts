import type { Component } from 'svelte';
import type { GameScreens } from './games.ts';

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

type Loaders = { [K in keyof GameScreens as GameScreens[K] extends (...args: never[]) => Promise<{ default: Component<any> }> ? K : never]: GameScreens[K] };
type PropsOf<L> = L extends () => Promise<{ default: Component<infer P> }> ? P : never;

/**
 * One kind of screen (`board`, `phone`, `summary`) of every game in a registry, loaded on demand:
 * a shell asks for the game its table plays and never names one.
 */
export function screensFrom<K extends keyof Loaders>(registry: Readonly<Record<string, GameScreens>>, key: K) {
  const loaders: Record<string, () => Promise<{ default: Component<PropsOf<Loaders[K]>> }>> = Object.create(null);
  for (const [game, screens] of Object.entries(registry)) loaders[game] = screens[key] as () => Promise<{ default: Component<PropsOf<Loaders[K]>> }>;
  return lazyScreens<PropsOf<Loaders[K]>>(loaders);
}

/**
 * One part of each game from a registry that is not a screen (its record, its tips), fetched the
 * first time a screen asks for that game's and remembered after; a failed download may be tried again.
 */
export function partsFrom<K extends string, T>(registry: Readonly<Record<string, { readonly [P in K]: () => Promise<T> }>>, part: K): (game: string) => Promise<T> {
  const loaded = new Map<string, Promise<T>>();
  return (game) => {
    let module = loaded.get(game);
    if (module === undefined) {
      const screens = Object.hasOwn(registry, game) ? registry[game] : undefined;
      if (screens === undefined) return Promise.reject(new Error(`no ${part} for ${game}`));
      module = screens[part]();
      module.catch(() => loaded.delete(game));
      loaded.set(game, module);
    }
    return module;
  };
}

/**
 * Hands what `promise` gives to `then` (or its failure to `failed`) unless the returned function
 * was called first. Meant as an effect's cleanup: when a screen asks for another game's part, the
 * part asked for before may still arrive after it, and must not take its place.
 */
export function whenSettled<T>(promise: Promise<T>, then: (value: T) => void, failed: (error: unknown) => void = () => {}): () => void {
  let wanted = true;
  promise.then(
    (value) => {
      if (wanted) then(value);
    },
    (error: unknown) => {
      if (wanted) failed(error);
    },
  );
  return () => {
    wanted = false;
  };
}
