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

export interface Label {
  en: string;
  es: string;
  ko: string;
}

/** One side of a card pair: what the accomplice side shows besides the name. */
interface CardSide {
  item: Item;
  dagger: boolean;
}

export interface NameSpec extends Label {
  id: string;
  required: Required;
  cards: readonly [CardSide, CardSide];
}

/** The 25 accomplices: id, labels in English, Spanish and Korean, required count, and the two cards. */
export const NAMES: readonly NameSpec[] = [
  { id: 'lockpick', en: 'The Lockpick', es: 'La Ganzúa', ko: '자물쇠 따개', required: 2, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'cook', en: 'The Cook', es: 'El Cocinero', ko: '요리사', required: 2, cards: [{ item: 'key', dagger: true }, { item: 'bribe-money', dagger: false }] },
  { id: 'barber', en: 'The Barber', es: 'El Barbero', ko: '이발사', required: 2, cards: [{ item: 'brass-knuckles', dagger: false }, { item: 'crowbar', dagger: false }] },
  { id: 'janitor', en: 'The Janitor', es: 'El Conserje', ko: '청소부', required: 2, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: true }] },
  { id: 'postman', en: 'The Postman', es: 'El Cartero', ko: '우체부', required: 2, cards: [{ item: 'crowbar', dagger: true }, { item: 'key', dagger: false }] },
  { id: 'gardener', en: 'The Gardener', es: 'La Jardinera', ko: '정원사', required: 2, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'tailor', en: 'The Tailor', es: 'El Sastre', ko: '재단사', required: 2, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: true }] },
  { id: 'librarian', en: 'The Librarian', es: 'La Bibliotecaria', ko: '사서', required: 2, cards: [{ item: 'brass-knuckles', dagger: false }, { item: 'crowbar', dagger: false }] },
  { id: 'painter', en: 'The Painter', es: 'El Pintor', ko: '화가', required: 2, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: false }] },
  { id: 'ghost', en: 'The Ghost', es: 'El Fantasma', ko: '유령', required: 2, cards: [{ item: 'crowbar', dagger: true }, { item: 'key', dagger: false }] },
  { id: 'doc', en: 'The Doc', es: 'La Doctora', ko: '의사', required: 3, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'forger', en: 'The Forger', es: 'El Falsificador', ko: '위조범', required: 3, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: true }] },
  { id: 'bookie', en: 'The Bookie', es: 'La Apostadora', ko: '도박꾼', required: 3, cards: [{ item: 'brass-knuckles', dagger: true }, { item: 'crowbar', dagger: false }] },
  { id: 'chaplain', en: 'The Chaplain', es: 'El Capellán', ko: '목사', required: 3, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: false }] },
  { id: 'tattooist', en: 'The Tattooist', es: 'La Tatuadora', ko: '문신사', required: 3, cards: [{ item: 'crowbar', dagger: false }, { item: 'key', dagger: true }] },
  { id: 'mechanic', en: 'The Mechanic', es: 'La Mecánica', ko: '정비공', required: 3, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'boxer', en: 'The Boxer', es: 'El Boxeador', ko: '권투 선수', required: 3, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: false }] },
  { id: 'magician', en: 'The Magician', es: 'El Mago', ko: '마술사', required: 3, cards: [{ item: 'brass-knuckles', dagger: true }, { item: 'crowbar', dagger: false }] },
  { id: 'hacker', en: 'The Hacker', es: 'La Hacker', ko: '해커', required: 3, cards: [{ item: 'bribe-money', dagger: false }, { item: 'binoculars', dagger: true }] },
  { id: 'electrician', en: 'The Electrician', es: 'El Electricista', ko: '전기공', required: 3, cards: [{ item: 'crowbar', dagger: false }, { item: 'key', dagger: false }] },
  { id: 'digger', en: 'The Digger', es: 'El Excavador', ko: '땅굴꾼', required: 4, cards: [{ item: 'binoculars', dagger: false }, { item: 'brass-knuckles', dagger: false }] },
  { id: 'giant', en: 'The Giant', es: 'El Gigante', ko: '거인', required: 4, cards: [{ item: 'key', dagger: false }, { item: 'bribe-money', dagger: false }] },
  { id: 'professor', en: 'The Professor', es: 'La Profesora', ko: '교수', required: 4, cards: [{ item: 'brass-knuckles', dagger: false }, { item: 'crowbar', dagger: false }] },
  { id: 'smuggler', en: 'The Smuggler', es: 'La Contrabandista', ko: '밀수꾼', required: 4, cards: [{ item: 'bribe-money', dagger: true }, { item: 'binoculars', dagger: false }] },
  { id: 'old-timer', en: 'The Old-Timer', es: 'El Veterano', ko: '고참', required: 4, cards: [{ item: 'crowbar', dagger: false }, { item: 'key', dagger: true }] },
];

export const ITEM_LABELS: Readonly<Record<Item, Label>> = {
  binoculars: { en: 'Binoculars', es: 'Prismáticos', ko: '쌍안경' },
  key: { en: 'Key', es: 'Llave', ko: '열쇠' },
  'brass-knuckles': { en: 'Brass knuckles', es: 'Puño americano', ko: '너클' },
  'bribe-money': { en: 'Bribe money', es: 'Dinero del soborno', ko: '뇌물' },
  crowbar: { en: 'Crowbar', es: 'Palanca', ko: '쇠지렛대' },
};

export const ESCAPE_PLANS = ['escape-1', 'escape-2', 'escape-3'] as const;
export type EscapePlan = (typeof ESCAPE_PLANS)[number];
export const SNITCH = 'snitch';

export const SPECIAL_LABELS: Readonly<Record<'escape' | 'snitch', Label>> = {
  escape: { en: 'Escape plan', es: 'Plan de fuga', ko: '탈출 계획' },
  snitch: { en: 'The Snitch', es: 'El Soplón', ko: '밀고자' },
};

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
const NAME_SET: ReadonlySet<string> = new Set(NAMES.map((n) => n.id));
const ALL_SET: ReadonlySet<string> = new Set(ALL_CARDS);

export const isCard = (value: unknown): value is Card => typeof value === 'string' && ALL_SET.has(value);
export const isAccomplice = (card: Card): boolean => BY_ID.has(card);
export const isEscapePlan = (card: Card): boolean => card.startsWith('escape-');
export const isName = (value: unknown): value is string => typeof value === 'string' && NAME_SET.has(value);

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
/** The other card of the same name. */
export const twinOf = (card: Card): Card => (card.endsWith('-1') ? `${card.slice(0, -2)}-2` : `${card.slice(0, -2)}-1`);
