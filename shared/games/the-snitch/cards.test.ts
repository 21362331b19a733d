/**
 * The card set of The Snitch (binding rules, "Cards (default set)"). Every count the rules fix is
 * written out here, not read from cards.ts, so a wrong entry in the data shows up.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOMPLICES,
  ALL_CARDS,
  ESCAPE_PLANS,
  ITEMS,
  NAMES,
  SNITCH,
  accomplice,
  hasDagger,
  isAccomplice,
  isCard,
  markOf,
  twinOf,
} from './cards.ts';
import { judge } from './plans.ts';

const count = <T>(list: readonly T[], pick: (t: T) => boolean): number => list.filter(pick).length;

describe('the card set', () => {
  it('has 54 cards: 50 accomplice cards (25 names x 2), 3 escape plans and the snitch, all ids distinct', () => {
    expect(ACCOMPLICES).toHaveLength(50);
    expect(NAMES).toHaveLength(25);
    for (const name of NAMES) expect(ACCOMPLICES.filter((c) => c.name === name.id).map((c) => c.id)).toEqual([`${name.id}-1`, `${name.id}-2`]);
    expect(ESCAPE_PLANS).toEqual(['escape-1', 'escape-2', 'escape-3']);
    expect(SNITCH).toBe('snitch');
    expect(ALL_CARDS).toHaveLength(54);
    expect(new Set(ALL_CARDS).size).toBe(54);
    expect(ALL_CARDS.every(isCard)).toBe(true);
    expect(isCard('lockpick-3')).toBe(false);
    expect(isCard('Lockpick-1')).toBe(false);
  });

  it('marks the 25 names 1 to 25, one number each, and nothing else', () => {
    expect(NAMES.map((n) => markOf(n.id))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect([markOf('lockpick'), markOf('janitor'), markOf('old-timer')]).toEqual([1, 4, 25]);
    for (const card of [...ESCAPE_PLANS, SNITCH, 'lockpick-1', 'nobody']) expect(markOf(card)).toBe(0);
  });

  it('daggers are on exactly 12 cards, never on both cards of one name', () => {
    expect(count(ACCOMPLICES, (c) => c.dagger)).toBe(12);
    for (const name of NAMES) expect(count(ACCOMPLICES, (c) => c.name === name.id && c.dagger)).toBeLessThanOrEqual(1);
    expect(count(NAMES, (n) => n.cards.some((c) => c.dagger))).toBe(12);
  });

  it('items: Binoculars, Key, Brass knuckles, Bribe money and Crowbar on 10 cards each; the two cards of a name differ', () => {
    expect([...ITEMS]).toEqual(['binoculars', 'key', 'brass-knuckles', 'bribe-money', 'crowbar']);
    for (const item of ITEMS) expect(count(ACCOMPLICES, (c) => c.item === item), item).toBe(10);
    for (const name of NAMES) expect(name.cards[0].item).not.toBe(name.cards[1].item);
  });

  it('required counts: 2 on 20 cards, 3 on 20, 4 on 10, spread over 10, 10 and 5 names', () => {
    expect(count(ACCOMPLICES, (c) => c.required === 2)).toBe(20);
    expect(count(ACCOMPLICES, (c) => c.required === 3)).toBe(20);
    expect(count(ACCOMPLICES, (c) => c.required === 4)).toBe(10);
    expect(count(NAMES, (n) => n.required === 2)).toBe(10);
    expect(count(NAMES, (n) => n.required === 3)).toBe(10);
    expect(count(NAMES, (n) => n.required === 4)).toBe(5);
  });

  it('both cards of a name show the same face as a plan (name and count): only dagger and item tell them apart', () => {
    for (const card of ACCOMPLICES) {
      const twin = accomplice(twinOf(card.id));
      expect(twin.name).toBe(card.name);
      expect(twin.required).toBe(card.required);
      expect(twin.id).not.toBe(card.id);
    }
  });

  it('daggers and items are spread over the required counts (no count is all daggers or lacks an item)', () => {
    for (const required of [2, 3, 4]) {
      const cards = ACCOMPLICES.filter((c) => c.required === required);
      expect(count(cards, (c) => c.dagger)).toBeGreaterThan(0);
      expect(count(cards, (c) => c.dagger)).toBeLessThan(cards.length / 2);
      for (const item of ITEMS) expect(count(cards, (c) => c.item === item)).toBeGreaterThan(0);
    }
  });

  it('every card carries the refuse symbol (a ruling)', () => {
    expect(ACCOMPLICES.every((c) => c.refuse === true)).toBe(true);
  });

  it('escape plans and the snitch are not accomplices; escape plans are jokers: no name, no dagger', () => {
    for (const card of [...ESCAPE_PLANS, SNITCH]) {
      expect(isAccomplice(card)).toBe(false);
      expect(hasDagger(card)).toBe(false);
      expect(() => accomplice(card)).toThrow();
    }
    expect(judge(['escape-1', 'escape-2', 'escape-3', 'lockpick-1', 'doc-1', 'cook-1'])).toEqual({ daggers: 1, repeated: [], success: true });
  });
});

describe('judging a revealed set', () => {
  it('all names different and at most one dagger: success', () => {
    expect(judge(['lockpick-1', 'doc-1', 'cook-1'])).toEqual({ daggers: 1, repeated: [], success: true });
  });
  it('a repeated name: caught', () => {
    expect(judge(['lockpick-1', 'doc-1', 'lockpick-2'])).toEqual({ daggers: 0, repeated: ['lockpick'], success: false });
  });
  it('two daggers: caught', () => {
    expect(judge(['cook-1', 'doc-1', 'janitor-2'])).toEqual({ daggers: 2, repeated: [], success: false });
  });
  it('Harder: a card named like the plan counts as a repeat', () => {
    expect(judge(['lockpick-2', 'doc-1'], 'lockpick')).toEqual({ daggers: 0, repeated: ['lockpick'], success: false });
    expect(judge(['lockpick-2', 'doc-1'], null).success).toBe(true);
  });
});
