/**
 * Mole in the Crew, rule by rule and ruling by ruling (binding rules:
 * /work/shared/rules/mole-in-the-crew.md). Each test states one rule in its name.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Seat } from '../../engine/index.ts';
import { moleInTheCrew } from './index.ts';
import {
  act,
  allViewers,
  blowLock,
  dealtGame,
  expectRejected,
  fixedGame,
  fixedRoles,
  getawayAll,
  openLock,
  patrol,
  playLock,
  playTeam,
  propose,
  proposeAndVote,
  reachGetaway,
  rejectOnce,
  seats,
  sorted,
  teamWith,
  view,
  voteAll,
} from './test-helpers.ts';
import type { MoleState, Role } from './types.ts';

// 5 players: seats by role.
const R5 = fixedRoles(5);
const [M1, M2, CONTACT, DRIVER, LOOKOUT] = [0, 1, 2, 3, 4] as const;

// 8 players: seats by role.
const R8 = fixedRoles(8);
const P8 = { M1: 0, M2: 1, SNITCH: 2, CONTACT: 3, DRIVER: 4, LOOKOUT: 5, DOUBLE: 6, CREW: 7 } as const;

const five = (seed: number | string = 1, firstBoss: Seat = 0): MoleState => fixedGame(R5, { seed, firstBoss });
const eight = (seed: number | string = 1, firstBoss: Seat = 0): MoleState => fixedGame(R8, { seed, firstBoss });

/** True if every viewer other than `except` sees exactly the same thing in both states. */
function expectSameViews(a: MoleState, b: MoleState, except: Seat[]): void {
  for (const viewer of allViewers(a.players)) {
    if (typeof viewer === 'number' && except.includes(viewer)) continue;
    expect(view(a, viewer), `view of ${String(viewer)}`).toEqual(view(b, viewer));
  }
}

// ---------------------------------------------------------------------------------------------

