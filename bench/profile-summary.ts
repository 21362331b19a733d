/**
 * Where the host's CPU time goes, per action, from a V8 CPU profile of the built host
 * (`node --cpu-prof out/main/serve.js ...`; `HIDEOUT_BENCH_CPU_PROF=DIR npm run bench` takes one
 * during the host benchmark and prints this summary).
 *
 *     npx tsx bench/profile-summary.ts FILE.cpuprofile [--actions N] [--top K] [--detail]
 *
 * --detail adds each category's top functions.
 *
 * Every sample goes to one category: the innermost "anchor" function on its stack decides
 * (e.g. `JSON.stringify` runs inside `send`, which runs inside `sendView`: the sample is
 * serialisation, not view building). Built-ins such as JSON.parse, JSON.stringify and fsync show
 * up as self time of the JavaScript function that called them, which is why the anchors are
 * those callers. Names are the bundle's (electron-vite keeps them; a game's `view` may read
 * `view$1`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** An anchor: the frames it matches, the category it starts, and (optionally) the categories it may refine. */
interface Anchor {
  category: string;
  match: (f: CallFrame) => boolean;
  within?: (category: string) => boolean;
}

const named = (re: RegExp) => (f: CallFrame) => re.test(f.functionName);
/** The host's own code: the built bundle (out/main) or the sources. */
const hostCode = (f: CallFrame) => /\/out\/main\/|\/electron\/host\/|\/shared\//.test(f.url);
const inHost = (re: RegExp) => (f: CallFrame) => hostCode(f) && re.test(f.functionName);
const under = (prefix: string) => (category: string) => category.startsWith(prefix);

const ANCHORS: Anchor[] = [
  // Reading a client frame.
  { category: 'room: receive and dispatch', match: inHost(/^receive$/) },
  { category: 'parse: JSON.parse + size/type checks', match: inHost(/^parseClientMessage$/) },
  { category: 'parse: zod schema', match: (f) => f.url.includes('/node_modules/zod/') },
  // The rules.
  { category: 'rules: applyAction (outcome, checks)', match: inHost(/^applyAction$/) },
  { category: 'validate: game.parseAction', match: inHost(/^parseAction(\$\d+)?$/), within: under('rules') },
  { category: 'rules: cloneJson (copy of the state)', match: inHost(/^cloneJson$/), within: under('rules') },
  { category: 'rules: seal (deep-freeze)', match: inHost(/^seal$/), within: under('rules') },
  { category: 'rules: game.apply', match: inHost(/^apply(\$\d+)?$/), within: under('rules') },
  // The journal.
  { category: 'journal: append (line)', match: inHost(/^(append|entryLine)$/) },
  { category: 'journal: write', match: named(/^(writeAll|writeSync)$/), within: under('journal') },
  { category: 'journal: fsync', match: named(/^(fsyncSync|fdatasyncSync)$/), within: under('journal') },
  // What goes out.
  { category: 'views: game.view per connection', match: inHost(/^(broadcastViews|sendView)$/) },
  { category: 'room updates (broadcastRoom)', match: inHost(/^(broadcastRoom|roomInfo)$/) },
  { category: 'serialise: JSON.stringify per connection', match: inHost(/^(send|sendRaw)$/) },
  { category: 'ws: frame and write', match: (f) => f.url.includes('/node_modules/ws/'), within: under('serialise') },
  { category: 'outcome, bots and clock (afterChange)', match: inHost(/^afterChange$/) },
];

const IDLE = '(idle)';
const GC = '(garbage collector)';
const OTHER = 'other: sockets, event loop, HTTP, start-up';

export interface Summary {
  /** Milliseconds per category. */
  byCategory: Map<string, number>;
  /** Milliseconds of self time per function (name and place). */
  byFunction: Map<string, number>;
  /** Milliseconds of self time per function, per category. */
  byCategoryFunction: Map<string, Map<string, number>>;
  totalMs: number;
  idleMs: number;
}

