import type { Bot, BotTurn, Rng, Seat } from '../../engine/index.ts';
import { isSpy, suitOf, valueOf, type Card, type Suit } from './cards.ts';
import type { TurncoatAction } from './types.ts';
import type { PublicMission, TurncoatView } from './view.ts';

type Turn = BotTurn<TurncoatAction, TurncoatView>;

/** How a card looked in a reveal, for the bots' model: in the mission's suit, off-suit, or a spy. */
type Kind = 'on' | 'off' | 'spy';
type KindOdds = Readonly<Record<Kind, number>>;

/**
 * How often each kind of source puts each kind of card on a mission, as measured over heuristic
 * games (rounded): loyal players follow suit when they can, a turncoat who sabotages every
 * mission mostly does not, the deck's extra card is whatever comes. (At two players the
 * heuristic turncoat follows suit instead, exactly to slip under this model.)
 */
const LOYAL_ODDS: KindOdds = { on: 0.6, off: 0.39, spy: 0.01 };
const TURNCOAT_ODDS: KindOdds = { on: 0.02, off: 0.62, spy: 0.36 };
const EXTRA_ODDS: KindOdds = { on: 0.17, off: 0.59, spy: 0.24 };

/**
 * How likely a leader is to choose a mission of each value (index 1-9): a loyal leader tends to
 * keep the easier card, a turncoat less so. Measured over heuristic games with a turncoat who
 * kept the harder card one time in three; the heuristic turncoat now hides better than that
 * (see turncoatMission), as a careful person would.
 */
const LOYAL_LEAD = [0, 0.18, 0.165, 0.145, 0.13, 0.11, 0.09, 0.078, 0.06, 0.042];
const TURNCOAT_LEAD = [0, 0.135, 0.13, 0.12, 0.115, 0.11, 0.1, 0.09, 0.1, 0.1];
const LOG_LOYAL_LEAD = LOYAL_LEAD.map(Math.log);
const LOG_TURNCOAT_LEAD = TURNCOAT_LEAD.map(Math.log);

/** Chance that one mission succeeds, with and without a turncoat at the table (measured). */
const SUCCESS_WITH_TURNCOAT = 0.08;
const SUCCESS_WITHOUT_TURNCOAT = 0.33;

const kindOf = (card: Card, suit: Suit): Kind => (isSpy(card) ? 'spy' : suitOf(card) === suit ? 'on' : 'off');

/** Probability of seeing exactly `on` on-suit and `spy` spy cards from these sources. */
function kindsLikelihood(sources: readonly KindOdds[], on: number, spy: number): number {
  // dist[a][b]: a on-suit and b spies so far.
  let dist: number[][] = [[1]];
  for (const odds of sources) {
    const next: number[][] = [];
    dist.forEach((row, a) =>
      row.forEach((p, b) => {
        if (p === 0) return;
        const add = (da: number, db: number, q: number): void => {
          const r = (next[a + da] ??= []);
          r[b + db] = (r[b + db] ?? 0) + p * q;
        };
        add(1, 0, odds.on);
        add(0, 0, odds.off);
        add(0, 1, odds.spy);
      }),
    );
    dist = next;
  }
  return dist[on]?.[spy] ?? 0;
}

// The likelihoods depend only on the table size and the counts of on-suit cards and spies.
const likelihoodCache = new Map<number, { withTurncoat: number; without: number }>();

/** log P(this reveal | a turncoat at the table) and log P(this reveal | no turncoat). */
function revealLikelihoods(mission: PublicMission, players: number): { withTurncoat: number; without: number } {
  const suit = suitOf(mission.card);
  let on = 0;
  let spy = 0;
  for (const card of mission.cards) {
    const kind = kindOf(card, suit);
    if (kind === 'on') on++;
    else if (kind === 'spy') spy++;
  }
  const key = (players * 8 + on) * 8 + spy;
  let cached = likelihoodCache.get(key);
  if (cached === undefined) {
    const loyal = new Array<KindOdds>(players - 1).fill(LOYAL_ODDS);
    cached = {
      withTurncoat: Math.log(kindsLikelihood([...loyal, TURNCOAT_ODDS, EXTRA_ODDS], on, spy)),
      without: Math.log(kindsLikelihood([...loyal, LOYAL_ODDS, EXTRA_ODDS], on, spy)),
    };
    likelihoodCache.set(key, cached);
  }
  return cached;
}

