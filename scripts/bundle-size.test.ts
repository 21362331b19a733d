import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { FIRST_SCREEN_BUDGET_KB, firstScreenBytes, lobbyBytes, pageDownload, PHONE_BUDGET_KB } from './bundle-size.mjs';

const out = join(resolve(import.meta.dirname, '..'), 'out', 'renderer');
const built = existsSync(join(out, '.vite', 'manifest.json'));

/** The built files of the chunks whose source matches (as the build's manifest names them). */
function chunksOf(source: RegExp): string[] {
  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return Object.entries(manifest).flatMap(([key, chunk]) => (source.test(key) ? [join(out, chunk.file)] : []));
}

interface Download {
  bytes: number;
  files: string[];
  shell: string[];
  games: string[];
  records: string[];
  languages: string[];
}

describe.skipIf(!built && !process.env.CI)('what a phone downloads', () => {
  const phone: Download = built ? pageDownload('player') : ({} as Download);

  it('loads each game on demand, so a phone fetches only the game its table plays', () => {
    expect(phone.games.map((k) => k.replace(/^.*\//, '')).sort()).toEqual(['MolePhone.svelte', 'SnitchPhone.svelte', 'TurncoatPhone.svelte']);
    for (const game of ['MolePhone', 'SnitchPhone', 'TurncoatPhone']) {
      expect(phone.shell.some((f) => f.includes(game))).toBe(false);
    }
    // Each game's record and tips come on demand too, and the worst case counts its game's with
    // its screens; its demonstration (the TV's alone, with the game's rules) never.
    expect(phone.records).toHaveLength(6);
    for (const part of ['record', 'tips']) {
      expect(phone.shell.some((f) => new RegExp(`/${part}-[\\w-]+\\.js$`).test(f))).toBe(false);
      expect(phone.files.filter((f) => new RegExp(`/${part}-[\\w-]+\\.js$`).test(f))).toHaveLength(1);
    }
    expect(phone.files.some((f) => /\/demo-[\w-]+\.js$/.test(f))).toBe(false);
  });

  it('loads the words in the phone\'s one language on demand, and never the QR library (only the host controls draw seat links)', () => {
    expect(phone.languages.filter((k) => /(^|\/)lib\/i18n\/words\/[a-z]{2}\.ts$/.test(k)).sort()).toEqual(['lib/i18n/words/en.ts', 'lib/i18n/words/es.ts', 'lib/i18n/words/ko.ts']);
    expect(phone.shell.some((f) => /words-|rules-/.test(f))).toBe(false);
    expect(phone.files.filter((f) => /words-[a-z]{2}/.test(f))).toHaveLength(1);
    expect(phone.files.some((f) => f.includes('qrcode') || /browser-/.test(f))).toBe(false);
  });

  it('carries none of the rules: its Rules button opens the rules page, which counts them', () => {
    // The rules pages' words, a game's rules text (renderer/games/<id>/rules/text/<lang>.ts), the deal table and the calculator's parts.
    const rulesParts = /\/(rules-[a-z]{2}|DealSection|DealTable|CalculatorResult|SheetFigures|RoleCards)-[\w-]+\.(js|css)$/;
    const rulesTexts = chunksOf(/(^|\/)games\/[^/]+\/rules\/text\/[a-z]{2}\.ts$/);
    expect(rulesTexts.length).toBeGreaterThan(0);
    expect(phone.files.filter((f) => rulesParts.test(f) || rulesTexts.includes(f))).toEqual([]);
    const rules: Download = pageDownload('rules');
    expect(rules.files.some((f) => /\/rules-[a-z]{2}-[\w-]+\.js$/.test(f))).toBe(true);
    expect(rules.files.some((f) => rulesTexts.includes(f))).toBe(true);
  });

  it('opens on a few files: its shell\'s code shared with other pages is two chunks, not one per set of pages', () => {
    expect(phone.shell.filter((f) => f.endsWith('.js')).length).toBeLessThanOrEqual(3);
  });

  it(`is the page, its shell, the largest game and the largest language: under ${PHONE_BUDGET_KB} KB gzip`, () => {
    expect(phone.files.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(phone.files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(phone.bytes).toBeLessThan(PHONE_BUDGET_KB * 1024);
  });

  it(`has its first screen in the page itself, under ${FIRST_SCREEN_BUDGET_KB} KB gzip, and reaches the lobby with less than the whole`, () => {
    const first = firstScreenBytes();
    expect(first).toBeGreaterThan(500);
    expect(first).toBeLessThan(FIRST_SCREEN_BUDGET_KB * 1024);
    const lobby = lobbyBytes();
    expect(lobby).toBeGreaterThan(first);
    expect(lobby).toBeLessThan(phone.bytes);
  });
});
