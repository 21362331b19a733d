import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { covers, formatUnicodeRange, hangulOnlyFaces, parseUnicodeRange, type Range } from './hangul-font.ts';

const fontsource = readFileSync(resolve(import.meta.dirname, '..', 'node_modules/@fontsource/noto-sans-kr/400.css'), 'utf8');

/** Every face of a stylesheet: its woff2 file and its ranges. */
function faces(css: string): { file: string; ranges: Range[] }[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    file: body!.match(/url\(([^)]+\.woff2)\)/)![1]!,
    ranges: parseUnicodeRange(body!.match(/unicode-range:\s*([^;}]+)/)![1]!),
  }));
}
const coveredBy = (list: { ranges: Range[] }[], ch: string) => list.some((f) => covers(f.ranges, ch.codePointAt(0)!));

describe('unicode-range', () => {
  it('reads single points, spans and wildcards, and writes them back', () => {
    expect(parseUnicodeRange('U+20-22, U+ac00,u+4??')).toEqual([
      [0x20, 0x22],
      [0xac00, 0xac00],
      [0x400, 0x4ff],
    ]);
    expect(formatUnicodeRange([[0x20, 0x22], [0xac00, 0xac00]])).toBe('U+20-22,U+ac00');
  });
});

describe('the bundled Hangul face', () => {
  const original = faces(fontsource);
  const cut = faces(hangulOnlyFaces(fontsource));

  it('keeps no Latin, Cyrillic or punctuation a Latin face should draw', () => {
    for (const ch of 'Aa0 ¿¡ñéß€“”–—…Жđ') expect(coveredBy(cut, ch), `U+${ch.codePointAt(0)!.toString(16)}`).toBe(false);
    // They were there before: the cut is what keeps the family off Latin text.
    for (const ch of 'Aa0ñЖ') expect(coveredBy(original, ch)).toBe(true);
  });

  it('still covers every Hangul syllable, the Jamo and the Hanja the font has, each in the same file', () => {
    for (let cp = 0xac00; cp <= 0xd7a3; cp++) expect(coveredBy(cut, String.fromCodePoint(cp))).toBe(true);
    for (const ch of 'ㄱㅏ韓國「」，') expect(coveredBy(cut, ch), ch).toBe(true);
    for (const ch of '한국어민준크루승리') {
      const cp = ch.codePointAt(0)!;
      expect(cut.find((f) => covers(f.ranges, cp))!.file).toBe(original.find((f) => covers(f.ranges, cp))!.file);
    }
  });

  it('drops the faces left with nothing and leaves the others whole', () => {
    expect(cut.length).toBeLessThan(original.length);
    expect(cut.some((f) => /latin|cyrillic|vietnamese/.test(f.file))).toBe(false);
    expect(hangulOnlyFaces(fontsource)).toContain("font-family: 'Noto Sans KR'");
  });
});
