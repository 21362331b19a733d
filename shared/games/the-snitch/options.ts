import { ErrorCode, type EngineError, type OptionSpec, type Seat } from '../../engine/index.ts';
import { ACCOMPLICE_IDS, isAccomplice, isCard, type Card } from './cards.ts';
import {
  DEALT,
  INTERROGATION_BOTTOM,
  INTERROGATION_MIXED,
  INTERROGATION_SIZE,
  MAX_PLAYERS,
  REFUSAL_WINDOW_MAX_MS,
  REFUSAL_WINDOW_MIN_MS,
  REFUSAL_WINDOW_MS,
  REMOVED,
  handSizes,
} from './table.ts';
import type { SeatChoice, SnitchAction, SnitchDeal, SnitchOptions } from './types.ts';

const SEAT_VALUES = ['random', ...Array.from({ length: MAX_PLAYERS }, (_, s) => String(s))] as const;

export const OPTION_SPECS: readonly OptionSpec[] = [
  { key: 'guard', kind: 'choice', default: 'random', values: SEAT_VALUES },
  { key: 'soap', kind: 'choice', default: 'random', values: SEAT_VALUES },
  { key: 'refusalWindowMs', kind: 'number', default: REFUSAL_WINDOW_MS, min: REFUSAL_WINDOW_MIN_MS, max: REFUSAL_WINDOW_MAX_MS },
  { key: 'harder', kind: 'flag', default: false },
];

const OPTION_KEYS = OPTION_SPECS.map((s) => s.key);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeatNumber = (v: unknown): v is Seat => Number.isInteger(v) && (v as number) >= 0;

function badOptions(reason: string, message: string, params?: Record<string, string | number | boolean>): EngineError {
  return params === undefined ? { code: ErrorCode.BadOptions, reason, message } : { code: ErrorCode.BadOptions, reason, message, params };
}

/** 'random', a seat number, or a seat number as the lobby's choice list spells it ("3"). */
function parseSeatChoice(key: string, raw: unknown, players: number): SeatChoice | EngineError {
  if (raw === undefined || raw === 'random') return 'random';
  const seat = typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : raw;
  if (!isSeatNumber(seat)) return badOptions('not-a-seat', `option "${key}" must be "random" or a seat number`, { option: key });
  if (seat >= players) return badOptions('no-such-seat', `option "${key}": there is no seat ${seat} at a table of ${players}`, { option: key, seat });
  return seat;
}

export function parseOptions(raw: unknown, players: number): SnitchOptions | EngineError {
  if (!isRecord(raw)) return badOptions('not-an-object', 'options must be an object');
  for (const key of Object.keys(raw)) {
    if (!OPTION_KEYS.includes(key)) return badOptions('unknown-option', `The Snitch has no option "${key}"`, { option: key });
  }
  const guard = parseSeatChoice('guard', raw.guard, players);
  if (typeof guard === 'object') return guard;
  const soap = parseSeatChoice('soap', raw.soap, players);
  if (typeof soap === 'object') return soap;
  const ms = raw.refusalWindowMs ?? REFUSAL_WINDOW_MS;
  if (typeof ms !== 'number' || !Number.isInteger(ms)) return badOptions('not-a-number', 'option "refusalWindowMs" must be a whole number of milliseconds');
  if (ms < REFUSAL_WINDOW_MIN_MS || ms > REFUSAL_WINDOW_MAX_MS) {
    return badOptions('out-of-range', `option "refusalWindowMs" must be ${REFUSAL_WINDOW_MIN_MS} to ${REFUSAL_WINDOW_MAX_MS}`, {
      min: REFUSAL_WINDOW_MIN_MS,
      max: REFUSAL_WINDOW_MAX_MS,
    });
  }
  const harder = raw.harder ?? false;
  if (typeof harder !== 'boolean') return badOptions('not-a-flag', 'option "harder" must be true or false');
  return { guard, soap, refusalWindowMs: ms, harder };
}

const DEAL_SHAPE =
  '{"hands": [[cards] per seat], "accomplice": [10 cards, top first], "interrogation": [18 cards, top first], "removed": [2 cards], "firstPlans"?: [card or null per seat]}';

function badDeal(reason: string, message: string): EngineError {
  return { code: ErrorCode.BadDeal, reason, message };
}

/** Checks a list of card ids: known cards, none already used. Adds them to `used`. */
function checkCards(list: unknown, used: Set<Card>, what: string): Card[] | EngineError {
  if (!Array.isArray(list)) return badDeal('not-a-list', `${what} must be a list of cards`);
  for (const card of list) {
    if (!isCard(card)) return badDeal('not-a-card', `${what}: ${JSON.stringify(card)} is not a card of The Snitch (e.g. "lockpick-1", "escape-2", "snitch")`);
    if (used.has(card)) return badDeal('duplicate-card', `${card} appears twice in the deal`);
    used.add(card);
  }
  return list as Card[];
}

/**
 * A fixed deal must be one the real setup can give: hands of accomplice cards as even as 24
 * cards allow, the other 10 accomplice cards in the accomplice deck, an interrogation deck of 18
 * whose bottom 7 are accomplice cards, 2 removed cards from the shuffled part, every one of the
 * 54 cards exactly once, and first plans (if any) from their seat's hand.
 */
