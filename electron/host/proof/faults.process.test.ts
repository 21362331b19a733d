import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRng, jsonEqual, replayJournal, type Viewer } from '../../../shared/engine/index.ts';
import { GAMES, gameRegistry } from '../../../shared/games/index.ts';
import { TableStore } from '../store.ts';
import { startHostProcess, type HostProcess } from './process-host.ts';
import { checkWire, type WireRecord } from './wire-check.ts';
import { playedGames, playPhone, RecordingClient, sleep, type PhoneStats } from './table.ts';

/**
 * Faults, with the real host as its own process: SIGKILL at random points of random games of all
 * three games, then a restart on the same data folder, HIDEOUT_FAULT_CYCLES times in all (12 by
 * default, on CI too, where each restart costs seconds and the whole run must stay near 15 minutes;
 * `HIDEOUT_FAULT_CYCLES=50` or more on demand). The first crash, and now and then another, leaves
 * the journal's last record torn, as a crash in the middle of a write would leave it. Each game
 * must finish, and finish as an uninterrupted replay of its journal does: every view any screen
 * got, in every life of the host, is the view of that replay at that step; every action a phone
 * was told was accepted is in the journal; the recorded outcome is the replay's.
 */
const CYCLES = Number(process.env.HIDEOUT_FAULT_CYCLES ?? 12);