describe('setting up a table', () => {
  it('a fixed deal puts each role on the seat it names and starts with the Boss it names', () => {
    const state = fixedGame(R8, { firstBoss: 5 });
    expect(state.roles).toEqual(R8);
    expect(state.boss).toBe(5);
    seats(8).forEach((s) => expect(view(state, s).you!.role).toBe(R8[s]));
    const board = view(state, 'board');
    expect(board.boss).toBe(5);
    expect(board.phase).toBe('propose');
    expect(board.lock).toBe(0);
    expect(board.rejections).toBe(0);
    expect(board.waitingFor).toEqual([5]);
  });

  it('the first Boss is random: over seeds, a dealt game starts with different Bosses', () => {
    const bosses = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) bosses.add(dealtGame(5, {}, seed).boss);
    expect(bosses.size).toBe(5);
  });

  it('a fixed deal without a first Boss draws him from the seed', () => {
    const bosses = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const created = createMatch(moleInTheCrew, { players: 5, seed, deal: { roles: R5 } });
      expect(created.ok).toBe(true);
      if (created.ok) bosses.add(created.value.boss);
    }
    expect(bosses.size).toBe(5);
  });

  it('bad player counts are refused with BAD_PLAYER_COUNT (4, 11, 0, -1, 7.5)', () => {
    for (const players of [4, 11, 0, -1, 7.5, Number.NaN]) {
      const created = createMatch(moleInTheCrew, { players, seed: 1 });
      expect(created.ok, `players ${players}`).toBe(false);
      if (!created.ok) expect(created.error.code).toBe('BAD_PLAYER_COUNT');
    }
  });

  it('every count from 5 to 10 is accepted', () => {
    for (let players = 5; players <= 10; players++) {
      expect(createMatch(moleInTheCrew, { players, seed: 1 }).ok).toBe(true);
    }
  });

  describe('a bad fixed deal is refused with BAD_DEAL', () => {
    const cases: [string, number, unknown, Record<string, boolean>?][] = [
      ['not an object', 5, 'mole,mole,contact,driver,lookout'],
      ['null', 5, null],
      ['an array instead of {roles}', 5, [...R5]],
      ['roles missing', 5, { firstBoss: 0 }],
      ['one role too few', 5, { roles: R5.slice(0, 4) }],
      ['one role too many', 5, { roles: [...R5, 'crew'] }],
      ['an unknown role', 5, { roles: ['mole', 'mole', 'contact', 'driver', 'thief'] }],
      ['three Moles at 5 players', 5, { roles: ['mole', 'mole', 'mole', 'driver', 'lookout'] }],
      ['no Contact', 5, { roles: ['mole', 'mole', 'lookout', 'driver', 'lookout'] }],
      ['a Snitch at 5 players without Advanced Snitch', 5, { roles: ['mole', 'snitch', 'contact', 'driver', 'lookout'] }],
      ['no Snitch with Advanced Snitch', 5, { roles: R5 }, { advancedSnitch: true }],
      ['no Snitch at 8 players', 8, { roles: ['mole', 'mole', 'mole', 'contact', 'driver', 'lookout', 'double', 'crew'] }],
      ['a Double at 5 players', 5, { roles: ['mole', 'mole', 'contact', 'driver', 'double'] }],
      ['firstBoss outside the table', 5, { roles: R5, firstBoss: 5 }],
      ['negative firstBoss', 5, { roles: R5, firstBoss: -1 }],
      ['fractional firstBoss', 5, { roles: R5, firstBoss: 1.5 }],
      ['firstBoss as a string', 5, { roles: R5, firstBoss: '0' }],
    ];
    for (const [label, players, deal, options] of cases) {
      it(label, () => {
        const created = createMatch(moleInTheCrew, { players, seed: 1, deal, options: options ?? {} });
        expect(created.ok).toBe(false);
        if (!created.ok) expect(created.error.code).toBe('BAD_DEAL');
      });
    }
  });

  describe('bad options are refused with BAD_OPTIONS', () => {
    const cases: [string, number, unknown, string][] = [
      ['the Vault at 5 players', 5, { vault: true }, 'vault-players'],
      ['the Vault at 6 players', 6, { vault: true }, 'vault-players'],
      ['the Vault with the Quick game (7 players)', 7, { vault: true, quick: true }, 'vault-quick'],
      ['the Vault with the Quick game (10 players)', 10, { vault: true, quick: true }, 'vault-quick'],
      ['Advanced Snitch at 7 players', 7, { advancedSnitch: true }, 'advanced-snitch-players'],
      ['Advanced Snitch at 8 players', 8, { advancedSnitch: true }, 'advanced-snitch-players'],
      ['Advanced Snitch at 9 players', 9, { advancedSnitch: true }, 'advanced-snitch-players'],
      ['Advanced Snitch at 10 players', 10, { advancedSnitch: true }, 'advanced-snitch-players'],
      ['an unknown option', 5, { turbo: true }, 'unknown-option'],
      ['a flag that is not true/false', 7, { vault: 'yes' }, 'not-a-flag'],
      ['options that are not an object', 5, 'quick', 'not-an-object'],
    ];
    for (const [label, players, options, reason] of cases) {
      it(`${label} (${reason})`, () => {
        const created = createMatch(moleInTheCrew, { players, seed: 1, options });
        expect(created.ok).toBe(false);
        if (!created.ok) {
          expect(created.error.code).toBe('BAD_OPTIONS');
          expect(created.error.reason).toBe(reason);
        }
      });
    }

    it('the Vault is accepted at 7, 8, 9 and 10 players; Advanced Snitch at 5 and 6', () => {
      for (const players of [7, 8, 9, 10]) expect(createMatch(moleInTheCrew, { players, seed: 1, options: { vault: true } }).ok).toBe(true);
      for (const players of [5, 6]) {
        expect(createMatch(moleInTheCrew, { players, seed: 1, options: { advancedSnitch: true } }).ok).toBe(true);
      }
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('one lock, step 1: the Boss proposes a team', () => {
  it('only the Boss proposes: another seat gets NOT_YOUR_TURN (not-boss)', () => {
    const state = five();
    for (const s of [1, 2, 3, 4]) expectRejected(state, s, { type: 'propose', team: [0, 1] }, 'NOT_YOUR_TURN', 'not-boss');
    expect(view(state, 'board').waitingFor).toEqual([0]);
    expect(view(state, 0).you!.prompt).toEqual({ kind: 'propose', size: 2 });
    expect(view(state, 1).you!.prompt).toBeNull();
  });

  it('the team must have exactly the lock\'s size: fewer or more is rejected (team-size)', () => {
    const state = five();
    expectRejected(state, 0, { type: 'propose', team: [] }, 'ILLEGAL_ACTION', 'team-size');
    expectRejected(state, 0, { type: 'propose', team: [3] }, 'ILLEGAL_ACTION', 'team-size');
    expectRejected(state, 0, { type: 'propose', team: [1, 2, 3] }, 'ILLEGAL_ACTION', 'team-size');
  });

  it('a team names each member once: repeats are rejected (team-repeats)', () => {
    expectRejected(five(), 0, { type: 'propose', team: [2, 2] }, 'ILLEGAL_ACTION', 'team-repeats');
  });

  it('a team names real seats: a seat beyond the table is rejected (no-such-seat)', () => {
    expectRejected(five(), 0, { type: 'propose', team: [1, 5] }, 'ILLEGAL_ACTION', 'no-such-seat');
    expectRejected(five(), 0, { type: 'propose', team: [99, 1] }, 'ILLEGAL_ACTION', 'no-such-seat');
  });

  it('negative, fractional or non-number seats are malformed (BAD_ACTION)', () => {
    const state = five();
    expectRejected(state, 0, { type: 'propose', team: [1, -1] }, 'BAD_ACTION');
    expectRejected(state, 0, { type: 'propose', team: [1, 1.5] }, 'BAD_ACTION');
    expectRejected(state, 0, { type: 'propose', team: [1, '2'] }, 'BAD_ACTION');
    expectRejected(state, 0, { type: 'propose', team: '1,2' }, 'BAD_ACTION');
  });

  it('the Boss may include himself in the team', () => {
    const state = propose(five(), [0, 3]);
    expect(state.phase).toBe('vote');
    expect(view(state, 'board').proposal).toEqual([0, 3]);
  });

  it('the Boss may also leave himself out', () => {
    const state = propose(five(), [3, 4]);
    expect(view(state, 'board').proposal).toEqual([3, 4]);
  });

  it('a proposal is public and opens the vote for everybody', () => {
    const state = propose(five(), [4, 2]);
    const board = view(state, 'board');
    expect(board.phase).toBe('vote');
    expect(sorted(board.proposal!)).toEqual([2, 4]);
    expect(board.waitingFor).toEqual([0, 1, 2, 3, 4]);
    for (const s of seats(5)) expect(view(state, s).you!.prompt).toEqual({ kind: 'vote', team: board.proposal });
  });
});

// ---------------------------------------------------------------------------------------------

describe('one lock, step 2: everybody votes at once', () => {
  it('every player votes, the Boss and the team included', () => {
    const state = propose(five(), [0, 1]);
    expect(view(state, 'board').waitingFor).toEqual([0, 1, 2, 3, 4]);
    const after = voteAll(state, true);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]!.votes).toHaveLength(5);
  });

  it('votes are hidden until all are in: no history entry for the current proposal, waitingFor lists only who has not voted', () => {
    let state = propose(five(), [2, 3]);
    const order = [3, 0, 4, 1];
    const votes = [true, false, true, false];
    for (let i = 0; i < order.length; i++) {
      state = act(state, order[i]!, { type: 'vote', approve: votes[i]! });
      const board = view(state, 'board');
      expect(board.history).toEqual([]);
      expect(board.phase).toBe('vote');
      expect(board.waitingFor).toEqual(seats(5).filter((s) => !order.slice(0, i + 1).includes(s)));
      for (const s of seats(5)) {
        const v = view(state, s);
        expect(v.history).toEqual([]);
        expect(v.you!.done).toBe(order.slice(0, i + 1).includes(s));
      }
    }
    // The last vote turns them all over together.
    state = act(state, 2, { type: 'vote', approve: true });
    expect(view(state, 'board').history).toHaveLength(1);
  });

  it('no view, the board\'s or any other seat\'s, depends on what a pending vote is', () => {
    const proposed = propose(five(), [2, 3]);
    for (const voter of seats(5)) {
      const yes = act(proposed, voter, { type: 'vote', approve: true });
      const no = act(proposed, voter, { type: 'vote', approve: false });
      expectSameViews(yes, no, [voter]);
    }
    // Also with several votes already in.
    const partly = act(act(proposed, 0, { type: 'vote', approve: false }), 1, { type: 'vote', approve: true });
    expectSameViews(act(partly, 4, { type: 'vote', approve: true }), act(partly, 4, { type: 'vote', approve: false }), [4]);
  });

  it('once all have voted, the votes are shown by name with the Boss, the team and the attempt', () => {
    const state = proposeAndVote(five(), [2, 3], [true, false, true, true, false]);
    const record = view(state, 'board').history[0]!;
    expect(record).toEqual({ lock: 0, attempt: 1, boss: 0, team: [2, 3], votes: [true, false, true, true, false], approved: true });
    for (const s of seats(5)) expect(view(state, s).history).toEqual([record]);
  });

  it('a team is approved when approvals are more than half of all players (5 players: 3 of 5)', () => {
    const approved = proposeAndVote(five(), [2, 3], [true, true, true, false, false]);
    expect(approved.phase).toBe('mission');
    expect(approved.history[0]!.approved).toBe(true);
    const rejected = proposeAndVote(five(), [2, 3], [true, true, false, false, false]);
    expect(rejected.phase).toBe('propose');
    expect(rejected.history[0]!.approved).toBe(false);
  });

  it('a tie rejects (6 players, 3 approve and 3 reject)', () => {
    const state = proposeAndVote(fixedGame(fixedRoles(6)), [2, 3], [true, true, true, false, false, false]);
    expect(state.history[0]!.approved).toBe(false);
    expect(state.phase).toBe('propose');
    expect(state.rejections).toBe(1);
  });

  it('a tie rejects (10 players, 5-5), while 6 of 10 approve', () => {
    const ten = fixedGame(fixedRoles(10));
    const team = teamWith(ten);
    expect(proposeAndVote(ten, team, seats(10).map((s) => s < 5)).phase).toBe('propose');
    expect(proposeAndVote(ten, team, seats(10).map((s) => s < 6)).phase).toBe('mission');
  });

  it('voting twice is refused (ALREADY_ACTED) and the first vote stands', () => {
    const state = act(propose(five(), [2, 3]), 1, { type: 'vote', approve: true });
    expectRejected(state, 1, { type: 'vote', approve: true }, 'ALREADY_ACTED');
    expectRejected(state, 1, { type: 'vote', approve: false }, 'ALREADY_ACTED');
  });
});

// ---------------------------------------------------------------------------------------------

describe('one lock, step 3: rejections, the Boss passing left, and Patrol', () => {
  it('a rejected proposal passes the Boss to the left and a new proposal is made for the same lock', () => {
    const state = rejectOnce(five(), [2, 3]);
    const board = view(state, 'board');
    expect(board.boss).toBe(1);
    expect(board.lock).toBe(0);
    expect(board.phase).toBe('propose');
    expect(board.proposal).toBeNull();
    expect(board.rejections).toBe(1);
    expect(board.locks).toEqual([]);
    expect(board.waitingFor).toEqual([1]);
    // The old Boss can no longer propose; the new one can.
    expectRejected(state, 0, { type: 'propose', team: [2, 3] }, 'NOT_YOUR_TURN', 'not-boss');
    expect(propose(state, [2, 3]).phase).toBe('vote');
  });

  it('the Boss passes to the left around the table: from the last seat to seat 0', () => {
    expect(rejectOnce(five(1, 4)).boss).toBe(0);
  });

  it('the third rejection in a row blows the lock by Patrol (no cards played)', () => {
    let state = five();
    state = rejectOnce(state);
    state = rejectOnce(state);
    expect(state.locks).toEqual([]);
    expect(state.rejections).toBe(2);
    state = rejectOnce(state, [3, 4]);
    const board = view(state, 'board');
    expect(board.locks).toHaveLength(1);
    expect(board.locks[0]).toMatchObject({ lock: 0, status: 'blown', by: 'patrol', cards: [], sabotages: 0 });
    expect(board.lock).toBe(1);
    expect(board.phase).toBe('propose');
    expect(board.history.map((h) => h.attempt)).toEqual([1, 2, 3]);
    expect(board.history.every((h) => !h.approved)).toBe(true);
  });

  it('after a Patrol the next lock is proposed by the seat left of the last rejected Boss', () => {
    const state = patrol(five());
    expect(state.history.map((h) => h.boss)).toEqual([0, 1, 2]);
    expect(state.boss).toBe(3);
  });

  it('the rejection counter resets for the next lock after a Patrol: it takes three new rejections to blow lock 2', () => {
    let state = patrol(five());
    expect(view(state, 'board').rejections).toBe(0);
    state = rejectOnce(rejectOnce(state));
    expect(state.lock).toBe(1);
    expect(state.locks).toHaveLength(1);
    expect(state.rejections).toBe(2);
    state = rejectOnce(state);
    expect(state.locks.map((l) => l.by)).toEqual(['patrol', 'patrol']);
    expect(state.rejections).toBe(0);
  });

  it('the rejection counter resets when a proposal is approved: two rejections, an approval, and the next lock starts at 0', () => {
    let state = rejectOnce(rejectOnce(five()));
    expect(state.rejections).toBe(2);
    state = openLock(state);
    expect(state.locks).toHaveLength(1);
    expect(state.locks[0]!.status).toBe('open');
    expect(view(state, 'board').rejections).toBe(0);
    // Two rejections on the next lock do not blow it: the old two do not carry over.
    state = rejectOnce(rejectOnce(state));
    expect(state.locks).toHaveLength(1);
    expect(state.phase).toBe('propose');
    expect(state.history.at(-1)!.attempt).toBe(2);
  });

  it('an approved team plays: the table moves to the cards and waits for exactly the team', () => {
    const state = proposeAndVote(five(), [4, 1], true);
    const board = view(state, 'board');
    expect(board.phase).toBe('mission');
    expect(board.waitingFor).toEqual([1, 4]);
    expect(view(state, 1).you!.prompt).toEqual({ kind: 'play', cards: ['clean', 'sabotage'] });
    expect(view(state, 4).you!.prompt).toEqual({ kind: 'play', cards: ['clean'] });
    for (const s of [0, 2, 3]) expect(view(state, s).you!.prompt).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

describe('one lock, step 4: the team plays Clean or Sabotage', () => {
  it('only team members play: anyone else gets NOT_YOUR_TURN (not-on-team)', () => {
    const state = proposeAndVote(five(), [2, 3], true);
    for (const s of [0, 1, 4]) {
      expectRejected(state, s, { type: 'play', card: 'clean' }, 'NOT_YOUR_TURN', 'not-on-team');
      expectRejected(state, s, { type: 'play', card: 'sabotage' }, 'NOT_YOUR_TURN', 'not-on-team');
    }
  });

  const crewRoles: Role[] = ['contact', 'driver', 'lookout', 'double', 'crew'];
  for (const role of crewRoles) {
    it(`the ${role} can only play Clean: Sabotage is rejected (crew-plays-clean), state unchanged, and only Clean is offered`, () => {
      const seat = R8.indexOf(role);
      const state = proposeAndVote(eight(), teamWith(eight(), [seat, P8.M1]), true);
      expect(view(state, seat).you!.prompt).toEqual({ kind: 'play', cards: ['clean'] });
      expectRejected(state, seat, { type: 'play', card: 'sabotage' }, 'ILLEGAL_ACTION', 'crew-plays-clean');
      expect(act(state, seat, { type: 'play', card: 'clean' }).plays[seat]).toBe('clean');
    });
  }

  it('a Mole may play Sabotage or Clean', () => {
    const state = proposeAndVote(five(), [0, 2], true);
    expect(view(state, 0).you!.prompt).toEqual({ kind: 'play', cards: ['clean', 'sabotage'] });
    expect(act(state, 0, { type: 'play', card: 'sabotage' }).phase).toBe('mission');
    expect(act(state, 0, { type: 'play', card: 'clean' }).phase).toBe('mission');
  });

  it('the Snitch plays like a Mole: his Sabotage blows the lock', () => {
    const state = blowLock(eight(), P8.SNITCH);
    expect(state.locks[0]).toMatchObject({ status: 'blown', by: 'cards', sabotages: 1 });
    expect(view(state, P8.SNITCH).you!.sabotagesLeft).toBe(0);
  });

  it('playing twice is refused (ALREADY_ACTED)', () => {
    const state = act(proposeAndVote(five(), [0, 2], true), 0, { type: 'play', card: 'sabotage' });
    expectRejected(state, 0, { type: 'play', card: 'clean' }, 'ALREADY_ACTED');
    expectRejected(state, 0, { type: 'play', card: 'sabotage' }, 'ALREADY_ACTED');
  });

  it('a Mole\'s budget goes down only when he plays a Sabotage: a Clean card keeps it', () => {
    let state = openLock(five(), [M1, CONTACT]);
    expect(view(state, M1).you!.sabotagesLeft).toBe(2);
    state = blowLock(state, M1, [M1, DRIVER]);
    expect(view(state, M1).you!.sabotagesLeft).toBe(1);
    expect(view(state, M2).you!.sabotagesLeft).toBe(2);
    expect(state.budgets).toEqual([1, 2, 0, 0, 0]);
  });

  it('a Mole who has used his budget can only play Clean (no-sabotage-left), state unchanged', () => {
    let state = blowLock(five(), M1, [M1, CONTACT]);
    state = blowLock(state, M1, [M1, DRIVER]);
    expect(view(state, M1).you!.sabotagesLeft).toBe(0);
    state = proposeAndVote(state, [M1, LOOKOUT], true);
    expect(view(state, M1).you!.prompt).toEqual({ kind: 'play', cards: ['clean'] });
    expectRejected(state, M1, { type: 'play', card: 'sabotage' }, 'ILLEGAL_ACTION', 'no-sabotage-left');
    state = playTeam(state);
    expect(state.locks[2]!.status).toBe('open');
  });

  it('at 7 to 10 players a Mole\'s single Sabotage is his whole budget', () => {
    for (const n of [7, 8, 9, 10]) {
      let state = blowLock(fixedGame(fixedRoles(n)), 0);
      expect(view(state, 0).you!.sabotagesLeft).toBe(0);
      state = proposeAndVote(state, teamWith(state, [0]), true);
      expectRejected(state, 0, { type: 'play', card: 'sabotage' }, 'ILLEGAL_ACTION', 'no-sabotage-left');
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('one lock, step 5: the cards are shuffled and revealed; the count is announced, never who', () => {
  it('one Sabotage blows the lock', () => {
    const state = blowLock(five(), M2, [M2, CONTACT]);
    expect(view(state, 'board').locks[0]).toEqual({
      lock: 0,
      status: 'blown',
      by: 'cards',
      team: [M2, CONTACT],
      cards: expect.any(Array),
      sabotages: 1,
      needed: 1,
    });
  });

  it('no Sabotage opens the lock', () => {
    const state = openLock(five(), [M1, M2]);
    expect(state.locks[0]).toMatchObject({ status: 'open', by: 'cards', sabotages: 0, cards: ['clean', 'clean'] });
  });

  it('two Sabotages blow the lock and the count announced is 2', () => {
    const state = playLock(five(), [M1, M2], [M1, M2]);
    expect(state.locks[0]).toMatchObject({ status: 'blown', sabotages: 2, cards: ['sabotage', 'sabotage'] });
  });

  it('the revealed cards are the team\'s cards as a multiset, in a shuffled order (varies across seeds)', () => {
    const positions = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const ten = fixedGame(fixedRoles(10), { seed });
      const state = blowLock(ten, 0, [0, 3, 4, 5]);
      const lock = view(state, 'board').locks[0]!;
      expect([...lock.cards].sort()).toEqual(['clean', 'clean', 'clean', 'sabotage']);
      expect(lock.sabotages).toBe(1);
      positions.add(lock.cards.indexOf('sabotage'));
    }
    // The saboteur is always the first of the team; his card must not always come out first.
    expect(positions.size).toBeGreaterThan(1);
  });

  it('who played what is not kept after the reveal: state.plays is all null and the record has no per-seat cards', () => {
    const mid = act(proposeAndVote(five(), [M1, CONTACT], true), M1, { type: 'play', card: 'sabotage' });
    expect(mid.plays[M1]).toBe('sabotage');
    const state = act(mid, CONTACT, { type: 'play', card: 'clean' });
    expect(state.plays).toEqual([null, null, null, null, null]);
    expect(Object.keys(state.locks[0]!).sort()).toEqual(['by', 'cards', 'lock', 'needed', 'sabotages', 'status', 'team']);
    // The team is listed in seat order, whatever order it was proposed or played in.
    const reordered = playTeam(proposeAndVote(five(), [CONTACT, M1], true), [M1], [CONTACT, M1]);
    expect(reordered.locks[0]!.team).toEqual([M1, CONTACT]);
  });

  it('no view, the board\'s or any other seat\'s, depends on what a pending card is', () => {
    const approved = proposeAndVote(five(), [M1, M2], true);
    expectSameViews(act(approved, M1, { type: 'play', card: 'sabotage' }), act(approved, M1, { type: 'play', card: 'clean' }), [M1]);
    // Even the Mole's own budget does not move before the reveal.
    expect(view(act(approved, M1, { type: 'play', card: 'sabotage' }), M1).you!.sabotagesLeft).toBe(2);
  });

  it('waitingFor shows whose card is still pending, never what the others played', () => {
    let state = proposeAndVote(eight(), [P8.M1, P8.CONTACT, P8.CREW], true);
    state = act(state, P8.CONTACT, { type: 'play', card: 'clean' });
    expect(view(state, 'board').waitingFor).toEqual([P8.M1, P8.CREW]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('one lock, step 6: the Boss passes to the left', () => {
  it('after a played lock (open or blown) the Boss is the next seat to the left', () => {
    let state = openLock(five(1, 3));
    expect(state.boss).toBe(4);
    state = blowLock(state, M1);
    expect(state.boss).toBe(0);
    expect(view(state, 'board').waitingFor).toEqual([0]);
  });

  it('after a rejection then a played lock, the Boss has passed left twice', () => {
    expect(openLock(rejectOnce(five(1, 0))).boss).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the Vault variant (7-10 players): lock 4 needs 2 Sabotages', () => {
  /** Lock 1 open, lock 2 blown by Patrol, lock 3 open: the table stands at lock 4 with every budget intact. */
  function atLockFour(n: number, vault: boolean, seed = 1): MoleState {
    let state = fixedGame(fixedRoles(n), { options: { vault }, seed });
    state = openLock(state);
    state = patrol(state);
    state = openLock(state);
    expect(state.lock).toBe(3);
    return state;
  }

  for (const n of [7, 8, 9, 10]) {
    it(`${n} players: one Sabotage at lock 4 leaves it open (sabotages=1, needed=2); two blow it`, () => {
      const one = blowLock(atLockFour(n, true), 1);
      expect(one.locks[3]).toMatchObject({ lock: 3, status: 'open', by: 'cards', sabotages: 1, needed: 2 });
      // That was the Crew's third opened lock: the Getaway starts.
      expect(one.phase).toBe('getaway');

      const start = atLockFour(n, true);
      const two = playLock(start, teamWith(start, [1, 2]), [1, 2]);
      expect(two.locks[3]).toMatchObject({ lock: 3, status: 'blown', by: 'cards', sabotages: 2, needed: 2 });
      expect(two.lock).toBe(4);
      expect(two.phase).toBe('propose');
    });
  }

  it('with the Vault the other locks still blow with one Sabotage (the board shows needs of 1,1,1,2,1)', () => {
    const state = fixedGame(fixedRoles(7), { options: { vault: true } });
    expect(view(state, 'board').sabotagesNeeded).toEqual([1, 1, 1, 2, 1]);
    // Lock 1.
    expect(blowLock(state, 0).locks[0]).toMatchObject({ status: 'blown', sabotages: 1, needed: 1 });
    // Lock 5, after lock 4 was blown with two.
    const start = atLockFour(7, true);
    const atFive = playLock(start, teamWith(start, [1, 2]), [1, 2]);
    expect(atFive.lock).toBe(4);
    const last = blowLock(atFive, 0);
    expect(last.locks[4]).toMatchObject({ lock: 4, status: 'blown', sabotages: 1, needed: 1 });
    expect(moleInTheCrew.outcome(last)).toMatchObject({ winner: 'moles', way: 'locks' });
  });

  it('without the Vault, one Sabotage blows lock 4 at 7 players', () => {
    const state = blowLock(atLockFour(7, false), 1);
    expect(state.locks[3]).toMatchObject({ status: 'blown', sabotages: 1, needed: 1 });
    expect(view(fixedGame(fixedRoles(7)), 'board').sabotagesNeeded).toEqual([1, 1, 1, 1, 1]);
  });

  it('a Patrol still blows the Vault\'s lock 4', () => {
    const state = patrol(atLockFour(8, true));
    expect(state.locks[3]).toMatchObject({ status: 'blown', by: 'patrol' });
  });
});

// ---------------------------------------------------------------------------------------------

describe('the end of a classic game', () => {
  it('three locks blown by cards: the Moles win at once (way "locks")', () => {
    let state = blowLock(five(), M1, [M1, CONTACT]);
    state = blowLock(state, M1, [M1, DRIVER]);
    expect(moleInTheCrew.outcome(state)).toBeNull();
    state = blowLock(state, M2, [M2, LOOKOUT]);
    expect(state.phase).toBe('over');
    expect(moleInTheCrew.outcome(state)).toEqual({ winner: 'moles', way: 'locks', winners: [M1, M2] });
    expect(view(state, 'board').reveal).toMatchObject({ winner: 'moles', way: 'locks' });
    expect(view(state, 'board').waitingFor).toEqual([]);
  });

  it('the third blown lock is a Patrol: the Moles win (way "patrol")', () => {
    let state = blowLock(five(), M1);
    state = blowLock(state, M2);
    state = patrol(state);
    expect(moleInTheCrew.outcome(state)).toEqual({ winner: 'moles', way: 'patrol', winners: [M1, M2] });
  });

  it('Patrols first and the last blown lock by cards: the Moles win (way "locks")', () => {
    let state = patrol(patrol(five()));
    state = blowLock(state, M1);
    expect(moleInTheCrew.outcome(state)).toMatchObject({ winner: 'moles', way: 'locks' });
  });

  it('three Patrols: the Moles win (way "patrol")', () => {
    expect(moleInTheCrew.outcome(patrol(patrol(patrol(five()))))).toMatchObject({ winner: 'moles', way: 'patrol' });
  });

  it('three locks open: the Getaway starts (nobody has won yet)', () => {
    const state = reachGetaway(five());
    expect(state.locks.map((l) => l.status)).toEqual(['open', 'open', 'open']);
    expect(state.phase).toBe('getaway');
    expect(moleInTheCrew.outcome(state)).toBeNull();
    expect(view(state, 'board').waitingFor).toEqual([0, 1, 2, 3, 4]);
  });

  it('two open and two blown: lock 5 decides (open -> Getaway, blown -> Moles)', () => {
    let state = openLock(five());
    state = blowLock(state, M1);
    state = openLock(state);
    state = blowLock(state, M2);
    expect(state.lock).toBe(4);
    expect(view(state, 'board').teamSizes[4]).toBe(3);
    expect(openLock(state).phase).toBe('getaway');
    expect(moleInTheCrew.outcome(blowLock(state, M1))).toMatchObject({ winner: 'moles', way: 'locks' });
  });

  it('actions after the game is over are refused with GAME_OVER, whoever sends them', () => {
    let state = patrol(patrol(patrol(five())));
    for (const s of seats(5)) {
      expectRejected(state, s, { type: 'propose', team: [0, 1] }, 'GAME_OVER');
      expectRejected(state, s, { type: 'vote', approve: true }, 'GAME_OVER');
      expectRejected(state, s, { type: 'play', card: 'clean' }, 'GAME_OVER');
      expectRejected(state, s, { type: 'getaway', mark: (s + 1) % 5 }, 'GAME_OVER');
    }
    state = getawayAll(reachGetaway(five()), [2, 2, 0, 0, 0], 4);
    expectRejected(state, 0, { type: 'getaway', mark: 2 }, 'GAME_OVER');
  });

  it('at the end the board reveals every role (even without a Getaway), and no marks', () => {
    const state = patrol(patrol(patrol(eight())));
    const reveal = view(state, 'board').reveal!;
    expect(reveal.roles).toEqual(R8);
    expect(reveal.marks).toBeNull();
    expect(reveal.getaway).toBeNull();
    for (const s of seats(8)) expect(view(state, s).reveal!.roles).toEqual(R8);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Quick game: 3 locks, first side to 2 wins', () => {
  const quick5 = (seed = 1): MoleState => fixedGame(R5, { options: { quick: true }, seed });

  it('the board shows 3 locks and 2 to win; each Mole\'s budget is 1', () => {
    const board = view(quick5(), 'board');
    expect(board.lockCount).toBe(3);
    expect(board.locksToWin).toBe(2);
    expect(board.teamSizes).toEqual([2, 2, 2]);
    expect(view(quick5(), M1).you!.sabotagesLeft).toBe(1);
    expect(view(quick5(), M2).you!.sabotagesLeft).toBe(1);
  });

  it('the Moles win on their 2nd blown lock (way "locks")', () => {
    let state = blowLock(quick5(), M1);
    expect(state.phase).toBe('propose');
    state = blowLock(state, M2);
    expect(moleInTheCrew.outcome(state)).toEqual({ winner: 'moles', way: 'locks', winners: [M1, M2] });
  });

  it('the Moles win on their 2nd blown lock by Patrol (way "patrol")', () => {
    const state = patrol(blowLock(quick5(), M1));
    expect(moleInTheCrew.outcome(state)).toMatchObject({ winner: 'moles', way: 'patrol' });
  });

  it('the Getaway starts when the Crew opens its 2nd lock', () => {
    let state = openLock(quick5());
    expect(state.phase).toBe('propose');
    state = openLock(state);
    expect(state.phase).toBe('getaway');
    expect(state.locks).toHaveLength(2);
  });

  it('open, blown, open: the Getaway starts after lock 3; blown, open, blown: the Moles win after lock 3', () => {
    const a = openLock(blowLock(openLock(quick5()), M1));
    expect(a.phase).toBe('getaway');
    const b = blowLock(openLock(blowLock(quick5(), M1)), M2);
    expect(moleInTheCrew.outcome(b)).toMatchObject({ winner: 'moles', way: 'locks' });
  });

  it('a Mole who has sabotaged once can only play Clean (no-sabotage-left)', () => {
    let state = blowLock(quick5(), M1);
    expect(view(state, M1).you!.sabotagesLeft).toBe(0);
    state = proposeAndVote(state, [M1, CONTACT], true);
    expectRejected(state, M1, { type: 'play', card: 'sabotage' }, 'ILLEGAL_ACTION', 'no-sabotage-left');
  });

  it('the Quick game\'s Getaway plays like the classic one', () => {
    const state = getawayAll(openLock(openLock(quick5())), [CONTACT, CONTACT, 0, 0, 0], LOOKOUT);
    expect(moleInTheCrew.outcome(state)).toMatchObject({ winner: 'moles', way: 'getaway-found' });
  });
});

// ---------------------------------------------------------------------------------------------

describe('Lookout alibis', () => {
  it('after the 1st lock blown by cards, the Lookout learns a team member who played Clean', () => {
    const state = blowLock(eight(), P8.M1, [P8.M1, P8.CONTACT, P8.CREW]);
    const alibis = view(state, P8.LOOKOUT).you!.alibis;
    expect(alibis).toHaveLength(1);
    expect(alibis[0]!.lock).toBe(0);
    expect([P8.CONTACT, P8.CREW]).toContain(alibis[0]!.seat);
  });

  it('the alibi is drawn at random among the Clean-playing team members (both named across seeds)', () => {
    const named = new Set<number | null>();
    for (let seed = 1; seed <= 40; seed++) {
      const state = blowLock(eight(seed), P8.M1, [P8.M1, P8.CONTACT, P8.CREW]);
      named.add(state.alibis[0]!.seat);
    }
    expect(named).toEqual(new Set([P8.CONTACT, P8.CREW]));
  });

  it('the alibi never names the Lookout himself, even when he played Clean on the team', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const state = blowLock(eight(seed), P8.M1, [P8.M1, P8.LOOKOUT, P8.DOUBLE]);
      expect(state.alibis).toEqual([{ lock: 0, seat: P8.DOUBLE }]);
    }
  });

  it('the alibi may name a Mole who played Clean (a clue, not proof)', () => {
    const state = blowLock(eight(), P8.M1, [P8.M1, P8.M2, P8.LOOKOUT]);
    expect(view(state, P8.LOOKOUT).you!.alibis).toEqual([{ lock: 0, seat: P8.M2 }]);
  });

  it('"no alibi" (seat null) when the Lookout is the only Clean player on the team', () => {
    const state = blowLock(five(), M1, [M1, LOOKOUT]);
    expect(view(state, LOOKOUT).you!.alibis).toEqual([{ lock: 0, seat: null }]);
  });

  it('"no alibi" (seat null) when every other team member sabotaged', () => {
    const state = playLock(eight(), [P8.M1, P8.M2, P8.LOOKOUT], [P8.M1, P8.M2]);
    expect(state.locks[0]).toMatchObject({ status: 'blown', sabotages: 2 });
    expect(view(state, P8.LOOKOUT).you!.alibis).toEqual([{ lock: 0, seat: null }]);
  });

  it('no alibi after a lock blown by Patrol', () => {
    const state = patrol(eight());
    expect(state.locks[0]!.by).toBe('patrol');
    expect(view(state, P8.LOOKOUT).you!.alibis).toEqual([]);
  });

  it('no alibi after an opened lock', () => {
    expect(view(openLock(eight()), P8.LOOKOUT).you!.alibis).toEqual([]);
  });

  it('after the 2nd lock blown by cards, the Lookout gets a second alibi', () => {
    let state = blowLock(eight(), P8.M1, [P8.M1, P8.CONTACT, P8.DOUBLE]);
    state = openLock(state);
    state = blowLock(state, P8.M2, [P8.M2, P8.CREW, P8.DRIVER]);
    const alibis = view(state, P8.LOOKOUT).you!.alibis;
    expect(alibis.map((a) => a.lock)).toEqual([0, 2]);
    expect([P8.CONTACT, P8.DOUBLE]).toContain(alibis[0]!.seat);
    expect([P8.CREW, P8.DRIVER]).toContain(alibis[1]!.seat);
  });

  it('a Patrol does not count as the 1st blown lock: the next lock blown by cards still gives an alibi', () => {
    let state = patrol(eight());
    state = blowLock(state, P8.M1, [P8.M1, P8.CONTACT, P8.DOUBLE]);
    expect(view(state, P8.LOOKOUT).you!.alibis.map((a) => a.lock)).toEqual([1]);
    // The 2nd lock blown by cards (the 3rd blown lock, ending the game) still gives the second alibi.
    state = blowLock(state, P8.M2, [P8.M2, P8.CREW, P8.DRIVER]);
    expect(state.phase).toBe('over');
    expect(view(state, 'board').reveal!.alibis.map((a) => a.lock)).toEqual([1, 2]);
  });

  it('no alibi after the 3rd lock blown by cards: the Lookout gets two at most', () => {
    let state = blowLock(eight(), P8.M1, [P8.M1, P8.CONTACT, P8.DOUBLE]);
    state = blowLock(state, P8.M2, [P8.M2, P8.CREW, P8.DRIVER]);
    state = blowLock(state, P8.SNITCH, [P8.SNITCH, P8.CONTACT, P8.CREW]);
    expect(state.phase).toBe('over');
    expect(state.alibis.map((a) => a.lock)).toEqual([0, 1]);
    expect(view(state, 'board').reveal!.alibis.map((a) => a.lock)).toEqual([0, 1]);
  });

  it('only the Lookout\'s view shows the alibis: no other seat, and not the board before the end', () => {
    const state = blowLock(eight(), P8.M1, [P8.M1, P8.CONTACT, P8.CREW]);
    for (const s of seats(8)) {
      if (s === P8.LOOKOUT) continue;
      expect(view(state, s).you!.alibis).toEqual([]);
    }
    const board = view(state, 'board');
    expect(board.you).toBeNull();
    expect(board.reveal).toBeNull();
    expect(JSON.stringify(board)).not.toMatch(/alibi/);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the Getaway', () => {
  const getaway5 = (seed: number | string = 1): MoleState => reachGetaway(five(seed));
  const getaway8 = (seed: number | string = 1): MoleState => reachGetaway(eight(seed));

  it('every player must mark one other player: everybody is awaited, and the Driver is asked to protect', () => {
    const state = getaway5();
    expect(view(state, 'board').waitingFor).toEqual([0, 1, 2, 3, 4]);
    for (const s of seats(5)) expect(view(state, s).you!.prompt).toEqual({ kind: 'getaway', protect: s === DRIVER });
    // The game waits until the very last mark.
    let s = state;
    for (const seat of [0, 1, 2, 4]) s = act(s, seat, { type: 'getaway', mark: seat === 0 ? 1 : 0 });
    expect(s.phase).toBe('getaway');
    expect(view(s, 'board').waitingFor).toEqual([DRIVER]);
  });

  it('marking oneself is refused (mark-self)', () => {
    const state = getaway5();
    expectRejected(state, M1, { type: 'getaway', mark: M1 }, 'ILLEGAL_ACTION', 'mark-self');
    expectRejected(state, CONTACT, { type: 'getaway', mark: CONTACT }, 'ILLEGAL_ACTION', 'mark-self');
    expectRejected(state, DRIVER, { type: 'getaway', mark: DRIVER, protect: 0 }, 'ILLEGAL_ACTION', 'mark-self');
  });

  it('marking a seat that is not at the table is refused (no-such-seat)', () => {
    expectRejected(getaway5(), M1, { type: 'getaway', mark: 5 }, 'ILLEGAL_ACTION', 'no-such-seat');
  });

  it('only the Driver protects: a protection sent by anyone else is refused (only-driver-protects)', () => {
    const state = getaway5();
    for (const s of [M1, M2, CONTACT, LOOKOUT]) {
      expectRejected(state, s, { type: 'getaway', mark: (s + 1) % 5, protect: (s + 2) % 5 }, 'ILLEGAL_ACTION', 'only-driver-protects');
    }
  });

  it('the Driver must protect someone (driver-must-protect)', () => {
    expectRejected(getaway5(), DRIVER, { type: 'getaway', mark: 0 }, 'ILLEGAL_ACTION', 'driver-must-protect');
  });

  it('the Driver protects someone other than himself (protect-self)', () => {
    expectRejected(getaway5(), DRIVER, { type: 'getaway', mark: 0, protect: DRIVER }, 'ILLEGAL_ACTION', 'protect-self');
  });

  it('the Driver cannot protect a seat that is not at the table (no-such-seat)', () => {
    expectRejected(getaway5(), DRIVER, { type: 'getaway', mark: 0, protect: 7 }, 'ILLEGAL_ACTION', 'no-such-seat');
  });

  it('making the Getaway choice twice is refused (ALREADY_ACTED)', () => {
    const state = act(getaway5(), M1, { type: 'getaway', mark: CONTACT });
    expectRejected(state, M1, { type: 'getaway', mark: LOOKOUT }, 'ALREADY_ACTED');
    const driver = act(getaway5(), DRIVER, { type: 'getaway', mark: M1, protect: CONTACT });
    expectRejected(driver, DRIVER, { type: 'getaway', mark: M2, protect: LOOKOUT }, 'ALREADY_ACTED');
  });

  it('no marks or protection are visible in any view before all are in', () => {
    const state = getaway5();
    // What a pending mark is changes no other viewer's view.
    expectSameViews(act(state, M1, { type: 'getaway', mark: CONTACT }), act(state, M1, { type: 'getaway', mark: LOOKOUT }), [M1]);
    expectSameViews(act(state, LOOKOUT, { type: 'getaway', mark: M1 }), act(state, LOOKOUT, { type: 'getaway', mark: M2 }), [LOOKOUT]);
    // Nor what the Driver protects.
    expectSameViews(
      act(state, DRIVER, { type: 'getaway', mark: M1, protect: CONTACT }),
      act(state, DRIVER, { type: 'getaway', mark: M1, protect: LOOKOUT }),
      [DRIVER],
    );
    // With all but one in, still nothing.
    const almost = getawayAll(state, [CONTACT, CONTACT, 0, 0, 0], LOOKOUT, [0, 1, 2, 3]);
    for (const v of allViewers(5)) {
      const seen = view(almost, v);
      expect(seen.reveal).toBeNull();
      expect(JSON.stringify(seen)).not.toMatch(/"marks?"|"protected?"|"tally"|"accused"/);
    }
  });

  it('after all are in, the reveal shows every mark, the protection, the counted tally and the accused', () => {
    const state = getawayAll(getaway5(), [CONTACT, CONTACT, M1, M2, M1], LOOKOUT);
    const reveal = view(state, 'board').reveal!;
    expect(reveal.marks).toEqual([CONTACT, CONTACT, M1, M2, M1]);
    expect(reveal.getaway).toEqual({ accused: CONTACT, protected: LOOKOUT, tally: [0, 0, 2, 0, 0], tied: [CONTACT] });
    expect(reveal.roles).toEqual(R5);
  });

  it('only Moles\' marks count: the Crew\'s marks do not change the tally or the accused', () => {
    const a = getawayAll(getaway5(), [LOOKOUT, LOOKOUT, M1, M1, M1], M1);
    const b = getawayAll(getaway5(), [LOOKOUT, LOOKOUT, LOOKOUT, CONTACT, CONTACT], M1);
    const c = getawayAll(getaway5(), [LOOKOUT, LOOKOUT, DRIVER, CONTACT, CONTACT], M1);
    for (const s of [a, b, c]) {
      expect(s.result!.getaway).toMatchObject({ accused: LOOKOUT, tally: [0, 0, 0, 0, 2] });
      expect(moleInTheCrew.outcome(s)).toMatchObject({ winner: 'crew', way: 'getaway-escaped' });
    }
    // Three Crew marks on the Contact against two Mole marks elsewhere: the Contact is not accused.
    expect(c.result!.getaway!.tally[CONTACT]).toBe(0);
  });

  it('the Snitch\'s mark counts like a Mole\'s (8 players: it breaks the Moles\' split)', () => {
    const marks = (snitchMark: Seat): Seat[] => [P8.CONTACT, P8.LOOKOUT, snitchMark, 0, 0, 0, 0, 0];
    const found = getawayAll(getaway8(), marks(P8.CONTACT), P8.DOUBLE);
    expect(found.result!.getaway).toMatchObject({ accused: P8.CONTACT, tied: [P8.CONTACT] });
    expect(moleInTheCrew.outcome(found)).toEqual({ winner: 'moles', way: 'getaway-found', winners: [P8.M1, P8.M2, P8.SNITCH] });
    const escaped = getawayAll(getaway8(), marks(P8.LOOKOUT), P8.DOUBLE);
    expect(escaped.result!.getaway).toMatchObject({ accused: P8.LOOKOUT, tied: [P8.LOOKOUT] });
    expect(moleInTheCrew.outcome(escaped)).toMatchObject({ winner: 'crew', way: 'getaway-escaped' });
  });

  it('the accused is the player with the most counted marks (plurality)', () => {
    const state = getawayAll(getaway8(), [P8.DOUBLE, P8.DOUBLE, P8.CONTACT, 0, 0, 0, 0, 0], P8.CREW);
    expect(state.result!.getaway).toMatchObject({ accused: P8.DOUBLE, tied: [P8.DOUBLE] });
    expect(state.result!.getaway!.tally[P8.DOUBLE]).toBe(2);
    expect(state.result!.getaway!.tally[P8.CONTACT]).toBe(1);
  });

  it('accused = the protected player: the Crew wins, the accusation is void ("getaway-void")', () => {
    const state = getawayAll(getaway5(), [LOOKOUT, LOOKOUT, 0, 0, 0], LOOKOUT);
    expect(moleInTheCrew.outcome(state)).toEqual({ winner: 'crew', way: 'getaway-void', winners: [CONTACT, DRIVER, LOOKOUT] });
  });

  it('accused = the protected Contact: still void, the Crew wins ("getaway-void")', () => {
    const state = getawayAll(getaway5(), [CONTACT, CONTACT, 0, 0, 0], CONTACT);
    expect(moleInTheCrew.outcome(state)).toMatchObject({ winner: 'crew', way: 'getaway-void' });
  });

  it('accused = the Contact, unprotected: the Moles win ("getaway-found")', () => {
    const state = getawayAll(getaway5(), [CONTACT, CONTACT, 0, 0, 0], LOOKOUT);
    expect(moleInTheCrew.outcome(state)).toEqual({ winner: 'moles', way: 'getaway-found', winners: [M1, M2] });
  });

  it('accused = anyone else (a Crew member or even a Mole): the Crew escapes ("getaway-escaped")', () => {
    const driver = getawayAll(getaway5(), [DRIVER, DRIVER, 0, 0, 0], CONTACT);
    expect(moleInTheCrew.outcome(driver)).toMatchObject({ winner: 'crew', way: 'getaway-escaped' });
    const mole = getawayAll(getaway5(), [M2, M1, 0, 0, 0], LOOKOUT);
    expect(mole.result!.getaway!.tied).toEqual([M1, M2]);
    expect(moleInTheCrew.outcome(mole)).toMatchObject({ winner: 'crew', way: 'getaway-escaped' });
  });

  it('the order in which marks arrive does not matter', () => {
    const marks = [CONTACT, LOOKOUT, M1, M1, M2];
    const a = getawayAll(getaway5(7), marks, M1);
    const b = getawayAll(getaway5(7), marks, M1, [4, 3, 2, 1, 0]);
    expect(a.result).toEqual(b.result);
  });

  it('a tie is broken by the seeded generator: the same seed gives the same accused', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const a = getawayAll(getaway5(seed), [CONTACT, LOOKOUT, 0, 0, 0], M1);
      const b = getawayAll(getaway5(seed), [CONTACT, LOOKOUT, 0, 0, 0], M1);
      expect(a.result!.getaway!.tied).toEqual([CONTACT, LOOKOUT]);
      expect(a.result).toEqual(b.result);
    }
  });

  it('a tie is broken at random: across seeds each tied player is sometimes the accused', () => {
    const accused = new Set<number>();
    const ways = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const state = getawayAll(getaway5(seed), [CONTACT, LOOKOUT, 0, 0, 0], M1);
      accused.add(state.result!.getaway!.accused);
      ways.add(state.result!.way);
    }
    expect(accused).toEqual(new Set([CONTACT, LOOKOUT]));
    expect(ways).toEqual(new Set(['getaway-found', 'getaway-escaped']));
  });

  it('at the end the board reveals every role, every mark and the protection', () => {
    const state = getawayAll(getaway8(), [P8.CONTACT, P8.CONTACT, P8.CONTACT, 0, 0, 1, 2, 3], P8.CONTACT);
    const reveal = view(state, 'board').reveal!;
    expect(reveal.roles).toEqual(R8);
    expect(reveal.marks).toEqual([P8.CONTACT, P8.CONTACT, P8.CONTACT, 0, 0, 1, 2, 3]);
    expect(reveal.getaway!.protected).toBe(P8.CONTACT);
    expect(reveal).toMatchObject({ winner: 'crew', way: 'getaway-void' });
    // The full history stays on the board.
    expect(view(state, 'board').history).toHaveLength(3);
    expect(view(state, 'board').locks).toHaveLength(3);
  });
});

// ---------------------------------------------------------------------------------------------

describe('rejections: stable codes, and the state never changes', () => {
  it('acting in the wrong phase gives NOT_YOUR_TURN', () => {
    const proposing = five();
    expectRejected(proposing, 1, { type: 'vote', approve: true }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(proposing, 0, { type: 'play', card: 'clean' }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(proposing, 0, { type: 'getaway', mark: 1 }, 'NOT_YOUR_TURN', 'wrong-phase');

    const voting = propose(proposing, [0, 2]);
    expectRejected(voting, 0, { type: 'propose', team: [1, 2] }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(voting, 0, { type: 'play', card: 'sabotage' }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(voting, 3, { type: 'getaway', mark: 1, protect: 2 }, 'NOT_YOUR_TURN', 'wrong-phase');

    const playing = voteAll(voting, true);
    expectRejected(playing, 0, { type: 'vote', approve: false }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(playing, playing.boss, { type: 'propose', team: [1, 2] }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(playing, 2, { type: 'getaway', mark: 1 }, 'NOT_YOUR_TURN', 'wrong-phase');

    const fleeing = reachGetaway(five());
    expectRejected(fleeing, fleeing.boss, { type: 'propose', team: [1, 2] }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(fleeing, 0, { type: 'vote', approve: true }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(fleeing, 0, { type: 'play', card: 'clean' }, 'NOT_YOUR_TURN', 'wrong-phase');
  });

  it('malformed actions give BAD_ACTION', () => {
    const state = five();
    const malformed: unknown[] = [
      null,
      undefined,
      42,
      'propose',
      [],
      {},
      { type: 'dance' },
      { type: 'propose' },
      { type: 'propose', team: null },
      { type: 'vote' },
      { type: 'vote', approve: 'yes' },
      { type: 'vote', approve: 1 },
      { type: 'play' },
      { type: 'play', card: 'bomb' },
      { type: 'play', card: 'Clean' },
      { type: 'getaway' },
      { type: 'getaway', mark: -1 },
      { type: 'getaway', mark: '2' },
      { type: 'getaway', mark: 1, protect: 'x' },
      { type: 'getaway', mark: 1, protect: 0.5 },
    ];
    for (const action of malformed) expectRejected(state, 0, action, 'BAD_ACTION');
    // Malformed is malformed in every phase.
    const fleeing = reachGetaway(five());
    for (const action of malformed) expectRejected(fleeing, 0, action, 'BAD_ACTION');
  });

  it('a choice made twice gives ALREADY_ACTED (vote, card, Getaway mark)', () => {
    const voting = act(propose(five(), [0, 2]), 3, { type: 'vote', approve: false });
    expectRejected(voting, 3, { type: 'vote', approve: true }, 'ALREADY_ACTED');
    const playing = act(proposeAndVote(five(), [0, 2], true), 2, { type: 'play', card: 'clean' });
    expectRejected(playing, 2, { type: 'play', card: 'clean' }, 'ALREADY_ACTED');
    const fleeing = act(reachGetaway(five()), 4, { type: 'getaway', mark: 0 });
    expectRejected(fleeing, 4, { type: 'getaway', mark: 0 }, 'ALREADY_ACTED');
  });

  it('an actor that is neither a seat of the table nor the clock gives BAD_ACTOR; the clock has nothing to deliver', () => {
    const state = five();
    for (const actor of [5, -1, 1.5, '0', null]) expectRejected(state, actor, { type: 'propose', team: [0, 1] }, 'BAD_ACTOR');
    expectRejected(state, 'clock', { type: 'propose', team: [0, 1] }, 'BAD_ACTOR');
  });

  it('every rejected action leaves the state deep-equal to before, in every phase', () => {
    const phases: MoleState[] = [
      five(),
      propose(five(), [0, 2]),
      act(propose(five(), [0, 2]), 1, { type: 'vote', approve: true }),
      proposeAndVote(five(), [0, 2], true),
      act(proposeAndVote(five(), [0, 2], true), 0, { type: 'play', card: 'sabotage' }),
      reachGetaway(five()),
      act(reachGetaway(five()), 3, { type: 'getaway', mark: 0, protect: 2 }),
      patrol(patrol(patrol(five()))),
    ];
    const attempts: unknown[] = [
      { type: 'propose', team: [0, 1] },
      { type: 'propose', team: [0, 0] },
      { type: 'propose', team: [0, 1, 2] },
      { type: 'vote', approve: true },
      { type: 'play', card: 'sabotage' },
      { type: 'play', card: 'clean' },
      { type: 'getaway', mark: 0 },
      { type: 'getaway', mark: 1, protect: 3 },
      { type: 'nonsense' },
    ];
    let rejections = 0;
    for (const state of phases) {
      const before = JSON.stringify(state);
      for (const actor of [...seats(5), 'clock', 9]) {
        for (const action of attempts) {
          const result = applyAction(moleInTheCrew, state, actor, action);
          if (!result.ok) {
            rejections += 1;
            expect(JSON.stringify(state)).toBe(before);
          }
        }
      }
      expect(JSON.stringify(state)).toBe(before);
    }
    expect(rejections).toBeGreaterThan(200);
  });

  it('every rejection carries a stable code and an English message', () => {
    const error = expectRejected(five(), 0, { type: 'propose', team: [1] }, 'ILLEGAL_ACTION', 'team-size');
    expect(typeof error.message).toBe('string');
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.params).toEqual({ size: 2 });
  });
});
