import { SNITCH, accomplice, isAccomplice, isEscapePlan, markOf, type Card, type Item, type Required } from '../../../shared/games/the-snitch/cards.ts';
import type { PlanFace, SnitchEvent } from '../../../shared/games/the-snitch/types.ts';
import type { HiddenDetail } from '../../../shared/games/the-snitch/types.ts';
import type { SnitchView } from '../../../shared/games/the-snitch/view.ts';
import type { SnitchCatalog } from './words/en.ts';

/**
 * What the screens of The Snitch show of cards and of the record, in the viewer's language.
 * Pure: the catalog comes in as an argument, so these are tested without a page.
 */

export interface CardFace {
  id: Card;
  kind: 'accomplice' | 'escape' | 'snitch';
  name: string;
  /** The name's mark (markOf), the same in every language; 0 for an escape plan or the snitch. */
  mark: number;
  required: Required | null;
  dagger: boolean;
  item: Item | null;
  itemName: string | null;
}

const lookup = (table: Readonly<Record<string, string>>, key: string): string => table[key] ?? key;

export function cardFace(card: Card, t: SnitchCatalog): CardFace {
  if (isAccomplice(card)) {
    const c = accomplice(card);
    return { id: card, kind: 'accomplice', name: lookup(t.names, c.name), mark: markOf(c.name), required: c.required, dagger: c.dagger, item: c.item, itemName: lookup(t.items, c.item) };
  }
  if (isEscapePlan(card)) return { id: card, kind: 'escape', name: t.escapePlan, mark: 0, required: null, dagger: false, item: null, itemName: null };
  return { id: card, kind: 'snitch', name: card === SNITCH ? t.snitchCard : card, mark: 0, required: null, dagger: false, item: null, itemName: null };
}

/** A card's name as a screen reader says it, its mark first ("4, The Janitor"), as the badge of mark.css reads before a name. */
export function spokenName(card: Card, t: SnitchCatalog): string {
  const face = cardFace(card, t);
  return face.mark ? `${face.mark}, ${face.name}` : face.name;
}
export const itemName = (item: string, t: SnitchCatalog): string => lookup(t.items, item);
export const planName = (face: PlanFace, t: SnitchCatalog): string => lookup(t.names, face.name);
export const nameOfId = (name: string, t: SnitchCatalog): string => lookup(t.names, name);

/** A line of the public record, names of seats given by `nameOf`. */
export function eventText(e: SnitchEvent, nameOf: (seat: number) => string, t: SnitchCatalog): string {
  const ev = t.events;
  switch (e.kind) {
    case 'first-plans':
      return ev.firstPlans;
    case 'turn':
      return ev.turn(nameOf(e.seat));
    case 'play':
      return ev.play(nameOf(e.seat), nameOf(e.target));
    case 'refuse':
      return ev.refuse(nameOf(e.owner));
    case 'accept':
      return e.by === 'clock' ? ev.acceptClock(nameOf(e.owner)) : ev.accept(nameOf(e.owner));
    case 'draw':
      return e.deck === 'interrogation' ? ev.drawInterrogation(nameOf(e.seat)) : ev.drawAccomplice(nameOf(e.seat));
    case 'no-draw':
      return ev.noDraw(nameOf(e.seat));
    case 'item':
      return e.target === null ? ev.item(nameOf(e.seat), itemName(e.item, t)) : ev.itemOn(nameOf(e.seat), itemName(e.item, t), nameOf(e.target));
    case 'look':
      return ev.look(nameOf(e.seat), e.cards);
    case 'resolve':
      return e.success ? ev.resolveOk(nameOf(e.owner)) : ev.resolveCaught(nameOf(e.owner));
    case 'new-plan':
      // The plan's name follows the sentence on the screen, after its mark (data-mark).
      return e.from === 'hand' ? ev.newPlanHand(nameOf(e.seat)) : ev.newPlanDeck(nameOf(e.seat));
    case 'guard':
      if (e.to === null) return ev.guardBribed;
      return e.why === 'caught' ? ev.guardCaught(nameOf(e.to)) : ev.guardPassed(nameOf(e.to));
    case 'riot':
      return ev.riot;
    case 'weapon':
      return ev.weapon;
    case 'vote':
      return e.result.weapon === null ? '' : ev.vote(nameOf(e.result.weapon));
    case 'shoot':
      return e.target === null ? ev.shootNobody(nameOf(e.by)) : ev.shoot(nameOf(e.by), nameOf(e.target));
    case 'call':
      return ev.call(nameOf(e.by), nameOf(e.seat));
    case 'add':
      return e.top ? ev.addTop(nameOf(e.seat)) : ev.add(nameOf(e.seat));
    case 'escape':
      return e.success ? ev.escapeOk : ev.escapeFail;
    case 'time-up':
      return ev.timeUp(nameOf(e.seat));
  }
}

/** What an event hid, as the end reveals it: the cards, to be named with their marks. Empty when it hid nothing. */
export function hiddenCards(hidden: HiddenDetail | undefined): Card[] {
  return hidden === undefined ? [] : [...(hidden.card !== undefined ? [hidden.card] : []), ...(hidden.order ?? []), ...(hidden.plans ?? [])];
}

/**
 * The cards a decision of the hand chooses among: every card of the hand, in its order, each
 * open if the decision may take it. The list is then as long as the hand count the table shows,
 * on every phone: one that left out the escape plans or the snitch card would be shorter, a tell.
 */
export const handChoices = (hand: readonly Card[], open: readonly Card[]): { card: Card; open: boolean }[] => hand.map((card) => ({ card, open: open.includes(card) }));

/**
 * Identifies the decision in front of a seat: every action adds to the public record, so a new
 * record length (or phase, or game) is a new decision and a half-made choice never carries over.
 */
export function decisionKey(gameNumber: number, view: Pick<SnitchView, 'phase' | 'log'>): string {
  return `${gameNumber}:${view.phase}:${view.log.length}`;
}

/** Binoculars: the order with the card at `index` moved by `delta` places (clamped). */
export function moveCard(order: readonly Card[], index: number, delta: number): Card[] {
  const out = [...order];
  const to = Math.max(0, Math.min(out.length - 1, index + delta));
  if (index < 0 || index >= out.length || to === index) return out;
  const [card] = out.splice(index, 1);
  out.splice(to, 0, card!);
  return out;
}

/** Whole seconds left in a refusal window opened at `openedAt` (ms), never below zero. */
export function secondsLeft(windowMs: number, openedAt: number, now: number): number {
  return Math.max(0, Math.ceil((windowMs - (now - openedAt)) / 1000));
}

/** The last `n` lines of the record worth reading on a screen (turn markers left out). */
export function recentEvents(log: readonly SnitchEvent[], n: number): SnitchEvent[] {
  const out: SnitchEvent[] = [];
  for (let i = log.length - 1; i >= 0 && out.length < n; i--) if (log[i]!.kind !== 'turn') out.push(log[i]!);
  return out.reverse();
}
