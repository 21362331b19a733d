/**
 * The TV on a weak laptop, measured: the board in Chromium with its CPU slowed 4×, at 1920×1080
 * and 3840×2160, while bots play each game at its largest table, against the built headless host
 * on loopback. The page's own observer of long animation frames (the Long Animation Frames API)
 * records every frame over 33 ms and whether a reveal was playing then.
 *
 *   npm run build && npx tsx bench/tv-frames.ts        # 30 s per game and size (HIDEOUT_TV_SECONDS)
 *   HIDEOUT_TV_DETAIL=1 npx tsx bench/tv-frames.ts     # and what the long frames were made of
 *   HIDEOUT_TV_GAMES=turncoat HIDEOUT_TV_SIZES=3840 …  # only some games or sizes
 *   HIDEOUT_MINIFY=0 npm run build && HIDEOUT_TV_PROFILE=1 npx tsx bench/tv-frames.ts   # where the board's scripts spend their time
 *   HIDEOUT_TV_TRACE=1 npx tsx bench/tv-frames.ts      # the board's work by kind (style, layout, paint), whole run and long reveal frames, and which script forced a layout (bench/board-trace.ts)
 *   HIDEOUT_TV_SOURCE=demo npx tsx bench/tv-frames.ts  # each game's scripted demonstration instead of bots: the same moves every run
 *   HIDEOUT_TV_FONT="'DejaVu Sans'" npx tsx bench/tv-frames.ts   # every text in one system face: what the font stack costs
 *
 * With HIDEOUT_TV_DETAIL each long frame during a reveal is taken apart from the API's own
 * attribution: its scripts' time, the style and layout they forced by reading the layout they had
 * just changed, the frame's rendering update (requestAnimationFrame callbacks, style, layout, paint),
 * and the scripts that took longest (what invoked them, from which file and function).
 *
 * A benchmark, not a test: it prints figures (docs/performance.md) and fails only when a step
 * never happens. Target: no frame over 50 ms during a reveal.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumBasics } from '../e2e/launch.ts';
import { GAMES as REGISTRY } from '../shared/games/index.ts';
import { serveHost } from './serve-process.ts';
import { traceSummary, type TraceEvent } from './board-trace.ts';

const SECONDS = Math.max(5, Number(process.env.HIDEOUT_TV_SECONDS ?? 30));
const DETAIL = process.env.HIDEOUT_TV_DETAIL === '1';
/** The board's own CPU profile over the run: its scripts' self time by function, the largest first. */
const PROFILE = process.env.HIDEOUT_TV_PROFILE === '1';
/** The browser's trace of the board's main thread: its time by kind of work, and the longest pieces. */
const TRACE = process.env.HIDEOUT_TV_TRACE === '1';
/**
 * The game's "How to play" instead of bots: the same board, reveals and moments, from a script, so
 * two runs show the same moves at the same times and two builds can be told apart (bots choose at
 * random, and what 30 s of their game holds varies more than most changes do).
 */
const DEMO = process.env.HIDEOUT_TV_SOURCE === 'demo';
const CPU_SLOWDOWN = 4;
/** A comma-separated filter of an environment variable: what contains one of its words is kept. */
const only = (name: string) => (value: string) => {
  const words = (process.env[name] ?? '').split(',').filter((w) => w !== '');
  return words.length === 0 || words.some((w) => value.includes(w));
};
/** Every game, at its largest table. */
const GAMES = Object.values(REGISTRY)
  .map((g) => ({ id: g.game.id, seats: g.game.maxPlayers }))
  .filter((g) => only('HIDEOUT_TV_GAMES')(g.id));
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
].filter((s) => only('HIDEOUT_TV_SIZES')(String(s.width)));

