// The bundled Noto Sans KR, made a Hangul-only face. @fontsource's stylesheet also gives the family
// Latin, Cyrillic and Vietnamese faces, and its most common slice holds ASCII next to the most
// frequent syllables. With those ranges the family could not stand before `system-ui` in a font
// stack without taking over Latin text too (and downloading a slice for it). Cut down to the
// CJK blocks, it can stand early in every stack: the browser reaches it only for a character no
// Latin face has, and fetches only the slices holding the characters on screen.

/** A Unicode range, both ends included. */
export type Range = readonly [number, number];

/** What the bundled face keeps: Hangul and the CJK blocks around it. Everything else is the Latin faces' job. */
export const CJK_BLOCKS: readonly Range[] = [
  [0x1100, 0x11ff], // Hangul Jamo
  [0x2e80, 0x9fff], // CJK radicals, CJK symbols and punctuation, kana, Hangul compatibility Jamo, enclosed CJK, Hanja
  [0xa960, 0xa97f], // Hangul Jamo Extended-A
  [0xac00, 0xd7ff], // Hangul syllables, Hangul Jamo Extended-B
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe1f], // vertical forms
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xffef], // halfwidth and fullwidth forms
  [0x20000, 0x3ffff], // supplementary ideographs
];

/** Parses a CSS `unicode-range` value ("U+20-22, U+ac00, U+4??"). */
export function parseUnicodeRange(value: string): Range[] {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter((part) => part !== '')
    .map((part): Range => {
      if (part.includes('?')) return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'f'), 16)];
      const [from = '', to = from] = part.split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    });
}

export function formatUnicodeRange(ranges: readonly Range[]): string {
  const hex = (n: number) => n.toString(16);
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The parts of `ranges` inside `keep`. */
export function intersect(ranges: readonly Range[], keep: readonly Range[]): Range[] {
  const out: Range[] = [];
  for (const [from, to] of ranges) {
    for (const [lo, hi] of keep) {
      const a = Math.max(from, lo);
      const b = Math.min(to, hi);
      if (a <= b) out.push([a, b]);
    }
  }
  return out;
}

export const covers = (ranges: readonly Range[], codePoint: number): boolean => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * Rewrites a stylesheet of @font-face rules so each face keeps only its CJK characters; a face left
 * with none (the Latin, Cyrillic and Vietnamese ones) is dropped, with its comment.
 */
export function hangulOnlyFaces(css: string): string {
  return css.replace(/(?:\/\*[^*]*\*\/\s*)?@font-face\s*\{[^}]*\}\s*/g, (rule) => {
    const range = rule.match(/unicode-range:\s*([^;}]+)/);
    // A face without unicode-range covers every character: nothing to cut, keep it out entirely.
    if (!range) return '';
    const kept = intersect(parseUnicodeRange(range[1]!), CJK_BLOCKS);
    if (kept.length === 0) return '';
    return rule.replace(range[0], `unicode-range: ${formatUnicodeRange(kept)}`);
  });
}
