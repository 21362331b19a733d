import { describe, expect, it } from 'vitest';
import { soak } from './soak.ts';

/**
 * The soak, scaled down for CI (HIDEOUT_SOAK_GAMES, default 20): one host process, 10 phones and
 * 20 spectators, game after game. The long run is `npm run soak -- --games 500` (docs/performance.md).
 */
const GAMES = Number(process.env.HIDEOUT_SOAK_GAMES ?? 20);

describe('load and soak (scaled down)', () => {
  it(`${GAMES} consecutive full-table games with 20 spectators: no error, no stuck game, descriptors flat`, async () => {
    const report = await soak({ games: GAMES, stuckMs: 60_000 });
    expect(report.problems).toEqual([]);
    expect(report.games).toBe(GAMES);
    expect(report.fdsEnd).toBeLessThanOrEqual(report.fdsAfterWarmup + 2);
    // Memory is only printed here: 20 games are too few to call a trend (the long soak judges it).
    console.log(`soak: ${GAMES} games, RSS ${report.samples[0]!.rssMB} → ${report.rssAfterWarmup} → ${report.rssEnd} MB, fds ${report.samples[0]!.fds} → ${report.fdsEnd}`);
    expect(report.framesToSpectators).toBeGreaterThan(GAMES * 30 * 20);
  }, 300_000);
});
