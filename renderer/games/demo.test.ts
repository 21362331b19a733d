import { describe, expect, it } from 'vitest';
import { parseJournal } from '../../shared/engine/index.ts';
import { GAMES } from '../../shared/games/index.ts';
import { DEMO_PACE, demoTimeline } from '../lib/board/demo.ts';
import { loadStrings } from '../lib/i18n/strings.ts';
import { SCREENS } from './index.ts';

/*
 * Every game's "How to play": its script is a journal the game's rules replay from its first move
 * to its last, it lasts about 90 seconds at the TV's pace, it teaches the game's first steps with
 * its own tips (every caption has words), and it is played with the same rules, reveals and tips
 * as the host's (the registry's), so the demonstration shows what a real game shows.
 */
describe.each(Object.keys(SCREENS))('the demonstration of %s', (id) => {
  it('replays its script to the end, in about 90 seconds, each step it teaches captioned by the game’s own tip', async () => {
    await loadStrings();
    const demo = await SCREENS[id]!.demo();
    const entry = GAMES[id]!;
    expect(demo.game).toBe(entry.game);
    expect(demo.reveal).toBe(entry.reveal);
    expect(demo.tips).toBe(entry.tips);
    const journal = parseJournal(demo.journal);
    expect('code' in journal ? journal.message : journal.game).toBe(id);
    const timeline = demoTimeline(demo);
    // A frame per move (and one more where a step's caption waits for the reveal that shows it).
    expect(new Set(timeline.frames.map((f) => f.seq)).size).toBe((journal as { actions: unknown[] }).actions.length + 1);
    expect(timeline.totalMs).toBeGreaterThan(60_000);
    expect(timeline.totalMs).toBeLessThanOrEqual(100_000);
    const taught = timeline.frames.at(-1)!.taught.map((t) => t.step);
    expect(taught[0]).toBe('deal');
    expect(taught.length).toBeGreaterThanOrEqual(5);
    const tips = await SCREENS[id]!.tips();
    for (const step of taught) expect(tips.tipOf(step)?.tv, step).toMatch(/\S/);
    // Each frame holds at least a beat; a caption comes after its move's reveal, never during it.
    for (const [i, frame] of timeline.frames.entries()) {
      const next = timeline.frames[i + 1];
      if (next?.seq === frame.seq) expect(next.taught.length).toBeGreaterThan(frame.taught.length);
      else expect(frame.ms).toBeGreaterThanOrEqual(DEMO_PACE.beatMs);
    }
    expect(demo.journal).toBe(entry.demo);
    expect(timeline.names).toHaveLength(timeline.players);
  });
});
