import { describe, expect, it } from 'vitest';
import { createRng, playGame, randomBot, type Bot, type Seat } from '../../engine/index.ts';
import { contributors, snitchHeuristicBot, suspicion } from './bots.ts';
import { hasDagger, type Card } from './cards.ts';
import { theSnitch } from './index.ts';
import { act, arrange, drawTurn, fixedGame, give, HANDS4, snitchFirstDeal, table4, weaponIn, withState } from './test-helpers.ts';
import type { SnitchAction, SnitchEvent, SnitchState, Resolution } from './types.ts';
import type { SnitchView } from './view.ts';

const H = snitchHeuristicBot;
const R = randomBot;

/** Asks the heuristic bot for this seat's move, from that seat's view only. */
function ask(state: SnitchState, seat: Seat, seed = 'ask', viewChange?: (v: SnitchView) => void): SnitchAction {
  const view = theSnitch.view(state, seat);
  viewChange?.(view);
  return H.choose({ seat, view, legal: theSnitch.legalActions(state, seat), rng: createRng(seed) });
}

const asks = (state: SnitchState, seat: Seat, n = 30): SnitchAction[] => Array.from({ length: n }, (_, i) => ask(state, seat, `s${i}`));

/** One bot for the snitch, another for everybody else; each decides from its own view. */
function sides(loyal: Bot<any, any>, snitch: Bot<any, any>): Bot<SnitchAction, SnitchView> {
  return { id: 'sides', choose: (turn) => (turn.view.you?.snitch ? snitch : loyal).choose(turn) as SnitchAction };
}

/** Makes the first player to act draw at once, so that (with a snitch-first deal) seat 0 is the snitch from the start. */
const opening = (inner: Bot<any, any>): Bot<SnitchAction, SnitchView> => ({
  id: 'opening',
  choose: (turn) => (turn.view.turn === 1 && turn.view.you?.prompt?.kind === 'turn' ? { type: 'draw' } : (inner.choose(turn) as SnitchAction)),
});

/** How often the snitch wins, in five-player games that surely have one. */
function snitchWins(loyal: Bot<any, any>, snitch: Bot<any, any>, games: number): number {
  const bot = opening(sides(loyal, snitch));
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const played = playGame(theSnitch, { players: 5, options: { soap: 0 }, deal: snitchFirstDeal(5, i), seed: `strength:${i}`, bots: new Array(5).fill(bot) });
    if (played.outcome.winner === 'snitch') wins++;
  }
  return wins / games;
}

describe('the heuristic Snitch bot against random play', () => {
  it('heuristic inmates beat the snitch far more often than random inmates, whoever plays the snitch', () => {
    expect(snitchWins(H, H, 60)).toBeLessThan(snitchWins(R, H, 60) - 0.3);
    expect(snitchWins(H, R, 60)).toBeLessThan(snitchWins(R, R, 60) - 0.3);
  });

  it('the heuristic snitch wins more often than a random snitch against random inmates', () => {
    expect(snitchWins(R, H, 100)).toBeGreaterThan(snitchWins(R, R, 100) + 0.05);
  });

  it('against careful inmates a snitch present from the start still wins about one game in five', () => {
    const rate = snitchWins(H, H, 100);
    expect(rate).toBeGreaterThan(0.08);
    expect(rate).toBeLessThan(0.4);
  });

  it('in games without a forced snitch, heuristic tables escape far more often than random ones', () => {
    const escapes = (bot: Bot<any, any>): number => {
      let n = 0;
      for (let i = 0; i < 60; i++) if (playGame(theSnitch, { players: 5, seed: `esc:${i}`, bots: new Array(5).fill(bot) }).outcome.way.startsWith('escape')) n++;
      return n;
    };
    expect(escapes(H)).toBeGreaterThan(escapes(R) + 15);
  });
});

