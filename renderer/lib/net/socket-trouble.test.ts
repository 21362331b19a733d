import { describe, expect, it } from 'vitest';
import { CANNOT_OPEN_MS, DROPS_WINDOW_MS, TroubleWatch } from './socket-trouble.ts';

function watch() {
  const clock = { now: 0 };
  return { clock, trouble: new TroubleWatch(() => clock.now) };
}

describe('a phone that cannot hold the socket', () => {
  it('says "cannot open" when upgrades fail at once, after a few tries and a few seconds, not before', () => {
    const { clock, trouble } = watch();
    for (let t = 0; t < 5; t++) {
      trouble.tried();
      trouble.failed();
      if (clock.now < CANNOT_OPEN_MS) expect(trouble.kind()).toBeNull();
      clock.now += 1_500;
    }
    expect(trouble.kind()).toBe('cannot-open');
    expect(trouble.attempts).toBe(5);
  });

  it('says "cannot open" when upgrades hang: two tries let go after 5 s each', () => {
    const { clock, trouble } = watch();
    trouble.tried();
    clock.now += 5_000;
    trouble.failed();
    expect(trouble.kind()).toBeNull();
    clock.now += 400;
    trouble.tried();
    clock.now += 5_000;
    trouble.failed();
    expect(trouble.kind()).toBe('cannot-open');
  });

  it('never says "cannot open" once the table answered: a host away is the offline banner’s', () => {
    const { clock, trouble } = watch();
    trouble.tried();
    trouble.answered();
    trouble.lost();
    for (let t = 0; t < 10; t++) {
      trouble.tried();
      trouble.failed();
      clock.now += 2_000;
    }
    expect(trouble.kind()).toBeNull();
  });

  it('says "keeps dropping" after three links lost within two minutes, and forgets old drops', () => {
    const { clock, trouble } = watch();
    for (let d = 0; d < 2; d++) {
      trouble.tried();
      trouble.answered();
      trouble.lost();
      clock.now += 20_000;
    }
    expect(trouble.kind()).toBeNull();
    trouble.tried();
    trouble.answered();
    trouble.lost();
    expect(trouble.kind()).toBe('keeps-dropping');
    clock.now += DROPS_WINDOW_MS;
    expect(trouble.kind()).toBeNull();
  });

  it('starts counting attempts again once the table answers', () => {
    const { trouble } = watch();
    trouble.tried();
    trouble.failed();
    trouble.tried();
    trouble.answered();
    expect(trouble.attempts).toBe(0);
  });
});
