import { describe, expect, it } from 'vitest';
import { createRng, playGame, randomBot, type Bot, type Seat } from '../../engine/index.ts';
import { beliefs, heuristicDecision, turncoatHeuristicBot } from './bots.ts';
import type { Card } from './cards.ts';
import { turncoat } from './index.ts';
import { accuse, choose, fixedGame, playMission } from './test-helpers.ts';
import type { Identity, TurncoatAction, TurncoatState } from './types.ts';
import type { TurncoatView } from './view.ts';

/** The heuristic for seats of one side, random moves for the other; each decides from its own view. */
function sides(loyal: Bot<any, any>, turncoatBot: Bot<any, any>): Bot<TurncoatAction, TurncoatView> {
  return {
    id: 'sides',
    choose: (turn) => (turn.view.you?.identity === 'turncoat' ? turncoatBot : loyal).choose(turn) as TurncoatAction,
  };
}

function winRate(bot: Bot<any, any>, side: 'loyal' | 'turncoat', players: number, games = 300): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    if (playGame(turncoat, { players, seed: `strength:${i}`, bots: new Array(players).fill(bot) }).outcome.winner === side) wins++;
  }
  return wins / games;
}

function ask(state: TurncoatState, seat: Seat, seed = 'ask'): TurncoatAction {
  return turncoatHeuristicBot.choose({
    seat,
    view: turncoat.view(state, seat),
    legal: turncoat.legalActions(state, seat),
    rng: createRng(seed),
  });
}

const H = turncoatHeuristicBot;
const R = randomBot;

