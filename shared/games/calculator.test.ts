import { describe, expect, it } from 'vitest';
import { createMatch, type GameDefinition } from '../engine/index.ts';
import { calculatorVariants, figures, playerCounts, fraction, type Fraction } from './calculator.ts';
import { moleFigures, moleOptionSets } from './mole-in-the-crew/calculator.ts';
import { turncoatFigures } from './turncoat/calculator.ts';
import { snitchFigures } from './the-snitch/calculator.ts';
import { identityDeck } from './turncoat/table.ts';
import { moleInTheCrew, type MoleState } from './mole-in-the-crew/index.ts';
import { view as moleView } from './mole-in-the-crew/view.ts';
import { ROLES, sideOf } from './mole-in-the-crew/types.ts';
import { turncoat, type TurncoatState } from './turncoat/index.ts';
import { theSnitch } from './the-snitch/index.ts';
import type { SnitchState } from './the-snitch/types.ts';
import { ESCAPE_PLANS, SNITCH, isAccomplice } from './the-snitch/cards.ts';

// The calculator must say what the engine deals. Each test deals real games through the same
// entry point the host uses (createMatch) and compares what came out with the calculator's
// figures: exactly for what every deal has, and within sampling error for chances.

const SEEDS = 60;

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}
const value = (f: Fraction) => f.num / f.den;

function deal<S>(game: GameDefinition<any, any, any, any, any>, players: number, options: object, seed: number): S {
  const match = createMatch(game, { players, options, seed });
  if (!match.ok) throw new Error(`${game.id} ${players}: ${match.error.message}`);
  return match.value as S;
}

describe('the calculator: Mole in the Crew', () => {
  for (const players of playerCounts('mole-in-the-crew')) {
    for (const options of moleOptionSets(players)) {
      it(`${players} players ${JSON.stringify(options)}: the same roles, teams, budgets and votes as the deal`, () => {
        const f = moleFigures(players, options);
        expect(Object.values(f.roles).reduce((a, b) => a + b, 0)).toBe(players);
        expect(f.moles + f.crew).toBe(players);
        for (let seed = 0; seed < SEEDS; seed++) {
          const state = deal<MoleState>(moleInTheCrew, players, options, seed);
          for (const role of ROLES) expect(state.roles.filter((r) => r === role).length, role).toBe(f.roles[role]);
          expect(state.roles.filter((r) => sideOf(r) === 'moles').length).toBe(f.moles);
          expect(state.roles.includes('snitch')).toBe(f.snitch);
          state.roles.forEach((role, seat) => expect(state.budgets[seat]).toBe(sideOf(role) === 'moles' ? f.sabotagesPerMole : 0));
          const seen = moleView(state, 'board');
          expect(seen.teamSizes).toEqual(f.locks.map((l) => l.teamSize));
          expect(seen.sabotagesNeeded).toEqual(f.locks.map((l) => l.sabotagesNeeded));
          expect(seen.locksToWin).toBe(f.locksToWin);
          expect(seen.approvalsNeeded).toBe(f.approvalsNeeded);
          expect(seen.patrolAt).toBe(f.patrolAt);
        }
      });
    }
  }

  it('offers exactly the variant combinations the engine accepts', () => {
    for (const players of playerCounts('mole-in-the-crew')) {
      const allowed = moleOptionSets(players).map((o) => JSON.stringify(o));
      for (const quick of [false, true]) {
        for (const vault of [false, true]) {
          for (const advancedSnitch of [false, true]) {
            const options = { quick, vault, advancedSnitch };
            const accepted = createMatch(moleInTheCrew, { players, options, seed: 1 }).ok;
            expect(allowed.includes(JSON.stringify(options)), `${players} ${JSON.stringify(options)}`).toBe(accepted);
          }
        }
      }
      for (const key of calculatorVariants('mole-in-the-crew', players)) {
        expect(createMatch(moleInTheCrew, { players, options: { [key]: true }, seed: 1 }).ok, `${players} ${key}`).toBe(true);
      }
    }
  });

  it('matches the printed deal table of the binding rules', () => {
    const printed: Record<number, [number, number, boolean, string, number, number]> = {
      5: [2, 0, false, '2-2-2-3-3', 2, 3],
      6: [2, 1, false, '2-3-3-3-4', 2, 4],
      7: [3, 1, false, '2-2-2-3-3', 1, 4],
      8: [3, 1, true, '3-3-3-3-4', 1, 5],
      9: [3, 1, true, '3-4-4-4-5', 1, 5],
      10: [3, 1, true, '4-5-5-5-6', 1, 6],
    };
    for (const [players, [moles, doubles, snitch, teams, budget, approvals]] of Object.entries(printed)) {
      const f = moleFigures(Number(players), { quick: false, vault: false, advancedSnitch: false });
      expect([f.moles, f.roles.double, f.snitch, f.locks.map((l) => l.teamSize).join('-'), f.sabotagesPerMole, f.approvalsNeeded]).toEqual([
        moles,
        doubles,
        snitch,
        teams,
        budget,
        approvals,
      ]);
    }
  });

  it('ignores variants a count does not allow, as the lobby does', () => {
    expect(figures('mole-in-the-crew', 5, { vault: true })).toEqual(moleFigures(5, { quick: false, vault: false, advancedSnitch: false }));
    expect(figures('mole-in-the-crew', 8, { vault: true, quick: true })).toEqual(moleFigures(8, { quick: true, vault: false, advancedSnitch: false }));
  });
});

