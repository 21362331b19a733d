import { describe, expect, it } from 'vitest';
import { cleanName, disambiguate } from './names.ts';

describe('player names', () => {
  it('are trimmed, with inner runs of spaces collapsed', () => {
    expect(cleanName('  Ana   María ')).toEqual({ ok: true, name: 'Ana María' });
    expect(cleanName('민준')).toEqual({ ok: true, name: '민준' });
  });

  it('refuse empty, too long, control and invisible characters', () => {
    for (const bad of ['', '   ', 'a'.repeat(21), 'bad\nname', 'tab\there', 'nul\u0000', 'rtl\u202Eevil', 'zero\u200Bwidth']) {
      expect(cleanName(bad).ok, JSON.stringify(bad)).toBe(false);
    }
    expect(cleanName('a'.repeat(20)).ok).toBe(true);
  });

  it('are made unique by a number, ignoring case, within the length limit', () => {
    expect(disambiguate('Ana', ['Bo'])).toBe('Ana');
    expect(disambiguate('Ana', ['ana'])).toBe('Ana 2');
    expect(disambiguate('Ana', ['Ana', 'Ana 2'])).toBe('Ana 3');
    const long = 'x'.repeat(20);
    const unique = disambiguate(long, [long]);
    expect(unique).toBe(`${'x'.repeat(18)} 2`);
  });
});
