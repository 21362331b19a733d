import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { pageDownload } from './bundle-size.mjs';

const built = existsSync(join(resolve(import.meta.dirname, '..'), 'out', 'renderer', '.vite', 'manifest.json'));

interface Download {
  bytes: number;
  files: string[];
  shell: string[];
  games: string[];
  languages: string[];
}

describe.skipIf(!built && !process.env.CI)('what a phone downloads', () => {
  const phone: Download = built ? pageDownload('player') : ({} as Download);

  it('loads each game on demand, so a phone fetches only the game its table plays', () => {
    expect(phone.games.map((k) => k.replace(/^.*\//, '')).sort()).toEqual(['MolePhone.svelte', 'SnitchPhone.svelte', 'TurncoatPhone.svelte']);
    for (const game of ['MolePhone', 'SnitchPhone', 'TurncoatPhone']) {
      expect(phone.shell.some((f) => f.includes(game))).toBe(false);
    }
  });

  it('loads the words in the phone\'s one language on demand, and never the QR library (only the host controls draw seat links)', () => {
    expect(phone.languages.map((k) => k.replace(/^.*\//, '')).sort()).toEqual(expect.arrayContaining(['words-en.ts', 'words-es.ts', 'words-ko.ts']));
    expect(phone.shell.some((f) => /words-|rules-/.test(f))).toBe(false);
    expect(phone.files.filter((f) => /words-[a-z]{2}/.test(f))).toHaveLength(1);
    expect(phone.files.some((f) => f.includes('qrcode') || /browser-/.test(f))).toBe(false);
  });

  it('carries none of the rules: its Rules button opens the rules page, which counts them', () => {
    // The rules pages' words, a game's rules text, the deal table and the calculator's parts.
    const rulesParts = /\/(rules-[a-z]{2}|[a-z-]+-rules|DealSection|DealTable|CalculatorResult|SheetFigures|RoleCards)-[\w-]+\.(js|css)$/;
    expect(phone.files.filter((f) => rulesParts.test(f))).toEqual([]);
    const rules: Download = pageDownload('rules');
    expect(rules.files.some((f) => /\/rules-[a-z]{2}-[\w-]+\.js$/.test(f))).toBe(true);
    expect(rules.files.some((f) => /\/[a-z-]+-rules-[\w-]+\.js$/.test(f))).toBe(true);
  });

  it('opens on a few files: its shell\'s code shared with other pages is two chunks, not one per set of pages', () => {
    expect(phone.shell.filter((f) => f.endsWith('.js')).length).toBeLessThanOrEqual(3);
  });

  it('is the page, its shell, the largest game and the largest language: under 80 KB gzip', () => {
    expect(phone.files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(phone.files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(phone.bytes).toBeLessThan(80 * 1024);
  });
});
