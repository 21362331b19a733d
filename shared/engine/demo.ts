import type { AnyGame, BaseState } from './game.ts';
import { parseJournal, matchOf } from './journal.ts';
import { applyAction, createMatch } from './match.ts';
import { revealMs, type RevealRules } from './reveal.ts';
import type { TipRules } from './tips.ts';

/**
 * "How to play" on the TV: a game's scripted journal (a plain journal file, the same format the
 * host writes: docs/journal.md) played by the board itself, move by move, at a calm pace
 * (renderer/lib/board/demo-player.svelte.ts). The board shows the same screens, reveals and
 * moments as in a real game, from the board's view of each state; the captions are the game's
 * first-game tips, shown as each step begins, after the reveal that shows it. Pure: the timeline
 * is worked out before the first move is shown, by the board to play it and by the host to know
 * when it ends; renderer/games/demo.test.ts plays every game's script through.
 */

/** What a game gives for its demonstration: its rules, reveals and tips, and its script. */
export interface DemoModule {
  game: AnyGame;
  reveal?: RevealRules<any, any>;
  tips: TipRules<any>;
  /** The script: a journal (docs/journal.md), its names the demo's seats. */
  journal: unknown;
}

/** One moment of the demonstration: the board's view, how long it stays, the steps taught so far. */
export interface DemoFrame {
  view: unknown;
  /** Moves made so far (the view's `seq`). */
  seq: number;
  /** How long this frame stays before the next move (or the end). */
  ms: number;
  taught: { step: string; seq: number }[];
  over: boolean;
}

/**
 * The pace: a beat between moves, a caption's time before the next move (the TV keeps each caption
 * up 6 s at least, over the next moves), and the last frame's hold.
 */
export const DEMO_PACE = { beatMs: 1_200, captionMs: 4_500, endMs: 7_000 } as const;

/**
 * A demonstration's timeline from its script, at `pace` percent of its real time (the room's reveal
 * pace: 100 at a game night, less when the host was started so for tests); throws if the script
 * does not replay (a unit test plays each).
 */
export function demoTimeline(module: DemoModule, pace = 100): { frames: DemoFrame[]; names: string[]; players: number; options: unknown; totalMs: number } {
  const journal = parseJournal(module.journal);
  if ('code' in journal) throw new Error(`the demonstration's script is not a journal: ${journal.message}`);
  const created = createMatch(module.game, matchOf(journal));
  if (!created.ok) throw new Error(`the demonstration's game does not set up: ${created.error.message}`);
  let state: BaseState = created.value;
  const frames: DemoFrame[] = [];
  const taught: { step: string; seq: number }[] = [];
  let view = module.game.view(state, 'board');
  const teach = (steps: string[], seq: number): number => {
    const fresh = steps.filter((step) => !taught.some((t) => t.step === step));
    taught.push(...fresh.map((step) => ({ step, seq })));
    return fresh.length;
  };
  const first = teach(module.tips.between(null, view), 0);
  frames.push({ view, seq: 0, ms: DEMO_PACE.beatMs + first * DEMO_PACE.captionMs, taught: [...taught], over: false });
  for (const [i, entry] of journal.actions.entries()) {
    const next = applyAction(module.game, state, entry.actor, entry.action);
    if (!next.ok) throw new Error(`move ${i} of the demonstration's script no longer applies: ${next.error.message}`);
    const after = module.game.view(next.value, 'board');
    const reveal = module.reveal === undefined ? 0 : revealMs(module.reveal, view, after);
    const before = [...taught];
    const fresh = teach(module.tips.between(view, after), i + 1);
    state = next.value;
    view = after;
    const over = module.game.outcome(state) !== null;
    // A step's caption comes after the reveal that shows it: its words may tell the result.
    if (fresh > 0 && reveal > 0) frames.push({ view, seq: i + 1, ms: DEMO_PACE.beatMs + reveal, taught: before, over });
    frames.push({ view, seq: i + 1, ms: (fresh > 0 && reveal > 0 ? 0 : DEMO_PACE.beatMs + reveal) + fresh * DEMO_PACE.captionMs, taught: [...taught], over });
  }
  frames.at(-1)!.ms += DEMO_PACE.endMs;
  if (pace !== 100) for (const frame of frames) frame.ms = Math.ceil((frame.ms * pace) / 100);
  return {
    frames,
    names: journal.names ?? Array.from({ length: journal.players }, (_, i) => `${i + 1}`),
    players: journal.players,
    options: (created.value as BaseState & { options?: unknown }).options ?? journal.options,
    totalMs: frames.reduce((sum, f) => sum + f.ms, 0),
  };
}