describe('the calculator: Turncoat', () => {
  for (const players of playerCounts('turncoat')) {
    for (const korean of [false, true]) {
      it(`${players} players${korean ? ', Korean identity deck' : ''}: the identity deck and the chance of no turncoat`, () => {
        const f = turncoatFigures(players, korean);
        // Exact: over every order a shuffle can give the identity deck, the share in which the
        // Joker lands among the cards removed after each player took one.
        const deck = identityDeck(players, korean);
        const orders = permutations(deck.map((_, i) => i));
        const jokerRemoved = orders.filter((order) => order.slice(players).some((i) => deck[i] === 'joker')).length;
        expect(f.noTurncoat).toEqual(fraction(jokerRemoved, orders.length));
        let none = 0;
        const runs = 600;
        for (let seed = 0; seed < runs; seed++) {
          const state = deal<TurncoatState>(turncoat, players, { koreanIdentityDeck: korean }, seed);
          const cards = [...state.identities.map((i) => (i === 'turncoat' ? 'joker' : '10')), ...state.removed];
          expect(cards.filter((c) => c === '10').length).toBe(f.tens);
          expect(cards.filter((c) => c === 'joker').length).toBe(f.jokers);
          expect(state.removed.length).toBe(f.removed);
          expect(state.hands.every((h) => h.length === f.handSize)).toBe(true);
          // The first mission's look has already drawn from the deck: every play card is somewhere, once.
          const seen = new Set([...state.hands.flat(), ...state.deck, ...state.discard, ...(state.looked ?? []), ...state.lookSpies]);
          expect(seen.size).toBe(f.playDeck);
          if (!state.identities.includes('turncoat')) none++;
        }
        // Sampling error of a proportion over 600 deals: about 0.02; allow four of those.
        expect(Math.abs(none / runs - value(f.noTurncoat))).toBeLessThan(0.08);
      });
    }
  }

  it('deals the deck sizes of the binding rules', () => {
    expect(turncoatFigures(2, false)).toMatchObject({ tens: 2, jokers: 1, noTurncoat: { num: 1, den: 3 } });
    expect(turncoatFigures(3, false)).toMatchObject({ tens: 3, jokers: 1, noTurncoat: { num: 1, den: 4 } });
    expect(turncoatFigures(4, false)).toMatchObject({ tens: 3, jokers: 1, noTurncoat: { num: 0, den: 1 } });
    expect(turncoatFigures(2, true)).toMatchObject({ tens: 3, jokers: 1, noTurncoat: { num: 1, den: 2 } });
    expect(turncoatFigures(3, true)).toMatchObject({ tens: 4, jokers: 1, noTurncoat: { num: 2, den: 5 } });
    expect(turncoatFigures(4, true)).toMatchObject({ tens: 4, jokers: 1, noTurncoat: { num: 1, den: 5 } });
    expect(turncoatFigures(3, false)).toMatchObject({ playDeck: 48, spies: 12, handSize: 5, deckAfterDeal: 33 });
  });
});

describe('the calculator: The Snitch', () => {
  for (const players of playerCounts('the-snitch')) {
    it(`${players} players: the deck sizes and the chance of no snitch`, () => {
      const f = snitchFigures(players);
      let none = 0;
      let escapesRemoved = 0;
      const runs = 600;
      for (let seed = 0; seed < runs; seed++) {
        const state = deal<SnitchState>(theSnitch, players, {}, seed);
        // Hands from the first seat dealt (the soap) going left.
        const hands = Array.from({ length: players }, (_, i) => state.hands[(state.soap + i) % players]!.length);
        expect(hands).toEqual(f.hands);
        expect(state.accomplice.length).toBe(f.accompliceDeck);
        expect(state.interrogation.length).toBe(f.interrogation);
        expect(state.interrogation.slice(-f.interrogationBottom).every(isAccomplice)).toBe(true);
        expect(state.removed.length).toBe(f.removed);
        const everything = [...state.hands.flat(), ...state.accomplice, ...state.interrogation, ...state.removed];
        expect(everything.filter(isAccomplice).length).toBe(f.accompliceCards);
        expect(everything.filter((c) => (ESCAPE_PLANS as readonly string[]).includes(c)).length).toBe(f.escapePlans);
        if (state.removed.includes(SNITCH)) none++;
        escapesRemoved += state.removed.filter((c) => (ESCAPE_PLANS as readonly string[]).includes(c)).length;
      }
      // Exact: every pair of the shuffled part's cards is as likely to be the removed one.
      const mixed = ['snitch', ...ESCAPE_PLANS, ...Array.from({ length: f.interrogationMixed + f.removed - 1 - f.escapePlans }, (_, i) => `accomplice-${i}`)];
      const pairs = mixed.flatMap((a, i) => mixed.slice(i + 1).map((b) => [a, b]));
      expect(f.noSnitch).toEqual(fraction(pairs.filter((pair) => pair.includes('snitch')).length, pairs.length));
      expect(Math.abs(none / runs - value(f.noSnitch))).toBeLessThan(0.06);
      expect(Math.abs(escapesRemoved / runs - value(f.escapePlansRemoved))).toBeLessThan(0.12);
    });
  }

  it('has the sizes of the binding rules', () => {
    expect(snitchFigures(4)).toMatchObject({ hands: [6, 6, 6, 6], accompliceDeck: 10, interrogation: 18, removed: 2, noSnitch: { num: 2, den: 13 } });
    expect(snitchFigures(5).hands).toEqual([5, 5, 5, 5, 4]);
    expect(snitchFigures(6).hands).toEqual([4, 4, 4, 4, 4, 4]);
  });
});
