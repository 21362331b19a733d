import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealMs } from '../../../shared/engine/reveal.ts';
import { MAX_CATCH_UP, REDUCED_MOTION_PACE, RevealQueue, flipTimes, type RevealScript, type RevealState } from './reveal-queue.ts';

/** A toy game: each view lists the hands played so far; each new hand is a reveal of its cards. */
interface Toy {
  phase: string;
  hands: { cards: number; won: boolean }[];
}
type Hand = Toy['hands'][number];

const pacing = { cardsLead: 100, cardEach: 10, lastBeat: 50, hurry: 0.5 };
const HOLD = 1000;

function toyScript(extra: Partial<RevealScript<Toy, Hand>> = {}): RevealScript<Toy, Hand> {
  return {
    pacing,
    between: (prev, next) => next.hands.slice(prev.hands.length),
    step: (hand, next) => ({ cards: hand.cards, verdict: hand.won ? 'open' : 'blown', settle: next.hands.indexOf(hand) + 1, hold: HOLD }),
    results: (view) => view.hands.length,
    cues: (prev, next) => (next.phase !== prev.phase ? ['proposal'] : []),
    ...extra,
  };
}

function setup(script = toyScript(), reducedMotion = false) {
  const cues: string[] = [];
  let state: RevealState<Toy, Hand> | null = null;
  const queue = new RevealQueue(script, { cue: (c) => cues.push(c), change: (s) => (state = s), reducedMotion: () => reducedMotion });
  return { queue, cues, state: () => state! };
}

