/**
 * The cards and the deal of Turncoat (binding rules, "Players and cards"). Expected values are
 * written out here from the rules, not read from cards.ts or table.ts, so that a wrong entry in
 * the code shows up.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/index.ts';
import { PLAY_DECK, isCard, isSpy, rankOf, scoreOf, suitOf, valueOf, type Card } from './cards.ts';
import { turncoat } from './index.ts';
import { identityDeck } from './table.ts';
import { allCards, dealtGame, fixedGame, restOf, seats, sortedCards, view } from './test-helpers.ts';

const SEEDS: (number | string)[] = [1, 2, 3, 4, 5, 6, 7, 8, 'alpha', 'bravo', 'charlie', 'delta'];

describe('the play deck', () => {
  it('has 48 cards: A to 9 and J, Q, K in each of the four suits; no 10s, no jokers', () => {
    expect(PLAY_DECK).toHaveLength(48);
    expect(new Set(PLAY_DECK).size).toBe(48);
    for (const suit of ['C', 'D', 'H', 'S']) {
      expect(PLAY_DECK.filter((c) => c.startsWith(suit)).map((c) => c.slice(1))).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', 'J', 'Q', 'K']);
    }
    expect(PLAY_DECK.some((c) => c.includes('10') || c.includes('T'))).toBe(false);
    expect(isCard('H10')).toBe(false);
    expect(isCard('HT')).toBe(false);
    expect(isCard('joker')).toBe(false);
    expect(isCard('h7')).toBe(false);
    expect(isCard('H7')).toBe(true);
  });

  it('J, Q and K are the spies: 12 of them, worth 0', () => {
    const spies = PLAY_DECK.filter(isSpy);
    expect(spies).toHaveLength(12);
    expect(new Set(spies.map(rankOf))).toEqual(new Set(['J', 'Q', 'K']));
    for (const spy of spies) expect(valueOf(spy)).toBe(0);
  });

  it('the Ace is worth 1 and 2 to 9 their face value; card ids are suit then rank (DA = Ace of diamonds)', () => {
    expect(valueOf('DA')).toBe(1);
    expect(suitOf('DA')).toBe('D');
    const expected: Record<string, number> = { A: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9 };
    for (const [rank, value] of Object.entries(expected)) expect(valueOf(`H${rank}` as Card)).toBe(value);
    expect(PLAY_DECK.filter((c) => !isSpy(c)).reduce((sum, c) => sum + valueOf(c), 0)).toBe(4 * 45);
  });

  it('in a mission of one suit, that suit adds its value, the others subtract theirs, spies count 0', () => {
    expect(scoreOf('H7', 'H')).toBe(7);
    expect(scoreOf('C7', 'H')).toBe(-7);
    expect(scoreOf('HA', 'H')).toBe(1);
    expect(scoreOf('SA', 'H')).toBe(-1);
    expect(scoreOf('HK', 'H')).toBe(0);
    expect(scoreOf('SQ', 'H')).toBe(0);
  });
});

/** The identity decks, copied from the rules: 10s then the Joker. */
const ENGLISH: Record<number, string[]> = { 2: ['10', '10', 'joker'], 3: ['10', '10', '10', 'joker'], 4: ['10', '10', '10', 'joker'] };
const KOREAN: Record<number, string[]> = { 2: ['10', '10', '10', 'joker'], 3: ['10', '10', '10', '10', 'joker'], 4: ['10', '10', '10', '10', 'joker'] };

