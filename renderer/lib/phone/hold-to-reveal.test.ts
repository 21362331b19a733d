import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, HoldToReveal } from './hold-to-reveal.svelte.ts';

const pointer = () => ({ pointerType: 'touch', button: 0, pointerId: 1, currentTarget: { setPointerCapture() {} } }) as unknown as PointerEvent;

describe('a secret card held or toggled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a held card only after the hold time, and counts the look', () => {
    const looked = vi.fn();
    const hold = new HoldToReveal(looked);
    hold.down(pointer());
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(hold.revealed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(hold.revealed).toBe(true);
    expect(looked).toHaveBeenCalledOnce();
  });

  it('hides a held card when the page scrolls: the finger has let go', () => {
    const hold = new HoldToReveal(() => {});
    hold.down(pointer());
    vi.advanceTimersByTime(HOLD_MS);
    hold.scrolled();
    expect(hold.revealed).toBe(false);
  });

  it('never shows a hold that a scroll interrupted', () => {
    const hold = new HoldToReveal(() => {});
    hold.down(pointer());
    hold.scrolled();
    vi.advanceTimersByTime(HOLD_MS * 2);
    expect(hold.revealed).toBe(false);
  });

  it('keeps a toggled card through a scroll (a screen reader reading it), and hides it on the next press or a blur', () => {
    const hold = new HoldToReveal(() => {});
    hold.toggle();
    hold.scrolled();
    expect(hold.revealed).toBe(true);
    hold.toggle();
    expect(hold.revealed).toBe(false);
    hold.toggle();
    hold.hide();
    expect(hold.revealed).toBe(false);
    // Hidden by a blur, it is no longer the toggle's: a later hold hides on a scroll again.
    hold.down(pointer());
    vi.advanceTimersByTime(HOLD_MS);
    hold.scrolled();
    expect(hold.revealed).toBe(false);
  });
});
