/**
 * A small seeded pseudo-random generator (sfc32) whose whole state is four unsigned 32-bit
 * integers. The state lives inside the game state as a plain array, so a game is replayable
 * from its seed and its actions, and survives a JSON round trip.
 */
export type RngState = [number, number, number, number];

/** A seed is what a person types or a journal stores: a number or any string. */
export type Seed = number | string;

export interface Rng {
  /** The next unsigned 32-bit integer. */
  nextUint32(): number;
  /** An integer in [0, n), without modulo bias. */
  int(n: number): number;
  /** A float in [0, 1). */
  float(): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles in place (Fisher-Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
}

// A string hash that spreads a seed over 128 bits (cyrb128-style mixing of 32-bit lanes), so
// nearby seeds such as 1 and 2 give unrelated streams.
function hashSeed(text: string): RngState {
  let h1 = 0x6a09e667;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** The initial generator state for a seed. Warmed up so the first outputs are well mixed. */
export function rngStateFromSeed(seed: Seed): RngState {
  const state = hashSeed(`hideout:${typeof seed}:${String(seed)}`);
  const rng = rngFrom(state);
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return state;
}

class Sfc32 implements Rng {
  constructor(private readonly state: RngState) {}

  nextUint32(): number {
    const s = this.state;
    const a = s[0];
    const b = s[1];
    const c = s[2];
    const d = s[3];
    const t = (((a + b) | 0) + d) | 0;
    s[3] = (d + 1) >>> 0;
    s[0] = (b ^ (b >>> 9)) >>> 0;
    s[1] = (c + (c << 3)) >>> 0;
    s[2] = ((((c << 21) | (c >>> 11)) + t) | 0) >>> 0;
    return t >>> 0;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000) {
      throw new RangeError(`rng.int needs a positive integer bound, got ${n}`);
    }
    // Rejection sampling: drop the top sliver of the 32-bit range that would bias small values.
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  float(): number {
    return this.nextUint32() / 0x1_0000_0000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick needs a non-empty array');
    return items[this.int(items.length)] as T;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

/**
 * Wraps a state array. The generator advances the array in place: give it the state inside a
 * draft the engine has already copied, never a state someone else still holds.
 */
export function rngFrom(state: RngState): Rng {
  return new Sfc32(state);
}

/** A generator for bots, simulations and tests: its state lives outside any game state. */
export function createRng(seed: Seed): Rng {
  return rngFrom(rngStateFromSeed(seed));
}
