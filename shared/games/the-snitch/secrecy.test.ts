import { describe, expect, it } from 'vitest';
import { findLeak as findLeakIn } from '../../engine/testing/secrecy.ts';
import { hideFrom } from './hide-from.ts';
import { playGame, randomBot, type Bot, type Viewer } from '../../engine/index.ts';
import { snitchHeuristicBot } from './bots.ts';
import { SNITCH } from './cards.ts';
import { theSnitch } from './index.ts';
import type { SnitchOptions, SnitchState } from './types.ts';
import type { SnitchView } from './view.ts';

// hideFrom (./hide-from.ts) rewrites what a viewer may not know; a view must not change with it.
type ViewFn = (state: SnitchState, viewer: Viewer) => SnitchView;

/**
 * During the escape with an empty accomplice deck, whether a player can still be called says
 * whether their hand holds a card they may add: the rules make that public (a player with only
 * the snitch card cannot add one). Those rare states are left out of the check.
 */
const forcedByRules = (s: SnitchState): boolean => (s.phase === 'call' || s.phase === 'add') && s.accomplice.length === 0;

/** Plays games and checks every view at every step, the start and the end included; returns the first leak found, or null. */
const findLeak = (view: ViewFn, games: number, players: number, options: Partial<SnitchOptions>, bot: Bot<any, any>): string | null =>
  findLeakIn({ game: theSnitch, view, hideFrom, games, players, options, bot, skip: forcedByRules });

describe('The Snitch views carry only what their viewer may know', () => {
  const tables: [number, Partial<SnitchOptions>][] = [
    [4, {}],
    [5, { harder: true }],
    [6, {}],
  ];
  for (const [players, options] of tables) {
    it(`no view depends on a hidden fact, at ${players} players ${JSON.stringify(options)}`, () => {
      expect(findLeak(theSnitch.view, 6, players, options, snitchHeuristicBot)).toBeNull();
      expect(findLeak(theSnitch.view, 12, players, options, randomBot)).toBeNull();
    });
  }

  it('the check catches a view that leaks (it can fail)', () => {
    const leaking = (leak: (s: SnitchState, viewer: Viewer) => unknown): ViewFn => (state, viewer) =>
      ({ ...theSnitch.view(state, viewer), leaked: leak(state, viewer) }) as SnitchView;
    const cases: [string, ViewFn][] = [
      ['the hands', leaking((s) => s.hands)],
      ['who holds the snitch card', leaking((s) => s.hands.findIndex((h) => h.includes(SNITCH)))],
      ['the escape plans held', leaking((s) => s.hands.map((h) => h.filter((c) => c.startsWith('escape-')).length))],
      ['the cards under the plans', leaking((s) => s.plans.map((p) => p?.under ?? null))],
      ['the daggers under a plan', leaking((s) => s.plans.map((p) => p?.under.filter((c) => c.endsWith('-1')).length ?? 0))],
      ['the next accomplice card', leaking((s) => s.accomplice[0])],
      ['the interrogation deck order', leaking((s) => s.interrogation)],
      ['the removed cards', leaking((s) => s.removed)],
      ['the stashes', leaking((s) => s.stashes)],
      ['the exact plan cards', leaking((s) => s.plans.map((p) => p?.card ?? null))],
      ['the hidden details of the record', leaking((s) => s.log.map((chunk) => chunk.map((e) => e.hidden)))],
      ['another seat\'s Binoculars looks', leaking((s) => s.looks)],
      ['the votes in progress', leaking((s) => s.votes)],
      ['the generator', leaking((s) => s.rng[0])],
    ];
    for (const [what, view] of cases) expect(findLeak(view, 4, 4, {}, randomBot), what).not.toBeNull();
  });

  it('at the end every phone and the board get everything: the snitch, the hands, the removed cards, the history', () => {
    const played = playGame(theSnitch, { players: 5, seed: 'end', bots: new Array(5).fill(snitchHeuristicBot) });
    const state = played.state as SnitchState;
    const board = theSnitch.view(state, 'board');
    expect(board.you).toBeNull();
    expect(board.reveal!.hands).toEqual(state.hands);
    expect(board.reveal!.removed).toEqual([...state.removed]);
    expect(board.reveal!.history).toHaveLength(board.log.length);
    for (let seat = 0; seat < 5; seat++) expect(theSnitch.view(state, seat).reveal).toEqual(board.reveal);
  });
});
