import { describe, expect, it } from 'vitest';
import { tipFollower, tipModule, tipsFrom, tipsNow, type TipsRoom } from './tips.ts';

const room = (gameNumber: number, taught: string[], extra: Partial<TipsRoom> = {}): TipsRoom => ({
  code: 'KQWX',
  phase: 'playing',
  gameNumber,
  tips: { on: true, taught: taught.map((step, seq) => ({ step, seq })) },
  ...extra,
});

describe("a screen's follower of the room's tips", () => {
  it('gives each step once, as it joins the list, losing none when rooms arrive together', () => {
    const follow = tipFollower();
    expect(follow(room(0, [], { phase: 'lobby' }))).toEqual([]);
    expect(follow(room(1, ['deal', 'proposal']))).toEqual(['deal', 'proposal']);
    expect(follow(room(1, ['deal', 'proposal']))).toEqual([]);
    // Two moves' rooms read as one: both steps, in order.
    expect(follow(room(1, ['deal', 'proposal', 'vote', 'cards']))).toEqual(['vote', 'cards']);
    // Switched off and on again: nothing taught before comes back.
    expect(follow(room(1, [], { tips: { on: false, taught: [] } }))).toEqual([]);
    expect(follow(room(1, ['deal', 'proposal', 'vote', 'cards']))).toEqual([]);
    // The next game starts afresh.
    expect(follow(room(2, ['deal']))).toEqual(['deal']);
  });

  it('on a screen opened in the middle of a game, teaches only what comes after', () => {
    const follow = tipFollower();
    expect(follow(room(3, ['deal', 'proposal']))).toEqual([]);
    expect(follow(room(3, ['deal', 'proposal', 'vote']))).toEqual(['vote']);
  });
});

describe("a game's tip module", () => {
  const module = tipModule(() => ({ deal: { tv: 'On the TV.', phone: 'On the phone.' } }), { deal: ['phone', 'crown'] });

  it("reads a step's words and picture, and knows no other step (nor an object's own keys)", () => {
    expect(module.tipOf('deal')).toEqual({ step: 'deal', tv: 'On the TV.', phone: 'On the phone.', picture: ['phone', 'crown'] });
    expect(module.tipOf('vote')).toBeNull();
    expect(module.tipOf('constructor')).toBeNull();
    expect(tipsNow(module, ['deal', 'vote'])).toHaveLength(1);
    expect(tipsNow(null, ['deal'])).toEqual([]);
  });

  it('is fetched once per game, and again after a failed download', async () => {
    let fetched = 0;
    let fail = true;
    const of = tipsFrom({
      g: {
        tips: () => {
          fetched++;
          return fail ? Promise.reject(new Error('offline')) : Promise.resolve(module);
        },
      },
    });
    await expect(of('g')).rejects.toThrow('offline');
    fail = false;
    await expect(of('g')).resolves.toBe(module);
    await of('g');
    expect(fetched).toBe(2);
    await expect(of('nope')).rejects.toThrow();
  });
});
