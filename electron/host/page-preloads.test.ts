import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phonePreloads, preloadTags, readBuildManifest, type BuildManifest } from './page-preloads.ts';

/** A build's manifest, cut down to what the phone's page meets (keys as Vite writes them). */
const MANIFEST: BuildManifest = {
  'player/index.html': { file: 'assets/player-1.js', imports: ['_common-1.js'] },
  '_common-1.js': { file: 'assets/common-1.js' },
  '_plural-1.js': { file: 'assets/plural-1.js' },
  '_korean-1.js': { file: 'assets/korean-1.js', imports: ['_common-1.js'] },
  'lib/i18n/words/en.ts': { file: 'assets/words-en-1.js', imports: ['_plural-1.js'], isDynamicEntry: true },
  'lib/i18n/words/ko.ts': { file: 'assets/words-ko-1.js', imports: ['_korean-1.js'], isDynamicEntry: true },
  'games/g/phone/GPhone.svelte': { file: 'assets/GPhone-1.js', imports: ['_common-1.js', '_cards-1.js'], css: ['assets/GPhone-1.css'], isDynamicEntry: true },
  '_cards-1.js': { file: 'assets/cards-1.js' },
  'games/g/board/GBoard.svelte': { file: 'assets/GBoard-1.js', isDynamicEntry: true },
  'games/g/words/ko.ts': { file: 'assets/ko-1.js', imports: ['_korean-1.js'], isDynamicEntry: true },
  'games/g/words/en.ts': { file: 'assets/en-1.js', isDynamicEntry: true },
  'games/h/phone/HPhone.svelte': { file: 'assets/HPhone-1.js', isDynamicEntry: true },
};

describe("what the phone's page asks the browser to fetch beside the app", () => {
  it("names the shell's words in the page's language with what they import, and nothing the page loads anyway", () => {
    expect(phonePreloads(MANIFEST, 'en', null)).toEqual(['/assets/words-en-1.js', '/assets/plural-1.js']);
    expect(phonePreloads(MANIFEST, 'ko', null)).toEqual(['/assets/words-ko-1.js', '/assets/korean-1.js']);
  });

  it("for a phone back at its seat, adds the table's game: its phone screen, its stylesheet and its words, not its board nor another game", () => {
    const files = phonePreloads(MANIFEST, 'ko', 'g');
    expect(files).toEqual(expect.arrayContaining(['/assets/GPhone-1.js', '/assets/GPhone-1.css', '/assets/cards-1.js', '/assets/ko-1.js']));
    expect(files).not.toContain('/assets/GBoard-1.js');
    expect(files).not.toContain('/assets/en-1.js');
    expect(files).not.toContain('/assets/HPhone-1.js');
    expect(files).not.toContain('/assets/common-1.js');
    expect(new Set(files).size).toBe(files.length);
  });

  it('writes scripts as modulepreload and stylesheets as style preloads, as the app will ask for them (crossorigin)', () => {
    expect(preloadTags(['/assets/a.js', '/assets/a.css'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="preload" as="style" crossorigin href="/assets/a.css">',
    );
  });

  it('preloads nothing for screens built without a manifest, or with an unreadable one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hideout-preloads-'));
    try {
      expect(readBuildManifest(dir)).toBeNull();
      expect(phonePreloads(null, 'en', 'g')).toEqual([]);
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), '{not json');
      expect(readBuildManifest(dir)).toBeNull();
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      expect(readBuildManifest(dir)).toEqual(MANIFEST);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