describe('the identity deck', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players, English sheet (default): ${ENGLISH[players]!.join(', ')}`, () => {
      expect(identityDeck(players, false)).toEqual(ENGLISH[players]);
      expect(view(dealtGame(players), 'board').identityDeck).toEqual(ENGLISH[players]);
    });
    it(`${players} players, Korean identity deck variant: ${KOREAN[players]!.join(', ')}`, () => {
      expect(identityDeck(players, true)).toEqual(KOREAN[players]);
      expect(view(dealtGame(players, { koreanIdentityDeck: true }), 'board').identityDeck).toEqual(KOREAN[players]);
    });
  }

  it('each player gets one identity card, the rest are removed unseen; at most one turncoat, the Joker\'s holder', () => {
    for (const korean of [false, true]) {
      for (const players of [2, 3, 4]) {
        const deck = (korean ? KOREAN : ENGLISH)[players]!;
        for (const seed of SEEDS) {
          const state = dealtGame(players, { koreanIdentityDeck: korean }, seed);
          expect(state.identities).toHaveLength(players);
          expect(state.removed).toHaveLength(deck.length - players);
          const dealt = state.identities.map((i) => (i === 'turncoat' ? 'joker' : '10'));
          expect([...dealt, ...state.removed].sort()).toEqual([...deck].sort());
          expect(state.identities.filter((i) => i === 'turncoat').length).toBeLessThanOrEqual(1);
          // Each phone is told its own identity, and nothing about the others'.
          for (const s of seats(players)) expect(view(state, s).you!.identity).toBe(state.identities[s]);
          expect(view(state, 'board').reveal).toBeNull();
        }
      }
    }
  });

  it('there may be no turncoat: how often the Joker is removed, over many deals, matches the deck', () => {
    // English: 2 players 1 in 3, 3 players 1 in 4, 4 players never. Korean: 2 in 4, 2 in 5, 1 in 5.
    const expected: [number, boolean, number][] = [
      [2, false, 1 / 3],
      [3, false, 1 / 4],
      [4, false, 0],
      [2, true, 2 / 4],
      [3, true, 2 / 5],
      [4, true, 1 / 5],
    ];
    const games = 600;
    for (const [players, korean, rate] of expected) {
      let none = 0;
      for (let seed = 0; seed < games; seed++) {
        if (!dealtGame(players, { koreanIdentityDeck: korean }, `none:${seed}`).identities.includes('turncoat')) none++;
      }
      const sd = Math.sqrt(games * rate * (1 - rate));
      expect(Math.abs(none - games * rate), `${players} players, korean ${korean}`).toBeLessThanOrEqual(4 * sd + 1);
    }
  });

  it('the turncoat sits at different seats from one seed to another', () => {
    const seatsOfTurncoat = new Set(SEEDS.map((seed) => dealtGame(4, {}, seed).identities.indexOf('turncoat')));
    expect(seatsOfTurncoat.size).toBeGreaterThan(2);
  });
});

describe('the deal of the play cards', () => {
  it('5 cards to each player, the rest is the deck; all 48 cards are in play', () => {
    for (const players of [2, 3, 4]) {
      for (const seed of SEEDS) {
        const state = dealtGame(players, {}, seed);
        expect(state.hands.map((h) => h.length)).toEqual(new Array(players).fill(5));
        expect(sortedCards(allCards(state))).toEqual(sortedCards(PLAY_DECK));
        const board = view(state, 'board');
        expect(board.handSizes).toEqual(new Array(players).fill(5));
        expect(board.deckCount + board.discardCount).toBe(48 - 5 * players - 2);
      }
    }
  });

  it('the same seed deals the same game; other seeds deal other hands', () => {
    expect(dealtGame(3, {}, 'same')).toEqual(dealtGame(3, {}, 'same'));
    const hands = new Set(SEEDS.map((seed) => dealtGame(3, {}, seed).hands[0]!.join()));
    expect(hands.size).toBe(SEEDS.length);
  });

  it('a fixed deal puts identities, hands, the deck top and the first leader where it says', () => {
    const hands: Card[][] = [
      ['H9', 'H8', 'H7', 'C2', 'C3'],
      ['H6', 'H5', 'D2', 'D3', 'D4'],
      ['S2', 'S3', 'S4', 'S5', 'S6'],
    ];
    const state = fixedGame({ identities: ['loyal', 'turncoat', 'loyal'], hands, deck: ['C9', 'D9', 'S9'], firstLeader: 2 });
    expect(state.identities).toEqual(['loyal', 'turncoat', 'loyal']);
    expect(state.removed).toEqual(['10']);
    expect(state.hands).toEqual(hands);
    expect(state.leader).toBe(2);
    expect(state.looked).toEqual(['C9', 'D9']);
    expect(state.deck[0]).toBe('S9');
    expect(sortedCards(allCards(state))).toEqual(sortedCards(PLAY_DECK));
  });

  it('a fixed deal may fix only the deck top: the hands are dealt from the other cards', () => {
    const state = fixedGame({ identities: ['loyal', 'loyal'], deck: ['SJ', 'HA', 'H2'] });
    expect(state.lookSpies).toEqual(['SJ']);
    expect(state.looked).toEqual(['HA', 'H2']);
    expect(state.hands.flat()).not.toContain('SJ');
    expect(sortedCards(allCards(state))).toEqual(sortedCards(PLAY_DECK));
  });

  it('a fixed deal without a first leader draws him from the seed', () => {
    const leaders = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const created = createMatch(turncoat, { players: 4, seed, deal: { identities: ['loyal', 'loyal', 'loyal', 'turncoat'] } });
      if (created.ok) leaders.add(created.value.leader);
    }
    expect(leaders.size).toBe(4);
  });
});

describe('a bad fixed deal is refused with BAD_DEAL', () => {
  const hands2: Card[][] = [
    ['H9', 'H8', 'H7', 'C2', 'C3'],
    ['H6', 'H5', 'D2', 'D3', 'D4'],
  ];
  const cases: [string, number, unknown, string, Record<string, boolean>?][] = [
    ['not an object', 2, 'loyal,turncoat', 'not-an-object'],
    ['null', 2, null, 'not-an-object'],
    ['an unknown field', 2, { identities: ['loyal', 'turncoat'], roles: [] }, 'unknown-field'],
    ['identities missing', 2, { hands: hands2 }, 'identities'],
    ['one identity too few', 3, { identities: ['loyal', 'turncoat'] }, 'identities'],
    ['an unknown identity', 2, { identities: ['loyal', 'mole'] }, 'identities'],
    ['two turncoats', 3, { identities: ['turncoat', 'turncoat', 'loyal'] }, 'identity-deck'],
    ['four loyal players at 4 (the English deck has three 10s)', 4, { identities: ['loyal', 'loyal', 'loyal', 'loyal'] }, 'identity-deck'],
    ['a hand of 4 cards', 2, { identities: ['loyal', 'turncoat'], hands: [hands2[0]!.slice(0, 4), hands2[1]] }, 'hand-size'],
    ['a hand of 6 cards', 2, { identities: ['loyal', 'turncoat'], hands: [[...hands2[0]!, 'S9'], hands2[1]] }, 'hand-size'],
    ['one hand for two seats', 2, { identities: ['loyal', 'turncoat'], hands: [hands2[0]] }, 'hands'],
    ['a 10 in a hand', 2, { identities: ['loyal', 'turncoat'], hands: [['H10', 'H8', 'H7', 'C2', 'C3'], hands2[1]] }, 'not-a-card'],
    ['a joker in the deck', 2, { identities: ['loyal', 'turncoat'], deck: ['joker'] }, 'not-a-card'],
    ['a card in two hands', 2, { identities: ['loyal', 'turncoat'], hands: [hands2[0], ['H9', 'H5', 'D2', 'D3', 'D4']] }, 'duplicate-card'],
    ['a card in a hand and in the deck', 2, { identities: ['loyal', 'turncoat'], hands: hands2, deck: ['S9', 'H9'] }, 'duplicate-card'],
    ['a card twice in the deck', 2, { identities: ['loyal', 'turncoat'], deck: ['S9', 'S9'] }, 'duplicate-card'],
    ['a deck that leaves too few cards for the hands', 4, { identities: ['loyal', 'loyal', 'loyal', 'turncoat'], deck: restOf([]).slice(0, 29) }, 'deck-too-long'],
    ['the deck as a string', 2, { identities: ['loyal', 'turncoat'], deck: 'S9' }, 'not-a-list'],
    ['firstLeader outside the table', 2, { identities: ['loyal', 'turncoat'], firstLeader: 2 }, 'first-leader'],
    ['negative firstLeader', 2, { identities: ['loyal', 'turncoat'], firstLeader: -1 }, 'first-leader'],
    ['firstLeader as a string', 2, { identities: ['loyal', 'turncoat'], firstLeader: '0' }, 'first-leader'],
  ];
  for (const [label, players, deal, reason, options] of cases) {
    it(`${label} (${reason})`, () => {
      const created = createMatch(turncoat, { players, seed: 1, deal, options: options ?? {} });
      expect(created.ok).toBe(false);
      if (!created.ok) {
        expect(created.error.code).toBe('BAD_DEAL');
        expect(created.error.reason).toBe(reason);
      }
    });
  }

  it('the same deals are accepted when the identity deck allows them', () => {
    // No turncoat: the Joker was removed (possible at 2 and 3 players, and at 4 with the Korean deck).
    expect(createMatch(turncoat, { players: 2, seed: 1, deal: { identities: ['loyal', 'loyal'] } }).ok).toBe(true);
    expect(createMatch(turncoat, { players: 3, seed: 1, deal: { identities: ['loyal', 'loyal', 'loyal'] } }).ok).toBe(true);
    const four = { identities: ['loyal', 'loyal', 'loyal', 'loyal'] };
    expect(createMatch(turncoat, { players: 4, seed: 1, deal: four, options: { koreanIdentityDeck: true } }).ok).toBe(true);
    // A full deck order: hands and every other card.
    const full = { identities: ['loyal', 'turncoat'], hands: hands2, deck: restOf(hands2.flat()) };
    expect(createMatch(turncoat, { players: 2, seed: 1, deal: full }).ok).toBe(true);
  });
});

describe('options', () => {
  it('default: the English identity deck', () => {
    expect(turncoat.parseOptions({}, 3)).toEqual({ koreanIdentityDeck: false });
    expect(turncoat.optionSpecs).toEqual([{ key: 'koreanIdentityDeck', kind: 'flag', default: false }]);
  });

  const cases: [string, unknown, string][] = [
    ['an unknown option', { quick: true }, 'unknown-option'],
    ['a flag that is not true/false', { koreanIdentityDeck: 'yes' }, 'not-a-flag'],
    ['options that are not an object', 'korean', 'not-an-object'],
    ['options as an array', [], 'not-an-object'],
  ];
  for (const [label, options, reason] of cases) {
    it(`${label} is refused with BAD_OPTIONS (${reason})`, () => {
      const created = createMatch(turncoat, { players: 3, seed: 1, options });
      expect(created.ok).toBe(false);
      if (!created.ok) {
        expect(created.error.code).toBe('BAD_OPTIONS');
        expect(created.error.reason).toBe(reason);
      }
    });
  }

  it('bad player counts are refused with BAD_PLAYER_COUNT (1, 5, 0, 2.5); 2 to 4 are accepted', () => {
    for (const players of [1, 5, 0, 2.5, Number.NaN]) {
      const created = createMatch(turncoat, { players, seed: 1 });
      expect(created.ok, `players ${players}`).toBe(false);
      if (!created.ok) expect(created.error.code).toBe('BAD_PLAYER_COUNT');
    }
    for (const players of [2, 3, 4]) expect(createMatch(turncoat, { players, seed: 1 }).ok).toBe(true);
  });
});