export function parseDeal(raw: unknown, players: number, _options: SnitchOptions): SnitchDeal | EngineError {
  if (!isRecord(raw)) return badDeal('not-an-object', `a Snitch deal is ${DEAL_SHAPE}`);
  for (const key of Object.keys(raw)) {
    if (!['hands', 'accomplice', 'interrogation', 'removed', 'firstPlans'].includes(key)) return badDeal('unknown-field', `a Snitch deal has no "${key}": ${DEAL_SHAPE}`);
  }
  const used = new Set<Card>();
  if (!Array.isArray(raw.hands) || raw.hands.length !== players) return badDeal('hands', `"hands" must list one hand for each of the ${players} seats`);
  const hands: Card[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const hand = checkCards(raw.hands[seat], used, `the hand of seat ${seat}`);
    if (!Array.isArray(hand)) return hand;
    if (!hand.every(isAccomplice)) return badDeal('hands', `the hand of seat ${seat} may hold accomplice cards only`);
    hands.push([...hand]);
  }
  const sizes = hands.map((h) => h.length).sort((a, b) => b - a);
  if (sizes.join() !== handSizes(players).join()) {
    return badDeal('hand-size', `${DEALT} cards dealt as evenly as possible to ${players} seats gives hands of ${handSizes(players).join(', ')}`);
  }
  const accomplice = checkCards(raw.accomplice, used, '"accomplice"');
  if (!Array.isArray(accomplice)) return accomplice;
  const expectedDeck = ACCOMPLICE_IDS.length - DEALT - INTERROGATION_BOTTOM - INTERROGATION_MIXED;
  if (accomplice.length !== expectedDeck || !accomplice.every(isAccomplice)) {
    return badDeal('accomplice-deck', `"accomplice" must hold exactly ${expectedDeck} accomplice cards`);
  }
  const interrogation = checkCards(raw.interrogation, used, '"interrogation"');
  if (!Array.isArray(interrogation)) return interrogation;
  if (interrogation.length !== INTERROGATION_SIZE) return badDeal('interrogation', `"interrogation" must hold exactly ${INTERROGATION_SIZE} cards`);
  if (!interrogation.slice(-INTERROGATION_BOTTOM).every(isAccomplice)) {
    return badDeal('interrogation-bottom', `the bottom ${INTERROGATION_BOTTOM} cards of the interrogation deck must be accomplice cards`);
  }
  const removed = checkCards(raw.removed, used, '"removed"');
  if (!Array.isArray(removed)) return removed;
  if (removed.length !== REMOVED) return badDeal('removed', `"removed" must hold exactly ${REMOVED} cards`);
  // 24 + 10 + 18 + 2 distinct known cards: all 54 are placed.
  const deal: SnitchDeal = { hands, accomplice: [...accomplice], interrogation: [...interrogation], removed: [...removed] };
  if (raw.firstPlans !== undefined) {
    if (!Array.isArray(raw.firstPlans) || raw.firstPlans.length !== players) {
      return badDeal('first-plans', `"firstPlans" must list a card or null for each of the ${players} seats`);
    }
    const firstPlans: (Card | null)[] = [];
    for (let seat = 0; seat < players; seat++) {
      const card: unknown = raw.firstPlans[seat];
      if (card !== null && !(isCard(card) && hands[seat]!.includes(card))) {
        return badDeal('first-plan-not-in-hand', `the first plan of seat ${seat} must be a card of that seat's hand, or null`);
      }
      firstPlans.push(card);
    }
    deal.firstPlans = firstPlans;
  }
  return deal;
}

function badAction(message: string, reason?: string): EngineError {
  return reason === undefined ? { code: ErrorCode.BadAction, message } : { code: ErrorCode.BadAction, reason, message };
}

const CARD_HINT = '"card" must be a card id, e.g. "lockpick-1", "escape-2"';

/** Shape only; whether the action is allowed now is the rules' call. */
export function parseAction(raw: unknown): SnitchAction | EngineError {
  if (!isRecord(raw)) return badAction('an action is an object with a "type"');
  switch (raw.type) {
    case 'choose-plan':
    case 'add':
      if (!isCard(raw.card)) return badAction(CARD_HINT);
      return { type: raw.type, card: raw.card };
    case 'play':
      if (!isCard(raw.card)) return badAction(CARD_HINT);
      if (!isSeatNumber(raw.target)) return badAction('"target" must be a seat');
      return { type: 'play', card: raw.card, target: raw.target };
    case 'use-item':
      if (!isCard(raw.card)) return badAction(CARD_HINT);
      if (raw.target !== undefined && !isSeatNumber(raw.target)) return badAction('"target" must be a seat, or absent');
      return raw.target === undefined ? { type: 'use-item', card: raw.card } : { type: 'use-item', card: raw.card, target: raw.target };
    case 'reorder':
      if (!Array.isArray(raw.order) || !raw.order.every(isCard)) return badAction('"order" must be a list of card ids, top first');
      return { type: 'reorder', order: [...raw.order] };
    case 'draw':
    case 'refuse':
    case 'accept':
    case 'add-top':
      return { type: raw.type };
    case 'vote':
    case 'break-tie':
    case 'call':
      if (!isSeatNumber(raw.seat)) return badAction('"seat" must be a seat');
      return { type: raw.type, seat: raw.seat };
    case 'shoot':
      if (raw.target !== null && !isSeatNumber(raw.target)) return badAction('"target" must be a seat, or null to shoot nobody');
      return { type: 'shoot', target: raw.target };
    default:
      return badAction(`unknown action type ${JSON.stringify(raw.type)}`);
  }
}
