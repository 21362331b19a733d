/**
 * The card set of The Snitch, as data (binding rules, "Cards (default set)"). The published
 * box does not list its cards, so this set is ours; tune it here and nowhere else, then rerun
 * `npm run sim -- --game the-snitch` to see the balance. cards.test.ts checks every count the
 * rules fix.
 *
 * 25 accomplice names, two cards each (ids `<name>-1` and `<name>-2`), then the 3 escape plans
 * and the snitch. Both cards of a name share the name's required count, because a plan lies face
 * up showing its name and count: the two cards of a name are then told apart only by their
 * accomplice side (dagger and item), so a caught plan's item stays secret in its stash (see
 * docs/rulings.md, "The Snitch"). Every card carries the refuse symbol (a ruling).
 */

export const ITEMS = ['binoculars', 'key', 'brass-knuckles', 'bribe-money', 'crowbar'] as const;
export type Item = (typeof ITEMS)[number];

/** How many cards a plan needs under it: the card shows it as "N + 1" (the extra card). */
export type Required = 2 | 3 | 4;

/** One side of a card pair: what the accomplice side shows besides the name. */
interface CardSide {
  item: Item;
  dagger: boolean;
}

export interface NameSpec {
  id: string;
  required: Required;
  cards: readonly [CardSide, CardSide];
}

/**
 * The 25 accomplices: id, required count, and the two cards. Their display names, in every
 * language, live in the game's words (renderer/games/the-snitch/words/<lang>.ts), keyed by this id.
 */
export const NAMES: readonly NameSpec[] = [
  { id: 'lockpick', required: 2, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'cook', required: 2, cards: [{ item: 'key', dagger: true }, { item: 'bribe-money', dagger: false }] },
  { id: 'barber', required: 2, cards: [{ item: 'brass-knuckles', dagger: false }, { item: 'crowbar', dagger: false }] },
  { id: 'janitor', required: 2, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: true }] },
  { id: 'postman', required: 2, cards: [{ item: 'crowbar', dagger: true }, { item: 'key', dagger: false }] },
  { id: 'gardener', required: 2, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'tailor', required: 2, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: true }] },
  { id: 'librarian', required: 2, cards: [{ item: 'brass-knuckles', dagger: false }, { item: 'crowbar', dagger: false }] },
  { id: 'painter', required: 2, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: false }] },
  { id: 'ghost', required: 2, cards: [{ item: 'crowbar', dagger: true }, { item: 'key', dagger: false }] },
  { id: 'doc', required: 3, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'forger', required: 3, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: true }] },
  { id: 'bookie', required: 3, cards: [{ item: 'brass-knuckles', dagger: true }, { item: 'crowbar', dagger: false }] },
  { id: 'chaplain', required: 3, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: false }] },
  { id: 'tattooist', required: 3, cards: [{ item: 'crowbar', dagger: false }, { item: 'key', dagger: true }] },
  { id: 'mechanic', required: 3, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'boxer', required: 3, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: false }] },
  { id: 'magician', required: 3, cards: [{ item: 'brass-knuckles', dagger: true }, { item: 'crowbar', dagger: false }] },
  { id: 'hacker', required: 3, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: true }] },
  { id: 'electrician', required: 3, cards: [{ item: 'crowbar', dagger: false }, { item: 'key', dagger: false }] },
  { id: 'digger', required: 4, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'giant', required: 4, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: false }] },
  { id: 'professor', required: 4, cards: [{ item: 'brass-knuckles', dagger: false }, { item: 'crowbar', dagger: false }] },
  { id: 'smuggler', required: 4, cards: [{ item: 'bribe-money', dagger: true }, { item: 'binoculars', dagger: false }] },
  { id: 'old-timer', required: 4, cards: [{ item: 'crowbar', dagger: false }, { item: 'key', dagger: true }] },
];

export const ESCAPE_PLANS = ['escape-1', 'escape-2', 'escape-3'] as const;
export type EscapePlan = (typeof ESCAPE_PLANS)[number];
export const SNITCH = 'snitch';

/** A card id: `lockpick-1`, `old-timer-2`, `escape-3`, `snitch`. */
export type Card = string;

/** Everything printed on an accomplice card. */
export interface AccompliceCard {
  id: Card;
  name: string;
  required: Required;
  dagger: boolean;
  item: Item;
  refuse: true;
}

/** The 50 accomplice cards, name by name (card 1, then card 2). */
export const ACCOMPLICES: readonly AccompliceCard[] = Object.freeze(
  NAMES.flatMap((name) =>
    name.cards.map(
      (side, i): AccompliceCard => Object.freeze({ id: `${name.id}-${i + 1}`, name: name.id, required: name.required, dagger: side.dagger, item: side.item, refuse: true }),
    ),
  ),
);

export const ACCOMPLICE_IDS: readonly Card[] = Object.freeze(ACCOMPLICES.map((c) => c.id));

/** All 54 cards: the accomplices, the escape plans, the snitch. */
export const ALL_CARDS: readonly Card[] = Object.freeze([...ACCOMPLICE_IDS, ...ESCAPE_PLANS, SNITCH]);

const BY_ID: ReadonlyMap<Card, AccompliceCard> = new Map(ACCOMPLICES.map((c) => [c.id, c]));
const ALL_SET: ReadonlySet<string> = new Set(ALL_CARDS);

export const isCard = (value: unknown): value is Card => typeof value === 'string' && ALL_SET.has(value);
export const isAccomplice = (card: Card): boolean => BY_ID.has(card);
export const isEscapePlan = (card: Card): boolean => card.startsWith('escape-');

/** The printed card; throws for an escape plan or the snitch, which are not accomplices. */
export function accomplice(card: Card): AccompliceCard {
  const found = BY_ID.get(card);
  if (found === undefined) throw new RangeError(`${card} is not an accomplice card`);
  return found;
}

export const nameOf = (card: Card): string => accomplice(card).name;
export const requiredOf = (card: Card): Required => accomplice(card).required;
export const itemOf = (card: Card): Item => accomplice(card).item;
/** Escape plans are jokers: no name, no dagger. */
export const hasDagger = (card: Card): boolean => BY_ID.get(card)?.dagger ?? false;
/**
 * A name's mark: its place in NAMES, 1 to 25, printed beside the name on every screen. Names are
 * words and differ from language to language; the mark does not, so a table reading three
 * languages matches the TV's names to the cards in their hands by it. 0 for anything that is not
 * a name (an escape plan, the snitch card).
 */
export const markOf = (name: string): number => NAMES.findIndex((n) => n.id === name) + 1;
/** The other card of the same name. */
export const twinOf = (card: Card): Card => (card.endsWith('-1') ? `${card.slice(0, -2)}-2` : `${card.slice(0, -2)}-1`);
