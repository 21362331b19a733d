/**
 * Host figures (printed, never asserted): a phone's action to every screen's update at a full
 * table, p50/p90/p99, side by side with a bare `ws` server sending the same bytes (the floor),
 * each step replayed from the floor right after the host played it;
 * bytes per update; host start to QR code; the phone bundle's gzip size. Run by `npm run bench`
 * after the engine figures, or alone with `npx tsx bench/host.ts`.
 *
 * The host is the built headless host (`out/main/serve.js`, built first unless
 * HIDEOUT_BENCH_BUILD=0) in its own process, on a temporary data folder, mDNS off; every socket
 * is on loopback. A full Mole in the Crew table (10 phones + the board, plus
 * HIDEOUT_BENCH_SPECTATORS spectators) plays game after game until HIDEOUT_BENCH_STEPS actions
 * (default 2,000) have been measured, after HIDEOUT_BENCH_WARMUP unmeasured ones (default 100).
 *
 * Every phone keeps under the host's per-connection rate limit (RATE_BURST / RATE_PER_SECOND,
 * with a margin), in both runs alike: a phone that would go over waits before it sends, and the
 * wait is not part of the latency. Any `error` frame, unexpected close or wait past
 * HIDEOUT_BENCH_TIMEOUT_MS (default 15,000) stops the bench with the frame or the wait printed,
 * and a non-zero exit.
 *
 * HIDEOUT_BENCH_DATA_ROOT=DIR puts the host's data folder there instead of the system's temporary
 * folder: on a tmpfs such as /dev/shm the journal's fsync costs next to nothing, which separates
 * the host's own work from the disk's.
 *
 * HIDEOUT_BENCH_CPU_PROF=DIR runs the host under `node --cpu-prof --cpu-prof-dir DIR
 * --cpu-prof-interval 100` (HIDEOUT_BENCH_CPU_PROF_INTERVAL_US) and prints
 * where its time went per action (bench/profile-summary.ts); latencies under the profiler are
 * not the figures to quote.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, fdatasyncSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { createRng, ownEntry } from '../shared/engine/index.ts';
import { GAMES } from '../shared/games/index.ts';
import { PROTOCOL_VERSION, RATE_BURST, RATE_PER_SECOND } from '../shared/protocol/index.ts';
import { PHONE_BRAINS } from '../electron/host/proof/table.ts';
import { summariseProfile } from './profile-summary.ts';

const repo = join(import.meta.dirname, '..');
const intEnv = (name: string, fallback: number, min = 0): number => {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new BenchFailure(`${name} must be a whole number of at least ${min}, not ${JSON.stringify(text)}`);
  return n;
};

/** Whatever stops the bench: printed as it is, and the process exits non-zero. */
export class BenchFailure extends Error {}

const STEPS = intEnv('HIDEOUT_BENCH_STEPS', 2000, 1);
const WARMUP = intEnv('HIDEOUT_BENCH_WARMUP', 100);
const SPECTATORS = intEnv('HIDEOUT_BENCH_SPECTATORS', 0);
const WAIT_MS = intEnv('HIDEOUT_BENCH_TIMEOUT_MS', 15_000, 1);
// Where the host's data folder goes: a tmpfs (/dev/shm) takes the disk's fsync out of the figures.
const DATA_ROOT = process.env.HIDEOUT_BENCH_DATA_ROOT || tmpdir();
// A sample every 100 µs: an action costs the host well under a millisecond.
const PROFILE_INTERVAL_US = intEnv('HIDEOUT_BENCH_CPU_PROF_INTERVAL_US', 100, 10);
// The game with the largest table, unless HIDEOUT_BENCH_GAME names another: a full table of it.
const GAME = process.env.HIDEOUT_BENCH_GAME || Object.values(GAMES).sort((a, b) => b.game.maxPlayers - a.game.maxPlayers)[0]!.game.id;
const PHONES = ownEntry(GAMES, GAME)?.game.maxPlayers ?? 0;
if (PHONES === 0) throw new Error(`HIDEOUT_BENCH_GAME: no game ${JSON.stringify(GAME)}; known: ${Object.keys(GAMES).join(', ')}`);
// Under the host's limit with room to spare: arrival times at the host differ from send times.
const PACE_BURST = Math.max(1, Math.floor(RATE_BURST / 2));
const PACE_PER_SECOND = RATE_PER_SECOND * 0.8;

