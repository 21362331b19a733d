import type { Bot, BotTurn, Rng, Seat } from '../../engine/index.ts';
import type { MoleAction } from './types.ts';
import type { MoleView } from './view.ts';

type Turn = BotTurn<MoleAction, MoleView>;

const seats = (n: number): Seat[] => [...Array(n).keys()];

/**
 * How suspicious each seat looks to this viewer, from the public record plus what its role
 * knows: blown locks weigh on their team, opened locks and the Lookout's alibis lighten, the
 * Contact's suspects start heavy. Known Moles get a large score (a Mole uses it to tell friends).
 */
export function suspicion(view: MoleView): number[] {
  const score = new Array<number>(view.players).fill(0);
  for (const lock of view.locks) {
    if (lock.by !== 'cards') continue;
    for (const s of lock.team) {
      score[s]! += lock.sabotages > 0 ? (2 * lock.sabotages) / lock.team.length : -0.3;
    }
  }
  const you = view.you;
  if (you !== null) {
    for (const alibi of you.alibis) if (alibi.seat !== null) score[alibi.seat]! -= 1.5;
    for (const s of you.suspects ?? []) score[s]! += 3;
    for (const s of you.knownMoles) score[s]! += 10;
    score[you.seat] = you.side === 'crew' ? -10 : score[you.seat]!;
  }
  return score;
}

/** The `count` seats with the lowest score, ties in random order. */
function lowest(candidates: Seat[], score: readonly number[], count: number, rng: Rng): Seat[] {
  const shuffled = rng.shuffle([...candidates]);
  return shuffled.sort((a, b) => score[a]! - score[b]!).slice(0, count);
}

function propose(turn: Turn, size: number): MoleAction {
  const { view, rng } = turn;
  const me = view.you!;
  const score = suspicion(view);
  const others = seats(view.players).filter((s) => s !== me.seat);
  if (me.side === 'crew') return { type: 'propose', team: [me.seat, ...lowest(others, score, size - 1, rng)] };
  // A Mole brings himself and otherwise the cleanest-looking players, so the team looks sound
  // and one Sabotage suffices; fellow Moles are left out to avoid wasting budgets.
  const friends = new Set(me.knownMoles);
  const crewish = others.filter((s) => !friends.has(s));
  const team = [me.seat, ...lowest(crewish, score, size - 1, rng)];
  return { type: 'propose', team: team.length === size ? team : [me.seat, ...lowest(others, score, size - 1, rng)] };
}

function vote(turn: Turn, team: Seat[]): MoleAction {
  const { view, rng } = turn;
  const me = view.you!;
  const lastChance = view.rejections === view.patrolAt - 1;
  if (me.side === 'moles') {
    const moleOnTeam = team.includes(me.seat) || team.some((s) => me.knownMoles.includes(s));
    if (moleOnTeam) return { type: 'vote', approve: true };
    // A clean team: reject, which pushes towards Patrol, but now and then approve to blend in.
    return { type: 'vote', approve: !lastChance && rng.float() < 0.25 };
  }
  if (me.role === 'contact') {
    const suspects = team.filter((s) => me.suspects!.includes(s)).length;
    if (suspects === 0) return { type: 'vote', approve: true };
    // One suspect may be a Double: on the last chance before Patrol, take the risk. Otherwise
    // reject, but not every time, so that the votes do not point straight at the Contact.
    if (suspects === 1) return { type: 'vote', approve: lastChance || rng.float() < 0.15 };
    return { type: 'vote', approve: false };
  }
  const score = suspicion(view);
  const worst = Math.max(...team.filter((s) => s !== me.seat).map((s) => score[s]!));
  return { type: 'vote', approve: lastChance || worst < 0.5 };
}

function play(turn: Turn): MoleAction {
  const { view, rng } = turn;
  const me = view.you!;
  if (me.sabotagesLeft === null || me.sabotagesLeft === 0) return { type: 'play', card: 'clean' };
  const team = view.proposal!;
  const needed = view.sabotagesNeeded[view.lock]!;
  if (needed > 1) return { type: 'play', card: 'sabotage' };
  // One Sabotage is enough: among the Moles this one can see on the team, the lowest seat plays it.
  const visible = team.filter((s) => s === me.seat || me.knownMoles.includes(s));
  const designated = Math.min(...visible) === me.seat;
  const blown = view.locks.filter((l) => l.status === 'blown').length;
  const open = view.locks.filter((l) => l.status === 'open').length;
  const decisive = blown === view.locksToWin - 1 || open === view.locksToWin - 1;
  if (!designated) return { type: 'play', card: 'clean' };
  // Holding back early now and then keeps a budget for later and muddies the record.
  return { type: 'play', card: decisive || rng.float() < 0.85 ? 'sabotage' : 'clean' };
}

/**
 * How much a seat's votes look like the Contact's: rejecting teams that held Moles, approving
 * teams that did not, proposing clean teams. `moles` is who the scorer believes the Moles are.
 */
export function contactLikeness(view: MoleView, moles: ReadonlySet<Seat>): number[] {
  const score = new Array<number>(view.players).fill(0);
  for (const record of view.history) {
    const dirty = record.team.some((s) => moles.has(s));
    record.votes.forEach((approve, s) => {
      if (dirty) score[s]! += approve ? -1 : 1;
      else score[s]! += approve ? 0.3 : -0.3;
    });
    if (!dirty) score[record.boss]! += 0.5;
  }
  return score;
}

function argmax(candidates: Seat[], score: readonly number[]): Seat {
  // Deterministic (lowest seat on ties) so that Moles with the same information mark alike.
  return candidates.reduce((best, s) => (score[s]! > score[best]! ? s : best), candidates[0]!);
}

function getaway(turn: Turn, protect: boolean): MoleAction {
  const { view } = turn;
  const me = view.you!;
  const others = seats(view.players).filter((s) => s !== me.seat);
  if (me.side === 'moles') {
    const moles = new Set([me.seat, ...me.knownMoles]);
    const candidates = others.filter((s) => !moles.has(s));
    return { type: 'getaway', mark: argmax(candidates, contactLikeness(view, moles)) };
  }
  const score = suspicion(view);
  const mark = argmax(others, score);
  if (!protect) return { type: 'getaway', mark };
  // The Driver guesses the Moles from the record and shields whoever they will take for the Contact.
  const guessedMoles = new Set(
    others
      .slice()
      .sort((a, b) => score[b]! - score[a]!)
      .slice(0, Math.max(1, Math.round(view.players / 3))),
  );
  const shield = argmax(others.filter((s) => !guessedMoles.has(s)), contactLikeness(view, guessedMoles));
  return { type: 'getaway', mark, protect: shield };
}

/**
 * Plays sensibly for its side from its own seat's view only. The Crew avoids teams with known
 * suspects; the Contact votes against suspects without doing it every time; the Moles sabotage
 * once per team when it matters and keep their budget otherwise; in the Getaway the Moles mark
 * whoever voted most like the Contact, and the Driver shields that same player.
 */
export const moleHeuristicBot: Bot<MoleAction, MoleView> = {
  id: 'heuristic',
  choose(turn) {
    const prompt = turn.view.you?.prompt;
    let action: MoleAction;
    switch (prompt?.kind) {
      case 'propose':
        action = propose(turn, prompt.size);
        break;
      case 'vote':
        action = vote(turn, prompt.team);
        break;
      case 'play':
        action = play(turn);
        break;
      case 'getaway':
        action = getaway(turn, prompt.protect);
        break;
      default:
        return turn.rng.pick(turn.legal);
    }
    return action;
  },
};
