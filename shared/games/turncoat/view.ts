import type { Seat, Viewer } from '../../engine/index.ts';
import type { Card } from './cards.ts';
import { canAccuse, pending } from './rules.ts';
import { HAND_SIZE, MISSIONS_TO_WIN, identityDeck, type IdentityCard } from './table.ts';
import type { Accusation, Identity, Phase, TurncoatOptions, TurncoatState, WinWay, Winner } from './types.ts';

/** The choice the table waits for from this seat. */
export type TurncoatDecision =
  /** The leader's two looked-at cards: one becomes the mission, the other is discarded face down. */
  | { kind: 'choose-mission'; cards: Card[] }
  /** The hand: one card goes face down on the mission. */
  | { kind: 'commit'; cards: Card[] };

/**
 * The Accuse control. Every phone shows the same one, with the same targets, so that nobody can
 * tell the turncoat's phone from across the table; on the turncoat's it explains why it cannot.
 */
export interface AccuseControl {
  canAccuse: boolean;
  /** Every other seat. */
  targets: Seat[];
  reason: 'turncoat-cannot-accuse' | null;
}

/** What this seat may do now. Only the seat itself ever sees it. */
export interface TurncoatPrompt {
  decision: TurncoatDecision | null;
  accuse: AccuseControl;
}

export interface FaceDownCard {
  mission: number;
  card: Card;
}

/** A seat's private knowledge. */
export interface TurncoatSecret {
  seat: Seat;
  identity: Identity;
  /** In the order held: the card drawn last is last. */
  hand: Card[];
  /** The two cards this seat looks at while it chooses the mission; null otherwise. */
  looked: Card[] | null;
  /** The card this seat has committed to the mission in progress, until the reveal. */
  committed: Card | null;
  /** Every card this seat discarded face down as a leader, remembered for the whole game. */
  faceDown: FaceDownCard[];
  /** Whether this seat has made the current choice (never what the others chose). */
  done: boolean;
  /** Null once the game is over. */
  prompt: TurncoatPrompt | null;
}

/** A resolved mission as everybody saw it: the leader's face-down discard is not in it. */
export interface PublicMission {
  number: number;
  leader: Seat;
  card: Card;
  lookSpies: Card[];
  /** In the shuffled order of the reveal: nobody can tell whose card, or the deck's, is which. */
  cards: Card[];
  total: number;
  spies: number;
  success: boolean;
}

/** The mission being played: the look, then the commitments. */
export interface CurrentMission {
  number: number;
  /** The mission card, once the leader has chosen; its suit and value are the target. */
  card: Card | null;
  /** Spies the leader drew and discarded face up during the look. */
  lookSpies: Card[];
  /** Cards committed so far (not whose is which). */
  committed: number;
}

/** Everything revealed at the end. Hands and unrevealed commitments stay hidden (a ruling). */
export interface TurncoatReveal {
  winner: Winner;
  way: WinWay;
  identities: Identity[];
  /** The identity cards removed unseen at the deal. */
  removed: IdentityCard[];
  turncoat: Seat | null;
  /** Every leader's face-down discard, the unfinished mission's included. */
  faceDown: (FaceDownCard & { leader: Seat })[];
}

export interface TurncoatView {
  game: 'turncoat';
  players: number;
  options: TurncoatOptions;
  /** The identity cards shuffled for this table (public: the rules say them). */
  identityDeck: IdentityCard[];
  missionsToWin: number;
  handSize: number;
  phase: Phase;
  leader: Seat;
  /** Null when the game ended with its last mission. */
  current: CurrentMission | null;
  /** Seats whose choice is awaited: the leader, then everyone not yet committed. */
  waitingFor: Seat[];
  handSizes: number[];
  successes: number;
  failures: number;
  missions: PublicMission[];
  deckCount: number;
  discardCount: number;
  /** Times the discard pile became a new deck. */
  reshuffles: number;
  accusation: Accusation | null;
  /** Null on the board and for spectators. */
  you: TurncoatSecret | null;
  /** Null until the game is over. */
  reveal: TurncoatReveal | null;
}

