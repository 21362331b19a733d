/**
 * Host figures (printed, never asserted): a phone's action to every screen's update at a full
 * table, p50/p99, side by side with a bare `ws` server sending the same bytes (the floor); bytes
 * per update; host start to QR code; the phone bundle's gzip size. Run by `npm run bench` after
 * the engine figures; HIDEOUT_BENCH_STEPS sets the measured actions (default 400).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createRng } from '../shared/engine/index.ts';
import { startHostProcess } from '../electron/host/proof/process-host.ts';
import { PHONE_BRAINS } from '../electron/host/proof/table.ts';

const repo = join(import.meta.dirname, '..');
const STEPS = Number(process.env.HIDEOUT_BENCH_STEPS ?? 400);
const PHONES = 10;

/** A raw screen connection that timestamps every frame as it arrives. */
class Screen {
  readonly socket: WebSocket;
  readonly arrivals: { at: number; text: string }[] = [];
  view: any = null;
  seq = -1;
  gameNumber = 0;
  private waiters: (() => void)[] = [];
  constructor(url: string) {
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
      }
      for (const w of this.waiters.splice(0)) w();
    });
  }
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }
  send(o: unknown): void {
    this.socket.send(typeof o === 'string' ? o : JSON.stringify(o));
  }
  async until(test: () => boolean): Promise<void> {
    while (!test()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => Math.round(x * 100) / 100;

async function hostLatency() {
  const root = mkdtempSync(join(tmpdir(), 'hideout-bench-'));
  const host = await startHostProcess(join(root, 'data'));
  const url = `ws://127.0.0.1:${host.ready.port}/ws`;
  try {
    const admin = new Screen(url);
    await admin.opened();
    admin.send({ type: 'hello', v: 1, hostToken: host.ready.hostToken });
    const phones: Screen[] = [];
    for (let i = 0; i < PHONES; i++) {
      const p = new Screen(url);
      await p.opened();
      p.send({ type: 'hello', v: 1 });
      p.send({ type: 'join', v: 1, name: `Phone ${i + 1}` });
      await p.until(() => p.arrivals.some((a) => a.text.includes('"type":"joined"')));
      phones.push(p);
    }
    const board = new Screen(url);
    await board.opened();
    board.send({ type: 'hello', v: 1 });
    const screens = [...phones, board];
    const rng = createRng('bench');
    const brain = PHONE_BRAINS['mole-in-the-crew']!;
    const latencies: number[] = [];
    const steps: string[][][] = [];
    const phoneBytes: number[] = [];
    const boardBytes: number[] = [];
    let game = 0;
    let n = 0;
    const newGame = async () => {
      game++;
      admin.send({ type: game === 1 ? 'start' : 'restart', v: 1 });
      await Promise.all(screens.map((s) => s.until(() => s.gameNumber === game && s.seq === 0)));
    };
    await newGame();
    while (latencies.length < STEPS) {
      const actor = phones.find((p) => brain.due(p.view));
      if (actor === undefined) {
        await newGame();
        continue;
      }
      const seq = actor.seq;
      const marks = screens.map((s) => s.arrivals.length);
      const action = brain.bot.choose({ seat: actor.view.you.seat, view: actor.view, legal: [], rng });
      const t0 = performance.now();
      actor.send({ type: 'act', v: 1, id: `b${n++}`, action });
      await Promise.all(screens.map((s) => s.until(() => s.gameNumber === game && s.seq > seq)));
      const last = Math.max(...screens.map((s) => s.arrivals.at(-1)!.at));
      latencies.push(last - t0);
      // What each screen got for this step, for the floor to send again.
      const step = screens.map((s, i) => s.arrivals.slice(marks[i]).map((a) => a.text));
      steps.push(step);
      step.forEach((frames, i) => {
        const view = frames.find((f) => f.startsWith('{"type":"view"'));
        if (view) (i < PHONES ? phoneBytes : boardBytes).push(Buffer.byteLength(view));
      });
      // The same phone sends the step in the floor run.
      actorOf.push(phones.indexOf(actor));
    }
    for (const s of [admin, ...screens]) s.socket.terminate();
    return { latencies, steps, phoneBytes, boardBytes, games: game };
  } finally {
    await host.kill();
    rmSync(root, { recursive: true, force: true });
  }
}
const actorOf: number[] = [];

async function floorLatency(steps: string[][][]) {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-floor-'));
  const file = join(dir, 'steps.json');
  writeFileSync(file, JSON.stringify(steps));
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'bench', 'floor-server.mjs'), file], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve) => child.stdout!.on('data', (d: Buffer) => /READY (\d+)/.test(String(d)) && resolve(Number(/READY (\d+)/.exec(String(d))![1]))));
    const screens: Screen[] = [];
    for (let i = 0; i < steps[0]!.length; i++) {
      const s = new Screen(`ws://127.0.0.1:${port}/?i=${i}`);
      await s.opened();
      screens.push(s);
    }
    await new Promise((r) => setTimeout(r, 100));
    const latencies: number[] = [];
    for (const [k, step] of steps.entries()) {
      const marks = screens.map((s) => s.arrivals.length);
      const t0 = performance.now();
      screens[actorOf[k]!]!.send(`step ${k}`);
      await Promise.all(screens.map((s, i) => s.until(() => s.arrivals.length >= marks[i]! + step[i]!.length)));
      latencies.push(Math.max(...screens.map((s) => s.arrivals.at(-1)!.at)) - t0);
    }
    for (const s of screens) s.socket.terminate();
    return latencies;
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** From spawning `node out/main/serve.js` to /qr.svg served. */
async function startToQr(): Promise<number | null> {
  const serveJs = join(repo, 'out', 'main', 'serve.js');
  if (!existsSync(serveJs)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'hideout-qr-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, [serveJs, '--port', '0', '--no-mdns', '--data-dir', dir], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += String(d);
        const line = out.split('\n').find((l) => l.startsWith('READY '));
        if (line) resolve(JSON.parse(line.slice(6)).port);
      });
      child.once('exit', () => reject(new Error(out)));
    });
    const res = await fetch(`http://127.0.0.1:${port}/qr.svg`);
    await res.text();
    return performance.now() - t0;
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

