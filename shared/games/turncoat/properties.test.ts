import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, playGame, randomBot, replayJournal, type Bot, type Seat } from '../../engine/index.ts';
import { heuristicDecision, turncoatHeuristicBot } from './bots.ts';
import { PLAY_DECK, isSpy } from './cards.ts';
import { turncoat } from './index.ts';
import { tally } from './mission.ts';
import { HAND_SIZE, MISSIONS_TO_WIN, identityDeck } from './table.ts';
import type { TurncoatAction, TurncoatState } from './types.ts';
import type { TurncoatView } from './view.ts';

/** Random, but accuses only about once in a hundred choices: long games, every rule reached. */
const patientBot: Bot<TurncoatAction, TurncoatView> = {
  id: 'patient',
  choose: ({ legal, rng }) => {
    const plays = legal.filter((a) => a.type !== 'accuse');
    return plays.length > 0 && rng.float() >= 0.01 ? rng.pick(plays) : rng.pick(legal);
  },
};

/** The heuristic's plays without its accusations: games that end only by missions. */
const missionsOnlyBot: Bot<TurncoatAction, TurncoatView> = {
  id: 'missions-only',
  choose: (turn) => heuristicDecision(turn) ?? turn.rng.pick(turn.legal),
};

const BOTS = { random: randomBot, patient: patientBot, heuristic: turncoatHeuristicBot, missionsOnly: missionsOnlyBot } as const;
type BotName = keyof typeof BOTS;

const tableArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  koreanIdentityDeck: fc.boolean(),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  bot: fc.constantFrom<BotName>('random', 'patient', 'heuristic', 'missionsOnly'),
});
type Table = { players: number; koreanIdentityDeck: boolean; seed: number; bot: BotName };

function play(table: Table, onStep?: (s: TurncoatState) => void) {
  return playGame(turncoat, {
    players: table.players,
    options: { koreanIdentityDeck: table.koreanIdentityDeck },
    seed: table.seed,
    bots: new Array(table.players).fill(BOTS[table.bot]),
    ...(onStep ? { onStep: (s) => onStep(s as TurncoatState) } : {}),
  });
}

/** Plain checks rather than `expect`, which is too slow to call thousands of times a game. */
function invariant(ok: boolean, what: string, s: TurncoatState): void {
  if (!ok) throw new Error(`invariant broken: ${what}\n${JSON.stringify(s)}`);
}

const SORTED_DECK = [...PLAY_DECK].sort().join();

function checkInvariants(s: TurncoatState): void {
  const cards = [
    ...s.deck,
    ...s.discard,
    ...s.hands.flat(),
    ...s.commits.filter((c) => c !== null),
    ...(s.looked ?? []),
    ...(s.missionCard === null ? [] : [s.missionCard]),
  ];
  invariant(cards.sort().join() === SORTED_DECK, 'the 48 play cards are all in the deck, the discard pile, the hands, the commitments, the look or the mission', s);
  // Why the deck and the discard pile are never both empty when a card is needed (docs/rulings.md).
  invariant(s.deck.length + s.discard.length >= 48 - HAND_SIZE * s.players - 2, 'at least 26 cards are in the deck and the discard pile', s);
  const turncoats = s.identities.filter((i) => i === 'turncoat').length;
  const deck = identityDeck(s.players, s.options.koreanIdentityDeck);
  invariant(turncoats <= 1 && s.identities.length + s.removed.length === deck.length, 'identities and removed cards are the identity deck', s);
  invariant(s.removed.filter((c) => c === 'joker').length + turncoats === 1, 'the Joker is dealt or removed', s);
  invariant(s.lookSpies.every(isSpy), 'only spies are discarded face up in the look', s);
  if (s.phase === 'mission-choice') {
    invariant(s.looked !== null && s.looked.length === 2 && !s.looked.some(isSpy), 'the leader holds two non-spies', s);
    invariant(s.hands.every((h) => h.length === HAND_SIZE), 'every hand is full while the leader chooses', s);
    invariant(s.missionCard === null && s.faceDown === null && s.commits.every((c) => c === null), 'nothing chosen or committed yet', s);
  }
  if (s.phase === 'commit') {
    invariant(s.looked === null && s.missionCard !== null && s.faceDown !== null, 'the mission is chosen', s);
    s.hands.forEach((h, seat) => invariant(h.length === (s.commits[seat] === null ? HAND_SIZE : HAND_SIZE - 1), 'a committed card left its hand', s));
  }
  invariant(s.successes === s.missions.filter((m) => m.success).length, 'successes counted', s);
  invariant(s.failures === s.missions.length - s.successes, 'failures counted', s);
  invariant(s.successes <= MISSIONS_TO_WIN && s.failures <= MISSIONS_TO_WIN, 'the game stops at 5', s);
  for (const m of s.missions) {
    invariant(m.cards.length === s.players + 1, 'a reveal holds one card per player and the extra card', s);
    const t = tally(m.card, m.cards);
    invariant(t.total === m.total && t.spies === m.spies && t.success === m.success, 'a record\'s score matches its cards', s);
    invariant(!isSpy(m.card) && !isSpy(m.faceDown), 'the mission card and the face-down card are not spies', s);
  }
  invariant((s.phase === 'over') === (s.result !== null), 'a result exactly when over', s);
  invariant((s.accusation !== null) === (s.result?.way.startsWith('accusation') ?? false), 'an accusation exactly when the game ended by one', s);
}