let failure: BenchFailure | null = null;
const everyScreen = new Set<Screen>();
function fail(message: string): BenchFailure {
  failure ??= new BenchFailure(message);
  for (const s of everyScreen) s.wake();
  return failure;
}

/** Rejects after `ms` with `what` in the message; every wait in the bench goes through this. */
function withTimeout<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(fail(`timed out after ${ms} ms waiting for ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A raw screen connection that timestamps every frame as it arrives, and paces what it sends. */
class Screen {
  readonly socket: WebSocket;
  readonly arrivals: { at: number; text: string }[] = [];
  view: any = null;
  seq = -1;
  gameNumber = 0;
  /** When the last `view` frame arrived. */
  viewAt = 0;
  phase: string | null = null;
  private closing = false;
  private checks = new Set<() => void>();
  private tokens = PACE_BURST;
  private refilled = performance.now();

  constructor(
    readonly name: string,
    url: string,
  ) {
    everyScreen.add(this);
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => {
      const at = performance.now();
      const text = data.toString();
      this.arrivals.push({ at, text });
      if (text.startsWith('{"type":"view"')) {
        const m = JSON.parse(text);
        this.view = m.view;
        this.seq = m.seq;
        this.gameNumber = m.gameNumber;
        this.viewAt = at;
      } else if (text.startsWith('{"type":"room"')) {
        this.phase = JSON.parse(text).room.phase;
      } else if (text.startsWith('{"type":"error"')) {
        fail(`${this.name} got an error frame: ${text}`);
      }
      this.wake();
    });
    this.socket.on('close', (code, reason) => {
      if (!this.closing) fail(`${this.name}: the connection closed (${code} ${reason.toString()})`);
    });
    this.socket.on('error', (error) => {
      if (!this.closing) fail(`${this.name}: socket error ${error.message}`);
    });
  }

  wake(): void {
    for (const check of [...this.checks]) check();
  }

  opened(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) return Promise.resolve();
    return withTimeout(new Promise<void>((resolve) => this.socket.once('open', () => resolve())), `${this.name} to connect`);
  }

  /** Waits, if need be, until sending one more message keeps under the host's rate limit; returns the ms waited. */
  async pace(): Promise<number> {
    const start = performance.now();
    for (;;) {
      const now = performance.now();
      this.tokens = Math.min(PACE_BURST, this.tokens + ((now - this.refilled) / 1000) * PACE_PER_SECOND);
      this.refilled = now;
      if (this.tokens >= 1) break;
      await sleep(Math.ceil(((1 - this.tokens) / PACE_PER_SECOND) * 1000));
    }
    this.tokens -= 1;
    return performance.now() - start;
  }

  /** Sends now: call pace() first. */
  sendNow(o: unknown): void {
    this.socket.send(typeof o === 'string' ? o : JSON.stringify(o));
  }

  async send(o: unknown): Promise<void> {
    await this.pace();
    this.sendNow(o);
  }

  until(test: () => boolean, what: string): Promise<void> {
    if (failure) return Promise.reject(failure);
    if (test()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.checks.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (failure) done(failure);
        else if (test()) done();
      };
      const timer = setTimeout(
        () => done(fail(`timed out after ${WAIT_MS} ms: ${this.name} waiting for ${what}; its last frame: ${this.arrivals.at(-1)?.text.slice(0, 400) ?? '(none)'}`)),
        WAIT_MS,
      );
      this.checks.add(check);
    });
  }

  /** Until some frame received on this connection so far contains `needle`. */
  untilFrame(needle: string, what: string): Promise<void> {
    return this.until(() => this.arrivals.some((a) => a.text.includes(needle)), what);
  }

  close(): void {
    this.closing = true;
    everyScreen.delete(this);
    this.socket.terminate();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => Math.round(x * 100) / 100;

/** One action as the floor replays it: who sent it, what each screen received, where its view was. */
interface Step {
  /** The acting phone, as an index into `frames`. */
  actor: number;
  /**
   * What each connection received during this step, in the order the host's connections were
   * opened (the host controls first, then the phones, then the board and spectators): every byte
   * the host sent, so the floor sends the same to the same sockets.
   */
  frames: string[][];
  /** Where each measured screen's new view is in its frames; null for the host controls (not timed). */
  viewIndex: (number | null)[];
  measured: boolean;
}

/** Builds the app (the headless host and the screens) unless told not to. */
function build(): void {
  if (process.env.HIDEOUT_BENCH_BUILD === '0') return;
  process.stdout.write('building the host (electron-vite build; HIDEOUT_BENCH_BUILD=0 to skip)\n');
  const bin = join(repo, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const done = spawnSync(process.execPath, [bin, 'build', '-c', 'electron.config.ts'], { cwd: repo, encoding: 'utf8', timeout: 300_000 });
  if (done.status !== 0) throw new BenchFailure(`the build failed (${done.status ?? done.signal}):\n${done.stdout}\n${done.stderr}`);
}

interface ServeProcess {
  child: ChildProcess;
  port: number;
  hostToken: string;
  output(): string;
  /** SIGTERM (a clean close, which also writes a CPU profile), SIGKILL if it lingers. */
  stop(): Promise<void>;
}

async function startServe(dataDir: string, nodeFlags: string[] = []): Promise<ServeProcess> {
  const serveJs = join(repo, 'out', 'main', 'serve.js');
  if (!existsSync(serveJs)) throw new BenchFailure(`${serveJs} is missing: build first (npx electron-vite build -c electron.config.ts)`);
  const child = spawn(process.execPath, [...nodeFlags, serveJs, '--port', '0', '--no-mdns', '--data-dir', dataDir, '--game', GAME], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  child.stderr!.on('data', (d: Buffer) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await withTimeout(
    new Promise<{ port: number; hostUrl: string }>((resolve, reject) => {
      const look = () => {
        const line = out.split('\n').find((l) => l.startsWith('READY '));
        if (line) resolve(JSON.parse(line.slice(6)));
      };
      child.stdout!.on('data', look);
      void exited.then(() => reject(new BenchFailure(`the host exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${out}`)));
    }),
    'the host to print READY',
    Math.max(WAIT_MS, 60_000),
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const hostToken = /[#&]host=([^&]+)/.exec(new URL(ready.hostUrl).hash)?.[1];
  if (hostToken === undefined) throw new BenchFailure(`no host token in the READY line's hostUrl: ${ready.hostUrl}`);
  return {
    child,
    port: ready.port,
    hostToken,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const clean = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!clean) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

async function hostRun(profileDir: string | null) {
  const root = mkdtempSync(join(DATA_ROOT, 'hideout-bench-'));
  let floor: Awaited<ReturnType<typeof openFloor>> | null = null;
  const host = await startServe(join(root, 'data'), profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-interval', String(PROFILE_INTERVAL_US)] : []);
  const url = `ws://127.0.0.1:${host.port}/ws`;
  const opened: Screen[] = [];
  const open = async (name: string) => {
    const s = new Screen(name, url);
    opened.push(s);
    await s.opened();
    return s;
  };
  try {
    const admin = await open('host controls');
    await admin.send({ type: 'hello', v: PROTOCOL_VERSION, hostToken: host.hostToken });
    await admin.untilFrame('"type":"welcome"', 'welcome');
    const phones: Screen[] = [];
    for (let i = 0; i < PHONES; i++) {
      const p = await open(`phone ${i + 1}`);
      await p.send({ type: 'hello', v: PROTOCOL_VERSION });
      await p.send({ type: 'join', v: PROTOCOL_VERSION, name: `Phone ${i + 1}` });
      await p.untilFrame('"type":"joined"', 'joined');
      phones.push(p);
    }
    const watchers: Screen[] = [];
    for (let i = 0; i <= SPECTATORS; i++) {
      const w = await open(i === 0 ? 'board' : `spectator ${i}`);
      await w.send({ type: 'hello', v: PROTOCOL_VERSION });
      await w.untilFrame('"type":"welcome"', 'welcome');
      watchers.push(w);
    }
    const screens = [...phones, ...watchers];
    // Every connection the host writes to, in the order it writes (its connections by age): the
    // host controls get each view too, so the floor replays theirs as well, untimed.
    const recorded = [admin, ...screens];
    floor = await openFloor(recorded.length);
    const floorLatencies: number[] = [];
    const rng = createRng('bench');
    const brain = PHONE_BRAINS[GAME]!;
    const latencies: number[] = [];
    const steps: Step[] = [];
    let paced = 0;
    let game = 0;
    let n = 0;
    const newGame = async () => {
      game++;
      const expected = game;
      await admin.send({ type: game === 1 ? 'start' : 'restart', v: PROTOCOL_VERSION });
      await Promise.all(screens.map((s) => s.until(() => s.gameNumber === expected && s.seq === 0, `game ${expected}'s first view`)));
    };
    await newGame();
    while (latencies.length < STEPS) {
      const actor = phones.find((p) => brain.due(p.view));
      if (actor === undefined) {
        if (admin.phase !== 'over') throw fail(`game ${game}: no phone is asked to act, yet the game is not over (phase ${admin.phase})`);
        await newGame();
        continue;
      }
      const seq = actor.seq;
      paced += await actor.pace();
      const marks = recorded.map((s) => s.arrivals.length);
      const action = brain.bot.choose({ seat: actor.view.you.seat, view: actor.view, legal: [], rng });
      const t0 = performance.now();
      actor.sendNow({ type: "act", v: PROTOCOL_VERSION, game, id: `b${n++}`, action });
      const current = game;
      await Promise.all(screens.map((s) => s.until(() => s.gameNumber === current && s.seq > seq, `the view after action ${n} (game ${current}, seq ${seq + 1})`)));
      const latency = Math.max(...screens.map((s) => s.viewAt)) - t0;
      const viewIndex = recorded.map((s, i) => (s === admin ? null : s.arrivals.length - 1 - marks[i]!));
      // The move that ends the game is followed by the room turning to "over": part of this step.
      if (!phones.some((p) => brain.due(p.view))) {
        await Promise.all([admin, ...screens].map((s) => s.until(() => s.phase === 'over', `game ${current} to be over`)));
      }
      const measured = steps.length >= WARMUP;
      const step: Step = { actor: recorded.indexOf(actor), frames: recorded.map((s, i) => s.arrivals.slice(marks[i]).map((a) => a.text)), viewIndex, measured };
      steps.push(step);
      // The same step from the floor, at once: the pair is measured at the same moment of the machine.
      const floorLatency = await floor.replay(step);
      if (measured) {
        latencies.push(latency);
        floorLatencies.push(floorLatency);
      }
    }
    return { latencies, floorLatencies, steps, games: game, pacedMs: paced, screens: screens.length };
  } finally {
    floor?.close();
    for (const s of opened) s.close();
    await host.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The floor, replaying each step right after the host played it: a bare `ws` server in its own
 * process with the same number of connections, in the same order, sent the same bytes. Host and
 * floor take turns step by step, so both are measured at the same moments of a shared machine
 * (a slow second for the machine is slow for both) instead of one run after the other.
 */
async function openFloor(connectionCount: number) {
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'bench', 'floor-server.mjs')], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  const screens: Screen[] = [];
  const close = () => {
    for (const s of screens) s.close();
    control?.close();
    child.kill();
  };
  let control: Screen | null = null;
  try {
    const port = await withTimeout(
      new Promise<number>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (d: Buffer) => {
          out += String(d);
          const m = /READY (\d+)/.exec(out);
          if (m) resolve(Number(m[1]));
        });
        child.once('exit', (code) => reject(fail(`the floor server exited (${code}) before it was ready`)));
      }),
      'the floor server to print READY',
    );
    control = new Screen('floor control', `ws://127.0.0.1:${port}/?control`);
    await control.opened();
    for (let i = 0; i < connectionCount; i++) {
      const s = new Screen(i === 0 ? 'floor host controls' : `floor screen ${i}`, `ws://127.0.0.1:${port}/?i=${i}`);
      screens.push(s);
      await s.opened();
    }
    // Each socket is registered by the server before its handshake answer leaves; a breath anyway.
    await sleep(200);
  } catch (error) {
    close();
    throw error;
  }
  const ctl = control;
  let k = 0;
  return {
    /** Sends this step's frames from the floor and returns how long until the last screen had its view. */
    async replay(step: Step): Promise<number> {
      const n = k++;
      const stored = ctl.arrivals.length;
      ctl.sendNow(JSON.stringify({ k: n, frames: step.frames }));
      await ctl.until(() => ctl.arrivals.length > stored, `the floor to take step ${n}`);
      const actor = screens[step.actor]!;
      await actor.pace();
      const marks = screens.map((s) => s.arrivals.length);
      const t0 = performance.now();
      actor.sendNow(`step ${n}`);
      await Promise.all(screens.map((s, i) => s.until(() => s.arrivals.length >= marks[i]! + step.frames[i]!.length, `floor step ${n}`)));
      const arrived = screens.flatMap((s, i) => (step.viewIndex[i] === null ? [] : [s.arrivals[marks[i]! + step.viewIndex[i]!]!.at]));
      return Math.max(...arrived) - t0;
    },
    close,
  };
}

