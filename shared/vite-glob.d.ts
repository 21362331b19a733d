/** Vite's `import.meta.glob`, as tests under shared/ use it to find files without Node's fs. */
interface ImportMeta {
  glob<T = Record<string, unknown>>(pattern: string | string[], options: { eager: true; query?: string; import?: string }): Record<string, T>;
}