function bundleSize(): string {
  if (!existsSync(join(repo, 'out', 'renderer', 'player', 'index.html'))) return 'not built (npm run build first)';
  return spawnSync(process.execPath, [join(repo, 'scripts', 'bundle-size.mjs')], { cwd: repo, encoding: 'utf8' }).stdout;
}

export async function main(): Promise<void> {
  process.stdout.write(`\nhost: ${STEPS} actions at a full table (${PHONES} phones + the board), Mole in the Crew, host in its own process\n`);
  const host = await hostLatency();
  const floor = await floorLatency(host.steps);
  const row = (name: string, xs: number[]) => ({ name, p50: ms(pct(xs, 50)), p90: ms(pct(xs, 90)), p99: ms(pct(xs, 99)), max: ms(Math.max(...xs)) });
  const h = row('host', host.latencies);
  const f = row('floor (bare ws, same bytes)', floor);
  const ratio = { p50: Math.round((h.p50 / f.p50) * 10) / 10, p99: Math.round((h.p99 / f.p99) * 10) / 10 };
  const avg = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  const perAction = avg(host.steps.map((step) => step.flat().reduce((a, f) => a + Buffer.byteLength(f), 0)));
  const qr: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = await startToQr();
    if (t !== null) qr.push(t);
  }
  const figures = {
    latencyMs: { host: h, floor: f, ratio },
    bytes: { phoneView: avg(host.phoneBytes), boardView: avg(host.boardBytes), allScreensPerAction: perAction },
    startToQrMs: qr.length ? { median: ms(pct(qr, 50)), runs: qr.map(ms) } : 'out/main/serve.js not built (npm run build first)',
    games: host.games,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.stdout.write(
    [
      `action → every screen updated (ms)   p50      p90      p99      max`,
      `host                              ${[h.p50, h.p90, h.p99, h.max].map((x) => String(x).padStart(8)).join(' ')}`,
      `floor: bare ws, same bytes        ${[f.p50, f.p90, f.p99, f.max].map((x) => String(x).padStart(8)).join(' ')}`,
      `host / floor                      ${String(ratio.p50).padStart(8)}          ${String(ratio.p99).padStart(8)}`,
      `bytes per update: phone view ${figures.bytes.phoneView}, board view ${figures.bytes.boardView}, all screens per action ${perAction}`,
      `host start to QR served: ${qr.length ? `${ms(pct(qr, 50))} ms (median of ${qr.map(ms).join(', ')})` : figures.startToQrMs}`,
    ].join('\n') + '\n',
  );
  process.stdout.write(`phone bundle (gzip):\n${bundleSize()}\n`);
}
