/**
 * Load and soak: one host process, a full table of 10 phones (each playing from its own view)
 * plus 20 spectators, all over WebSockets, playing game after game of Mole in the Crew (the game
 * with 10 seats). After each game it samples the host's memory (RSS) and open file descriptors
 * from /proc. Used by `npm run soak` (scripts/soak.ts) and, scaled down, by soak.test.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHostProcess } from './process-host.ts';
import { playPhone, type PhoneStats } from './table.ts';
import { WsClient } from '../testing/ws-client.ts';

export interface SoakOptions {
  games: number;
  phones?: number;
  spectators?: number;
  /** A game that has not ended after this long is stuck. */
  stuckMs?: number;
  log?: (line: string) => void;
}

export interface Sample {
  game: number;
  rssMB: number;
  fds: number;
  ms: number;
}

export interface SoakReport {
  games: number;
  samples: Sample[];
  /** Problems: errors to honest phones, unexpected closes, stuck games. Empty when all went well. */
  problems: string[];
  /** Average RSS over the samples just after warm-up and over the last ones, in MB. */
  rssAfterWarmup: number;
  rssEnd: number;
  fdsAfterWarmup: number;
  fdsEnd: number;
  framesToSpectators: number;
}

/** A spectator that only counts what it receives (keeping 500 games of frames would be the soak's own leak). */
class CountingClient extends WsClient {
  frames = 0;
  constructor(url: string) {
    super(url);
    this.socket.on('message', () => {
      this.frames++;
      // The base class keeps every message for tests; a soak keeps none.
      this.received.length = 0;
    });
  }
}

function sample(pid: number): { rssMB: number; fds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return { rssMB: Math.round((rssKB / 1024) * 10) / 10, fds: readdirSync(`/proc/${pid}/fd`).length };
}

const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 10) / 10;

export async function soak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => {});
  const phonesCount = options.phones ?? 10;
  const spectatorsCount = options.spectators ?? 20;
  const root = mkdtempSync(join(tmpdir(), 'hideout-soak-'));
  const host = await startHostProcess(join(root, 'data'));
  const pid = host.child.pid!;
  const url = `ws://127.0.0.1:${host.ready.port}/ws`;
  const problems: string[] = [];
  const clients: WsClient[] = [];
  const open = async <C extends WsClient>(c: C, hello: Record<string, unknown>): Promise<C> => {
    clients.push(c);
    c.socket.on('close', (code) => {
      if (!stopping) problems.push(`a connection closed (${code})`);
    });
    await c.ready();
    await c.request({ type: 'hello', ...hello }, 'welcome');
    return c;
  };
  let stopping = false;
  try {
    const admin = await open(new CountingClient(url), { hostToken: host.ready.hostToken });
    const stats: PhoneStats[] = [];
    for (let i = 0; i < phonesCount; i++) {
      const phone = new CountingClient(url);
      stats.push(playPhone(phone, `soak:${i}`, { id: `p${i}` }));
      await open(phone, {});
      await phone.request({ type: 'join', name: `Phone ${i + 1}` }, 'joined');
    }
    const spectators: CountingClient[] = [];
    for (let i = 0; i < spectatorsCount; i++) spectators.push(await open(new CountingClient(url), {}));

    const samples: Sample[] = [{ game: 0, ...sample(pid), ms: 0 }];
    log(JSON.stringify({ event: 'start', pid, ...samples[0] }));
    for (let n = 1; n <= options.games; n++) {
      const started = Date.now();
      const over = admin.next('room', (m) => m.room.phase === 'over' && m.room.gameNumber === n, options.stuckMs ?? 60_000);
      admin.send({ type: n === 1 ? 'start' : 'restart' });
      try {
        await over;
      } catch {
        problems.push(`game ${n} did not end within ${options.stuckMs ?? 60_000} ms (stuck)`);
        break;
      }
      const s: Sample = { game: n, ...sample(pid), ms: Date.now() - started };
      samples.push(s);
      if (n % Math.max(1, Math.floor(options.games / 20)) === 0 || n === options.games) log(JSON.stringify({ event: 'game', ...s }));
      for (const [i, st] of stats.entries()) {
        for (const e of st.errors.splice(0)) if (e.code !== 'GAME_OVER') problems.push(`game ${n}, phone ${i}: ${e.code} ${e.message}`);
      }
      if (problems.length > 20) break;
    }
    // Warm-up: the first tenth of the games (at least 3); "end": the last tenth.
    const played = samples.slice(1);
    const tenth = Math.max(3, Math.floor(played.length / 10));
    const early = played.slice(tenth, tenth * 2);
    const late = played.slice(-tenth);
    return {
      games: played.length,
      samples,
      problems,
      rssAfterWarmup: mean(early.map((s) => s.rssMB)),
      rssEnd: mean(late.map((s) => s.rssMB)),
      fdsAfterWarmup: Math.max(...early.map((s) => s.fds)),
      fdsEnd: Math.max(...late.map((s) => s.fds)),
      framesToSpectators: spectators.reduce((a, c) => a + c.frames, 0),
    };
  } finally {
    stopping = true;
    for (const c of clients) c.socket.terminate();
    await host.kill();
    rmSync(root, { recursive: true, force: true });
  }
}
