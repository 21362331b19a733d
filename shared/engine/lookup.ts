/**
 * Looking things up by a name that came from outside (a message, a file, a command line).
 *
 * A plain object answers `obj["toString"]`, `obj["constructor"]` and `obj["__proto__"]` with
 * what it inherits from Object.prototype, so a registry read with brackets "finds" a game or a
 * bot called "toString" and the caller crashes later on what it got. Every registry lookup by an
 * outside id goes through `ownEntry` (own keys only), and registries are built by `registryOf`
 * with no prototype at all, so even a forgotten bracket lookup finds nothing.
 */

/** The value stored under `key` itself, never an inherited one. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  if (typeof key !== 'string' || !Object.hasOwn(table, key)) return undefined;
  return table[key];
}

/** Whether `key` is one of the table's own keys. */
export function hasEntry(table: Readonly<Record<string, unknown>>, key: unknown): key is string {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

/** A frozen lookup table with no prototype: `table["toString"]` is undefined. */
export function registryOf<T>(entries: Iterable<readonly [string, T]>): Readonly<Record<string, T>> {
  const table = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) table[key] = value;
  return Object.freeze(table);
}
