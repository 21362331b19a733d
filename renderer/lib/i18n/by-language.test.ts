import { describe, expect, it } from 'vitest';
import { byLanguage } from './by-language.ts';

describe('byLanguage', () => {
  it('fetches each language once, and only the one asked for', async () => {
    const fetched: string[] = [];
    const load = byLanguage({
      en: async () => (fetched.push('en'), 'hello'),
      es: async () => (fetched.push('es'), 'hola'),
      ko: async () => (fetched.push('ko'), '안녕'),
    });
    expect(await load('es')).toBe('hola');
    expect(await load('es')).toBe('hola');
    expect(fetched).toEqual(['es']);
  });

  it('tries again after a failed fetch', async () => {
    let attempts = 0;
    const load = byLanguage({
      en: async () => {
        if (++attempts === 1) throw new Error('offline');
        return 'hello';
      },
      es: async () => 'hola',
      ko: async () => '안녕',
    });
    await expect(load('en')).rejects.toThrow('offline');
    expect(await load('en')).toBe('hello');
    expect(attempts).toBe(2);
  });
});
