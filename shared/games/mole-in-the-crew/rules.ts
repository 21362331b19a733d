import { ErrorCode, RuleError, rngFrom, seal, type Actor, type Outcome, type Seat, type SetupContext } from '../../engine/index.ts';
import { budgetsFor, contactSuspects, rolesToDeal, sabotageBudget } from './deal.ts';
import { LOOKOUT_ALIBIS, PATROL_AT, VAULT_LOCK, VAULT_SABOTAGES, approvalsNeeded, tableRow } from './table.ts';
import { sideOf, type Card, type MoleAction, type MoleDeal, type MoleOptions, type MoleState, type Side, type WinWay } from './types.ts';

/** Locks in the game, and how many a side needs to win (or, for the Crew, to reach the Getaway). */
export function lockCount(options: MoleOptions): number {
  return options.quick ? 3 : 5;
}
export function locksToWin(options: MoleOptions): number {
  return options.quick ? 2 : 3;
}

export function teamSize(players: number, lock: number): number {
  const size = tableRow(players).teamSizes[lock];
  if (size === undefined) throw new RangeError(`no lock ${lock + 1}`);
  return size;
}

/** Sabotages that blow a lock: one, except the Vault's lock 4 which needs two. */
export function sabotagesNeeded(players: number, options: MoleOptions, lock: number): number {
  return options.vault && lock === VAULT_LOCK && players >= 7 ? VAULT_SABOTAGES : 1;
}

const isMole = (state: MoleState, seat: Seat): boolean => sideOf(state.roles[seat]!) === 'moles';

export function setup({ players, options, rng, deal, first }: SetupContext<MoleOptions, MoleDeal>): Omit<MoleState, 'players' | 'rng'> {
  const roles = deal?.roles ?? rng.shuffle(rolesToDeal(players, options));
  const suspects = contactSuspects(roles, rng);
  const boss = deal?.firstBoss ?? first ?? rng.int(players);
  // What is dealt never changes: sealed, it is shared by every later state instead of copied.
  return {
    options: seal({ ...options }),
    roles: seal([...roles]),
    suspects: seal(suspects),
    budgets: budgetsFor(roles, sabotageBudget(players, options)),
    phase: 'propose',
    boss,
    lock: 0,
    rejections: 0,
    proposal: null,
    votes: new Array<boolean | null>(players).fill(null),
    plays: new Array<Card | null>(players).fill(null),
    locks: [],
    history: [],
    alibis: [],
    marks: new Array<Seat | null>(players).fill(null),
    protect: null,
    result: null,
  };
}

const unset = <T>(choices: readonly (T | null)[]): Seat[] => {
  const out: Seat[] = [];
  for (let s = 0; s < choices.length; s++) if (choices[s] === null) out.push(s);
  return out;
};

export function pending(state: MoleState): Seat[] {
  switch (state.phase) {
    case 'propose':
      return [state.boss];
    case 'vote':
      return unset(state.votes);
    case 'mission':
      return (state.proposal ?? []).filter((s) => state.plays[s] === null);
    case 'getaway':
      return unset(state.marks);
    case 'over':
      return [];
  }
}

