/**
 * Deep copy of plain JSON data (objects, arrays, primitives). Game states are plain JSON by
 * contract, so this is all the engine needs, and it is several times faster than
 * structuredClone on the small, many-field objects a game state is made of.
 *
 * Frozen values are shared, not copied: a game seals a record once it is final (a past vote, a
 * resolved lock), so a long history costs nothing to carry from one state to the next.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = typeof item === 'object' && item !== null ? cloneJson(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = (value as Record<string, unknown>)[key];
    out[key] = typeof item === 'object' && item !== null ? cloneJson(item) : item;
  }
  return out as T;
}

/** Structural equality of plain JSON data; key order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Deep-freezes a record that will never change again and returns it, typed as read-only.
 * States share sealed records (see cloneJson); a rule that tried to edit one would throw.
 */
export function seal<T>(value: T): Readonly<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) seal((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