describe('the heuristic\'s decisions', () => {
  it('a loyal first plan needs few cards, and is a dagger card if it can be (a plan\'s own dagger never counts)', () => {
    expect(ask(fixedGame({ hands: HANDS4 }), 0)).toEqual({ type: 'choose-plan', card: 'cook-1' });
  });

  it('the snitch\'s plan is a slow one, keeping its daggers', () => {
    const s = withState(fixedGame({ hands: HANDS4 }), (x) => {
      x.hands[0]!.push('snitch');
      x.interrogation.splice(x.interrogation.indexOf('snitch'), 1);
    });
    expect(ask(s, 0)).toEqual({ type: 'choose-plan', card: 'giant-1' });
  });

  it('a loyal player never puts a dagger under a plan while holding a clean card', () => {
    for (const action of asks(table4(), 0)) {
      expect(action.type).toBe('play');
      expect(hasDagger((action as { card: Card }).card)).toBe(false);
    }
  });

  it('a loyal player finishes the plan that needs one more card', () => {
    let s = give(table4(), 0, 'doc-1', 1);
    s = drawTurn(s);
    expect(ask(s, 2)).toMatchObject({ type: 'play', target: 1 });
  });

  it('a loyal player uses a Crowbar to finish a plan without adding a card', () => {
    let s = give(table4(), 0, 'doc-1', 1);
    s = drawTurn(s);
    s = withState(s, (x) => {
      x.interrogation.splice(x.interrogation.indexOf('barber-2'), 1);
      x.stashes[2]!.push('barber-2');
    });
    expect(ask(s, 2)).toEqual({ type: 'use-item', card: 'barber-2', target: 1 });
  });

  it('a loyal player plays a card whose twin it knows is elsewhere; with Harder never the plan\'s own name', () => {
    const only = (harder: boolean) =>
      withState(table4({ options: { harder } }), (x) => {
        x.interrogation.push(...x.hands[0]!.filter((c) => c !== 'cook-1'));
        x.hands[0] = ['cook-1', x.interrogation.splice(x.interrogation.indexOf('barber-2'), 1)[0]!];
      });
    // The Barber's twin is seat 1's plan: barber-2 cannot repeat a name under a plan, except the Barber itself with Harder.
    expect(ask(only(false), 0)).toEqual({ type: 'play', card: 'barber-2', target: 1 });
    expect(ask(only(true), 0)).toEqual({ type: 'play', card: 'barber-2', target: 3 });
  });

  it('the snitch sabotages about one turn in three: a dagger under the plan with most room; a loyal player with the same hand never does', () => {
    const s = withState(table4(), (x) => {
      x.hands[0]!.push('snitch');
      x.interrogation.splice(x.interrogation.indexOf('snitch'), 1);
      x.plans[3]!.under.push(x.interrogation.shift()!);
    });
    const actions = asks(s, 0, 40);
    const daggers = actions.filter((a) => a.type === 'play' && a.card === 'cook-1');
    expect(daggers.length).toBeGreaterThan(4);
    expect(daggers.length).toBeLessThan(24);
    // Seat 1's plan has room for two, seat 3's for one.
    for (const a of daggers) expect(a).toMatchObject({ target: 1 });
    expect(asks(table4(), 0, 40).some((a) => a.type === 'play' && a.card === 'cook-1')).toBe(false);
  });

  it('with Harder, the snitch fails a plan for sure with the plan\'s own name', () => {
    const s = withState(table4({ options: { harder: true } }), (x) => {
      x.hands[0]!.push('snitch', x.interrogation.splice(x.interrogation.indexOf('barber-2'), 1)[0]!);
      x.interrogation.splice(x.interrogation.indexOf('snitch'), 1);
    });
    expect(asks(s, 0)).toContainEqual({ type: 'play', card: 'barber-2', target: 1 });
  });

  it('Binoculars: a loyal player puts a clean card on top (the next extra card), the snitch a dagger', () => {
    const looking = (snitch: boolean) => {
      let s = table4({ accomplice: ['hacker-2', 'tattooist-1', 'mechanic-2'] });
      s = withState(s, (x) => {
        x.interrogation.splice(x.interrogation.indexOf('painter-2'), 1);
        x.stashes[0]!.push('painter-2');
        if (snitch) {
          x.hands[0]!.push('snitch');
          x.interrogation.splice(x.interrogation.indexOf('snitch'), 1);
        }
      });
      return act(s, 0, { type: 'use-item', card: 'painter-2' });
    };
    const loyal = ask(looking(false), 0) as { type: 'reorder'; order: Card[] };
    expect(hasDagger(loyal.order[0]!)).toBe(false);
    expect((ask(looking(true), 0) as { order: Card[] }).order[0]).toBe('hacker-2');
  });

  it('votes: every loyal player names the same least suspicious player; the snitch names itself', () => {
    const s = arrange(weaponIn(), [['lockpick-2'], ['mechanic-1'], ['professor-1', 'snitch'], ['bookie-2']]);
    const loyalVotes = [0, 1, 3].map((seat) => ask(s, seat));
    expect(new Set(loyalVotes.map((v) => JSON.stringify(v))).size).toBe(1);
    expect(ask(s, 2)).toEqual({ type: 'vote', seat: 2 });
  });

  it('a tie: the soap holder keeps the weapon for itself when tied, loyal or snitch', () => {
    let s = arrange(weaponIn(), [['lockpick-2'], ['mechanic-1'], ['professor-1'], ['bookie-2']]);
    for (const [voter, seat] of [[0, 2], [1, 2], [2, 3], [3, 3]] as const) s = act(s, voter, { type: 'vote', seat });
    expect(ask(s, 2)).toEqual({ type: 'break-tie', seat: 2 });
  });

  it('the escape: a loyal player adds an escape plan first, the snitch a dagger', () => {
    let s = arrange(weaponIn(), [['lockpick-2', 'escape-1'], ['mechanic-1', 'janitor-2', 'snitch'], ['professor-1'], ['bookie-2']]);
    for (let v = 0; v < 4; v++) s = act(s, v, { type: 'vote', seat: 0 });
    s = act(s, 0, { type: 'shoot', target: null });
    s = act(s, 0, { type: 'call', seat: 0 });
    expect(ask(s, 0)).toEqual({ type: 'add', card: 'escape-1' });
    s = act(s, 0, { type: 'add', card: 'escape-1' });
    s = act(s, 0, { type: 'call', seat: 1 });
    expect(ask(s, 1)).toEqual({ type: 'add', card: 'janitor-2' });
  });
});