/** Collects long animation frames in the page, each marked with whether the board was revealing. */
const OBSERVE_FRAMES = `((detail) => {
  window.__frames = [];
  // The board marks its root while it plays a reveal (renderer/lib/board/BoardFrame.svelte); a frame
  // is counted as the reveal's when the mark is on as the observer hears of it, just after.
  const revealing = () => document.documentElement.dataset.reveal === 'playing';
  // The API reports frames of 50 ms and more only: the gaps between painted frames give the rest.
  window.__gaps = [];
  let last = 0;
  const tick = (now) => {
    if (last > 0 && now - last > 33) window.__gaps.push({ ms: Math.round(now - last), reveal: revealing() });
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  // What a frame was made of, from the API's attribution: its end less where its rendering update
  // (and its style and layout) began, and per script the layout it forced.
  const parts = (e) => {
    const end = e.startTime + e.duration;
    const scripts = e.scripts.map((s) => ({
      ms: s.duration,
      forced: s.forcedStyleAndLayoutDuration,
      what: s.invokerType + ' ' + s.invoker + ' @ ' + (s.sourceURL.split('/').pop() || '?') + ':' + (s.sourceFunctionName || '?'),
    }));
    return {
      scripts,
      scriptMs: scripts.reduce((sum, s) => sum + s.ms, 0),
      forcedMs: scripts.reduce((sum, s) => sum + s.forced, 0),
      renderMs: e.renderStart > 0 ? end - e.renderStart : 0,
      styleLayoutMs: e.styleAndLayoutStart > 0 ? end - e.styleAndLayoutStart : 0,
    };
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__frames.push({ ms: Math.round(e.duration), reveal: revealing(), ...(detail ? parts(e) : {}) });
      // Marked on the browser's own trace too (HIDEOUT_TV_TRACE), so its work can be told by frame.
      if (e.duration > 50 && revealing()) performance.measure('hideout-long-reveal-frame', { start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})(${DETAIL});`;

interface Frame {
  ms: number;
  reveal: boolean;
  scripts?: { ms: number; forced: number; what: string }[];
  scriptMs?: number;
  forcedMs?: number;
  renderMs?: number;
  styleLayoutMs?: number;
}

/** The long frames of a reveal taken apart: totals, then the scripts that took longest. */
function detail(frames: Frame[]): string {
  const long = frames.filter((f) => f.ms > 50 && f.reveal);
  if (long.length === 0) return '    (no long frame during a reveal)';
  const sum = (pick: (f: Frame) => number) => Math.round(long.reduce((s, f) => s + pick(f), 0));
  const lines = [
    `    ${long.length} long frames during reveals, ${sum((f) => f.ms)} ms in all: scripts ${sum((f) => f.scriptMs ?? 0)} ms ` +
      `(of which forced style and layout ${sum((f) => f.forcedMs ?? 0)} ms), rendering update ${sum((f) => f.renderMs ?? 0)} ms ` +
      `(of which style, layout and paint ${sum((f) => f.styleLayoutMs ?? 0)} ms)`,
    `    each (ms, scripts, forced, render, style+layout+paint): ` +
      long.map((f) => `${f.ms}/${Math.round(f.scriptMs ?? 0)}/${Math.round(f.forcedMs ?? 0)}/${Math.round(f.renderMs ?? 0)}/${Math.round(f.styleLayoutMs ?? 0)}`).join(' '),
  ];
  const byScript = new Map<string, { ms: number; forced: number; n: number }>();
  for (const f of long) {
    for (const s of f.scripts ?? []) {
      const acc = byScript.get(s.what) ?? { ms: 0, forced: 0, n: 0 };
      acc.ms += s.ms;
      acc.forced += s.forced;
      acc.n += 1;
      byScript.set(s.what, acc);
    }
  }
  for (const [what, acc] of [...byScript].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6)) {
    lines.push(`    ${String(Math.round(acc.ms)).padStart(5)} ms (forced layout ${Math.round(acc.forced)} ms) in ${acc.n}× ${what}`);
  }
  return lines.join('\n');
}