describe('Turncoat over thousands of random games', () => {
  it('every game ends with an outcome, and invariants hold after every action', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const played = play(table, checkInvariants);
        const s = played.state as TurncoatState;
        expect(s.phase).toBe('over');
        const { winner, way, winners } = played.outcome;
        const turncoatSeat = s.identities.indexOf('turncoat');
        if (way === 'successes') expect(s.successes).toBe(MISSIONS_TO_WIN);
        if (way === 'failures') expect(s.failures).toBe(MISSIONS_TO_WIN);
        if (turncoatSeat < 0) {
          expect(['everyone', 'nobody']).toContain(winner);
          expect(winners).toEqual(winner === 'everyone' ? [...Array(table.players).keys()] : []);
        } else {
          expect(['loyal', 'turncoat']).toContain(winner);
          expect(winners.includes(turncoatSeat)).toBe(winner === 'turncoat');
          expect(winners).toHaveLength(winner === 'turncoat' ? 1 : table.players - 1);
        }
        if (s.accusation !== null) expect(s.identities[s.accusation.by]).toBe('loyal');
      }),
      { numRuns: 2500 },
    );
  });

  it('long games reshuffle the discard pile into the deck, and the cards stay accounted for', () => {
    let reshuffled = 0;
    for (let seed = 0; seed < 150; seed++) {
      const played = play({ players: 4, koreanIdentityDeck: false, seed, bot: 'missionsOnly' }, checkInvariants);
      if ((played.state as TurncoatState).reshuffles > 0) reshuffled++;
    }
    expect(reshuffled).toBeGreaterThan(30);
  });

  it('a journal replays to the identical state, also after a JSON round trip', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const played = play(table);
        const replayed = replayJournal({ [turncoat.id]: turncoat }, JSON.parse(JSON.stringify(played.journal)));
        expect(replayed.failure).toBeUndefined();
        expect(replayed.state).toEqual(played.state);
      }),
      { numRuns: 500 },
    );
  });

  it('the reveal order says nothing about whose card is which: seat 0\'s card lands anywhere', () => {
    // Over many missions, where seat 0's committed card lands in the reveal is uniform.
    const places = new Array<number>(5).fill(0);
    let missions = 0;
    for (let seed = 0; seed < 200; seed++) {
      const played = play({ players: 4, koreanIdentityDeck: false, seed, bot: 'missionsOnly' });
      const created = createMatch(turncoat, { players: 4, options: { koreanIdentityDeck: false }, seed });
      if (!created.ok) throw new Error(created.error.message);
      let state = created.value;
      let mine: string | null = null;
      for (const { actor, action } of played.journal.actions) {
        const next = applyAction(turncoat, state, actor, action);
        if (!next.ok) throw new Error(next.error.message);
        if ((action as TurncoatAction).type === 'commit' && (actor as Seat) === 0) mine = (action as { card: string }).card;
        if (next.value.missions.length > state.missions.length && mine !== null) {
          places[next.value.missions.at(-1)!.cards.indexOf(mine as never)]! += 1;
          missions++;
          mine = null;
        }
        state = next.value;
      }
    }
    expect(missions).toBeGreaterThan(1000);
    const expected = missions / 5;
    for (const n of places) expect(Math.abs(n - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });
});
