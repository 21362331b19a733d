// Prints the gzip size of everything a phone downloads when it opens the join link: the page,
// and every script, style and preload it references (following imports between chunks), and
// the largest part it may fetch later on demand (the rules, in the phone's one language).
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..', 'out', 'renderer');

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.(?:js|css))["']/g;
// The bundler may quote a lazy chunk's name with backquotes.
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.(?:js|css))["'`]\s*\)/g;

function resolveRef(file, ref) {
  if (/^(data:|https?:)/.test(ref)) return null;
  const target = ref.startsWith('/') ? join(root, ref) : resolve(dirname(file), ref);
  return existsSync(target) ? target : null;
}

/** A file and everything it loads statically (an HTML page's scripts and styles, a script's imports). */
function staticGraph(entries, seen = new Set()) {
  const queue = entries.filter((f) => !seen.has(f));
  for (const f of queue) seen.add(f);
  while (queue.length > 0) {
    const file = queue.shift();
    const text = readFileSync(file, 'utf8');
    const refs = file.endsWith('.html')
      ? [...text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])
      : file.endsWith('.js')
        ? [...text.matchAll(STATIC_IMPORT)].map((m) => m[1])
        : [];
    for (const ref of refs) {
      const target = resolveRef(file, ref);
      if (target !== null && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/** Files a page loads as soon as it opens: its HTML and, transitively, its static imports. */
export function pageFiles(page) {
  return [...staticGraph([join(root, page, 'index.html')])];
}

/**
 * What the page fetches only on demand (import(...)), each with the files it adds to what the
 * page already has: e.g. the rules in the phone's one language, when its owner opens them.
 */
export function onDemandChunks(page) {
  const loaded = staticGraph([join(root, page, 'index.html')]);
  const chunks = new Map();
  for (const file of loaded) {
    if (!file.endsWith('.js')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolveRef(file, m[1]);
      if (target === null || loaded.has(target) || chunks.has(target)) continue;
      chunks.set(target, [...staticGraph([target], new Set(loaded))].filter((f) => !loaded.has(f)));
    }
  }
  return [...chunks.values()];
}

/** The largest single on-demand addition to a page, in gzip bytes (0 when it has none). */
export function largestOnDemand(page) {
  return Math.max(0, ...onDemandChunks(page).map((files) => gzipBytes(files)));
}

export function gzipBytes(files) {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const page of ['player', 'board', 'host', 'rules']) {
    if (!existsSync(join(root, page, 'index.html'))) continue;
    const files = pageFiles(page);
    const total = gzipBytes(files);
    const extra = largestOnDemand(page);
    const label = page === 'player' ? 'phone' : page;
    const onDemand = extra > 0 ? `, at most ${extra} more on demand` : '';
    console.log(`${label.padEnd(6)} ${String(total).padStart(7)} bytes gzip in ${files.length} files${onDemand}${page === 'player' ? ' (what a phone downloads; budget 80 KB with the largest on-demand part)' : ''}`);
  }
}