function accuseControl(state: TurncoatState, seat: Seat): AccuseControl {
  const targets: Seat[] = [];
  for (let s = 0; s < state.players; s++) if (s !== seat) targets.push(s);
  const allowed = canAccuse(state, seat);
  return { canAccuse: allowed, targets, reason: allowed ? null : 'turncoat-cannot-accuse' };
}

function decision(state: TurncoatState, seat: Seat): TurncoatDecision | null {
  if (state.phase === 'mission-choice' && seat === state.leader) return { kind: 'choose-mission', cards: [...state.looked!] };
  if (state.phase === 'commit' && state.commits[seat] === null) return { kind: 'commit', cards: [...state.hands[seat]!] };
  return null;
}

function faceDownsOf(state: TurncoatState, seat: Seat): FaceDownCard[] {
  const out: FaceDownCard[] = [];
  for (const m of state.missions) if (m.leader === seat) out.push({ mission: m.number, card: m.faceDown });
  if (state.faceDown !== null && state.leader === seat) out.push({ mission: state.missions.length + 1, card: state.faceDown });
  return out;
}

function secret(state: TurncoatState, seat: Seat): TurncoatSecret {
  const over = state.phase === 'over';
  const asked = state.phase === 'commit' || (state.phase === 'mission-choice' && seat === state.leader);
  return {
    seat,
    identity: state.identities[seat]!,
    hand: [...state.hands[seat]!],
    looked: state.phase === 'mission-choice' && seat === state.leader ? [...state.looked!] : null,
    committed: state.commits[seat] ?? null,
    faceDown: faceDownsOf(state, seat),
    done: asked && !pending(state).includes(seat),
    prompt: over ? null : { decision: decision(state, seat), accuse: accuseControl(state, seat) },
  };
}

function reveal(state: TurncoatState): TurncoatReveal | null {
  if (state.result === null) return null;
  const faceDown = state.missions.map((m) => ({ mission: m.number, leader: m.leader, card: m.faceDown }));
  if (state.faceDown !== null) faceDown.push({ mission: state.missions.length + 1, leader: state.leader, card: state.faceDown });
  const turncoat = state.identities.indexOf('turncoat');
  return {
    winner: state.result.winner,
    way: state.result.way,
    identities: [...state.identities],
    removed: [...state.removed],
    turncoat: turncoat < 0 ? null : turncoat,
    faceDown,
  };
}

function current(state: TurncoatState): CurrentMission | null {
  // A game that ended with its fifth success or failure has no mission in progress; one that
  // ended by an accusation keeps the unfinished mission as it stood.
  if (state.phase === 'over' && state.accusation === null) return null;
  let committed = 0;
  for (const c of state.commits) if (c !== null) committed++;
  return { number: state.missions.length + 1, card: state.missionCard, lookSpies: [...state.lookSpies], committed };
}

/**
 * The one function through which anything of a Turncoat game leaves the host. Built field by
 * field from what the viewer may know; never a copy of the state.
 */
export function view(state: TurncoatState, viewer: Viewer): TurncoatView {
  return {
    game: 'turncoat',
    players: state.players,
    options: { ...state.options },
    identityDeck: identityDeck(state.players, state.options.koreanIdentityDeck),
    missionsToWin: MISSIONS_TO_WIN,
    handSize: HAND_SIZE,
    phase: state.phase,
    leader: state.leader,
    current: current(state),
    waitingFor: pending(state),
    handSizes: state.hands.map((h) => h.length),
    successes: state.successes,
    failures: state.failures,
    missions: state.missions.map((m) => ({
      number: m.number,
      leader: m.leader,
      card: m.card,
      lookSpies: [...m.lookSpies],
      cards: [...m.cards],
      total: m.total,
      spies: m.spies,
      success: m.success,
    })),
    deckCount: state.deck.length,
    discardCount: state.discard.length,
    reshuffles: state.reshuffles,
    accusation: state.accusation === null ? null : { ...state.accusation },
    you: viewer === 'board' ? null : secret(state, viewer),
    reveal: reveal(state),
  };
}