const dirs: string[] = [];
const hosts: HostProcess[] = [];
afterAll(async () => {
  for (const h of hosts) await h.kill();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Life {
  records: WireRecord[];
  acked: Set<string>;
  stats: PhoneStats[];
}

async function connect(port: number, hello: Record<string, unknown>, before?: (c: RecordingClient) => void): Promise<RecordingClient> {
  const c = new RecordingClient(`ws://127.0.0.1:${port}/ws`);
  before?.(c);
  await c.ready();
  await c.request({ type: 'hello', ...hello }, 'welcome');
  return c;
}

/** One game from deal to end through as many host deaths as it takes. Returns the kills. */
async function gameThroughKills(kind: string, players: number, rng: ReturnType<typeof createRng>, budget: number, tag: string, tearFirst: boolean): Promise<{ kills: number; torn: number }> {
  const root = mkdtempSync(join(tmpdir(), 'hideout-faults-'));
  dirs.push(root);
  const dataDir = join(root, 'data');
  let host = await startHostProcess(dataDir);
  hosts.push(host);
  const hostToken = host.ready.hostToken;
  const lives: Life[] = [];
  const tokens: string[] = [];
  let kills = 0;
  let torn = 0;

  // The first life: the lobby, the seats, the start.
  let admin = await connect(host.ready.port, { hostToken });
  await admin.request({ type: 'selectGame', game: kind }, 'room');
  for (let i = 0; i < players; i++) {
    const c = await connect(host.ready.port, {});
    tokens.push((await c.request({ type: 'join', name: `P${i}` }, 'joined')).seatToken);
    c.socket.terminate();
  }
  admin.send({ type: 'start' });
  await admin.next('view');

  for (let life = 0; ; life++) {
    const records: WireRecord[] = [{ label: `life ${life} host controls`, viewer: 'board', host: true, frames: admin.frames }];
    const stats: PhoneStats[] = [];
    const phones: RecordingClient[] = [];
    for (let seat = 0; seat < players; seat++) {
      const c = await connect(host.ready.port, { seatToken: tokens[seat] }, (client) => (stats[seat] = playPhone(client, `${tag}:${life}:${seat}`, { id: `${tag}-l${life}-s${seat}` })));
      phones.push(c);
      records.push({ label: `life ${life} seat ${seat}`, viewer: seat as Viewer, host: false, frames: c.frames });
    }
    const acked = () => new Set(phones.flatMap((c) => c.received.flatMap((m) => (m.type === 'ack' && !m.duplicate ? [m.id] : []))));
    const over = admin.received.some((m) => m.type === 'room' && m.room.phase === 'over') ? Promise.resolve(true) : admin.next('room', (m) => m.room.phase === 'over', 60_000).then(() => true, () => false);
    // A random moment of the game: the phones play at full speed meanwhile.
    const killAfter = kills < budget ? rng.int(400) : Infinity;
    const ended = await Promise.race([over, sleep(killAfter === Infinity ? 60_000 : killAfter).then(() => false)]);
    if (ended) {
      // The last views reach every phone before its frames are kept: a ping round trip each.
      await Promise.all(phones.map((c) => c.sync()));
      lives.push({ records, acked: acked(), stats });
      for (const c of [admin, ...phones]) c.socket.terminate();
      break;
    }
    await host.kill();
    kills++;
    lives.push({ records, acked: acked(), stats });
    for (const c of [admin, ...phones]) c.socket.terminate();
    // Sometimes the crash tore the record being written: half a line, no newline (always at the
    // run's first kill, so that every run, however short, reads a torn journal at least once).
    if ((tearFirst && kills === 1) || rng.int(4) === 0) {
      const [g] = new TableStore(dataDir).listGames();
      appendFileSync(join(dataDir, 'games', `${g!.gameId}.jsonl`), `{"actor":0,"action":{"type":"vo`);
      torn++;
    }
    host = await startHostProcess(dataDir);
    hosts.push(host);
    expect(host.output()).not.toMatch(/could not resume/);
    admin = await connect(host.ready.port, { hostToken });
  }
  await host.kill();

  // The game as an uninterrupted replay of its journal.
  const store = new TableStore(dataDir);
  const [summary] = store.listGames();
  expect(summary!.finished).toBe(true);
  const journal = store.exportJournal(summary!.gameId);
  const replayed = replayJournal(gameRegistry, journal);
  expect(replayed.failure).toBeUndefined();
  const outcome = GAMES[kind]!.game.outcome(replayed.state!);
  expect(outcome).not.toBeNull();
  expect(jsonEqual(store.openJournal(summary!.gameId).outcome, outcome)).toBe(true);
  // Nothing acknowledged was lost, nothing was applied twice.
  const ids = (journal.actions as { id?: string }[]).map((a) => a.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const life of lives) for (const id of life.acked) expect(ids).toContain(id);
  // Every view of every life is the replay's view at that step (A of the wire check), secrets included.
  const games = playedGames(store);
  const problems = checkWire(lives.flatMap((l) => l.records), games, { seatTokens: tokens, hostToken }, { rewrites: 0 });
  expect(problems.slice(0, 10)).toEqual([]);
  // The last screen of the last life shows the replay's end.
  const lastBoard = lives.at(-1)!.records[0]!.frames.map((f) => JSON.parse(f)).filter((m) => m.type === 'view').at(-1);
  expect(lastBoard.seq).toBe(journal.actions.length);
  for (const life of lives) for (const s of life.stats) expect(s.errors.filter((e) => e.code !== 'GAME_OVER').map((e) => e.code)).toEqual([]);
  return { kills, torn };
}

describe('faults: the host killed at random points of random games', () => {
  it(`survives ${CYCLES} SIGKILL/restart cycles (some with a torn last record); every game ends as its uninterrupted replay`, async () => {
    const rng = createRng(`faults:${process.env.HIDEOUT_FAULT_SEED ?? 'ci'}`);
    const kinds = Object.keys(GAMES);
    let cycles = 0;
    let torn = 0;
    let games = 0;
    while (cycles < CYCLES) {
      const kind = kinds[games % kinds.length]!;
      const { minPlayers, maxPlayers } = GAMES[kind]!.game;
      const players = minPlayers + rng.int(maxPlayers - minPlayers + 1);
      const result = await gameThroughKills(kind, players, rng, Math.min(12, CYCLES - cycles), `g${games}`, games === 0);
      cycles += result.kills;
      torn += result.torn;
      games++;
    }
    expect(cycles).toBeGreaterThanOrEqual(CYCLES);
    expect(games).toBeGreaterThanOrEqual(3);
    expect(torn).toBeGreaterThan(0);
    console.log(`faults: ${cycles} kill/restart cycles over ${games} games, ${torn} torn records`);
  }, 600_000);
});
