import type { TokenStore } from './table-connection.svelte.ts';

/**
 * A store that keeps nothing: for screens that must never present a seat token (the TV board,
 * the host page), even when a phone's token sits in this origin's localStorage.
 */
export const noTokens: TokenStore = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

/** Tokens kept for this page's lifetime only (when the browser refuses web storage). */
export function memoryTokens(): TokenStore {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}

/** sessionStorage when the browser allows it (a private window may not), else memory. */
export function sessionTokens(): TokenStore {
  try {
    const probe = 'hideout.probe';
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    return sessionStorage;
  } catch {
    return memoryTokens();
  }
}
