import { describe, expect, it } from 'vitest';
import { OPTION_SPECS } from '../../shared/games/the-snitch/options.ts';
import { choiceValues, currentValue, displayNumber, fittingSpecs, isDuration, stepped } from './option-controls.ts';

const spec = (key: string) => OPTION_SPECS.find((s) => s.key === key)!;

describe('lobby option controls', () => {
  it('offers seat choices only for seats that exist, and random always', () => {
    expect(choiceValues(spec('guard'), 4)).toEqual(['random', '0', '1', '2', '3']);
    expect(choiceValues(spec('soap'), 6)).toHaveLength(7);
  });

  it('steps a duration in whole seconds within its bounds, and shows it in seconds', () => {
    const ms = spec('refusalWindowMs');
    expect(isDuration(ms)).toBe(true);
    expect(stepped(ms, 8000, 1)).toBe(9000);
    expect(stepped(ms, ms.min!, -1)).toBe(ms.min);
    expect(stepped(ms, ms.max!, 1)).toBe(ms.max);
    expect(displayNumber(ms, 8000)).toBe(8);
    expect(isDuration(spec('harder'))).toBe(false);
  });

  it('reads the room value when it is of the right kind, else the default', () => {
    expect(currentValue(spec('guard'), { guard: '2' })).toBe('2');
    expect(currentValue(spec('guard'), { guard: 2 })).toBe('2');
    expect(currentValue(spec('guard'), {})).toBe('random');
    expect(currentValue(spec('refusalWindowMs'), { refusalWindowMs: 'x' })).toBe(8000);
    expect(currentValue(spec('harder'), { harder: true })).toBe(true);
  });

  it('offers only the options meant for this table size (the host sets the others aside at the start)', () => {
    const sized = { key: 'vault', kind: 'flag' as const, default: false, players: [7, 8] };
    expect(fittingSpecs([sized, spec('harder')], 5).map((s) => s.key)).toEqual(['harder']);
    expect(fittingSpecs([sized, spec('harder')], 7).map((s) => s.key)).toEqual(['vault', 'harder']);
  });
});
