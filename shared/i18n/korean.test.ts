import { describe, expect, it } from 'vitest';
import { ending, withParticle } from './korean.ts';

describe('Korean particles after a name', () => {
  it('follow the final consonant of a Hangul syllable', () => {
    expect(withParticle('민준', '이/가')).toBe('민준이');
    expect(withParticle('지아', '이/가')).toBe('지아가');
    expect(withParticle('서연', '을/를')).toBe('서연을');
    expect(withParticle('하루', '은/는')).toBe('하루는');
    expect(withParticle('도윤', '과/와')).toBe('도윤과');
  });

  it('treat ㄹ apart for 으로/로', () => {
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('부산', '으로/로')).toBe('부산으로');
    expect(withParticle('바다', '으로/로')).toBe('바다로');
    expect(withParticle('한결', '이/가')).toBe('한결이');
  });

  it('read Latin names and digits as they are said', () => {
    expect(withParticle('Ana', '이/가')).toBe('Ana가');
    expect(withParticle('Ben', '이/가')).toBe('Ben이');
    expect(withParticle('Paul', '으로/로')).toBe('Paul로');
    expect(ending('Player 7')).toBe('rieul');
    expect(ending('Seat 2')).toBe('vowel');
    expect(withParticle('Bot 3', '은/는')).toBe('Bot 3은');
  });
});
