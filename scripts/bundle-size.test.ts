import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { gzipBytes, pageFiles } from './bundle-size.mjs';

const built = existsSync(join(resolve(import.meta.dirname, '..'), 'out', 'renderer', 'player', 'index.html'));

describe.skipIf(!built && !process.env.CI)('what a phone downloads', () => {
  it('is the page and its own assets, under 80 KB gzip', () => {
    const files: string[] = pageFiles('player');
    expect(files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(gzipBytes(files)).toBeLessThan(80 * 1024);
  });
});
