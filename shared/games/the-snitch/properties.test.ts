import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, createRng, playGame, randomBot, replayJournal, type Bot } from '../../engine/index.ts';
import { snitchHeuristicBot } from './bots.ts';
import { ALL_CARDS, SNITCH, isAccomplice, isEscapePlan, itemOf } from './cards.ts';
import { theSnitch } from './index.ts';
import { judge } from './plans.ts';
import { LOG_CHUNK, entries, needOf, snitchSeat } from './piles.ts';
import { ESCAPE_SIZE, INTERROGATION_SIZE, PLANS_TO_WIN, RIOT_AT } from './table.ts';
import type { SnitchAction, SnitchOptions, SnitchState } from './types.ts';
import type { SnitchView } from './view.ts';

/** Random, but draws only one time in twenty when it can do anything else: long games where plans resolve. */
const patientBot: Bot<SnitchAction, SnitchView> = {
  id: 'patient',
  choose: ({ legal, rng }) => {
    const rest = legal.filter((a) => a.type !== 'draw');
    return rest.length > 0 && rng.float() >= 0.05 ? rng.pick(rest) : rng.pick(legal);
  },
};

const BOTS = { random: randomBot, patient: patientBot, heuristic: snitchHeuristicBot } as const;
type BotName = keyof typeof BOTS;

const tableArb = fc.record({
  players: fc.integer({ min: 4, max: 6 }),
  harder: fc.boolean(),
  guard: fc.constantFrom<'random' | number>('random', 0, 3),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  bot: fc.constantFrom<BotName>('random', 'patient', 'heuristic'),
});
type Table = { players: number; harder: boolean; guard: 'random' | number; seed: number; bot: BotName };

const optionsOf = (t: Table): Partial<SnitchOptions> => ({ harder: t.harder, guard: t.guard });

function play(table: Table, onStep?: (s: SnitchState) => void) {
  return playGame(theSnitch, {
    players: table.players,
    options: optionsOf(table),
    seed: table.seed,
    bots: new Array(table.players).fill(BOTS[table.bot]),
    ...(onStep ? { onStep: (s) => onStep(s as SnitchState) } : {}),
  });
}

/** Plain checks rather than `expect`, which is too slow to call thousands of times a game. */
function invariant(ok: boolean, what: string, s: SnitchState): void {
  if (!ok) throw new Error(`invariant broken: ${what}\n${JSON.stringify(s)}`);
}

const SORTED = [...ALL_CARDS].sort().join();