const view = (phase: string, ...hands: Hand[]): Toy => ({ phase, hands });
const h3: Hand = { cards: 3, won: true };
const h2: Hand = { cards: 2, won: false };
const h1: Hand = { cards: 1, won: true };
const h4: Hand = { cards: 1, won: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the board\u2019s reveal queue', () => {
  it('plays a run of reveals in exactly the time the host counts for it (shared/engine/reveal.ts)', () => {
    // Cards, a beat without cards, and a verdict at once: each kind of step the games use.
    const beat: Hand = { cards: 0, won: true };
    const script = toyScript({ step: (hand) => ({ cards: hand.cards, beat: hand === beat ? 700 : undefined, hold: HOLD, verdict: 'open' }) });
    const { queue, state } = setup(script);
    const prev = view('play');
    const next = view('play', h3, beat, h1);
    queue.push(prev, 1);
    queue.push(next, 1);
    const ms = revealMs({ pacing, between: script.between, timing: (hand) => script.step(hand, next) }, prev, next);
    // The two first holds are hurried: more reveals wait behind them.
    expect(ms).toBe(flipTimes(3, pacing).result + 700 + flipTimes(1, pacing).result + HOLD * (pacing.hurry * 2 + 1));
    vi.advanceTimersByTime(ms - 1);
    expect(state().reveal).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state()).toMatchObject({ reveal: null, shown: next });
  });

  it('plays at the host\u2019s reveal pace: at 40 % the run takes 40 % of the time the host counts at full pace', () => {
    const cues: string[] = [];
    let state: RevealState<Toy, Hand> | null = null;
    const script = toyScript();
    const queue = new RevealQueue(script, { cue: (c) => cues.push(c), change: (s) => (state = s), pace: () => 40 });
    const prev = view('play');
    const next = view('play', h3, h1);
    queue.push(prev, 1);
    queue.push(next, 1);
    const full = revealMs({ pacing, between: script.between, timing: (hand) => script.step(hand, next) }, prev, next);
    vi.advanceTimersByTime(Math.ceil(full * 0.4) - 2);
    expect(state!.reveal).not.toBeNull();
    vi.advanceTimersByTime(2);
    expect(state!).toMatchObject({ reveal: null, shown: next });
    // Every card still turned over, one by one, and every verdict was given.
    expect(cues.filter((c) => c === 'flip')).toHaveLength(4);
    expect(cues.filter((c) => c === 'open')).toHaveLength(2);
  });

  it('shows a game\u2019s first view at once, with every result already settled', () => {
    const { queue, state } = setup();
    queue.push(view('play', h3, h2), 1);
    expect(state()).toMatchObject({ shown: view('play', h3, h2), reveal: null, settled: 2 });
  });

  it('jumps over views that reveal nothing, with the game\u2019s sounds', () => {
    const { queue, state, cues } = setup();
    queue.push(view('a'), 1);
    queue.push(view('b'), 1);
    expect(state().shown).toEqual(view('b'));
    expect(cues).toEqual(['proposal']);
  });

  it('turns cards over one by one, then the verdict, and holds the next view back until it has been read', () => {
    const { queue, state, cues } = setup();
    queue.push(view('play'), 1);
    queue.push(view('play', h3), 1);
    queue.push(view('next', h3), 1);
    // The view that brings the hand is on screen, its result not yet counted; the later one waits.
    expect(state()).toMatchObject({ shown: view('play', h3), reveal: h3, flipped: 0, done: false, settled: 0 });
    const { flips, result } = flipTimes(3, pacing);
    expect(flips).toEqual([100, 110, 170]);
    vi.advanceTimersByTime(100);
    expect(state().flipped).toBe(1);
    vi.advanceTimersByTime(70);
    expect(state()).toMatchObject({ flipped: 3, done: false });
    vi.advanceTimersByTime(result - 170);
    expect(state()).toMatchObject({ done: true, settled: 1, shown: view('play', h3) });
    expect(cues).toEqual(['flip', 'flip', 'flip', 'open']);
    vi.advanceTimersByTime(HOLD - 1);
    expect(state().shown).toEqual(view('play', h3));
    vi.advanceTimersByTime(1);
    expect(state()).toMatchObject({ shown: view('next', h3), reveal: null });
    expect(cues.slice(4)).toEqual(['proposal']);
  });

  it('keeps the view from before the reveals on screen when the game holds it back', () => {
    const { queue, state } = setup(toyScript({ holdBack: true }));
    queue.push(view('play'), 1);
    queue.push(view('after', h1), 1);
    expect(state()).toMatchObject({ shown: view('play'), reveal: h1 });
    vi.runAllTimers();
    expect(state()).toMatchObject({ shown: view('after', h1), reveal: null, done: true });
  });

  it('catches up when it falls behind: only the last reveals play, the others settle at once, and holds shrink', () => {
    const { queue, state } = setup();
    queue.push(view('play'), 1);
    // Paused on the first reveal while three more hands arrive.
    queue.push(view('play', h1), 1);
    queue.push(view('play', h1, h2), 1);
    queue.push(view('play', h1, h2, h3), 1);
    queue.push(view('play', h1, h2, h3, h4), 1);
    expect(state().reveal).toBe(h1);
    // The first hand alone, with a shortened hold since more are waiting.
    vi.advanceTimersByTime(flipTimes(1, pacing).result + HOLD * pacing.hurry!);
    expect(state()).toMatchObject({ shown: view('play', h1, h2, h3, h4), reveal: h3, settled: 4 - MAX_CATCH_UP });
    vi.runAllTimers();
    expect(state()).toMatchObject({ reveal: null, settled: 4 });
  });

  it('turns cards over faster for a viewer who asked for reduced motion', () => {
    const { queue, state } = setup(toyScript(), true);
    queue.push(view('play'), 1);
    queue.push(view('play', h2), 1);
    vi.advanceTimersByTime(pacing.cardsLead * REDUCED_MOTION_PACE);
    expect(state().flipped).toBe(1);
  });

  it('plays a reveal without cards after its beat, and may keep its full hold', () => {
    const script = toyScript({ step: () => ({ start: 'votes', beat: 500, verdict: 'open', hold: HOLD, hurry: false }) });
    const { queue, state, cues } = setup(script);
    queue.push(view('play'), 1);
    queue.push(view('play', h1), 1);
    queue.push(view('play', h1, h1), 1);
    expect(cues).toEqual(['votes']);
    vi.advanceTimersByTime(499);
    expect(state().done).toBe(false);
    vi.advanceTimersByTime(1);
    expect(state().done).toBe(true);
    vi.advanceTimersByTime(HOLD - 1);
    expect(state().reveal).toBe(h1);
    expect(state().shown!.hands).toHaveLength(1);
  });

  it('stops every timer when the board leaves, and starts a new game without replays', () => {
    const { queue, state, cues } = setup();
    queue.push(view('play'), 1);
    queue.push(view('play', h3), 1);
    queue.reset();
    expect(vi.getTimerCount()).toBe(0);
    expect(state()).toMatchObject({ shown: null, reveal: null });
    queue.push(view('play', h3, h2), 2);
    expect(state()).toMatchObject({ shown: view('play', h3, h2), reveal: null, settled: 2 });
    expect(cues).toEqual([]);
  });
});

describe('the reveal queue of a paused game', () => {
  it('stops at the step it was at for as long as the pause lasts, then plays the rest in the time that was left', () => {
    const script = toyScript();
    const { queue, state } = setup(script);
    const prev = view('play');
    const next = view('play', h3);
    queue.push(prev, 1);
    queue.push(next, 1);
    const ms = revealMs({ pacing, between: script.between, timing: (hand) => script.step(hand, next) }, prev, next);
    vi.advanceTimersByTime(pacing.cardsLead);
    const at = state().flipped;
    queue.setPaused(true);
    vi.advanceTimersByTime(60_000);
    expect(state()).toMatchObject({ reveal: h3, flipped: at, done: false });
    queue.setPaused(false);
    vi.advanceTimersByTime(ms - pacing.cardsLead - 1);
    expect(state().reveal).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state()).toMatchObject({ reveal: null, shown: next });
  });

  it('takes a pause or a resume said twice as once', () => {
    const { queue, state } = setup();
    queue.push(view('play'), 1);
    queue.push(view('play', h1), 1);
    queue.setPaused(true);
    queue.setPaused(true);
    vi.advanceTimersByTime(10_000);
    queue.setPaused(false);
    queue.setPaused(false);
    vi.advanceTimersByTime(10_000);
    expect(state().reveal).toBeNull();
  });
});
