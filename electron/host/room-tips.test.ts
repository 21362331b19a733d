import { describe, expect, it } from 'vitest';
import type { TipRules } from '../../shared/engine/index.ts';
import { registryOf } from '../../shared/engine/index.ts';
import type { TallyView } from '../../shared/engine/fixtures/tally-game.ts';
import type { RegisteredGame } from '../../shared/games/index.ts';
import type { RoomRecord } from './room/types.ts';
import { join, TALLY_REGISTRY, TALLY_REVEAL, TALLY_ROUND_MS, table, type Phone } from './testing/room-phone.ts';

/** The tally game teaching two steps: the deal, and a round's picks turned over. */
const TALLY_TIPS: TipRules<TallyView> = {
  steps: ['deal', 'round'],
  between: (before, after) => (before === null ? ['deal'] : after.reveals.length > before.reveals.length ? ['round'] : []),
};
const REGISTRY: Readonly<Record<string, RegisteredGame>> = registryOf([['tally', { ...TALLY_REGISTRY.tally!, tips: TALLY_TIPS as TipRules }]]);
/** The same, its rounds revealed on the TV one pick at a time. */
const REVEALING: Readonly<Record<string, RegisteredGame>> = registryOf([['tally', { ...REGISTRY.tally!, reveal: TALLY_REVEAL }]]);

const tips = (p: Phone) => p.heardRoom().tips;
const pick = (p: Phone, id: string, n = 3) => p.say({ type: 'act', id, action: { type: 'pick', n } });

/** Two players at a tally of 10: a round of 3 + 3, the last picker lets it pass, another round ends it. */
function playToTheEnd(ana: Phone, bo: Phone, tag: string): void {
  pick(ana, `${tag}1`);
  pick(bo, `${tag}2`);
  bo.say({ type: 'act', id: `${tag}3`, action: { type: 'let-pass' } });
  pick(ana, `${tag}4`);
  pick(bo, `${tag}5`);
}

describe('first-game tips ("teach as we play")', () => {
  it('tell every screen each step the first time it happens in a game, the tip going out before the views that show it', () => {
    const t = table(REGISTRY);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    expect(tips(t.host)).toEqual({ on: true, taught: [] });
    t.host.say({ type: 'start' });
    expect(tips(ana.phone)).toEqual({ on: true, taught: [{ step: 'deal', seq: 0 }] });
    expect(tips(bo.phone)).toEqual(tips(ana.phone));
    // A move that teaches nothing sends no room frame for it.
    const quiet = ana.phone.received.length;
    pick(ana.phone, 'a1');
    expect(ana.phone.received.slice(quiet).filter((m) => m.type === 'room')).toEqual([]);
    const heard = ana.phone.received.length;
    pick(bo.phone, 'b1');
    const after = ana.phone.received.slice(heard);
    const roomAt = after.findIndex((m) => m.type === 'room' && m.room.tips.taught.some((t) => t.step === 'round'));
    expect(roomAt).toBeGreaterThanOrEqual(0);
    expect(after.findIndex((m) => m.type === 'view')).toBeGreaterThan(roomAt);
    expect(tips(t.host)).toEqual({ on: true, taught: [{ step: 'deal', seq: 0 }, { step: 'round', seq: 2 }] });
    bo.phone.say({ type: 'act', id: 'b2', action: { type: 'let-pass' } });
    pick(ana.phone, 'a2');
    pick(bo.phone, 'b3');
    // The second round is not taught again; the list stays until the lobby.
    expect(tips(ana.phone).taught.map((t) => t.step)).toEqual(['deal', 'round']);
    expect(t.host.heardRoom().phase).toBe('over');
  });

  it('are off for the next game of a game finished on this host, unless the host switches them on; the host only', () => {
    const t = table(REGISTRY);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    playToTheEnd(ana.phone, bo.phone, 'g1-');
    // The end screen keeps the game's tips; the rematch has none.
    expect(tips(t.host)).toMatchObject({ on: true });
    t.host.say({ type: 'restart' });
    expect(tips(ana.phone)).toEqual({ on: false, taught: [] });
    ana.phone.say({ type: 'setTips', game: 'tally', on: true });
    expect(ana.phone.lastError()).toMatchObject({ code: 'NOT_ALLOWED' });
    t.host.say({ type: 'setTips', game: 'nope', on: true });
    expect(t.host.lastError()).toMatchObject({ code: 'UNKNOWN_GAME' });
    t.host.say({ type: 'setTips', game: 'tally', on: true });
    expect(tips(ana.phone).on).toBe(true);
    // Switched on during the game: the steps it has not met yet are taught, not the deal it met.
    pick(ana.phone, 'g2-1');
    pick(bo.phone, 'g2-2');
    expect(tips(ana.phone).taught).toEqual([{ step: 'round', seq: 2 }]);
    t.host.say({ type: 'setTips', game: 'tally', on: false });
    expect(tips(ana.phone)).toEqual({ on: false, taught: [] });
    expect((t.store.room as RoomRecord).teach).toEqual({ tally: false });
  });

  it('teach nothing twice after a restart of the host, and start off for every game with teach: false', () => {
    const t = table(REGISTRY);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    pick(ana.phone, 'a1');
    pick(bo.phone, 'b1');
    expect((t.store.room as RoomRecord).tipsSeen).toEqual({ gameNumber: 1, steps: ['deal', 'round'], taught: [{ step: 'deal', seq: 0 }, { step: 'round', seq: 2 }] });
    t.room.close();
    const again = table(REGISTRY, t.store);
    expect(tips(again.host).taught.map((t) => t.step)).toEqual(['deal', 'round']);

    const known = table(REGISTRY, undefined, undefined, { teach: false });
    join(known.room, 'Ana');
    join(known.room, 'Bo');
    known.host.say({ type: 'start' });
    expect(tips(known.host)).toEqual({ on: false, taught: [] });
  });

  it('wait for the TV: a step met on a move the board is revealing is taught once the reveal has played', () => {
    const t = table(REVEALING);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    pick(ana.phone, 'a1');
    pick(bo.phone, 'b1');
    // The round's picks are turning over on the TV: its tip would tell the table first.
    expect(tips(ana.phone).taught.map((t) => t.step)).toEqual(['deal']);
    const heard = ana.phone.received.length;
    t.clock.now += TALLY_ROUND_MS;
    t.clock.runDue();
    const after = ana.phone.received.slice(heard);
    const roomAt = after.findIndex((m) => m.type === 'room' && m.room.tips.taught.some((t) => t.step === 'round'));
    expect(roomAt).toBeGreaterThanOrEqual(0);
    expect(after.findIndex((m) => m.type === 'view')).toBeGreaterThan(roomAt);
  });

  it('keep the end screen’s tips, and a choice the host makes on it is for the rematch', () => {
    const t = table(REGISTRY);
    const ana = join(t.room, 'Ana');
    const bo = join(t.room, 'Bo');
    t.host.say({ type: 'start' });
    playToTheEnd(ana.phone, bo.phone, 'g1-');
    expect(tips(bo.phone).taught.map((t) => t.step)).toEqual(['deal', 'round']);
    t.host.say({ type: 'setTips', game: 'tally', on: true });
    t.host.say({ type: 'restart' });
    expect(tips(ana.phone)).toEqual({ on: true, taught: [{ step: 'deal', seq: 0 }] });
    // That choice is used up when this game ends: the next one is back to off.
    playToTheEnd(ana.phone, bo.phone, 'g2-');
    t.host.say({ type: 'end' });
    expect(tips(t.host).on).toBe(false);
  });
});