function checkInvariants(s: SnitchState): void {
  const cards = [...s.hands.flat(), ...s.accomplice, ...s.interrogation, ...s.removed, ...s.stashes.flat(), ...s.done, ...s.cleared];
  for (const p of s.plans) if (p != null) cards.push(p.card, ...p.under, ...p.attached);
  if (s.offer !== null) cards.push(s.offer.card);
  if (s.looking !== null) cards.push(s.looking.item);
  if (s.escape !== null) cards.push(...s.escape.route);
  invariant(cards.sort().join() === SORTED, 'all 54 cards are accounted for, each once', s);

  const log = entries(s);
  invariant(s.log.slice(0, -1).every((chunk) => Object.isFrozen(chunk) && chunk.length === LOG_CHUNK), 'full chunks of the record are sealed', s);
  const draws = log.filter(({ event: e }) => e.kind === 'draw' && e.deck === 'interrogation').length;
  invariant(s.interrogation.length === INTERROGATION_SIZE - draws, 'every interrogation card is drawn by a logged draw', s);
  invariant((s.interrogation.length === 0) === (s.result?.way === 'time-up'), 'the deck runs out exactly when time is up', s);
  invariant(log.filter(({ event: e }) => e.kind === 'riot').length === (s.interrogation.length <= RIOT_AT ? 1 : 0), 'the riot starts once, at 7 cards', s);

  const specials = [...s.accomplice, ...s.stashes.flat(), ...s.done, ...s.cleared, ...s.plans.flatMap((p) => (p == null ? [] : [p.card, ...p.under, ...p.attached]))];
  invariant(specials.every(isAccomplice), 'escape plans and the snitch are only in hands, the interrogation deck, the removed cards or the route', s);
  invariant(s.hands.filter((h) => h.includes(SNITCH)).length <= 1, 'at most one snitch', s);
  invariant(!(s.escape?.route ?? []).includes(SNITCH), 'the snitch card never goes on the route', s);

  const successes = s.resolutions.filter((r) => r.success).length;
  invariant(s.done.length === successes, 'a plan beside the weapon for each success', s);
  invariant(s.done.length <= PLANS_TO_WIN, 'at most 5 plans done', s);
  for (const r of s.resolutions) {
    const v = judge(r.cards, s.options.harder ? r.plan.name : null);
    invariant(v.success === r.success && v.daggers === r.daggers, 'a resolution\'s verdict matches its cards', s);
    invariant(r.cards.length === r.need + (r.extra ? 1 : 0), 'a plan reveals its cards and at most the extra card', s);
    invariant(!(r.knuckles && r.extra), 'no extra card with Brass knuckles', s);
  }

  const planPhase = ['turn', 'refusal', 'binoculars', 'new-plan'].includes(s.phase);
  if (planPhase) {
    s.plans.forEach((p, seat) => {
      if (p == null) invariant(s.phase === 'new-plan' && s.newPlanBy === seat, 'every seat has a plan, but a successful owner choosing anew', s);
      else invariant(p.under.length < needOf(p) && needOf(p) >= 1, 'an unresolved plan needs at least one card more', s);
    });
  }
  if (s.phase === 'vote' || s.phase === 'tie-break' || s.phase === 'shoot' || s.phase === 'call' || s.phase === 'add') {
    invariant(s.done.length === PLANS_TO_WIN && s.plans.every((p) => p === null) && s.stashes.every((x) => x.length === 0), 'the weapon clears the table', s);
  }
  invariant(s.escape === null || s.escape.route.length <= ESCAPE_SIZE, 'at most 6 cards on the route', s);
  invariant((s.phase === 'over') === (s.result !== null), 'a result exactly when over', s);
  invariant((s.phase === 'refusal') === (theSnitch.timer!(s) !== null), 'a timer exactly while a window is open', s);
  const due = theSnitch.pending(s);
  if (s.phase !== 'over') {
    invariant(due.length > 0, 'someone is due while the game runs', s);
    for (const seat of due) invariant(theSnitch.legalActions(s, seat).length > 0, 'every due seat has a legal action', s);
  }
  if (s.guard === s.soap && s.phase === 'turn') {
    const items = theSnitch.legalActions(s, s.soap).filter((a) => a.type === 'use-item');
    invariant(items.every((a) => a.type === 'use-item' && itemOf(a.card) === 'bribe-money'), 'a guarded player may use Bribe money only', s);
  }
  invariant(s.hands.flat().every((c) => isAccomplice(c) || isEscapePlan(c) || c === SNITCH), 'hands hold cards of the set', s);
}

function checkOutcome(s: SnitchState, outcome: { winner: string; way: string; winners: number[] }): void {
  const snitch = snitchSeat(s);
  const all = [...Array(s.players).keys()];
  switch (outcome.way) {
    case 'time-up':
      expect(outcome.winner).toBe(snitch === null ? 'nobody' : 'snitch');
      break;
    case 'weapon-to-snitch':
      expect(s.weapon).toBe(snitch);
      break;
    case 'escape-failed':
      expect(s.escapeResult!.success).toBe(false);
      expect(outcome.winner).toBe(snitch === null ? 'nobody' : 'snitch');
      break;
    case 'escape':
    case 'escape-snitch-shot':
      expect(s.escapeResult!.success).toBe(true);
      expect(outcome.way === 'escape-snitch-shot').toBe(snitch !== null && s.shot === snitch);
      break;
  }
  if (outcome.winner === 'snitch') expect(outcome.winners).toEqual([snitch]);
  if (outcome.winner === 'nobody') expect(outcome.winners).toEqual([]);
  if (outcome.winner === 'everyone') expect(outcome.winners).toEqual(all);
  if (outcome.winner === 'inmates') expect(outcome.winners).toEqual(all.filter((x) => x !== snitch && x !== s.shot));
}