/**
 * A loyal seat's belief, from its own view: the chance that each seat is the turncoat, and
 * (`none`) that there is no turncoat at all. Reveals tell whether a turncoat plays (cards are
 * shuffled, so not who); the missions each seat chose as leader tell who.
 */
export function beliefs(view: TurncoatView, me: Seat): { turncoat: number[]; none: number } {
  const n = view.players;
  const identityCards = view.identityDeck.length;
  // I hold a 10; the Joker is one of the other identity cards, dealt to a seat or removed.
  const unknown = identityCards - 1;
  const removed = identityCards - n;
  const log = new Array<number>(n).fill(Math.log(1 / unknown));
  log[me] = Number.NEGATIVE_INFINITY;
  let none = removed > 0 ? Math.log(removed / unknown) : Number.NEGATIVE_INFINITY;
  for (const mission of view.missions) {
    const { withTurncoat, without } = revealLikelihoods(mission, n);
    none += without;
    const v = valueOf(mission.card);
    const leader = mission.leader;
    if (leader !== me) none += LOG_LOYAL_LEAD[v]!;
    for (let s = 0; s < n; s++) {
      if (s === me) continue;
      log[s]! += withTurncoat;
      if (leader !== me) log[s]! += (leader === s ? LOG_TURNCOAT_LEAD : LOG_LOYAL_LEAD)[v]!;
    }
  }
  const top = Math.max(none, ...log);
  const weights = log.map((l) => Math.exp(l - top));
  const noneWeight = Math.exp(none - top);
  const sum = weights.reduce((a, b) => a + b, 0) + noneWeight;
  return { turncoat: weights.map((w) => w / sum), none: noneWeight / sum };
}

/** Chance to reach the winning number of successes before as many failures, each mission succeeding with `q`. */
function winByMissions(successes: number, failures: number, target: number, q: number): number {
  const memo = new Map<number, number>();
  const go = (s: number, f: number): number => {
    if (s >= target) return 1;
    if (f >= target) return 0;
    const key = s * 16 + f;
    let p = memo.get(key);
    if (p === undefined) {
      p = q * go(s + 1, f) + (1 - q) * go(s, f + 1);
      memo.set(key, p);
    }
    return p;
  };
  return go(successes, failures);
}

/** Belief in one suspect at which a loyal seat accuses at once, whatever the track. */
const CONFIDENT = 0.8;

/**
 * A loyal seat accuses its prime suspect when it is nearly sure, or when the next failure may
 * end the game and the suspect is a better bet than playing on. Otherwise it waits: every
 * mission brings more evidence, and a wrong accusation loses at once.
 */
function accusation(view: TurncoatView, me: Seat): TurncoatAction | null {
  const belief = beliefs(view, me);
  let suspect = -1;
  for (let s = 0; s < view.players; s++) if (s !== me && (suspect < 0 || belief.turncoat[s]! > belief.turncoat[suspect]!)) suspect = s;
  const p = belief.turncoat[suspect]!;
  if (p >= CONFIDENT) return { type: 'accuse', target: suspect, confirm: true };
  const target = view.missionsToWin;
  if (view.failures < target - 1) return null;
  const playOn =
    belief.none * winByMissions(view.successes, view.failures, target, SUCCESS_WITHOUT_TURNCOAT) +
    (1 - belief.none) * winByMissions(view.successes, view.failures, target, SUCCESS_WITH_TURNCOAT);
  return p > playOn ? { type: 'accuse', target: suspect, confirm: true } : null;
}

const countSuit = (hand: readonly Card[], suit: Suit): number => hand.filter((c) => !isSpy(c) && suitOf(c) === suit).length;
const bestInSuit = (hand: readonly Card[], suit: Suit): number =>
  hand.reduce((best, c) => (!isSpy(c) && suitOf(c) === suit ? Math.max(best, valueOf(c)) : best), 0);

/** Loyal leader: the mission this hand can best help, the easier one on a tie. */
function loyalMission(cards: readonly Card[], hand: readonly Card[]): Card {
  const score = (c: Card): number => bestInSuit(hand, suitOf(c)) - valueOf(c) + 0.5 * countSuit(hand, suitOf(c));
  return cards.reduce((best, c) => (score(c) > score(best) || (score(c) === score(best) && valueOf(c) < valueOf(best)) ? c : best));
}

