import { MAX_NAME_LENGTH } from '../../shared/protocol/index.ts';

/**
 * Why a name was refused; travels as the `reason` of a BAD_NAME error.
 * - `malformed`: not well-formed text (a lone UTF-16 surrogate).
 * - `invisible`: a control, format, default-ignorable or blank-looking character, a line
 *   separator, or a joiner / variation selector outside the places listed at ALLOWED_JOINERS.
 * - `unassigned`: a private-use or unassigned code point (no font agrees on what it looks like).
 * - `stray-mark`: a combining mark with no letter under it (at the start or after a space).
 * - `overloaded`: one character built from too many parts (stacked marks, endless emoji chains).
 * - `empty`: nothing visible left after trimming.
 * - `too-long`: more than MAX_NAME_LENGTH characters.
 */
export type NameProblem = 'malformed' | 'invisible' | 'unassigned' | 'stray-mark' | 'overloaded' | 'empty' | 'too-long';

export type NameCheck = { ok: true; name: string } | { ok: false; reason: NameProblem; message: string };

const LONE_SURROGATE = /\p{Cs}/u;

// Everything that draws nothing (or draws blank) and so lets one name pose as another: controls,
// format characters (soft hyphen, zero-width space/joiners, word joiner, bidi controls, BOM, tag
// characters), every default-ignorable code point (variation selectors, Hangul fillers, ...),
// line and paragraph separators, and blank-looking letters that are not ignorable: the Hangul
// fillers are listed again for clarity, U+2800 (braille pattern blank) is a symbol that draws
// nothing.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u115F\u1160\u3164\uFFA0\u2800]/u;

const UNASSIGNED = /[\p{Cn}\p{Co}]/u;

// Scripts in which a zero-width (non-)joiner changes how letters are drawn, so it belongs in a
// real name: Persian writes علی‌رضا with ZWNJ, Sinhala ශ්‍රී with ZWJ.
const SHAPING =
  '[\\p{sc=Arabic}\\p{sc=Syriac}\\p{sc=Nko}\\p{sc=Devanagari}\\p{sc=Bengali}\\p{sc=Gurmukhi}\\p{sc=Gujarati}' +
  '\\p{sc=Oriya}\\p{sc=Tamil}\\p{sc=Telugu}\\p{sc=Kannada}\\p{sc=Malayalam}\\p{sc=Sinhala}]';

// The only places where an otherwise invisible joiner or variation selector is allowed, because
// there it changes what is drawn:
// - ZWJ between two emoji (👩‍🚀, 🏃🏽‍♀️‍➡️), the first optionally with a skin tone or VS16;
// - VS15/VS16 right after an emoji character (❤️, 1️⃣);
// - ZWJ/ZWNJ between letters (and their marks) of a SHAPING script.
// Everywhere else (An\u200Da, a bare U+FE0F, ideographic variation selectors) they are refused.
// Tag characters are never allowed, so the England/Scotland/Wales flags are refused too.
const ALLOWED_JOINERS = new RegExp(
  [
    '(?<=\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?)\\u200D(?=\\p{Extended_Pictographic})',
    '(?<=\\p{Emoji})[\\uFE0E\\uFE0F]',
    `(?<=${SHAPING}\\p{M}*)[\\u200C\\u200D](?=${SHAPING})`,
  ].join('|'),
  'gu',
);

// The joiners and selectors ALLOWED_JOINERS lets through, ignored when comparing names.
// Each is matched alone, on purpose (the class is not meant to keep sequences together).
// eslint-disable-next-line no-misleading-character-class
const JOINERS = /[\u200C\u200D\uFE0E\uFE0F]/gu;

const STRAY_MARK = /(?:^| )\p{M}/u;

// One user-perceived character may hold at most this many code points and attached marks. The
// longest emoji a phone offers is 10 code points (a kiss with two skin tones); a family of four
// with skin tones would be 11 with 4 modifiers. Real scripts stay far below both (Hindi स्त्री
// has 3 marks); Zalgo text and runs of conjoining jamo or emoji joined without end do not.
const MAX_PARTS = 11;
const MAX_MARKS = 4;
const MARK = /[\p{M}\p{Emoji_Modifier}]/gu;

// Lengths count what the player sees (grapheme clusters), so 👩‍🚀 or 민준 spelled in jamo is one
// character each. The schema's 200 UTF-16 units still bounds the work.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const characters = (text: string): string[] => Array.from(graphemes.segment(text), (s) => s.segment);

const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Cleans and checks a player's name. The name is NFC-normalised; every space character
 * (no-break, ideographic, en/em, thin, ...) becomes a plain space, which is friendlier than a
 * refusal (a Japanese keyboard types U+3000 between family and given name); then it is trimmed
 * and runs of spaces are collapsed. Refused: see NameProblem.
 */
export function cleanName(raw: string): NameCheck {
  if (LONE_SURROGATE.test(raw)) return refuse('malformed', 'names must be well-formed text');
  const spaced = raw.normalize('NFC').replace(/\p{Zs}/gu, ' ');

  const bare = spaced.replace(ALLOWED_JOINERS, '');
  const invisible = INVISIBLE.exec(bare);
  if (invisible) return refuse('invisible', `names cannot contain invisible or control characters (${hex(invisible[0])})`);
  const unassigned = UNASSIGNED.exec(bare);
  if (unassigned) return refuse('unassigned', `names cannot contain private-use or unassigned characters (${hex(unassigned[0])})`);

  const name = spaced.trim().replace(/ {2,}/g, ' ');
  if (name.length === 0) return refuse('empty', 'a name needs at least one visible character');
  if (STRAY_MARK.test(name)) return refuse('stray-mark', 'a combining mark needs a letter before it');

  const chars = characters(name);
  if (chars.some((c) => [...c].length > MAX_PARTS || (c.match(MARK)?.length ?? 0) > MAX_MARKS)) {
    return refuse('overloaded', 'a character in this name stacks too many marks or symbols');
  }
  if (chars.length > MAX_NAME_LENGTH) return refuse('too-long', `names are at most ${MAX_NAME_LENGTH} characters`);
  return { ok: true, name };
}

function refuse(reason: NameProblem, message: string): NameCheck {
  return { ok: false, reason, message };
}

/**
 * What two names are compared by: NFKC (fullwidth ＡＮＡ meets ANA, ﬁ meets fi), then case folded
 * (upper- then lower-casing, close to Unicode's NFKC_Casefold: ß meets ss, final ς meets σ; it
 * also makes dotless ı meet i, which only makes look-alikes collide), then without the joiners and
 * variation selectors a clean name may keep, since they barely change how it looks.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(JOINERS, '');
}

/** Makes a clean `name` unique among `taken` (compared by nameKey) by adding " 2", " 3", ... */
export function disambiguate(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map(nameKey));
  if (!used.has(nameKey(name))) return name;
  const chars = characters(name);
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    // Cut whole characters, never inside an emoji sequence, and drop a space the cut leaves.
    const base = chars.slice(0, MAX_NAME_LENGTH - suffix.length).join('').trimEnd();
    const candidate = `${base}${suffix}`;
    if (!used.has(nameKey(candidate))) return candidate;
  }
}
