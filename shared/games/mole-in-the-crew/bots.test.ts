import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, createRng, playGame, randomBot, type Bot, type Seat } from '../../engine/index.ts';
import { moleHeuristicBot } from './bots.ts';
import { moleInTheCrew } from './index.ts';
import type { MoleAction, MoleState, Role } from './types.ts';
import type { MoleView } from './view.ts';

/** Plays the heuristic for one side and random moves for the other, deciding from the seat's own view. */
function sideBot(smartSide: 'crew' | 'moles'): Bot<MoleAction, MoleView> {
  return {
    id: `heuristic-${smartSide}`,
    choose: (turn) => (turn.view.you?.side === smartSide ? moleHeuristicBot : randomBot).choose(turn) as MoleAction,
  };
}

function winRate(bot: Bot<any, any>, side: 'crew' | 'moles', players: number, games = 400): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const played = playGame(moleInTheCrew, { players, seed: `strength:${i}`, bots: new Array(players).fill(bot) });
    if (played.outcome.winner === side) wins++;
  }
  return wins / games;
}

function dealt(roles: Role[], firstBoss: Seat = 0): MoleState {
  const m = createMatch(moleInTheCrew, { players: roles.length, seed: 'bots', deal: { roles, firstBoss } });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

function act(state: MoleState, seat: Seat, action: MoleAction): MoleState {
  const r = applyAction(moleInTheCrew, state, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function ask(state: MoleState, seat: Seat, seed = 'ask'): MoleAction {
  return moleHeuristicBot.choose({
    seat,
    view: moleInTheCrew.view(state, seat),
    legal: moleInTheCrew.legalActions(state, seat),
    rng: createRng(seed),
  });
}

// 7 players: Moles at 0, 1, 2; Contact 3, Driver 4, Lookout 5, Double 6.
const seven: Role[] = ['mole', 'mole', 'mole', 'contact', 'driver', 'lookout', 'double'];

describe('the heuristic Mole in the Crew bot', () => {
  it('wins more often for the Moles than random play does', () => {
    expect(winRate(sideBot('moles'), 'moles', 7)).toBeGreaterThan(winRate(randomBot, 'moles', 7) + 0.1);
  });

  it('wins more often for the Crew than random play does', () => {
    expect(winRate(sideBot('crew'), 'crew', 7)).toBeGreaterThan(winRate(randomBot, 'crew', 7) + 0.1);
  });

  it('as the Contact, rejects a team holding two suspects, every time', () => {
    let s = act(dealt(seven), 0, { type: 'propose', team: [0, 1] });
    for (let i = 0; i < 20; i++) expect(ask(s, 3, `c${i}`)).toEqual({ type: 'vote', approve: false });
    s = act(dealt(seven, 4), 4, { type: 'propose', team: [4, 5] });
    expect(ask(s, 3)).toEqual({ type: 'vote', approve: true });
  });

  it('as a Mole, approves a team with a fellow Mole on it', () => {
    const s = act(dealt(seven), 0, { type: 'propose', team: [1, 4] });
    expect(ask(s, 2)).toEqual({ type: 'vote', approve: true });
  });

  it('as a Crew member, only ever plays Clean', () => {
    let s = act(dealt(seven), 0, { type: 'propose', team: [4, 5] });
    for (const seat of [0, 1, 2, 3, 4, 5, 6]) s = act(s, seat, { type: 'vote', approve: true });
    for (let i = 0; i < 20; i++) expect(ask(s, 4, `p${i}`)).toEqual({ type: 'play', card: 'clean' });
  });

  it('as two Moles on one team, spends only one Sabotage: the lower seat plays it', () => {
    let s = act(dealt(seven), 0, { type: 'propose', team: [0, 1] });
    for (const seat of [0, 1, 2, 3, 4, 5, 6]) s = act(s, seat, { type: 'vote', approve: true });
    for (let i = 0; i < 20; i++) expect(ask(s, 1, `m${i}`)).toEqual({ type: 'play', card: 'clean' });
  });

  it('as a Mole, sabotages when the lock decides the game', () => {
    // Two locks opened already: a third would send the Crew to the Getaway.
    let s = dealt(seven, 3);
    for (const team of [[3, 4], [4, 5]] as Seat[][]) {
      s = act(s, s.boss, { type: 'propose', team });
      for (const seat of [0, 1, 2, 3, 4, 5, 6]) s = act(s, seat, { type: 'vote', approve: true });
      for (const seat of team) s = act(s, seat, { type: 'play', card: 'clean' });
    }
    s = act(s, s.boss, { type: 'propose', team: [0, 5] });
    for (const seat of [0, 1, 2, 3, 4, 5, 6]) s = act(s, seat, { type: 'vote', approve: true });
    for (let i = 0; i < 20; i++) expect(ask(s, 0, `d${i}`)).toEqual({ type: 'play', card: 'sabotage' });
  });

  it('in the Getaway, the Moles all mark the same player, and the Driver protects someone else than himself', () => {
    let s = dealt(seven, 3);
    for (const team of [[3, 4], [4, 5], [5, 6]] as Seat[][]) {
      s = act(s, s.boss, { type: 'propose', team });
      for (const seat of [0, 1, 2, 3, 4, 5, 6]) s = act(s, seat, { type: 'vote', approve: seat >= 3 });
      for (const seat of team) s = act(s, seat, { type: 'play', card: 'clean' });
    }
    expect(s.phase).toBe('getaway');
    const marks = [0, 1, 2].map((seat) => ask(s, seat) as { mark: Seat });
    expect(new Set(marks.map((m) => m.mark)).size).toBe(1);
    expect([3, 4, 5, 6]).toContain(marks[0]!.mark);
    const driver = ask(s, 4) as { mark: Seat; protect?: Seat };
    expect(driver.protect).toBeDefined();
    expect(driver.protect).not.toBe(4);
  });
});