/** Loyal: the highest card of the mission's suit; else the lowest off-suit card; a spy only when the hand holds nothing else. */
function loyalCommit(hand: readonly Card[], suit: Suit): Card {
  let best: Card | null = null;
  for (const c of hand) if (!isSpy(c) && suitOf(c) === suit && (best === null || valueOf(c) > valueOf(best))) best = c;
  if (best !== null) return best;
  for (const c of hand) if (!isSpy(c) && (best === null || valueOf(c) < valueOf(best))) best = c;
  return best ?? hand[0]!;
}

/** Two mission cards this close in value look alike: keeping the harder one then gives nothing away. */
const CLOSE_VALUES = 1;

/**
 * Turncoat leader: the harder mission when the two cards are close in value; otherwise what a
 * loyal leader with this hand would choose, because the choice is public and a turncoat who
 * always keeps the harder card is soon found out.
 */
function turncoatMission(cards: readonly Card[], hand: readonly Card[]): Card {
  const [a, b] = cards as [Card, Card];
  if (Math.abs(valueOf(a) - valueOf(b)) > CLOSE_VALUES) return loyalMission(cards, hand);
  return valueOf(a) >= valueOf(b) ? a : b;
}

/** How often the turncoat at 3-4 players plays a spy he holds, when the mission does not decide the game. */
const SPY_RATE = 0.6;

/**
 * Turncoat: a spy sinks any mission. When this mission decides the game (a fifth success or a
 * fifth failure), the turncoat sabotages with all he has: a spy, else the biggest off-suit
 * card. Otherwise, at 3-4 players (where shuffled cards point at nobody) he sabotages often;
 * at 2 players, where every spy the deck did not bring is his, he follows suit like a loyal
 * player and lets the missions fail by themselves.
 */
function turncoatCommit(view: TurncoatView, hand: readonly Card[], suit: Suit, rng: Rng): Card {
  const target = view.missionsToWin;
  const decisive = view.failures === target - 1 || view.successes === target - 1;
  if (!decisive && view.players === 2) return loyalCommit(hand, suit);
  const spy = hand.find(isSpy);
  if (spy !== undefined && (decisive || rng.float() < SPY_RATE)) return spy;
  let worst: Card | null = null;
  for (const c of hand) if (!isSpy(c) && suitOf(c) !== suit && (worst === null || valueOf(c) > valueOf(worst))) worst = c;
  if (worst !== null) return worst;
  if (spy !== undefined) return spy;
  return hand.reduce((low, c) => (valueOf(c) < valueOf(low) ? c : low));
}

/**
 * The heuristic's choice of mission or card, never an accusation (tests use it to play long
 * games). Null when the seat has nothing to decide.
 */
export function heuristicDecision(turn: Turn): TurncoatAction | null {
  const { view, rng } = turn;
  const me = view.you;
  const decision = me?.prompt?.decision ?? null;
  if (me === null || decision === null) return null;
  if (decision.kind === 'choose-mission') {
    const card = me.identity === 'loyal' ? loyalMission(decision.cards, me.hand) : turncoatMission(decision.cards, me.hand);
    return { type: 'choose-mission', card };
  }
  const suit = suitOf(view.current!.card!);
  const card = me.identity === 'loyal' ? loyalCommit(decision.cards, suit) : turncoatCommit(view, decision.cards, suit, rng);
  return { type: 'commit', card };
}

/**
 * Plays sensibly for its side from its own seat's view only. Loyal: choose the mission the
 * hand can help, follow suit with the highest card, never play a spy while anything else is
 * left, and accuse the prime suspect when nearly sure or when time runs out. Turncoat: keep the
 * harder mission when that is not a giveaway, and sabotage with spies and big off-suit cards
 * where the shuffle hides who did it, always when the mission decides the game.
 * Only ever asked when its seat is due (the host and `playGame` ask pending seats).
 */
export const turncoatHeuristicBot: Bot<TurncoatAction, TurncoatView> = {
  id: 'heuristic',
  choose(turn: Turn) {
    const me = turn.view.you;
    if (me === null || me.prompt?.decision == null) return turn.rng.pick(turn.legal);
    if (me.identity === 'loyal') {
      const accuse = accusation(turn.view, me.seat);
      if (accuse !== null) return accuse;
    }
    return heuristicDecision(turn)!;
  },
};
