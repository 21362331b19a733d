import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, playGame, randomBot, replayJournal, type Bot, type Seat } from '../../engine/index.ts';
import { rolesToDeal, sabotageBudget } from './deal.ts';
import { moleHeuristicBot } from './bots.ts';
import { lockCount, locksToWin } from './rules.ts';
import { moleInTheCrew } from './index.ts';
import { PATROL_AT } from './table.ts';
import type { MoleOptions, MoleState } from './types.ts';

/** A table and its options, drawn so that every legal combination of variants comes up. */
const tableArb = fc
  .record({
    players: fc.integer({ min: 5, max: 10 }),
    quick: fc.boolean(),
    vault: fc.boolean(),
    advancedSnitch: fc.boolean(),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    heuristic: fc.boolean(),
  })
  .map(({ players, quick, vault, advancedSnitch, seed, heuristic }) => {
    const options: MoleOptions = {
      quick,
      vault: vault && !quick && players >= 7,
      advancedSnitch: advancedSnitch && players <= 6,
    };
    return { players, options, seed, heuristic };
  });

type Table = { players: number; options: MoleOptions; seed: number; heuristic: boolean };

function play(table: Table, onStep?: (s: MoleState) => void) {
  const bot: Bot<any, any> = table.heuristic ? moleHeuristicBot : randomBot;
  return playGame(moleInTheCrew, {
    players: table.players,
    options: table.options,
    seed: table.seed,
    bots: new Array(table.players).fill(bot),
    ...(onStep ? { onStep: (s) => onStep(s as MoleState) } : {}),
  });
}

/** Plain checks rather than `expect`, which is too slow to call thousands of times a game. */
function invariant(ok: boolean, what: string, s: MoleState): void {
  if (!ok) throw new Error(`invariant broken: ${what}\n${JSON.stringify(s)}`);
}

const sortedRoles = new Map<string, string>();

function checkInvariants(s: MoleState): void {
  const budget = sabotageBudget(s.players, s.options);
  const key = `${s.players}:${JSON.stringify(s.options)}`;
  if (!sortedRoles.has(key)) sortedRoles.set(key, rolesToDeal(s.players, s.options).sort().join());
  invariant([...s.roles].sort().join() === sortedRoles.get(key), 'the dealt roles are the table\'s', s);
  s.budgets.forEach((b, seat) => {
    const max = s.roles[seat] === 'mole' || s.roles[seat] === 'snitch' ? budget : 0;
    invariant(b >= 0 && b <= max, 'budgets stay within 0..the table\'s budget, and 0 for the Crew', s);
  });
  const blown = s.locks.filter((l) => l.status === 'blown').length;
  const open = s.locks.length - blown;
  invariant(s.locks.length <= lockCount(s.options), 'no more locks than the game has', s);
  invariant(blown <= locksToWin(s.options) && open <= locksToWin(s.options), 'the game stops at the winning count', s);
  invariant(s.rejections < PATROL_AT, 'the rejection counter resets at Patrol', s);
  // Hidden choices exist only while they are being made, and are forgotten right after.
  invariant(s.phase === 'mission' || s.plays.every((p) => p === null), 'no hidden card outlives its mission', s);
  invariant(s.phase === 'vote' || s.votes.every((v) => v === null), 'no hidden vote outlives its vote', s);
  invariant(s.phase !== 'propose' || s.proposal === null, 'no proposal while the Boss proposes', s);
  for (const l of s.locks) {
    invariant(l.sabotages === l.cards.filter((c) => c === 'sabotage').length, 'the announced count matches the cards', s);
    invariant((l.status === 'blown') === (l.by === 'patrol' || l.sabotages >= l.needed), 'a lock blows exactly by Patrol or enough Sabotages', s);
  }
  invariant(s.alibis.length <= 2, 'at most two alibis', s);
  invariant((s.phase === 'over') === (s.result !== null), 'a result exactly when over', s);
}

describe('Mole in the Crew over thousands of random games', () => {
  it('every game ends, with a winner and a way of winning, and invariants hold after every action', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const played = play(table, checkInvariants);
        const s = played.state as MoleState;
        expect(s.phase).toBe('over');
        expect(['crew', 'moles']).toContain(played.outcome.winner);
        expect(played.outcome.winners.length).toBeGreaterThan(0);
        const blown = s.locks.filter((l) => l.status === 'blown').length;
        if (played.outcome.way === 'locks' || played.outcome.way === 'patrol') expect(blown).toBe(locksToWin(s.options));
        else expect(s.locks.length - blown).toBe(locksToWin(s.options));
      }),
      { numRuns: 2000 },
    );
  });

  it('a journal replays to the identical state, also after a JSON round trip', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const played = play(table);
        const replayed = replayJournal({ [moleInTheCrew.id]: moleInTheCrew }, JSON.parse(JSON.stringify(played.journal)));
        expect(replayed.failure).toBeUndefined();
        expect(replayed.state).toEqual(played.state);
      }),
      { numRuns: 500 },
    );
  });

  it('the sabotage count is announced but the reveal order says nothing about who played it', () => {
    // Over many single-Sabotage locks, the Sabotage's place in the reveal matches the saboteur's
    // place in the team about 1 time in team-size, as it would by pure chance.
    let matches = 0;
    let expected = 0;
    let locks = 0;
    for (let seed = 0; seed < 1500; seed++) {
      const played = play({ players: 7, options: { quick: false, vault: false, advancedSnitch: false }, seed, heuristic: false });
      const created = createMatch(moleInTheCrew, { players: 7, seed });
      if (!created.ok) throw new Error(created.error.message);
      let state = created.value;
      for (const { actor, action } of played.journal.actions) {
        const before = state;
        const next = applyAction(moleInTheCrew, before, actor, action);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
        if (state.locks.length === before.locks.length) continue;
        const lock = state.locks[state.locks.length - 1]!;
        if (lock.by !== 'cards' || lock.sabotages !== 1) continue;
        // The saboteur: the one seat whose hidden card (or this last action) was a Sabotage.
        const saboteur =
          (action as { card?: string }).card === 'sabotage' ? (actor as Seat) : before.plays.indexOf('sabotage');
        locks++;
        expected += 1 / lock.team.length;
        if (lock.cards.indexOf('sabotage') === lock.team.indexOf(saboteur)) matches++;
      }
    }
    expect(locks).toBeGreaterThan(500);
    expect(Math.abs(matches - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });
});
