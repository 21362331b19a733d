import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { gzipBytes, largestOnDemand, onDemandChunks, pageFiles } from './bundle-size.mjs';

const built = existsSync(join(resolve(import.meta.dirname, '..'), 'out', 'renderer', 'player', 'index.html'));

describe.skipIf(!built && !process.env.CI)('what a phone downloads', () => {
  it('is the page and its own assets, under 80 KB gzip', () => {
    const files: string[] = pageFiles('player');
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(gzipBytes(files)).toBeLessThan(80 * 1024);
  });

  it('stays under 80 KB gzip with the largest part it fetches on demand (the rules in one language)', () => {
    const opened: string[] = pageFiles('player');
    expect(gzipBytes(opened) + (largestOnDemand('player') as number)).toBeLessThan(80 * 1024);
  });

  it('fetches the rules of one language at a time', () => {
    // Three languages' rules, each on its own: a phone downloads one of them when it opens the rules.
    const chunks: string[][] = onDemandChunks('player');
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const opened = new Set<string>(pageFiles('player'));
    for (const files of chunks) for (const f of files) expect(opened.has(f)).toBe(false);
  });
});
