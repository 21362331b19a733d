import { ErrorCode, type EngineError, type OptionSpec, type Seat } from '../../engine/index.ts';
import { isCard, type Card } from './cards.ts';
import { leftoverIdentities } from './deal.ts';
import { HAND_SIZE, identityDeck } from './table.ts';
import type { Identity, TurncoatAction, TurncoatDeal, TurncoatOptions } from './types.ts';

export const OPTION_SPECS: readonly OptionSpec[] = [{ key: 'koreanIdentityDeck', kind: 'flag', default: false }];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is Seat => Number.isInteger(v) && (v as number) >= 0;

function badOptions(reason: string, message: string): EngineError {
  return { code: ErrorCode.BadOptions, reason, message };
}

export function parseOptions(raw: unknown, _players: number): TurncoatOptions | EngineError {
  if (!isRecord(raw)) return badOptions('not-an-object', 'options must be an object');
  for (const key of Object.keys(raw)) {
    if (key !== 'koreanIdentityDeck') return badOptions('unknown-option', `Turncoat has no option "${key}"`);
  }
  const value = raw.koreanIdentityDeck;
  if (value !== undefined && typeof value !== 'boolean') return badOptions('not-a-flag', 'option "koreanIdentityDeck" must be true or false');
  return { koreanIdentityDeck: value ?? false };
}

const DEAL_SHAPE = '{"identities": [...], "hands"?: [[5 cards] per seat], "deck"?: [cards, top first], "firstLeader"?: seat}';

function badDeal(reason: string, message: string): EngineError {
  return { code: ErrorCode.BadDeal, reason, message };
}

/** Checks a list of card ids: known cards, none already used. Adds them to `used`. */
function checkCards(list: unknown, used: Set<Card>, what: string): Card[] | EngineError {
  if (!Array.isArray(list)) return badDeal('not-a-list', `${what} must be a list of cards`);
  for (const card of list) {
    if (!isCard(card)) return badDeal('not-a-card', `${what}: ${JSON.stringify(card)} is not a card of the play deck (e.g. "DA", "H7", "SK"; no 10s)`);
    if (used.has(card)) return badDeal('duplicate-card', `${card} appears twice in the deal`);
    used.add(card);
  }
  return list as Card[];
}

/**
 * A fixed deal must be one the real decks can give: identities from this table's identity deck
 * (at most one turncoat, no more loyal seats than 10s), five distinct play cards per hand, a deck
 * top that repeats no card, and a first leader at the table.
 */
export function parseDeal(raw: unknown, players: number, options: TurncoatOptions): TurncoatDeal | EngineError {
  if (!isRecord(raw)) return badDeal('not-an-object', `a Turncoat deal is ${DEAL_SHAPE}`);
  for (const key of Object.keys(raw)) {
    if (!['identities', 'hands', 'deck', 'firstLeader'].includes(key)) return badDeal('unknown-field', `a Turncoat deal has no "${key}": ${DEAL_SHAPE}`);
  }
  const { identities } = raw;
  if (!Array.isArray(identities) || identities.length !== players) {
    return badDeal('identities', `"identities" must list one identity for each of the ${players} seats`);
  }
  if (!identities.every((i): i is Identity => i === 'loyal' || i === 'turncoat')) {
    return badDeal('identities', 'every identity must be "loyal" or "turncoat"');
  }
  const deck = identityDeck(players, options.koreanIdentityDeck);
  if (leftoverIdentities(identities, deck) === null) {
    return badDeal('identity-deck', `this table's identity deck is ${deck.join(', ')}: it cannot deal ${identities.join(', ')}`);
  }
  const deal: TurncoatDeal = { identities: [...identities] };
  const used = new Set<Card>();
  if (raw.hands !== undefined) {
    if (!Array.isArray(raw.hands) || raw.hands.length !== players) return badDeal('hands', `"hands" must list one hand for each of the ${players} seats`);
    const hands: Card[][] = [];
    for (let seat = 0; seat < players; seat++) {
      const hand = checkCards(raw.hands[seat], used, `the hand of seat ${seat}`);
      if (!Array.isArray(hand)) return hand;
      if (hand.length !== HAND_SIZE) return badDeal('hand-size', `the hand of seat ${seat} must have exactly ${HAND_SIZE} cards`);
      hands.push([...hand]);
    }
    deal.hands = hands;
  }
  if (raw.deck !== undefined) {
    const top = checkCards(raw.deck, used, '"deck"');
    if (!Array.isArray(top)) return top;
    // Without fixed hands, the hands are dealt from the cards the deck top leaves.
    if (deal.hands === undefined && top.length > 48 - HAND_SIZE * players) {
      return badDeal('deck-too-long', `with ${players} hands of ${HAND_SIZE} to deal, "deck" can fix at most ${48 - HAND_SIZE * players} cards`);
    }
    deal.deck = [...top];
  }
  if (raw.firstLeader !== undefined) {
    if (!isSeat(raw.firstLeader) || raw.firstLeader >= players) return badDeal('first-leader', '"firstLeader" must be a seat of this table');
    deal.firstLeader = raw.firstLeader;
  }
  return deal;
}

function badAction(message: string, reason?: string): EngineError {
  return reason === undefined ? { code: ErrorCode.BadAction, message } : { code: ErrorCode.BadAction, reason, message };
}

/** Shape only; whether the action is allowed now is the rules' call. */
export function parseAction(raw: unknown): TurncoatAction | EngineError {
  if (!isRecord(raw)) return badAction('an action is an object with a "type"');
  switch (raw.type) {
    case 'choose-mission':
    case 'commit':
      if (!isCard(raw.card)) return badAction('"card" must be a card id of the play deck, e.g. "H7", "DA", "SK"');
      return { type: raw.type, card: raw.card };
    case 'accuse':
      if (!isSeat(raw.target)) return badAction('"target" must be a seat');
      // The phone's confirmation step sends `confirm: true`; anything else is a tap that was not confirmed.
      if (raw.confirm !== true) return badAction('an accusation must be confirmed: "confirm": true', 'not-confirmed');
      return { type: 'accuse', target: raw.target, confirm: true };
    default:
      return badAction(`unknown action type ${JSON.stringify(raw.type)}`);
  }
}