export function analyseProfile(profile: CpuProfile): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const category = new Map<number, string>();
  const root = profile.nodes[0]!;
  // Categories flow from the root down: a node keeps its parent's unless it is an anchor.
  const stack: [ProfileNode, string][] = [[root, OTHER]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!;
    const name = node.callFrame.functionName;
    let own = parent;
    if (name === IDLE || name === GC || name === '(program)') own = name;
    for (const a of ANCHORS) {
      if (a.match(node.callFrame) && (a.within === undefined || a.within(parent))) own = a.category;
    }
    category.set(node.id, own);
    for (const child of node.children ?? []) stack.push([byId.get(child)!, own]);
  }
  const byCategory = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byCategoryFunction = new Map<string, Map<string, number>>();
  let totalMs = 0;
  let idleMs = 0;
  // A sample's time is the interval up to the next sample.
  for (let i = 0; i < profile.samples.length; i++) {
    const next = profile.timeDeltas[i + 1];
    if (next === undefined) break;
    const t = next / 1000;
    const id = profile.samples[i]!;
    const c = category.get(id) ?? OTHER;
    totalMs += t;
    if (c === IDLE) {
      idleMs += t;
      continue;
    }
    byCategory.set(c, (byCategory.get(c) ?? 0) + t);
    const f = byId.get(id)!.callFrame;
    const where = f.url ? `${f.url.replace(/^.*\/(node_modules\/[^/]+|out\/main)\//, '$1/')}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
    let fns = byCategoryFunction.get(c);
    if (fns === undefined) byCategoryFunction.set(c, (fns = new Map()));
    fns.set(key, (fns.get(key) ?? 0) + t);
  }
  return { byCategory, byFunction, byCategoryFunction, totalMs, idleMs };
}

/** The summary as text: categories grouped (parse, rules, journal, views, ...), ms in all and per action. */
export function summariseProfile(profile: CpuProfile, actions: number | null, top = 15, detail = false): string {
  const s = analyseProfile(profile);
  const busy = s.totalMs - s.idleMs;
  const order = [...ANCHORS.map((a) => a.category), GC, '(program)', OTHER];
  const groups = new Map<string, string[]>();
  for (const c of order) {
    if (!s.byCategory.has(c)) continue;
    const g = c.includes(':') ? c.slice(0, c.indexOf(':')) : c;
    groups.set(g, [...(groups.get(g) ?? []), c]);
  }
  const perAction = (x: number) => (actions ? (x / actions).toFixed(3).padStart(9) : '');
  const line = (label: string, x: number) => `${label.padEnd(48)} ${x.toFixed(1).padStart(9)} ${perAction(x)} ${((100 * x) / busy).toFixed(1).padStart(6)} %`;
  const out = [
    `profile: ${(s.totalMs / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(2)} s, idle ${(s.idleMs / 1000).toFixed(1)} s${actions ? `, ${actions} actions` : ''}`,
    `${'category'.padEnd(48)} ${'ms'.padStart(9)} ${actions ? 'ms/action'.padStart(9) : ''} ${'busy'.padStart(8)}`,
  ];
  const hot = ['room', 'parse', 'validate', 'rules', 'journal', 'views', 'room updates (broadcastRoom)', 'serialise', 'ws', 'outcome, bots and clock (afterChange)'];
  let hotTotal = 0;
  for (const [g, cats] of groups) {
    const total = cats.reduce((a, c) => a + s.byCategory.get(c)!, 0);
    if (hot.includes(g)) hotTotal += total;
    if (cats.length === 1 && cats[0] === g) {
      out.push(line(g, total));
      continue;
    }
    out.push(line(`${g} (total)`, total));
    for (const c of cats) out.push(line(`  ${c.slice(g.length + 1).trim()}`, s.byCategory.get(c)!));
  }
  out.push(line('host hot path (all of the above but GC/program/other)', hotTotal));
  out.push('', `top ${top} functions by self time:`);
  const fns = [...s.byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, x] of fns) out.push(line(`  ${name.slice(0, 46)}`, x));
  if (detail) {
    for (const c of order) {
      const fnsOf = s.byCategoryFunction.get(c);
      if (fnsOf === undefined) continue;
      out.push('', `${c}, top 8 functions by self time:`);
      for (const [name, x] of [...fnsOf.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)) out.push(line(`  ${name.slice(0, 46)}`, x));
    }
  }
  return out.join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--actions' && args[i - 1] !== '--top');
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : null;
  };
  if (file === undefined) {
    process.stderr.write('usage: npx tsx bench/profile-summary.ts FILE.cpuprofile [--actions N] [--top K] [--detail]\n');
    process.exit(2);
  }
  process.stdout.write(summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, flag('--actions'), flag('--top') ?? 15, args.includes('--detail')) + '\n');
}
