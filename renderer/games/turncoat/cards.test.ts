import { describe, expect, it } from 'vitest';
import { PLAY_DECK, SUITS } from '../../../shared/games/turncoat/cards.ts';
import { turncoat as en } from './words/en.ts';
import { SUIT_PATHS, cardLabel, cardList, missionTarget, sortHand, suitInk } from './cards.ts';

describe('card words and looks', () => {
  it('names every card of the play deck, spies as spies', () => {
    expect(cardLabel('H7', en)).toBe('Seven of Hearts');
    expect(cardLabel('DA', en)).toBe('Ace of Diamonds');
    expect(cardLabel('SK', en)).toBe('King of Spades, a spy');
    expect(cardList(['C2', 'HQ'], en)).toBe('Two of Clubs, Queen of Hearts, a spy');
    const names = new Set(PLAY_DECK.map((c) => cardLabel(c, en)));
    expect(names.size).toBe(48);
  });

  it('inks suits in two colours by default and in four distinct ones on request', () => {
    expect(SUITS.map((s) => suitInk(s, false))).toEqual(['black', 'red', 'red', 'black']);
    const four = SUITS.map((s) => suitInk(s, true));
    expect(new Set(four).size).toBe(4);
    expect(suitInk('S', true)).toBe('black');
    expect(suitInk('H', true)).toBe('red');
  });

  it('draws each suit with its own shape', () => {
    expect(new Set(SUITS.map((s) => SUIT_PATHS[s])).size).toBe(4);
  });

  it('reads a mission card as a value and a suit', () => {
    expect(missionTarget('S9')).toEqual({ value: 9, suit: 'S' });
    expect(missionTarget('CA')).toEqual({ value: 1, suit: 'C' });
  });

  it('sorts a hand by suit then rank, spies last in their suit, without touching the original', () => {
    const hand = ['HK', 'S3', 'H2', 'DA', 'SJ', 'H9'] as const;
    const copy = [...hand];
    expect(sortHand(copy)).toEqual(['S3', 'SJ', 'H2', 'H9', 'HK', 'DA']);
    expect(copy).toEqual([...hand]);
  });
});
