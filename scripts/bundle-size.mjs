// Prints the gzip size of everything a phone downloads when it opens the join link: the page,
// and every script, style and preload it references (following imports between chunks).
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..', 'out', 'renderer');

/** Files a page loads, from its HTML and then from the imports inside each script. */
export function pageFiles(page) {
  const html = join(root, page, 'index.html');
  const seen = new Set([html]);
  const queue = [html];
  while (queue.length > 0) {
    const file = queue.shift();
    const text = readFileSync(file, 'utf8');
    const refs = file.endsWith('.html')
      ? [...text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])
      : file.endsWith('.js')
        ? [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+\.(?:js|css))["']/g)].map((m) => m[1])
        : [];
    for (const ref of refs) {
      if (/^(data:|https?:)/.test(ref)) continue;
      const target = ref.startsWith('/') ? join(root, ref) : resolve(dirname(file), ref);
      if (existsSync(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

export function gzipBytes(files) {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const page of ['player', 'board', 'host']) {
    if (!existsSync(join(root, page, 'index.html'))) continue;
    const files = pageFiles(page);
    const total = gzipBytes(files);
    const label = page === 'player' ? 'phone' : page;
    console.log(`${label.padEnd(6)} ${String(total).padStart(7)} bytes gzip in ${files.length} files${page === 'player' ? ' (what a phone downloads; budget 80 KB)' : ''}`);
  }
}