/** Every team of `size` seats out of `players`, in lexicographic order. */
function combinations(players: number, size: number): Seat[][] {
  const out: Seat[][] = [];
  const pick: Seat[] = [];
  const walk = (from: number): void => {
    if (pick.length === size) {
      out.push([...pick]);
      return;
    }
    for (let s = from; s <= players - (size - pick.length); s++) {
      pick.push(s);
      walk(s + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The cards this seat may play on a team: the Crew only Clean, a Mole Sabotage too while budget lasts. */
export function playableCards(state: MoleState, seat: Seat): Card[] {
  return isMole(state, seat) && state.budgets[seat]! > 0 ? ['clean', 'sabotage'] : ['clean'];
}

// Proposals depend only on the table and the team size: built once per pair, then shared
// (sealed, so no caller can alter them).
const proposalCache = new Map<number, readonly MoleAction[]>();
function allProposals(players: number, size: number): readonly MoleAction[] {
  const key = players * 100 + size;
  let actions = proposalCache.get(key);
  if (actions === undefined) {
    actions = seal(combinations(players, size).map((team): MoleAction => ({ type: 'propose', team })));
    proposalCache.set(key, actions);
  }
  return actions;
}

export function legalActions(state: MoleState, seat: Seat): readonly MoleAction[] {
  if (!pending(state).includes(seat)) return [];
  switch (state.phase) {
    case 'propose':
      return allProposals(state.players, teamSize(state.players, state.lock));
    case 'vote':
      return [
        { type: 'vote', approve: true },
        { type: 'vote', approve: false },
      ];
    case 'mission':
      return playableCards(state, seat).map((card) => ({ type: 'play', card }));
    case 'getaway': {
      const others = [...Array(state.players).keys()].filter((s) => s !== seat);
      if (state.roles[seat] !== 'driver') return others.map((mark) => ({ type: 'getaway', mark }));
      return others.flatMap((mark) => others.map((protect) => ({ type: 'getaway' as const, mark, protect })));
    }
    case 'over':
      return [];
  }
}

function illegal(reason: string, message: string, params?: Record<string, string | number | boolean>): RuleError {
  return new RuleError(ErrorCode.IllegalAction, message, reason, params);
}

function requirePhase(state: MoleState, action: MoleAction, phase: MoleState['phase']): void {
  if (state.phase !== phase) {
    throw new RuleError(ErrorCode.NotYourTurn, `"${action.type}" is not what the table is doing now (${state.phase})`, 'wrong-phase', {
      phase: state.phase,
    });
  }
}

function checkSeat(state: MoleState, seat: Seat, what: string): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    throw illegal('no-such-seat', `${what} must be a seat of this table`, { seat });
  }
}

export function apply(state: MoleState, actor: Actor, action: MoleAction): void {
  if (actor === 'clock') throw new RuleError(ErrorCode.BadActor, 'Mole in the Crew has no timed inputs', 'no-clock');
  switch (action.type) {
    case 'propose':
      return propose(state, actor, action.team);
    case 'vote':
      return vote(state, actor, action.approve);
    case 'play':
      return play(state, actor, action.card);
    case 'getaway':
      return getaway(state, actor, action.mark, action.protect);
  }
}

function propose(state: MoleState, seat: Seat, team: Seat[]): void {
  requirePhase(state, { type: 'propose', team }, 'propose');
  if (seat !== state.boss) throw new RuleError(ErrorCode.NotYourTurn, 'only the Boss proposes a team', 'not-boss');
  const size = teamSize(state.players, state.lock);
  if (team.length !== size) throw illegal('team-size', `lock ${state.lock + 1} needs a team of exactly ${size}`, { size });
  team.forEach((s) => checkSeat(state, s, 'every team member'));
  if (new Set(team).size !== team.length) throw illegal('team-repeats', 'a team names each member once');
  state.proposal = [...team].sort((a, b) => a - b);
  state.votes.fill(null);
  state.phase = 'vote';
}

const leftOf = (state: MoleState, seat: Seat): Seat => (seat + 1) % state.players;

function vote(state: MoleState, seat: Seat, approve: boolean): void {
  requirePhase(state, { type: 'vote', approve }, 'vote');
  if (state.votes[seat] !== null) throw new RuleError(ErrorCode.AlreadyActed, 'you already voted on this team', 'already-voted');
  state.votes[seat] = approve;
  if (state.votes.some((v) => v === null)) return;

  // All votes are in: they turn over together, by name.
  const votes = state.votes as boolean[];
  const approvals = votes.filter(Boolean).length;
  const approved = approvals >= approvalsNeeded(state.players);
  state.history.push(
    seal({ lock: state.lock, attempt: state.rejections + 1, boss: state.boss, team: [...state.proposal!], votes: [...votes], approved }),
  );
  state.votes.fill(null);
  if (approved) {
    state.plays.fill(null);
    state.phase = 'mission';
    return;
  }
  state.rejections += 1;
  state.boss = leftOf(state, state.boss);
  if (state.rejections < PATROL_AT) {
    state.proposal = null;
    state.phase = 'propose';
    return;
  }
  // Patrol: the third rejection in a row blows the lock. The Boss has already passed left.
  state.locks.push(
    seal({
      lock: state.lock,
      status: 'blown',
      by: 'patrol',
      team: [...state.proposal!],
      cards: [],
      sabotages: 0,
      needed: sabotagesNeeded(state.players, state.options, state.lock),
    }),
  );
  nextLock(state);
}

function play(state: MoleState, seat: Seat, card: Card): void {
  requirePhase(state, { type: 'play', card }, 'mission');
  const team = state.proposal!;
  if (!team.includes(seat)) throw new RuleError(ErrorCode.NotYourTurn, 'only the team plays cards', 'not-on-team');
  if (state.plays[seat] !== null) throw new RuleError(ErrorCode.AlreadyActed, 'you already played your card', 'already-played');
  if (card === 'sabotage') {
    if (!isMole(state, seat)) throw illegal('crew-plays-clean', 'the Crew can only play Clean');
    if (state.budgets[seat]! <= 0) throw illegal('no-sabotage-left', 'you have no Sabotage left: only Clean');
  }
  state.plays[seat] = card;
  if (team.some((s) => state.plays[s] === null)) return;

  const rng = rngFrom(state.rng);
  const cards: Card[] = [];
  const cleanPlayers: Seat[] = [];
  for (const s of team) {
    const c = state.plays[s]!;
    cards.push(c);
    if (c === 'sabotage') state.budgets[s]! -= 1;
    else cleanPlayers.push(s);
  }
  rng.shuffle(cards);
  // Who played what is forgotten here: only the shuffled cards and their count remain.
  state.plays.fill(null);
  const sabotages = cards.filter((c) => c === 'sabotage').length;
  const needed = sabotagesNeeded(state.players, state.options, state.lock);
  const blown = sabotages >= needed;
  state.locks.push(seal({ lock: state.lock, status: blown ? 'blown' : 'open', by: 'cards', team: [...team], cards, sabotages, needed }));

  if (blown) {
    const blownByCards = state.locks.filter((l) => l.status === 'blown' && l.by === 'cards').length;
    const lookout = state.roles.indexOf('lookout');
    if (lookout >= 0 && blownByCards <= LOOKOUT_ALIBIS) {
      const candidates = cleanPlayers.filter((s) => s !== lookout);
      state.alibis.push(seal({ lock: state.lock, seat: candidates.length > 0 ? rng.pick(candidates) : null }));
    }
  }
  state.boss = leftOf(state, state.boss);
  nextLock(state);
}

/** After a lock resolves: a win, the Getaway, or the next lock. */
function nextLock(state: MoleState): void {
  const target = locksToWin(state.options);
  const blown = state.locks.filter((l) => l.status === 'blown');
  const open = state.locks.filter((l) => l.status === 'open').length;
  state.proposal = null;
  state.rejections = 0;
  if (blown.length >= target) {
    finish(state, 'moles', blown[blown.length - 1]!.by === 'patrol' ? 'patrol' : 'locks');
    return;
  }
  if (open >= target) {
    state.phase = 'getaway';
    state.marks.fill(null);
    state.protect = null;
    return;
  }
  state.lock += 1;
  state.phase = 'propose';
}

function getaway(state: MoleState, seat: Seat, mark: Seat, protect: Seat | undefined): void {
  requirePhase(state, protect === undefined ? { type: 'getaway', mark } : { type: 'getaway', mark, protect }, 'getaway');
  if (state.marks[seat] !== null) throw new RuleError(ErrorCode.AlreadyActed, 'you already made your Getaway choice', 'already-marked');
  checkSeat(state, mark, 'the marked player');
  if (mark === seat) throw illegal('mark-self', 'mark another player, not yourself');
  const isDriver = state.roles[seat] === 'driver';
  if (isDriver) {
    if (protect === undefined) throw illegal('driver-must-protect', 'the Driver also protects one player');
    checkSeat(state, protect, 'the protected player');
    if (protect === seat) throw illegal('protect-self', 'the Driver protects someone other than himself');
  } else if (protect !== undefined) {
    throw illegal('only-driver-protects', 'only the Driver protects');
  }
  state.marks[seat] = mark;
  if (isDriver) state.protect = protect!;
  if (state.marks.some((m) => m === null)) return;

  // Only the Moles' (and the Snitch's) marks count; everybody marked so that marking exposes nobody.
  const tally = new Array<number>(state.players).fill(0);
  state.marks.forEach((m, s) => {
    if (isMole(state, s)) tally[m!]! += 1;
  });
  const top = Math.max(...tally);
  const tied = tally.flatMap((n, s) => (n === top ? [s] : []));
  const accused = tied.length === 1 ? tied[0]! : rngFrom(state.rng).pick(tied);
  const protectedSeat = state.protect!;
  const getawayResult = { accused, protected: protectedSeat, tally, tied };
  if (accused === protectedSeat) finish(state, 'crew', 'getaway-void', getawayResult);
  else if (state.roles[accused] === 'contact') finish(state, 'moles', 'getaway-found', getawayResult);
  else finish(state, 'crew', 'getaway-escaped', getawayResult);
}

function finish(state: MoleState, winner: Side, way: WinWay, getawayResult?: NonNullable<MoleState['result']>['getaway']): void {
  state.phase = 'over';
  state.result = getawayResult === undefined ? { winner, way } : { winner, way, getaway: getawayResult };
}

export function outcome(state: MoleState): Outcome | null {
  if (state.result === null) return null;
  const { winner, way } = state.result;
  return { winner, way, winners: state.roles.flatMap((role, seat) => (sideOf(role) === winner ? [seat] : [])) };
}
