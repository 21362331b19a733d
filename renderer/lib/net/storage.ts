import type { TokenStore } from './table-connection.svelte.ts';

/**
 * The phone's localStorage, or a memory stand-in when the browser refuses it (private modes),
 * so the page still works; it just forgets the seat on reload.
 */
export function safeStorage(): TokenStore {
  try {
    const probe = '__hideout_probe__';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