/** From spawning `node out/main/serve.js` to /qr.svg served. */
async function startToQr(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-qr-'));
  const t0 = performance.now();
  const host = await startServe(dir);
  try {
    const res = await withTimeout(fetch(`http://127.0.0.1:${host.port}/qr.svg`), '/qr.svg');
    await res.text();
    return performance.now() - t0;
  } finally {
    host.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the disk under the data folder charges for making one journal line durable, measured the
 * way the host's journal does it (a line written over padding, then fdatasync), right after the
 * runs: the part of the host's latency no CPU work can remove. Twice: lines back to back, and
 * lines a few milliseconds apart, as a table's moves come (on a virtual machine a sync after a
 * pause costs more: the idle CPU and device must wake up for it). On a disk other jobs are using
 * it can be several times the whole floor.
 */
export function diskSync(lines = 300): { p50: number; p99: number; pausedP50: number; pausedP99: number } {
  const dir = mkdtempSync(join(DATA_ROOT, 'hideout-disk-'));
  const pause = new Int32Array(new SharedArrayBuffer(4));
  try {
    const fd = openSync(join(dir, 'probe.jsonl'), 'w');
    try {
      writeSync(fd, Buffer.alloc(128 * 1024), 0, 128 * 1024, 0);
      fdatasyncSync(fd);
      const line = Buffer.from(`${JSON.stringify({ actor: 3, action: { type: 'vote', approve: true }, id: 'a1b2c3d4e5f6', at: Date.now() })}\n`);
      const times: number[] = [];
      const paused: number[] = [];
      for (let i = 0; i < 2 * lines; i++) {
        // Every other line waits 5 ms first, the gap between two moves of a fast table.
        const afterPause = i % 2 === 1;
        if (afterPause) Atomics.wait(pause, 0, 0, 5);
        const t0 = performance.now();
        writeSync(fd, line, 0, line.length, i * line.length);
        fdatasyncSync(fd);
        (afterPause ? paused : times).push(performance.now() - t0);
      }
      return { p50: ms(pct(times, 50)), p99: ms(pct(times, 99)), pausedP50: ms(pct(paused, 50)), pausedP99: ms(pct(paused, 99)) };
    } finally {
      closeSync(fd);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const load = (): string => loadavg().map((x) => x.toFixed(2)).join(' ');

function bundleSize(): string {
  if (!existsSync(join(repo, 'out', 'renderer', 'player', 'index.html'))) return 'not built (npm run build first)';
  // Through tsx: the script measures the first screen as the host's own code writes it.
  return spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts', 'bundle-size.mjs')], { cwd: repo, encoding: 'utf8' }).stdout;
}

/** The newest .cpuprofile in `dir`. */
function newestProfile(dir: string): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (files.length === 0) throw new BenchFailure(`the host wrote no .cpuprofile in ${dir}`);
  return files[0]!;
}

export async function main(): Promise<void> {
  const profileDir = process.env.HIDEOUT_BENCH_CPU_PROF ? resolve(process.env.HIDEOUT_BENCH_CPU_PROF) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  build();
  const loadBefore = load();
  process.stdout.write(
    `\nhost: ${STEPS} actions measured (after ${WARMUP} unmeasured) at a full table (${PHONES} phones + the board${SPECTATORS ? ` + ${SPECTATORS} spectators` : ''}), ${GAME}, host in its own process${profileDir ? ', under the CPU profiler' : ''}\n`,
  );
  const host = await hostRun(profileDir);
  const floor = host.floorLatencies;
  const loadAfter = load();
  const disk = diskSync();
  const row = (name: string, xs: number[]) => ({ name, p50: ms(pct(xs, 50)), p90: ms(pct(xs, 90)), p99: ms(pct(xs, 99)), max: ms(Math.max(...xs)) });
  const h = row('host', host.latencies);
  const f = row('floor (bare ws, same bytes)', floor);
  const ratio = { p50: Math.round((h.p50 / f.p50) * 100) / 100, p99: Math.round((h.p99 / f.p99) * 100) / 100 };
  const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  const measured = host.steps.filter((s) => s.measured);
  // frames[0] is the host controls': the phones are 1..PHONES, the board PHONES + 1.
  const viewBytes = (from: number, to: number) =>
    avg(measured.flatMap((s) => s.frames.slice(from, to).map((frames, i) => Buffer.byteLength(frames[s.viewIndex[from + i]!]!))));
  const perAction = avg(measured.map((step) => step.frames.flat().reduce((a, fr) => a + Buffer.byteLength(fr), 0)));
  const qr: number[] = [];
  for (let i = 0; i < 3; i++) qr.push(await startToQr());
  const figures = {
    latencyMs: { host: h, floor: f, ratio },
    actions: host.latencies.length,
    games: host.games,
    pacedMs: Math.round(host.pacedMs),
    bytes: { phoneView: viewBytes(1, PHONES + 1), boardView: viewBytes(PHONES + 1, PHONES + 2), allScreensPerAction: perAction },
    startToQrMs: { median: ms(pct(qr, 50)), runs: qr.map(ms) },
    diskSyncMs: disk,
    loadAverage: { before: loadBefore, after: loadAfter },
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.stdout.write(
    [
      `action → every screen updated (ms)   p50      p90      p99      max`,
      `host                              ${[h.p50, h.p90, h.p99, h.max].map((x) => String(x).padStart(8)).join(' ')}`,
      `floor: bare ws, same bytes        ${[f.p50, f.p90, f.p99, f.max].map((x) => String(x).padStart(8)).join(' ')}`,
      `host / floor                      ${String(ratio.p50).padStart(8)}          ${String(ratio.p99).padStart(8)}`,
      `${host.latencies.length} actions over ${host.games} games; phones waited ${Math.round(host.pacedMs)} ms in all to keep under the rate limit`,
      `bytes per update: phone view ${figures.bytes.phoneView}, board view ${figures.bytes.boardView}, every connection per action (host controls included) ${perAction}`,
      `host start to QR served: ${ms(pct(qr, 50))} ms (median of ${qr.map(ms).join(', ')})`,
      `the data folder's disk, one journal line written over padding + fdatasync: back to back p50 ${disk.p50} ms, p99 ${disk.p99} ms; 5 ms after the last p50 ${disk.pausedP50} ms, p99 ${disk.pausedP99} ms (${DATA_ROOT})`,
      `load average (1, 5, 15 min): ${loadBefore} before the run, ${loadAfter} after it`,
    ].join('\n') + '\n',
  );
  if (profileDir) {
    const file = newestProfile(profileDir);
    process.stdout.write(`\nhost CPU profile ${file}, per action over all ${host.steps.length} actions:\n`);
    process.stdout.write(summariseProfile(JSON.parse(readFileSync(file, 'utf8')), host.steps.length) + '\n');
  }
  process.stdout.write(`phone bundle (gzip):\n${bundleSize()}\n`);
}

/** Runs `main`, printing a failure and exiting non-zero; never leaves the process hanging. */
export async function run(): Promise<void> {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`\nbench FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) await run();