describe('The Snitch over many random and heuristic games', () => {
  it('every game ends with an outcome, and the invariants hold after every action', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const played = play(table, checkInvariants);
        const s = played.state as SnitchState;
        expect(s.phase).toBe('over');
        checkOutcome(s, played.outcome);
      }),
      { numRuns: 250 },
    );
  });

  it('every way to end comes up, with and without a snitch', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      const bot = (['random', 'patient', 'heuristic'] as const)[seed % 3]!;
      const played = play({ players: 4 + (seed % 3), harder: false, guard: 'random', seed, bot });
      seen.add(`${played.outcome.winner}/${played.outcome.way}`);
    }
    expect([...seen].sort()).toEqual(
      ['everyone/escape', 'inmates/escape', 'inmates/escape-snitch-shot', 'nobody/escape-failed', 'nobody/time-up', 'snitch/escape-failed', 'snitch/time-up', 'snitch/weapon-to-snitch'].sort(),
    );
  });

  it('a journal replays to the identical state, also after a JSON round trip', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const played = play(table);
        const replayed = replayJournal({ [theSnitch.id]: theSnitch }, JSON.parse(JSON.stringify(played.journal)));
        expect(replayed.failure).toBeUndefined();
        expect(replayed.state).toEqual(played.state);
      }),
      { numRuns: 100 },
    );
  });

  it('games where the host\'s clock closes half of the refusal windows end too, and replay', () => {
    // Every window the clock closes is closed by it (the offer is gone, the card accepted), and
    // over the games the coin gives the clock about half of the windows that open.
    let opened = 0;
    let clocked = 0;
    for (let g = 0; g < 40; g++) {
      const created = createMatch(theSnitch, { players: 5, seed: `clock:${g}` });
      if (!created.ok) throw new Error(created.error.message);
      let state = created.value;
      const rng = createRng(`clock-bots:${g}`);
      const actions: { actor: number | 'clock'; action: unknown }[] = [];
      const windows = new Set<string>();
      while (theSnitch.outcome(state) === null) {
        const timer = theSnitch.timer!(state);
        if (timer !== null) windows.add(timer.key);
        let actor: number | 'clock';
        let action: SnitchAction;
        if (timer !== null && rng.float() < 0.5) {
          actor = 'clock';
          action = timer.action;
        } else {
          actor = rng.pick(theSnitch.pending(state));
          action = patientBot.choose({ seat: actor, legal: theSnitch.legalActions(state, actor), rng, view: theSnitch.view(state, actor) });
        }
        const next = applyAction(theSnitch, state, actor, action);
        if (!next.ok) throw new Error(next.error.message);
        checkInvariants(next.value);
        if (actor === 'clock') {
          clocked++;
          expect(theSnitch.timer!(next.value)?.key).not.toBe(timer!.key);
          expect(next.value.offer?.window).not.toBe(state.offer!.window);
        }
        state = next.value;
        actions.push({ actor, action });
        if (actions.length > 5000) throw new Error('did not end');
      }
      opened += windows.size;
      const journal = { format: 'hideout-journal', version: 1, game: theSnitch.id, players: 5, options: {}, seed: `clock:${g}`, actions };
      expect(replayJournal({ [theSnitch.id]: theSnitch }, journal).state).toEqual(state);
    }
    expect(opened).toBeGreaterThan(200);
    expect(clocked / opened).toBeGreaterThan(0.35);
    expect(clocked / opened).toBeLessThan(0.65);
  });

  it('the reveal order says nothing about whose card is which: a given player\'s card lands anywhere', () => {
    // Over many plans, where the card of the plan's first contributor lands in the reveal is uniform.
    const places = new Array<number>(3).fill(0);
    let plans = 0;
    for (let seed = 0; seed < 300 && plans < 600; seed++) {
      const played = play({ players: 4, harder: false, guard: 'random', seed, bot: 'patient' });
      const s = played.state as SnitchState;
      const firstCard = new Map<number, string>();
      const log = entries(s);
      log.forEach(({ event: e, hidden }, i) => {
        if (e.kind === 'play' && !firstCard.has(e.target)) firstCard.set(e.target, hidden!.card!);
        // A refused card never reached the plan.
        if (e.kind === 'refuse' && firstCard.get(e.owner) === log[i - 1]?.hidden?.card) firstCard.delete(e.owner);
        if (e.kind !== 'resolve') return;
        const card = firstCard.get(e.owner);
        firstCard.delete(e.owner);
        const cards = s.resolutions[e.number - 1]!.cards;
        if (card === undefined || cards.length !== 3) return;
        places[cards.indexOf(card)]! += 1;
        plans++;
      });
    }
    expect(plans).toBeGreaterThan(300);
    const expected = plans / 3;
    for (const n of places) expect(Math.abs(n - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });
});
