import { beforeAll, describe, expect, it } from 'vitest';
import { errorText } from './error-text.ts';
import { loadStrings } from './strings.ts';

describe('an error as a person reads it', () => {
  beforeAll(() => loadStrings());

  it('is a sentence, with no code in it, for every code a latecomer or a stale move meets', () => {
    for (const code of ['NOT_IN_LOBBY', 'STALE_GAME', 'STORAGE_FAILED', 'TABLE_FULL', 'NO_GAME', 'SOMETHING_NEW']) {
      const text = errorText({ type: 'error', v: 2, code, message: 'host words' });
      expect(text.sentence).not.toContain(code);
      expect(text.sentence.length).toBeGreaterThan(5);
      expect(JSON.stringify(text)).not.toContain(code);
    }
  });

  it('tells a finer reason apart when the catalog has words for it', () => {
    const full = errorText({ type: 'error', v: 2, code: 'TABLE_FULL', message: 'x' }).sentence;
    const nextFull = errorText({ type: 'error', v: 2, code: 'TABLE_FULL', reason: 'next-game-full', message: 'x' }).sentence;
    expect(nextFull).not.toBe(full);
    expect(errorText({ type: 'error', v: 2, code: 'TABLE_FULL', reason: 'no-such-reason', message: 'x' }).sentence).toBe(full);
  });
});
