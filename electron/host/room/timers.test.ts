import { describe, expect, it } from 'vitest';
import { Timers, type Scheduler } from './timers.ts';

/** A scheduler whose timers run when the test says. */
function manual(): Scheduler & { due: Map<number, () => void>; fire(handle: number): void } {
  let next = 0;
  const due = new Map<number, () => void>();
  return {
    due,
    setTimeout: (fn) => {
      due.set(++next, fn);
      return next;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
    fire(handle) {
      const fn = due.get(handle)!;
      due.delete(handle);
      fn();
    },
  };
}

describe('the room timers', () => {
  it('keeps one timer a name, forgets a timer before its work runs, and clears them all at once', () => {
    const scheduler = manual();
    const timers = new Timers(scheduler, () => {});
    const ran: string[] = [];
    timers.set('bot:1', 10, 'a bot', () => ran.push('first'));
    timers.set('bot:1', 10, 'a bot', () => ran.push('second'));
    expect(scheduler.due.size).toBe(1);
    timers.set('clock', 10, 'the clock', () => {
      expect(timers.has('clock')).toBe(false);
      ran.push('clock');
    });
    scheduler.fire([...scheduler.due.keys()].at(-1)!);
    expect(ran).toEqual(['clock']);
    timers.set('reveal', 10, 'a reveal', () => {});
    timers.clearWhere((name) => name.startsWith('bot:'));
    expect(timers.has('bot:1')).toBe(false);
    expect(timers.has('reveal')).toBe(true);
    timers.clearAll();
    expect(timers.size).toBe(0);
    expect(scheduler.due.size).toBe(0);
  });

  it('hands what a timer throws to its reporter, not to the scheduler', () => {
    const scheduler = manual();
    const failed: string[] = [];
    const timers = new Timers(scheduler, (what, error) => failed.push(`${what}: ${(error as Error).message}`));
    timers.set('draft', 5, 'a draft update', () => {
      throw new Error('boom');
    });
    expect(() => scheduler.fire([...scheduler.due.keys()][0]!)).not.toThrow();
    expect(failed).toEqual(['a draft update: boom']);
  });
});
