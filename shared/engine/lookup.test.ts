import { describe, expect, it } from 'vitest';
import { hasEntry, ownEntry, registryOf } from './lookup.ts';

const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('looking up a name that came from outside', () => {
  const plain: Record<string, number> = { random: 1, heuristic: 2 };

  it('finds own entries of a plain object', () => {
    expect(ownEntry(plain, 'heuristic')).toBe(2);
    expect(hasEntry(plain, 'random')).toBe(true);
  });

  it.each(INHERITED)('does not find the inherited "%s" of a plain object', (key) => {
    expect(ownEntry(plain, key)).toBeUndefined();
    expect(hasEntry(plain, key)).toBe(false);
  });

  it('refuses keys that are not strings', () => {
    expect(ownEntry(plain, 1)).toBeUndefined();
    expect(ownEntry(plain, null)).toBeUndefined();
    expect(hasEntry(plain, undefined)).toBe(false);
  });

  it.each(INHERITED)('builds registries where even a bracket lookup of "%s" finds nothing', (key) => {
    const registry = registryOf([['a', 1]]);
    expect(registry[key]).toBeUndefined();
    expect(key in registry).toBe(false);
    expect(Object.keys(registry)).toEqual(['a']);
    expect(Object.isFrozen(registry)).toBe(true);
  });

  it('keeps an own "__proto__" entry an ordinary key in a registry', () => {
    const registry = registryOf([['__proto__', 7]]);
    expect(ownEntry(registry, '__proto__')).toBe(7);
  });
});