interface Figures {
  game: string;
  size: string;
  /** Gaps of more than 33 ms between two painted frames (a frame or more dropped). */
  over33: number;
  over50: number;
  over50InReveal: number;
  longest: number;
  /** With HIDEOUT_TV_DETAIL: what the long frames of the reveals were made of. */
  detail?: string;
  /** With HIDEOUT_TV_PROFILE: where the board's main thread spent its time. */
  profile?: string;
  /** With HIDEOUT_TV_TRACE: the renderer's work by kind. */
  trace?: string;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per function of a CDP CPU profile (from its samples' time deltas), the largest first. */
function profileSummary(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    if (node === undefined) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url === '' ? '' : ` @ ${url.split('/').pop()}:${lineNumber + 1}`;
    const key = `${functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + us);
    if (functionName !== '(idle)' && functionName !== '(program)') total += us;
  });
  const lines = [`    profile: ${Math.round(total / 1000)} ms busy (idle and (program) left out); self time by function:`];
  for (const [key, us] of [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`    ${String(Math.round(us / 1000)).padStart(6)} ms  ${key}`);
  }
  return lines.join('\n');
}

async function measure(browser: Browser, game: { id: string; seats: number }, size: { width: number; height: number }): Promise<Figures> {
  const host = await serveHost(['--game', game.id]);
  const controls = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const boardContext = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  try {
    await controls.goto(host.hostUrl);
    const lobby = controls.getByTestId('lobby-controls');
    if (!DEMO) for (let i = 0; i < game.seats; i++) await lobby.getByTestId('add-bot').click();
    const board = await boardContext.newPage();
    await board.addInitScript({ content: OBSERVE_FRAMES });
    const cdp = await boardContext.newCDPSession(board);
    // An experiment, not the product: the board's text in the one face given, whatever its script.
    if (process.env.HIDEOUT_TV_FONT) await board.addInitScript({ content: `document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = 'html, html * { font-family: ${process.env.HIDEOUT_TV_FONT} !important }'; document.head.append(s); });` });
    await board.goto(host.boardUrl);
    await board.getByTestId('board-lobby').waitFor({ timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Only what the game itself draws is counted, from its start on.
    await board.evaluate('window.__frames.length = 0; window.__gaps.length = 0');
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    if (TRACE) {
      await browser.startTracing(board, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'blink.user_timing'] });
      // Names the board's renderer on the trace (boardMainThread), whatever its frames turn out to be.
      await board.evaluate("performance.mark('hideout-board-ready')");
    }
    await lobby.getByTestId(DEMO ? 'how-to-play' : 'start-button').click();
    await board.waitForTimeout(SECONDS * 1000);
    const trace = TRACE ? traceSummary((JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents) : undefined;
    const profile = PROFILE ? profileSummary((await cdp.send('Profiler.stop')).profile as never) : undefined;
    const frames = (await board.evaluate('window.__frames')) as Frame[];
    const gaps = (await board.evaluate('window.__gaps')) as { ms: number; reveal: boolean }[];
    return {
      game: game.id,
      size: `${size.width}×${size.height}`,
      over33: gaps.length,
      over50: frames.filter((f) => f.ms > 50).length,
      over50InReveal: frames.filter((f) => f.ms > 50 && f.reveal).length,
      longest: Math.max(0, ...frames.map((f) => f.ms)),
      ...(DETAIL ? { detail: detail(frames) } : {}),
      ...(profile !== undefined ? { profile } : {}),
      ...(trace !== undefined ? { trace } : {}),
    };
  } finally {
    await boardContext.close();
    await controls.context().close();
    host.stop();
  }
}

async function main(): Promise<void> {
  // The browser tests' Chromium and flags (the system's Chromium, nothing sent off the machine,
  // a renderer a page).
  const browser = await chromium.launch(chromiumBasics);
  const results: Figures[] = [];
  try {
    for (const game of GAMES) {
      for (const size of SIZES) {
        const r = await measure(browser, game, size);
        results.push(r);
        console.log(`${r.game.padEnd(17)} ${r.size.padEnd(10)} frame gaps over 33 ms: ${r.over33}, long frames over 50 ms: ${r.over50} (${r.over50InReveal} during a reveal), longest ${r.longest} ms`);
        if (r.detail !== undefined) console.log(r.detail);
        if (r.profile !== undefined) console.log(r.profile);
        if (r.trace !== undefined) console.log(r.trace);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nTV board, CPU ×${CPU_SLOWDOWN}, ${DEMO ? "each game's demonstration" : "bots at each game's largest table"}, ${SECONDS} s per game and size (target: no frame over 50 ms during a reveal)`);
  console.log(JSON.stringify({ tvFrames: results.map(({ detail: _, profile: __, trace: ___, ...r }) => r) }));
}

main().catch((error: unknown) => {
  console.error(`tv-frames bench FAILED: ${(error as Error).message}`);
  process.exit(1);
});
