/**
 * The role calculator: for a game, a player count and its variants, exactly what the deal will
 * hand out. Every figure comes from the functions and tables the engine's own setup uses (the
 * deal tables, `rolesToDeal`, `identityDeck`, `handSizes`…), never from a copy of the rules, so
 * the calculator cannot drift from the game; calculator.test.ts deals real games to prove it.
 */
import { hasSnitch, rolesToDeal, sabotageBudget } from './mole-in-the-crew/deal.ts';
import { lockCount, locksToWin, sabotagesNeeded, teamSize } from './mole-in-the-crew/rules.ts';
import {
  ADVANCED_SNITCH_PLAYERS,
  MAX_PLAYERS as MOLE_MAX,
  MIN_PLAYERS as MOLE_MIN,
  PATROL_AT,
  VAULT_PLAYERS,
  approvalsNeeded,
} from './mole-in-the-crew/table.ts';
import { ROLES, sideOf, type MoleOptions, type Role } from './mole-in-the-crew/types.ts';
import { PLAY_DECK, SPY_RANKS, RANKS } from './turncoat/cards.ts';
import { HAND_SIZE, MAX_PLAYERS as TURNCOAT_MAX, MIN_PLAYERS as TURNCOAT_MIN, MISSIONS_TO_WIN, identityDeck } from './turncoat/table.ts';
import { ACCOMPLICE_IDS, ESCAPE_PLANS } from './the-snitch/cards.ts';
import {
  DEALT,
  INTERROGATION_BOTTOM,
  INTERROGATION_MIXED,
  INTERROGATION_SIZE,
  MAX_PLAYERS as SNITCH_MAX,
  MIN_PLAYERS as SNITCH_MIN,
  PLANS_TO_WIN,
  REMOVED,
  RIOT_AT,
  handSizes,
} from './the-snitch/table.ts';

