import { describe, expect, it } from 'vitest';
import { keepEqual } from './keep-equal.ts';

describe('keepEqual: a new message keeps the parts of the last one that did not change', () => {
  const room = () => ({
    phase: 'playing',
    seats: [
      { seat: 0, name: 'Ana', online: true },
      { seat: 1, name: 'Bo', online: true },
    ],
    tips: { on: true, taught: ['deal'] },
  });

  it('answers the previous value itself when nothing changed', () => {
    const before = room();
    expect(keepEqual(before, room())).toBe(before);
    expect(keepEqual([1, 'a', null], [1, 'a', null])).toEqual([1, 'a', null]);
    const list = [1, 2];
    expect(keepEqual(list, [1, 2])).toBe(list);
  });

  it('makes new only the path to what changed, sharing every other part', () => {
    const before = room();
    const next = room();
    next.seats[1]!.online = false;
    const kept = keepEqual(before, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(before);
    expect(kept.seats).not.toBe(before.seats);
    expect(kept.seats[0]).toBe(before.seats[0]);
    expect(kept.seats[1]).not.toBe(before.seats[1]);
    expect(kept.tips).toBe(before.tips);
  });

  it('sees a key added, a key gone, a longer or shorter list and a changed type', () => {
    const before: Record<string, unknown> = { a: 1, list: [1, 2] };
    expect(keepEqual(before, { a: 1, list: [1, 2], b: 2 })).toEqual({ a: 1, list: [1, 2], b: 2 });
    expect(keepEqual(before, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqual(before, { a: 1, list: [1, 2, 3] })).toEqual({ a: 1, list: [1, 2, 3] });
    expect(keepEqual(before, { a: 1, list: [1] })).toEqual({ a: 1, list: [1] });
    expect(keepEqual(before, { a: '1', list: [1, 2] })).toEqual({ a: '1', list: [1, 2] });
    expect(keepEqual(before, { a: 1, list: { 0: 1, 1: 2 } })).toEqual({ a: 1, list: { 0: 1, 1: 2 } });
    expect(Array.isArray(keepEqual({ 0: 1 }, [1]))).toBe(true);
    // A key whose value is undefined on one side only is a change, not a match.
    expect(Object.hasOwn(keepEqual({ a: undefined }, { b: undefined }), 'b')).toBe(true);
  });

  it('passes first values and nulls through', () => {
    const next = room();
    expect(keepEqual(null, next)).toBe(next);
    expect(keepEqual(next, null)).toBeNull();
    expect(keepEqual(undefined, 3)).toBe(3);
  });
});
