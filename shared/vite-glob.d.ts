/**
 * Vite's `import.meta.glob`: tests under shared/ use it to find files without Node's fs (eager),
 * and the renderer to find every game's names (each a chunk fetched on demand).
 */
interface ImportMeta {
  glob<T = Record<string, unknown>>(pattern: string | string[], options: { eager: true; query?: string; import?: string }): Record<string, T>;
  glob<T = Record<string, unknown>>(pattern: string | string[], options?: { eager?: false; query?: string; import?: string }): Record<string, () => Promise<T>>;
}