describe('suspicion, from the public record only', () => {
  const base = theSnitch.view(table4(), 1);
  const event = (e: SnitchEvent): SnitchEvent => e;
  const caught = (number: number, owner: Seat, daggers: number): Resolution => ({
    number,
    owner,
    plan: { name: 'ghost', required: 2 },
    need: 2,
    knuckles: false,
    crowbars: 0,
    extra: true,
    cards: ['cook-1', 'janitor-2', 'doc-1'],
    daggers,
    repeated: [],
    success: daggers <= 1,
  });
  /** Seat 2 drew an interrogation card, then twice helped seat 3's plan get caught with two daggers. */
  const suspect = (): SnitchView => ({
    ...base,
    log: [
      event({ kind: 'draw', seat: 2, deck: 'interrogation', why: 'turn' }),
      event({ kind: 'play', seat: 2, target: 3 }),
      event({ kind: 'play', seat: 0, target: 3 }),
      event({ kind: 'resolve', number: 1, owner: 3, success: false }),
      event({ kind: 'play', seat: 2, target: 3 }),
      event({ kind: 'play', seat: 0, target: 3 }),
      event({ kind: 'resolve', number: 2, owner: 3, success: false }),
    ],
    resolutions: [caught(1, 3, 2), caught(2, 3, 2)],
  });

  it('nobody who has not drawn an interrogation card can be the snitch; at the start there may be none at all', () => {
    const b = suspicion(base, 1);
    expect(b.snitch).toEqual([0, 0, 0, 0]);
    expect(b.none).toBeCloseTo(1, 9);
  });

  it('who contributed to plans caught with two daggers, after drawing, becomes the prime suspect; beliefs add up to one', () => {
    const b = suspicion(suspect(), 1);
    expect(b.snitch[2]).toBeGreaterThan(0.5);
    expect(b.snitch[0]).toBe(0);
    expect(b.snitch.reduce((a, x) => a + x, 0) + b.none).toBeCloseTo(1, 9);
    expect(contributors(suspect()).get(1)!.map((p) => p.seat)).toEqual([2, 0]);
  });

  it('a loyal owner refuses the prime suspect\'s card and accepts others\'; a loyal weapon holder shoots only a likely snitch', () => {
    const s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    // Pretend the card comes from seat 2, the prime suspect of the record above.
    const refused = ask(s, 1, 'r', (v) => {
      Object.assign(v, { log: suspect().log, resolutions: suspect().resolutions });
      v.you!.prompt = { kind: 'refuse', from: 2, window: 1, windowMs: 8000 };
    });
    expect(refused).toEqual({ type: 'refuse' });
    expect(ask(s, 1)).toEqual({ type: 'accept' });
    let w = arrange(weaponIn(), [['lockpick-2'], ['mechanic-1'], ['professor-1'], ['bookie-2']]);
    for (let v = 0; v < 4; v++) w = act(w, v, { type: 'vote', seat: 1 });
    expect(ask(w, 1)).toEqual({ type: 'shoot', target: null });
    expect(ask(w, 1, 'x', (v) => Object.assign(v, { log: [...v.log, ...suspect().log], resolutions: suspect().resolutions }))).toEqual({ type: 'shoot', target: 2 });
  });
});