describe('the heuristic Turncoat bot', () => {
  it('wins more often for the loyal players than random play does (3 and 4 players)', () => {
    for (const players of [3, 4]) expect(winRate(sides(H, R), 'loyal', players)).toBeGreaterThan(winRate(R, 'loyal', players) + 0.05);
  });

  it('wins more often for the turncoat than random play does, against careful loyal players (2 and 4 players)', () => {
    for (const players of [2, 4]) {
      expect(winRate(sides(H, H), 'turncoat', players)).toBeGreaterThan(winRate(sides(H, R), 'turncoat', players) + 0.05);
    }
  });

  // Four players, seat 3 the turncoat; seat 0 leads and looks at H4 and C4.
  const HANDS: Card[][] = [
    ['H9', 'H8', 'C2', 'C3', 'D5'],
    ['SK', 'H6', 'D2', 'D3', 'S5'],
    ['SJ', 'SQ', 'DK', 'HJ', 'HQ'],
    ['CJ', 'DQ', 'HK', 'C9', 'H7'],
  ];
  const IDS: Identity[] = ['loyal', 'loyal', 'loyal', 'turncoat'];
  const game = (firstLeader: Seat = 0) => fixedGame({ identities: IDS, hands: HANDS, deck: ['H4', 'C4'], fullDeck: true, firstLeader });

  it('as a loyal leader, keeps the mission its hand can help (hearts, holding H9 and H8)', () => {
    expect(ask(game(), 0)).toEqual({ type: 'choose-mission', card: 'H4' });
  });

  it('as a loyal player, commits the highest card of the mission\'s suit', () => {
    const s = choose(game(), 'H4');
    expect(ask(s, 0)).toEqual({ type: 'commit', card: 'H9' });
    expect(ask(s, 1)).toEqual({ type: 'commit', card: 'H6' });
  });

  it('as a loyal player without the suit, commits the lowest other card, never a spy while it has anything else', () => {
    const s = choose(game(), 'C4');
    expect(ask(s, 0)).toEqual({ type: 'commit', card: 'C3' });
    expect(ask(s, 1)).toEqual({ type: 'commit', card: 'D2' });
  });

  it('as a loyal player holding only spies, commits one (there is no other choice)', () => {
    const action = ask(choose(game(), 'C4'), 2) as { type: string; card: Card };
    expect(action.type).toBe('commit');
    expect(HANDS[2]).toContain(action.card);
  });

  it('as a loyal player, does not accuse without evidence', () => {
    for (let i = 0; i < 10; i++) expect(ask(game(), 0, `a${i}`).type).toBe('choose-mission');
  });

  it('as the turncoat, never accuses and sabotages when the mission decides the game', () => {
    // Two players, the English deck; four failures so far (spies come as the extra cards).
    const hands: Card[][] = [
      ['C9', 'D9', 'H9', 'S9', 'C8'],
      ['D8', 'H8', 'S8', 'C7', 'DJ'],
    ];
    const deck: Card[] = ['CA', 'DA', 'HJ', 'C6', 'C5', 'HA', 'SA', 'SJ', 'H5', 'H6', 'D2', 'C2', 'HQ', 'D6', 'D5', 'S3', 'C3', 'CJ', 'S7', 'S6', 'C4', 'D4'];
    let s = fixedGame({ identities: ['loyal', 'turncoat'], hands, deck, fullDeck: true });
    const plan: [Card, Card, Card][] = [
      ['CA', 'C9', 'C7'],
      ['HA', 'H9', 'H8'],
      ['D2', 'D9', 'D8'],
      ['S3', 'S9', 'S8'],
    ];
    for (const [mission, a, b] of plan) s = playMission(s, mission, [a, b]);
    expect(s.failures).toBe(4);
    s = choose(s, 'C4');
    for (let i = 0; i < 10; i++) expect(ask(s, 1, `t${i}`)).toEqual({ type: 'commit', card: 'DJ' });
    // The loyal player, with four failures and a likely turncoat, accuses now.
    expect(ask(s, 0)).toEqual(accuse(1));
  });

  it('as the turncoat at two players, follows suit while the mission decides nothing', () => {
    const s = choose(fixedGame({ identities: ['loyal', 'turncoat'], hands: [HANDS[0]!, HANDS[3]!], deck: ['H4', 'C4'], fullDeck: true }), 'H4');
    for (let i = 0; i < 10; i++) expect(ask(s, 1, `f${i}`)).toEqual({ type: 'commit', card: 'H7' });
  });

  it('as the turncoat at four players, plays a spy or an off-suit card', () => {
    const s = choose(game(), 'H4');
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) seen.add((ask(s, 3, `s${i}`) as { card: Card }).card);
    expect([...seen].every((c) => ['CJ', 'DQ', 'HK', 'C9'].includes(c))).toBe(true);
    expect(seen.has('C9')).toBe(true);
  });

  it('beliefs add up to one, leave out the believer, and point at a leader who keeps choosing high missions', () => {
    const v = turncoat.view(game(), 0);
    const start = beliefs(v, 0);
    expect(start.turncoat[0]).toBe(0);
    // Four players with the English deck: there is always a turncoat, equally likely anywhere at first.
    expect(start.none).toBe(0);
    for (const s of [1, 2, 3]) expect(start.turncoat[s]).toBeCloseTo(1 / 3, 9);
    // A public record where seat 2 led twice and chose 9s, while the others chose Aces.
    const mission = (leader: Seat, card: Card) => ({
      number: 1,
      leader,
      card,
      lookSpies: [],
      cards: ['C2', 'D3', 'H4', 'S5', 'C6'] as Card[],
      total: 0,
      spies: 0,
      success: false,
    });
    v.missions = [mission(1, 'HA'), mission(2, 'H9'), mission(3, 'DA'), mission(2, 'S9')];
    const later = beliefs(v, 0);
    expect(later.turncoat.reduce((a, x) => a + x, 0)).toBeCloseTo(1, 9);
    expect(later.turncoat[2]).toBeGreaterThan(later.turncoat[1]! + 0.2);
    expect(later.turncoat[2]).toBeGreaterThan(later.turncoat[3]!);
  });

  it('the heuristic\'s decision alone never accuses, and plays whole games to the end by missions', () => {
    const bot: Bot<TurncoatAction, TurncoatView> = { id: 'plays', choose: (turn) => heuristicDecision(turn)! };
    for (let i = 0; i < 20; i++) {
      const played = playGame(turncoat, { players: 3, seed: `plays:${i}`, bots: [bot, bot, bot] });
      expect(['successes', 'failures']).toContain(played.outcome.way);
    }
  });
});
