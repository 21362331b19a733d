import { describe, expect, it } from 'vitest';
import { cursorAt, listedBefore, listOrder, type StartTime } from './list-order.ts';

/** Start times from a table, and the ids asked for (a real store reads a header for each). */
function startTimes(times: Record<string, number | null>): { startTime: StartTime; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    startTime: (id) => {
      asked.push(id);
      return times[id] ?? null;
    },
  };
}

const at = (iso: string): number => Date.parse(iso);

describe('the order of past games', () => {
  it("lists one room's games of a night by their numbers, newest first, without asking when they started", () => {
    const { startTime, asked } = startTimes({});
    const ids = ['2026-03-01-ABCD-2-x', '2026-03-01-ABCD-10-x', '2026-03-01-ABCD-1-x'];
    expect([...listOrder(ids, startTime)]).toEqual(['2026-03-01-ABCD-10-x', '2026-03-01-ABCD-2-x', '2026-03-01-ABCD-1-x']);
    expect(asked).toEqual([]);
  });

  it('lists later dates first', () => {
    const { startTime } = startTimes({});
    expect([...listOrder(['2026-03-01-ABCD-9-x', '2026-03-02-ABCD-1-x'], startTime)]).toEqual(['2026-03-02-ABCD-1-x', '2026-03-01-ABCD-9-x']);
  });

  it('merges the rooms of one date by start time, places an odd-named file by its start, and leaves out what cannot be read', () => {
    const { startTime } = startTimes({
      '2026-03-01-ABCD-1-x': at('2026-03-01T19:00:00Z'),
      '2026-03-01-ABCD-2-x': at('2026-03-01T21:00:00Z'),
      '2026-03-01-WXYZ-1-x': at('2026-03-01T20:00:00Z'),
      imported: at('2026-03-01T22:00:00Z'),
      damaged: null,
    });
    const ids = ['2026-03-01-ABCD-1-x', '2026-03-01-ABCD-2-x', '2026-03-01-WXYZ-1-x', 'imported', 'damaged'];
    expect([...listOrder(ids, startTime)]).toEqual(['imported', '2026-03-01-ABCD-2-x', '2026-03-01-WXYZ-1-x', '2026-03-01-ABCD-1-x']);
  });

  it('resumes after a cursor, on its date and on the dates before', () => {
    const times = {
      '2026-03-02-ABCD-1-x': at('2026-03-02T19:00:00Z'),
      '2026-03-02-WXYZ-1-x': at('2026-03-02T20:00:00Z'),
      '2026-03-01-ABCD-3-x': at('2026-03-01T19:00:00Z'),
    };
    const { startTime } = startTimes(times);
    const ids = Object.keys(times);
    const after = cursorAt('2026-03-02-WXYZ-1-x', times['2026-03-02-WXYZ-1-x']);
    expect(after.day).toBe('2026-03-02');
    expect([...listOrder(ids, startTime, after)]).toEqual(['2026-03-02-ABCD-1-x', '2026-03-01-ABCD-3-x']);
  });

  it("asks when a room's game started only on a date it shares with another room or an odd-named file", () => {
    const { startTime, asked } = startTimes({ imported: at('2026-03-01T19:00:00Z'), '2026-03-01-ABCD-1-x': at('2026-03-01T20:00:00Z') });
    const order = [...listOrder(['imported', '2026-03-01-ABCD-1-x', '2026-02-01-ABCD-7-x'], startTime)];
    expect(order).toEqual(['2026-03-01-ABCD-1-x', 'imported', '2026-02-01-ABCD-7-x']);
    expect(new Set(asked)).toEqual(new Set(['imported', '2026-03-01-ABCD-1-x']));
  });

  it('breaks a tie of start times by the greater id', () => {
    expect(listedBefore({ time: 5, id: 'b' }, { time: 5, id: 'a' })).toBe(true);
    expect(listedBefore({ time: 5, id: 'a' }, { time: 5, id: 'b' })).toBe(false);
    expect(listedBefore({ time: 6, id: 'a' }, { time: 5, id: 'b' })).toBe(true);
  });
});
