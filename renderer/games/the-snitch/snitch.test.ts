import { describe, expect, it } from 'vitest';
import { snitch as en } from './words/en.ts';
import { snitch as es } from './words/es.ts';
import { snitch as ko } from './words/ko.ts';
import { ALL_CARDS, NAMES, isAccomplice } from '../../../shared/games/the-snitch/cards.ts';
import type { SnitchEvent } from '../../../shared/games/the-snitch/types.ts';
import { cardFace, decisionKey, eventText, handChoices, hiddenCards, moveCard, recentEvents, secondsLeft, spokenName } from './snitch.ts';

const names = ['Ana', 'Bo', 'Chen', 'Dara'];
const nameOf = (s: number) => names[s]!;

describe('The Snitch on screen', () => {
  it('names a card from the catalog with what is printed on it', () => {
    expect(cardFace('cook-1', en)).toMatchObject({ kind: 'accomplice', name: 'The Cook', required: 2, dagger: true, itemName: 'Key' });
    expect(cardFace('cook-1', ko).name).toBe('요리사');
    expect(cardFace('escape-2', en)).toMatchObject({ kind: 'escape', name: 'Escape plan', dagger: false });
    expect(cardFace('snitch', en)).toMatchObject({ kind: 'snitch', name: 'The Snitch' });
  });

  it('tells each event of the record as a sentence, never with a hidden card', () => {
    const events: SnitchEvent[] = [
      { kind: 'play', seat: 0, target: 1 },
      { kind: 'accept', owner: 1, from: 0, by: 'clock' },
      { kind: 'item', seat: 2, item: 'crowbar', target: 3 },
      { kind: 'guard', to: null, why: 'bribed' },
      { kind: 'shoot', by: 3, target: null },
      { kind: 'new-plan', seat: 1, plan: { name: 'doc', required: 3 }, from: 'deck' },
    ];
    expect(events.map((e) => eventText(e, nameOf, en))).toEqual([
      "Ana put a card under Bo's plan.",
      'Bo stayed silent: the card stays.',
      'Chen put Crowbar beside Dara\'s plan.',
      'The guard was bribed away.',
      'Dara shot nobody.',
      // The plan's name follows on the screen, after its mark.
      'Bo\'s new plan comes from the deck:',
    ]);
    expect(hiddenCards({ card: 'lockpick-2' })).toEqual(['lockpick-2']);
    expect(hiddenCards({ order: ['cook-1', 'doc-2'], plans: ['giant-1'] })).toEqual(['cook-1', 'doc-2', 'giant-1']);
    expect(hiddenCards(undefined)).toEqual([]);
  });

  it('gives every name one mark, the same in English, Spanish and Korean, both cards of a name alike, and none to the other cards', () => {
    const byName = new Map<string, number>();
    for (const card of ALL_CARDS) {
      const marks = [en, es, ko].map((t) => cardFace(card, t).mark);
      expect(new Set(marks).size, card).toBe(1);
      if (!isAccomplice(card)) {
        expect(marks[0], card).toBe(0);
        continue;
      }
      const name = card.replace(/-[12]$/, '');
      expect(byName.get(name) ?? marks[0], card).toBe(marks[0]);
      byName.set(name, marks[0]!);
    }
    // 25 names, 25 numbers from 1 to 25: a mark tells one name from every other.
    expect([...byName.values()].sort((a, b) => a - b)).toEqual(Array.from({ length: NAMES.length }, (_, i) => i + 1));
    expect([en, es, ko].map((t) => cardFace('janitor-2', t).name)).toEqual(['The Janitor', 'El Conserje', '청소부']);
    expect(cardFace('janitor-2', en).mark).toBe(4);
  });

  it('says a card with its mark first, as the badge reads beside a name', () => {
    expect(spokenName('janitor-1', en)).toBe('4, The Janitor');
    expect(spokenName('janitor-1', ko)).toBe('4, 청소부');
    expect(spokenName('escape-1', en)).toBe('Escape plan');
    expect(spokenName('snitch', es)).toBe(es.snitchCard);
  });

  it('lists the whole hand for a decision, in its order, open only where the decision may take the card', () => {
    const hand = ['cook-1', 'snitch', 'escape-2', 'doc-1'];
    expect(handChoices(hand, ['cook-1', 'doc-1'])).toEqual([
      { card: 'cook-1', open: true },
      { card: 'snitch', open: false },
      { card: 'escape-2', open: false },
      { card: 'doc-1', open: true },
    ]);
    expect(handChoices(hand, [...hand]).every((c) => c.open)).toBe(true);
    expect(handChoices([], [])).toEqual([]);
  });

  it('a new record line is a new decision', () => {
    const log: SnitchEvent[] = [{ kind: 'turn', turn: 1, seat: 0 }];
    expect(decisionKey(1, { phase: 'turn', log })).not.toBe(decisionKey(1, { phase: 'turn', log: [...log, { kind: 'draw', seat: 0, deck: 'interrogation', why: 'turn' }] }));
    expect(decisionKey(1, { phase: 'turn', log })).not.toBe(decisionKey(2, { phase: 'turn', log }));
  });

  it('moves a card within the Binoculars order, clamped at both ends', () => {
    expect(moveCard(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveCard(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveCard(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
  });

  it('counts a refusal window down in whole seconds, never below zero', () => {
    expect(secondsLeft(8000, 1000, 1000)).toBe(8);
    expect(secondsLeft(8000, 1000, 8500)).toBe(1);
    expect(secondsLeft(8000, 1000, 20000)).toBe(0);
  });

  it('leaves turn markers out of the recent lines', () => {
    const log: SnitchEvent[] = [
      { kind: 'riot' },
      { kind: 'turn', turn: 2, seat: 1 },
      { kind: 'draw', seat: 1, deck: 'interrogation', why: 'turn' },
      { kind: 'turn', turn: 3, seat: 2 },
    ];
    expect(recentEvents(log, 2).map((e) => e.kind)).toEqual(['riot', 'draw']);
  });
});
