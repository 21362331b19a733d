/**
 * Secrecy at the wire: checks every frame a connection received against what its viewer may
 * know at that moment. Three independent checks, each able to catch what the others miss:
 *
 * A. Exactness: a `view` frame with sequence number k is, byte for byte as JSON, the genuine
 *    game's view of the state after k journaled actions for this viewer (a seat, or the board for
 *    spectators and the host controls). So the host adds nothing, sends the right viewer's view,
 *    and never a state ahead of the journal; sequence numbers never go back within a game.
 * B. Indistinguishability: the received view is unchanged when everything the viewer may not
 *    know is rewritten at random in that state (the game's `hideFrom`): the bytes on the wire do
 *    not depend on a hidden fact.
 * C. Rules, independently of the games' view code: every string in every frame (views, room
 *    updates, acks, errors) that names a card or a role must be one this viewer has been shown by
 *    the rules so far (its own hand, stash, look, committed card and face-down discards; public
 *    reveals; everything the end reveals), and no frame carries another seat's token, or the
 *    host token to a connection without the host controls.
 */
import { createRng, jsonEqual, registryOf, type BaseState, type Viewer } from '../../../shared/engine/index.ts';
import type { SecrecyRules } from '../../../shared/engine/testing/secrecy.ts';
import { GAMES } from '../../../shared/games/index.ts';
import { TESTING } from '../../../shared/games/testing.ts';
import type { PlayedGame } from './table.ts';

export type { SecrecyRules };

/** What each game's rules say a viewer may see: every game's own `secrecy`, from the test registry. */
export const SECRECY_RULES: Readonly<Record<string, SecrecyRules>> = registryOf(Object.entries(TESTING).map(([id, parts]) => [id, parts.secrecy] as const));

/** One connection's frames, and who it is. */
export interface WireRecord {
  label: string;
  viewer: Viewer;
  host: boolean;
  frames: readonly string[];
}

export interface WireSecrets {
  /** By seat. */
  seatTokens: readonly string[];
  hostToken: string;
}

export interface CheckOptions {
  /** Random rewrites per view for check B (default 1). */
  rewrites?: number;
  /**
   * The view function under test (default: the genuine game's): what A compares the frames with,
   * and what B runs on the rewritten states.
   */
  view?: (game: string, state: BaseState, viewer: Viewer) => unknown;
  /** The secrecy rules by game (default: SECRECY_RULES), to plant a defect in one. */
  rules?: Readonly<Record<string, SecrecyRules>>;
}

/** Every string value in a JSON value (not the keys: field names are not secrets). */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) yield* strings(v);
}

/** The first path where two JSON values differ, for a readable report. */
function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (jsonEqual(a, b)) return '';
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d !== '') return d;
    }
  }
  return `${path || '.'}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
}

/**
 * Checks the frames of every connection against the games the host journaled (by game number).
 * Returns the problems found, empty when every frame was something its viewer may know.
 */
export function checkWire(records: readonly WireRecord[], games: ReadonlyMap<number, PlayedGame>, secrets: WireSecrets, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const rng = createRng('wire-check');
  const rewrites = options.rewrites ?? 1;
  const secrecy = options.rules ?? SECRECY_RULES;
  const genuine = (game: string, state: BaseState, viewer: Viewer) => GAMES[game]!.game.view(state, viewer);
  const expectedView = options.view ?? genuine;
  // What each viewer has been shown up to each step of a game: knowledge accumulates.
  const knowledge = new Map<string, Set<string>[]>();
  const knownAt = (g: PlayedGame, viewer: Viewer, seq: number): ReadonlySet<string> => {
    const key = `${g.gameNumber}:${String(viewer)}`;
    let steps = knowledge.get(key);
    if (steps === undefined) knowledge.set(key, (steps = []));
    for (let t = steps.length; t <= seq; t++) steps.push(new Set([...(steps[t - 1] ?? []), ...secrecy[g.game]!.shown(g.states[t]!, viewer)]));
    return steps[seq]!;
  };
  // A given (game, seq, viewer) is checked against the engine once, however many connections got it.
  const checkedViews = new Map<string, string>();

  for (const r of records) {
    const report = (i: number, what: string) => problems.push(`${r.label} (${String(r.viewer)}) frame ${i}: ${what}`);
    let current: PlayedGame | null = null;
    let seq = -1;
    r.frames.forEach((frame, i) => {
      // Tokens: another seat's key, or the host's, must never reach this connection.
      secrets.seatTokens.forEach((token, seat) => {
        if (seat !== r.viewer && frame.includes(token)) report(i, `carries seat ${seat}'s token`);
      });
      if (!r.host && frame.includes(secrets.hostToken)) report(i, 'carries the host token');

      const message = JSON.parse(frame) as { type: string; gameNumber?: number; seq?: number; game?: string; view?: unknown };
      if (message.type === 'view') {
        const g = games.get(message.gameNumber!);
        if (g === undefined) return report(i, `a view of game ${message.gameNumber}, which was never journaled`);
        if (message.game !== g.game) report(i, `a view labelled ${message.game} of a ${g.game} game`);
        const s = message.seq!;
        if (!(Number.isInteger(s) && s >= 0 && s < g.states.length)) return report(i, `seq ${s} is not a journaled step (0..${g.states.length - 1})`);
        if (current === g && s < seq) report(i, `seq went back from ${seq} to ${s}`);
        current = g;
        seq = s;
        const state = g.states[s]!;
        const key = `${g.gameNumber}:${s}:${String(r.viewer)}`;
        const text = JSON.stringify(message.view);
        const seen = checkedViews.get(key);
        if (seen !== undefined) {
          if (seen !== text) report(i, `view ${s} differs from the one another connection of the same viewer got`);
        } else {
          checkedViews.set(key, text);
          // A: exactly the engine's view for this viewer at this step.
          const expected = expectedView(g.game, state, r.viewer);
          if (!jsonEqual(message.view, expected)) report(i, `A: view ${s} is not the ${g.game} view for ${String(r.viewer)} (${firstDifference(message.view, expected)})`);
          // B: the same bytes whatever this viewer may not know.
          const rules = secrecy[g.game]!;
          if (!rules.skipB?.(state)) {
            for (let k = 0; k < rewrites; k++) {
              const other = expectedView(g.game, rules.hideFrom(state, r.viewer, rng), r.viewer);
              if (!jsonEqual(message.view, other)) {
                report(i, `B: view ${s} depends on a fact hidden from ${String(r.viewer)} (${firstDifference(message.view, other)})`);
                break;
              }
            }
          }
        }
      }
      // C: every card or role named in this frame, whatever its type, was shown to this viewer.
      if (current !== null) {
        const g: PlayedGame = current;
        const rules = secrecy[g.game]!;
        const known = knownAt(g, r.viewer, seq);
        for (const text of strings(message)) {
          if (rules.universe.has(text) && !known.has(text)) report(i, `C: names "${text}", which ${String(r.viewer)} was never shown (${g.game}, step ${seq})`);
        }
      }
    });
  }
  return problems;
}
