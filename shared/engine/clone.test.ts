import { describe, expect, it } from 'vitest';
import { cloneJson, jsonEqual, seal } from './clone.ts';

describe('cloneJson and jsonEqual', () => {
  it('copies deeply so that changing the copy leaves the original alone', () => {
    const original = { a: [1, { b: 2 }], c: null, d: 'x' };
    const copy = cloneJson(original);
    expect(copy).toEqual(original);
    (copy.a[1] as { b: number }).b = 3;
    expect((original.a[1] as { b: number }).b).toBe(2);
  });

  it('compares structure regardless of key order, and tells arrays from objects', () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual({ a: undefined }, {})).toBe(true);
  });

  it('shares sealed records between copies, and a sealed record cannot be edited', () => {
    const past = seal({ team: [1, 2], approved: true });
    const state = { history: [past], current: { n: 1 } };
    const copy = cloneJson(state);
    expect(copy.history).not.toBe(state.history);
    expect(copy.history[0]).toBe(past);
    expect(copy.current).not.toBe(state.current);
    expect(() => {
      (past.team as number[]).push(3);
    }).toThrow(TypeError);
  });
});
