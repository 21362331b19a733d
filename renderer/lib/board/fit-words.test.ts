import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIT_FLOOR, FIT_STEPS, fittedSize, floorPx, needFitting, stepDown } from './fit-words.ts';

describe('fittedSize: the size at which the longest word fits its box', () => {
  it('leaves text that fits as it is', () => {
    expect(fittedSize(32, 200, 200)).toBeNull();
    expect(fittedSize(32, 200, 120)).toBeNull();
    // Sub-pixel layout differences are not an overflow.
    expect(fittedSize(32, 200, 200.4)).toBeNull();
  });

  it('scales a word that is too wide down in proportion, never leaving it wider than the box', () => {
    const size = fittedSize(32, 200, 250)!;
    expect(size).toBeLessThan(32);
    expect((250 * size) / 32).toBeLessThanOrEqual(200);
    expect(size).toBeCloseTo(25.6, 1);
  });

  it('stops at the floor, however long the word', () => {
    expect(fittedSize(30, 100, 1000)).toBe(30 * FIT_FLOOR);
    expect(fittedSize(30, 100, 1000, 0.8)).toBe(24);
  });

  it('does nothing for a box not laid out yet', () => {
    expect(fittedSize(32, 0, 250)).toBeNull();
    expect(fittedSize(0, 200, 250)).toBeNull();
    expect(fittedSize(Number.NaN, 200, 250)).toBeNull();
  });
});

describe('fitted sizes come in steps of a twentieth of the element’s own size', () => {
  it('rounds a ratio down to a step, never up, and keeps an exact step', () => {
    expect(stepDown(0.949)).toBe(0.9);
    expect(stepDown(0.95)).toBe(0.95);
    expect(stepDown(1)).toBe(1);
    expect(stepDown(0.6)).toBe(FIT_FLOOR);
  });

  it('gives words needing 11 % or 14 % less room the same size, so the browser shapes them once', () => {
    expect(fittedSize(40, 890, 1000)).toBe(fittedSize(40, 860, 1000));
    expect(fittedSize(40, 890, 1000)).toBe(34);
    expect(fittedSize(40, 900, 1000)).toBe(36);
  });

  it('steps from the element’s own size when it is already fitted, always one step lower at least', () => {
    // At 36 px of 40 and still 1 px too wide, the next size is the next step of 40: 34 px.
    expect(fittedSize(36, 999, 1000, FIT_FLOOR, 40)).toBe(34);
    for (let size = 40; size > 24; ) {
      const next = fittedSize(size, 999, 1000, 24 / size, 40)!;
      expect(next).toBeLessThan(size);
      const steps = (next / 40) * FIT_STEPS;
      expect(Math.abs(steps - Math.round(steps)) < 1e-6 || next === 24).toBe(true);
      size = next;
    }
  });
});

describe('floorPx: the least size a word is fitted to', () => {
  it('is a share of its own size, and never under what reads from the couch once its boxes are zoomed', () => {
    expect(floorPx(40, 20)).toBe(40 * FIT_FLOOR);
    expect(floorPx(30, 20)).toBe(20);
    // In an end table zoomed to 0.94, 20 px drawn is 21.3 px of its own.
    expect(floorPx(30, 20, 0.94)).toBeCloseTo(20 / 0.94, 6);
    expect(floorPx(30, 20, 0.94) * 0.94).toBeCloseTo(20, 6);
    // What is smaller by design than the floor stays its own size.
    expect(floorPx(18, 20, 0.94)).toBe(18);
  });
});

describe('needFitting: only what may have changed is measured again', () => {
  const screen = 1080;
  const parent = { style: { fontSize: '' } };
  const element = (over: Partial<{ textContent: string; clientWidth: number; scrollWidth: number; className: string; fontSize: string }> = {}) =>
    ({
      textContent: over.textContent ?? 'Interrogation',
      clientWidth: over.clientWidth ?? 200,
      scrollWidth: over.scrollWidth ?? over.clientWidth ?? 200,
      className: over.className ?? 'name',
      parentElement: parent,
      style: { fontSize: over.fontSize ?? '28px' },
    }) as unknown as HTMLElement;
  const lastFit = { text: 'Interrogation', width: 200, className: 'name', parentSize: '32px', screen, size: '28px', zoom: 1 };
  beforeEach(() => vi.stubGlobal('getComputedStyle', () => ({ fontSize: '32px' })));
  afterEach(() => vi.unstubAllGlobals());

  it('leaves an element alone whose words, width, class, surroundings and size are as at its last fit, and which still fits', () => {
    expect(needFitting([element()], screen, () => lastFit)).toEqual([]);
  });

  it('fits again an element never fitted, or whose words, width, class, parent or screen changed', () => {
    const changed = [
      element({ textContent: 'Ana' }),
      element({ clientWidth: 150 }),
      element({ className: 'name active' }),
      element({ fontSize: '' }),
    ];
    expect(needFitting(changed, screen, () => lastFit)).toEqual(changed);
    expect(needFitting([element()], screen, () => undefined)).toHaveLength(1);
    expect(needFitting([element()], 720, () => lastFit)).toHaveLength(1);
    // Its box zoomed anew (an end table fitted to the screen's width): its floor moved.
    expect(needFitting([element()], screen, () => ({ ...lastFit, zoom: 0.94 }))).toHaveLength(1);
    vi.stubGlobal('getComputedStyle', () => ({ fontSize: '40px' }));
    expect(needFitting([element()], screen, () => lastFit)).toHaveLength(1);
  });

  it('fits again an element that no longer fits, even if nothing it is known by changed', () => {
    expect(needFitting([element({ scrollWidth: 230 })], screen, () => lastFit)).toHaveLength(1);
  });
});
