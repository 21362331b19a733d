import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the built screens, precompressed', () => {
  it('get a gzip twin for each text file gzip makes smaller, with the same bytes inside; fonts, tiny files and the manifest keep none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hideout-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const script = 'export const words = ' + JSON.stringify(Array.from({ length: 200 }, (_, i) => `word ${i}`)) + ';\n';
    writeFileSync(join(dir, 'assets', 'app-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'face.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ big: 'x'.repeat(5000) }));
    const done = precompress(dir);
    expect(done.files).toBe(1);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-abc.js.gz'))).toString()).toBe(script);
    expect(done.gzipped).toBeLessThan(done.bytes);
    expect(existsSync(join(dir, 'assets', 'face.woff2.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'tiny.css.gz'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.gz'))).toBe(false);
  });
});
