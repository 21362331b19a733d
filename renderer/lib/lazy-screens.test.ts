import { describe, expect, it, vi } from 'vitest';
import type { Component } from 'svelte';
import { lazyScreens, screensFrom, whenSettled } from './lazy-screens.ts';
import type { GameScreens } from './games.ts';

const screen = (() => {}) as unknown as Component<Record<string, never>>;

describe('lazyScreens', () => {
  it('loads a game once and hands back the same promise later', async () => {
    const loader = vi.fn(async () => ({ default: screen }));
    const screens = lazyScreens({ turncoat: loader });
    const first = screens.load('turncoat');
    expect(screens.load('turncoat')).toBe(first);
    expect(await first).toBe(screen);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('knows which games it has and refuses the others', async () => {
    const screens = lazyScreens({ turncoat: async () => ({ default: screen }) });
    expect(screens.has('turncoat')).toBe(true);
    expect(screens.has('chess')).toBe(false);
    expect(screens.has('toString')).toBe(false);
    await expect(screens.load('chess')).rejects.toThrow(/chess/);
  });

  it('tries a failed load again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: screen });
    const screens = lazyScreens({ turncoat: loader });
    await expect(screens.load('turncoat')).rejects.toThrow('offline');
    await Promise.resolve();
    expect(await screens.load('turncoat')).toBe(screen);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('screensFrom', () => {
  const game = (id: string, board: () => Promise<{ default: Component<any> }>) =>
    ({ id, board, phone: async () => ({ default: screen }), summary: async () => ({ default: screen }) }) as unknown as GameScreens;

  it('loads one kind of screen of the game asked for, by the registry\u2019s ids only', async () => {
    const board = vi.fn(async () => ({ default: screen }));
    const screens = screensFrom({ turncoat: game('turncoat', board) }, 'board');
    expect(screens.has('turncoat')).toBe(true);
    expect(screens.has('toString')).toBe(false);
    expect(await screens.load('turncoat')).toBe(screen);
    expect(board).toHaveBeenCalledTimes(1);
    await expect(screens.load('chess')).rejects.toThrow(/chess/);
  });
});

describe('whenSettled', () => {
  /** A promise settled by hand, so that the test decides which arrives first. */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
    return { promise, resolve, reject };
  }

  it('keeps the part asked for last when the one asked for before arrives after it', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    let shown: string | null = null;
    const forget = whenSettled(first.promise, (v) => (shown = v));
    forget();
    whenSettled(second.promise, (v) => (shown = v));
    second.resolve('the-snitch');
    await second.promise;
    first.resolve('mole-in-the-crew');
    await first.promise;
    await Promise.resolve();
    expect(shown).toBe('the-snitch');
  });

  it('reports a failure only while it is still wanted', async () => {
    const failed = vi.fn();
    const lost = deferred<string>();
    whenSettled(lost.promise, () => {}, failed);
    const forgotten = deferred<string>();
    whenSettled(forgotten.promise, () => {}, failed)();
    lost.reject(new Error('offline'));
    forgotten.reject(new Error('offline'));
    await Promise.allSettled([lost.promise, forgotten.promise]);
    await Promise.resolve();
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
