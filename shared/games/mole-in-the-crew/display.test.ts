import { describe, expect, it } from 'vitest';
import { applyAction, createMatch } from '../../engine/index.ts';
import { rolesToDeal } from './deal.ts';
import { ALIBI_LOCKS, alibiNews } from './display.ts';
import { moleInTheCrew } from './index.ts';
import { LOOKOUT_ALIBIS, MAX_PLAYERS, MIN_PLAYERS } from './table.ts';
import type { LockRecord, MoleOptions, MoleState } from './types.ts';

const lock = (n: number, status: LockRecord['status'], by: LockRecord['by'] = 'cards') => ({ lock: n, status, by });

describe('the Lookout’s news on the TV', () => {
  it('is there after the first and the second lock blown by cards, until the next lock is decided', () => {
    expect(alibiNews([])).toBeNull();
    expect(alibiNews([lock(0, 'blown')])).toBe(0);
    expect(alibiNews([lock(0, 'blown'), lock(1, 'open')])).toBeNull();
    expect(alibiNews([lock(0, 'blown'), lock(1, 'open'), lock(2, 'blown')])).toBe(2);
    // A Patrol blows a lock without cards: the Lookout learns nothing from it.
    expect(alibiNews([lock(0, 'blown', 'patrol')])).toBeNull();
    expect(alibiNews([lock(0, 'blown', 'patrol'), lock(1, 'blown')])).toBe(1);
    // The third lock blown by cards gives no alibi.
    expect(alibiNews([lock(0, 'blown'), lock(1, 'blown'), lock(2, 'blown')])).toBeNull();
    expect(ALIBI_LOCKS).toBe(LOOKOUT_ALIBIS);
  });

  it('follows the game: the board hears of it exactly when the Lookout’s alibis grow', () => {
    let told = 0;
    for (let g = 0; g < 30; g++) {
      const created = createMatch(moleInTheCrew, { players: 5 + (g % 6), seed: `alibi-news-${g}` });
      if (!created.ok) throw new Error(created.error.message);
      let state: MoleState = created.value;
      for (let guard = 0; state.phase !== 'over' && guard < 2000; guard++) {
        const before = state.alibis.length;
        const seat = moleInTheCrew.pending(state)[0]!;
        const actions = moleInTheCrew.legalActions(state, seat);
        // Teams pass and every Mole sabotages while it can, so that locks blow by their cards.
        const action =
          actions.find((a) => (a.type === 'vote' && a.approve) || (a.type === 'play' && a.card === 'sabotage')) ?? actions[(g + guard) % actions.length]!;
        const next = applyAction(moleInTheCrew, state, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        const locksBefore = state.locks.length;
        state = next.value;
        if (state.locks.length === locksBefore) continue;
        const news = alibiNews(moleInTheCrew.view(state, 'board').locks);
        expect(news !== null).toBe(state.alibis.length > before);
        if (news !== null) {
          expect(state.alibis.at(-1)!.lock).toBe(news);
          told++;
        }
      }
    }
    expect(told).toBeGreaterThan(10);
  });

  it('may name the Lookout: every table the rules allow has one, whatever the options', () => {
    const choices: MoleOptions[] = [];
    for (const quick of [false, true]) for (const vault of [false, true]) for (const advancedSnitch of [false, true]) choices.push({ quick, vault, advancedSnitch });
    for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) for (const options of choices) expect(rolesToDeal(players, options)).toContain('lookout');
  });
});