/** A probability as an exact fraction, in lowest terms. */
export interface Fraction {
  num: number;
  den: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function fraction(num: number, den: number): Fraction {
  const d = gcd(num, den) || 1;
  return { num: num / d, den: den / d };
}

export const CALCULATOR_GAMES = ['mole-in-the-crew', 'turncoat', 'the-snitch'] as const;
export type CalculatorGame = (typeof CALCULATOR_GAMES)[number];

/** The player counts each game can be dealt for. */
export function playerCounts(game: CalculatorGame): number[] {
  const [min, max] = game === 'mole-in-the-crew' ? [MOLE_MIN, MOLE_MAX] : game === 'turncoat' ? [TURNCOAT_MIN, TURNCOAT_MAX] : [SNITCH_MIN, SNITCH_MAX];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

// ---- Mole in the Crew ----------------------------------------------------------------------

export interface MoleLock {
  /** 1-based, as players count them. */
  lock: number;
  teamSize: number;
  /** Sabotages that blow it (2 on the Vault's lock 4). */
  sabotagesNeeded: number;
}

export interface MoleFigures {
  game: 'mole-in-the-crew';
  players: number;
  options: MoleOptions;
  /** How many of each role are dealt, every role listed (0 when absent). */
  roles: Record<Role, number>;
  moles: number;
  crew: number;
  /** One of the Moles is the Snitch. */
  snitch: boolean;
  locks: MoleLock[];
  /** Locks a side must win: blown for the Moles; open, then the Getaway, for the Crew. */
  locksToWin: number;
  /** Sabotages each Mole (and the Snitch) may play over the whole game. */
  sabotagesPerMole: number;
  /** Yes votes a team needs (more than half of all players). */
  approvalsNeeded: number;
  /** Rejections in a row that blow a lock by Patrol. */
  patrolAt: number;
}

/** The Mole variants allowed at this count, in every combination the engine accepts. */
export function moleOptionSets(players: number): MoleOptions[] {
  const sets: MoleOptions[] = [];
  for (const quick of [false, true]) {
    for (const vault of [false, true]) {
      for (const advancedSnitch of [false, true]) {
        if (vault && (quick || !VAULT_PLAYERS.includes(players))) continue;
        if (advancedSnitch && !ADVANCED_SNITCH_PLAYERS.includes(players)) continue;
        sets.push({ quick, vault, advancedSnitch });
      }
    }
  }
  return sets;
}

export function moleFigures(players: number, options: MoleOptions): MoleFigures {
  const dealt = rolesToDeal(players, options);
  const roles = Object.fromEntries(ROLES.map((r) => [r, dealt.filter((d) => d === r).length])) as Record<Role, number>;
  const moles = dealt.filter((r) => sideOf(r) === 'moles').length;
  return {
    game: 'mole-in-the-crew',
    players,
    options: { ...options },
    roles,
    moles,
    crew: players - moles,
    snitch: hasSnitch(players, options),
    locks: Array.from({ length: lockCount(options) }, (_, lock) => ({
      lock: lock + 1,
      teamSize: teamSize(players, lock),
      sabotagesNeeded: sabotagesNeeded(players, options, lock),
    })),
    locksToWin: locksToWin(options),
    sabotagesPerMole: sabotageBudget(players, options),
    approvalsNeeded: approvalsNeeded(players),
    patrolAt: PATROL_AT,
  };
}

// ---- Turncoat ------------------------------------------------------------------------------

export interface TurncoatFigures {
  game: 'turncoat';
  players: number;
  koreanIdentityDeck: boolean;
  /** The identity deck before the deal. */
  tens: number;
  jokers: number;
  /** Identity cards removed unseen after each player takes one. */
  removed: number;
  /** The Joker is among the removed cards: nobody is the turncoat. */
  noTurncoat: Fraction;
  /** The play deck: 48 cards (no 10s), of which the J, Q and K are spies. */
  playDeck: number;
  spies: number;
  handSize: number;
  /** Cards left in the deck after the hands are dealt. */
  deckAfterDeal: number;
  missionsToWin: number;
}

export function turncoatFigures(players: number, koreanIdentityDeck: boolean): TurncoatFigures {
  const deck = identityDeck(players, koreanIdentityDeck);
  const jokers = deck.filter((c) => c === 'joker').length;
  const removed = deck.length - players;
  // Each card is equally likely to be one of the removed ones after a fair shuffle.
  return {
    game: 'turncoat',
    players,
    koreanIdentityDeck,
    tens: deck.length - jokers,
    jokers,
    removed,
    noTurncoat: fraction(removed * jokers, deck.length),
    playDeck: PLAY_DECK.length,
    spies: PLAY_DECK.filter((c) => SPY_RANKS.includes(c.slice(1) as (typeof RANKS)[number])).length,
    handSize: HAND_SIZE,
    deckAfterDeal: PLAY_DECK.length - HAND_SIZE * players,
    missionsToWin: MISSIONS_TO_WIN,
  };
}

// ---- The Snitch ----------------------------------------------------------------------------

export interface SnitchFigures {
  game: 'the-snitch';
  players: number;
  accompliceCards: number;
  /** Hand sizes from the first seat dealt (the player with the soap), going left. */
  hands: number[];
  /** The accomplice deck after the deal. */
  accompliceDeck: number;
  /** The interrogation deck at the start, and how it is built. */
  interrogation: number;
  interrogationBottom: number;
  /** The shuffled part above the bottom: the snitch, the escape plans and accomplice cards. */
  interrogationMixed: number;
  escapePlans: number;
  removed: number;
  /** The snitch card is among the removed cards: there is no snitch this game. */
  noSnitch: Fraction;
  /** Escape plans expected among the removed cards. */
  escapePlansRemoved: Fraction;
  riotAt: number;
  plansToWin: number;
}

export function snitchFigures(players: number): SnitchFigures {
  const mixed = 1 + ESCAPE_PLANS.length + INTERROGATION_MIXED;
  return {
    game: 'the-snitch',
    players,
    accompliceCards: ACCOMPLICE_IDS.length,
    hands: handSizes(players),
    accompliceDeck: ACCOMPLICE_IDS.length - INTERROGATION_BOTTOM - INTERROGATION_MIXED - DEALT,
    interrogation: INTERROGATION_SIZE,
    interrogationBottom: INTERROGATION_BOTTOM,
    interrogationMixed: mixed - REMOVED,
    escapePlans: ESCAPE_PLANS.length,
    removed: REMOVED,
    noSnitch: fraction(REMOVED, mixed),
    escapePlansRemoved: fraction(REMOVED * ESCAPE_PLANS.length, mixed),
    riotAt: RIOT_AT,
    plansToWin: PLANS_TO_WIN,
  };
}

export type Figures = MoleFigures | TurncoatFigures | SnitchFigures;

/** The figures for a game from the calculator's choices (variants a count does not allow are off). */
export function figures(game: CalculatorGame, players: number, variants: Readonly<Record<string, boolean>> = {}): Figures {
  if (game === 'mole-in-the-crew') {
    const options: MoleOptions = {
      quick: variants.quick === true,
      vault: variants.vault === true && variants.quick !== true && VAULT_PLAYERS.includes(players),
      advancedSnitch: variants.advancedSnitch === true && ADVANCED_SNITCH_PLAYERS.includes(players),
    };
    return moleFigures(players, options);
  }
  if (game === 'turncoat') return turncoatFigures(players, variants.koreanIdentityDeck === true);
  return snitchFigures(players);
}

/** The variants the calculator offers for a game at a count (the engine refuses the others). */
export function calculatorVariants(game: CalculatorGame, players: number): string[] {
  if (game === 'mole-in-the-crew') {
    return ['quick', ...(VAULT_PLAYERS.includes(players) ? ['vault'] : []), ...(ADVANCED_SNITCH_PLAYERS.includes(players) ? ['advancedSnitch'] : [])];
  }
  if (game === 'turncoat') return ['koreanIdentityDeck'];
  return [];
}
