import { describe, expect, it } from 'vitest';
import { isRoomCode, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, roomCode } from './room-code.ts';

// Replays fixed bytes, so the tests see exactly which draws are kept and which dropped.
function bytes(...values: number[]): (size: number) => Uint8Array {
  let i = 0;
  return (size) => Uint8Array.from({ length: size }, () => values[i++ % values.length] ?? 0);
}

describe('roomCode', () => {
  it('has no look-alikes in its alphabet', () => {
    for (const c of ['I', 'O', '0', '1', 'L']) expect(ROOM_CODE_ALPHABET).not.toContain(c);
    expect(ROOM_CODE_ALPHABET).toMatch(/^[A-Z]+$/);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });

  it('gives four letters of the alphabet', () => {
    expect(ROOM_CODE_LENGTH).toBe(4);
    for (let i = 0; i < 1000; i++) {
      const code = roomCode();
      expect(code).toHaveLength(4);
      expect([...code].every((c) => ROOM_CODE_ALPHABET.includes(c))).toBe(true);
    }
  });

  it('maps bytes onto the alphabet and drops the biased top of the byte range', () => {
    // 23 letters: 253 = 11 * 23, so bytes 253-255 would favour A, B and C; they are skipped.
    expect(roomCode(bytes(0, 255, 1, 253, 22, 23, 252, 254))).toBe('ABZA');
    expect(roomCode(bytes(252, 254, 253, 255))).toBe('ZZZZ');
  });

  it('draws again past an unwanted word', () => {
    const f = ROOM_CODE_ALPHABET.indexOf('F');
    const u = ROOM_CODE_ALPHABET.indexOf('U');
    const c = ROOM_CODE_ALPHABET.indexOf('C');
    const k = ROOM_CODE_ALPHABET.indexOf('K');
    expect(roomCode(bytes(f, u, c, k, f, u, c, k, 0, 1, 2, 3, 0, 1, 2, 3))).toBe('ABCD');
  });

  it('spreads evenly over letters and positions and rarely repeats', () => {
    const n = 23_000;
    const counts = new Map<string, number>();
    const perPosition = Array.from({ length: ROOM_CODE_LENGTH }, () => new Map<string, number>());
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      const code = roomCode();
      seen.add(code);
      [...code].forEach((c, pos) => {
        counts.set(c, (counts.get(c) ?? 0) + 1);
        perPosition[pos]?.set(c, (perPosition[pos]?.get(c) ?? 0) + 1);
      });
    }
    // Each letter is expected 4,000 times overall and 1,000 times per position (sd about 31):
    // bounds of about 8 sd never fail by chance yet catch a skewed mapping.
    expect(counts.size).toBe(ROOM_CODE_ALPHABET.length);
    for (const count of counts.values()) expect(count).toBeGreaterThan(3500);
    for (const count of counts.values()) expect(count).toBeLessThan(4500);
    for (const position of perPosition) {
      expect(position.size).toBe(ROOM_CODE_ALPHABET.length);
      for (const count of position.values()) expect(Math.abs(count - 1000)).toBeLessThan(250);
    }
    // 23,000 draws from 279,841 codes: about 900 collide; far more means a weak generator.
    expect(seen.size).toBeGreaterThan(n - 1500);
  });
});

describe('isRoomCode', () => {
  it('accepts codes as people type them and refuses the rest', () => {
    expect(isRoomCode('QXHR')).toBe(true);
    expect(isRoomCode(' qxhr ')).toBe(true);
    expect(isRoomCode(roomCode())).toBe(true);
    expect(isRoomCode('QXH')).toBe(false);
    expect(isRoomCode('QXHRS')).toBe(false);
    expect(isRoomCode('QOHR')).toBe(false);
    expect(isRoomCode('QX1R')).toBe(false);
  });
});
