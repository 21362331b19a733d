/**
 * A message's value with every part that equals the previous value's replaced by that previous
 * part itself. The host sends each screen the whole room and the whole view at every change; the
 * screens hold them as raw state, so a fresh object makes every effect that reads any part of it
 * run again, however little changed (a seat's dot, a bot's move): each seat of a ten-seat strip
 * redrawn, each fitted name measured again, in the middle of a reveal on a slow laptop's TV. Kept
 * this way, an unchanged part is the same object as before, and Svelte's own equality stops the
 * update there: only what changed is drawn again.
 *
 * Values are what JSON.parse makes (plain objects, arrays, strings, numbers, booleans, null), and
 * are never changed once received, so sharing their parts between two messages is safe.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const kept = next.map((item: unknown, i) => {
      const part = keepEqual(previous[i], item);
      if (part !== previous[i]) same = false;
      return part;
    });
    return (same ? previous : kept) as T;
  }
  if (Array.isArray(previous)) return next;
  const before = previous as Record<string, unknown>;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(before).length;
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const part = keepEqual(before[key], (next as Record<string, unknown>)[key]);
    if (part !== before[key] || !Object.hasOwn(before, key)) same = false;
    kept[key] = part;
  }
  return (same ? before : kept) as T;
}
