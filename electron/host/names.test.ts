import { describe, expect, it } from 'vitest';
import { cleanName, disambiguate, nameKey, type NameProblem } from './names.ts';

const accepted = (raw: string) => {
  const checked = cleanName(raw);
  if (!checked.ok) throw new Error(`${JSON.stringify(raw)} was refused: ${checked.message}`);
  return checked.name;
};
const refusal = (raw: string) => {
  const checked = cleanName(raw);
  return checked.ok ? `accepted as ${JSON.stringify(checked.name)}` : checked.reason;
};

// Each refused sample with why; the wire-level hostile tests reuse the same strings.
const REFUSED: ReadonlyArray<readonly [string, NameProblem, string]> = [
  ['Ana\uD800', 'malformed', 'a lone high surrogate'],
  ['\uDC00Ana', 'malformed', 'a lone low surrogate'],
  ['bad\nname', 'invisible', 'a line feed (Cc)'],
  ['tab\there', 'invisible', 'a tab (Cc)'],
  ['nul\u0000', 'invisible', 'NUL (Cc)'],
  ['del\u007F', 'invisible', 'DEL (Cc)'],
  ['An\u00ADa', 'invisible', 'a soft hyphen, which makes it look like "Ana"'],
  ['zero\u200Bwidth', 'invisible', 'a zero-width space'],
  ['An\u200Da', 'invisible', 'a ZWJ between Latin letters'],
  ['An\u200Ca', 'invisible', 'a ZWNJ between Latin letters'],
  ['Ana\u2060', 'invisible', 'a trailing word joiner'],
  ['Ana\u200E', 'invisible', 'a left-to-right mark'],
  ['rtl\u202Eevil', 'invisible', 'a right-to-left override'],
  ['iso\u2067late', 'invisible', 'a right-to-left isolate'],
  ['\uFEFFAna', 'invisible', 'a byte order mark'],
  ['Ana\u{E0041}', 'invisible', 'a tag character'],
  ['\u{E0001}', 'invisible', 'the language tag'],
  ['🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', 'invisible', 'the Scotland flag, built from tag characters'],
  ['Ana\u180E', 'invisible', 'the Mongolian vowel separator'],
  ['Ana\u034F', 'invisible', 'a combining grapheme joiner (default ignorable)'],
  ['\u3164', 'invisible', 'the Hangul filler'],
  ['\uFFA0', 'invisible', 'the halfwidth Hangul filler'],
  ['\u115F\u1160', 'invisible', 'the Hangul choseong and jungseong fillers'],
  ['Ana\u3164', 'invisible', 'a Hangul filler after a real name'],
  ['\u2800\u2800', 'invisible', 'braille blanks'],
  ['Ana\u2028Bo', 'invisible', 'a line separator'],
  ['Ana\u2029', 'invisible', 'a paragraph separator'],
  ['\uFE0F', 'invisible', 'a variation selector alone'],
  ['Ana\uFE0F', 'invisible', 'VS16 after a letter'],
  ['❤\uFE0F\uFE0F', 'invisible', 'a second VS16 after an emoji'],
  ['葛\u{E0100}', 'invisible', 'an ideographic variation selector'],
  ['\u200D👩', 'invisible', 'a ZWJ with no emoji before it'],
  ['👩\u200D', 'invisible', 'a ZWJ with no emoji after it'],
  ['Ana\uE000', 'unassigned', 'a private-use character'],
  ['\u{F0000}', 'unassigned', 'a supplementary private-use character'],
  ['Ana\uFDD0', 'unassigned', 'a noncharacter'],
  ['Ana\uFFFF', 'unassigned', 'the noncharacter U+FFFF'],
  ['\u0301Ana', 'stray-mark', 'a combining accent with nothing under it'],
  ['Ana \u0323', 'stray-mark', 'a dot below on a space, nearly invisible'],
  ['Z\u0336\u0337\u0338\u0339\u033A', 'overloaded', 'five marks stacked on one letter (Zalgo)'],
  ['👍🏻🏻🏻🏻🏻', 'overloaded', 'five skin tones on one emoji'],
  ['\u1100'.repeat(12), 'overloaded', 'twelve conjoining jamo making one character'],
  [`${'👩\u200D'.repeat(6)}👩`, 'overloaded', 'seven emoji joined into one character'],
  ['', 'empty', 'nothing'],
  ['   ', 'empty', 'only spaces'],
  ['\u00A0\u3000', 'empty', 'only a no-break and an ideographic space'],
  ['a'.repeat(21), 'too-long', '21 letters'],
  ['👩\u200D🚀'.repeat(21), 'too-long', '21 astronauts'],
];

describe('player names: what is refused', () => {
  for (const [raw, reason, why] of REFUSED) {
    it(`refuses ${why} (${reason})`, () => {
      expect(refusal(raw)).toBe(reason);
    });
  }

  it('says in English what is wrong, naming the code point', () => {
    const checked = cleanName('An\u00ADa');
    expect(checked).toEqual({ ok: false, reason: 'invisible', message: 'names cannot contain invisible or control characters (U+00AD)' });
    expect(cleanName('\u{E0041}')).toMatchObject({ message: expect.stringContaining('U+E0041') });
    expect(cleanName('a'.repeat(21))).toMatchObject({ message: 'names are at most 20 characters' });
  });
});

describe('player names: what is accepted', () => {
  it('are trimmed, with inner runs of spaces collapsed', () => {
    expect(accepted('  Ana   María ')).toBe('Ana María');
  });

  it('turn every kind of space into a plain space rather than refusing it', () => {
    expect(accepted('Ana\u00A0María')).toBe('Ana María');
    expect(accepted('山田\u3000太郎')).toBe('山田 太郎');
    expect(accepted('Ana\u2009\u202FBo\u00A0')).toBe('Ana Bo');
  });

  it('keep accented Latin, and come out NFC whatever the keyboard sent', () => {
    for (const name of ['José', 'Zoë', 'Ñandú', 'François', 'Nguyễn']) {
      expect(accepted(name)).toBe(name);
      expect(accepted(name.normalize('NFD'))).toBe(name);
    }
  });

  it('keep Hangul, also when typed as conjoining jamo', () => {
    expect(accepted('민준')).toBe('민준');
    expect(accepted('서연')).toBe('서연');
    expect(accepted('민준'.normalize('NFD'))).toBe('민준');
  });

  it('keep CJK, Cyrillic, Greek, Hebrew with points, Hindi and Thai', () => {
    for (const name of ['王小明', '山田 太郎', 'Анна', 'Ζωή', 'שָׁלוֹם', 'शिव स्त्री', 'สมชาย']) expect(accepted(name)).toBe(name);
  });

  it('keep emoji, with ZWJ only between emoji and VS16 only after one', () => {
    for (const name of ['Ana 🦊', '👩\u200D🚀', '🏃🏽\u200D♀\uFE0F\u200D➡\uFE0F', '❤\uFE0F', '1\uFE0F\u20E3', '👩🏻\u200D❤\uFE0F\u200D💋\u200D👨🏿', '🇰🇷']) {
      expect(accepted(name)).toBe(name);
    }
  });

  it('keep ZWNJ and ZWJ where a script shapes letters with them (Persian, Sinhala)', () => {
    expect(accepted('علی\u200Cرضا')).toBe('علی\u200Cرضا');
    expect(accepted('ශ්\u200Dරී')).toBe('ශ්\u200Dරී');
  });

  it('count characters as the player sees them: an emoji sequence or a syllable is one', () => {
    expect(accepted('a'.repeat(20))).toBe('a'.repeat(20));
    expect(accepted('👩\u200D🚀'.repeat(20))).toBe('👩\u200D🚀'.repeat(20));
    expect(accepted('민'.normalize('NFD').repeat(20))).toBe('민'.repeat(20));
  });
});

describe('player names: duplicates', () => {
  it('share a key whatever the case or width', () => {
    expect(nameKey('Ana')).toBe(nameKey('ana'));
    expect(nameKey('ＡＮＡ')).toBe(nameKey('ana'));
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('ΟΔΟΣ')).toBe(nameKey('οδος'));
    expect(nameKey('ﬁona')).toBe(nameKey('Fiona'));
    expect(nameKey('José')).toBe(nameKey('JOSE\u0301'));
    expect(nameKey('Ana')).not.toBe(nameKey('Ana 2'));
    expect(nameKey('Ana')).not.toBe(nameKey('Ána'));
  });

  it('ignore the joiners a clean name may keep', () => {
    expect(nameKey('علی\u200Cرضا')).toBe(nameKey('علیرضا'));
    expect(nameKey('❤\uFE0F')).toBe(nameKey('❤'));
  });

  it('are made unique by a number, comparing keys', () => {
    expect(disambiguate('Ana', ['Bo'])).toBe('Ana');
    expect(disambiguate('Ana', ['ana'])).toBe('Ana 2');
    expect(disambiguate('ana', ['ＡＮＡ'])).toBe('ana 2');
    expect(disambiguate('ＡＮＡ', ['Ana'])).toBe('ＡＮＡ 2');
    expect(disambiguate('Ana', ['Ana', 'ANA 2'])).toBe('Ana 3');
    expect(disambiguate(accepted('Ana\u00A0'), ['Ana'])).toBe('Ana 2');
  });

  it('stay within the length limit, cutting whole characters', () => {
    const long = 'x'.repeat(20);
    expect(disambiguate(long, [long])).toBe(`${'x'.repeat(18)} 2`);
    // Cutting 18 code points would leave a dangling ZWJ after the woman; 18 characters keep the astronaut.
    const astronaut = `${'a'.repeat(16)}👩\u200D🚀b`;
    const unique = disambiguate(astronaut, [astronaut]);
    expect(unique).toBe(`${'a'.repeat(16)}👩\u200D🚀b 2`);
    expect(accepted(unique)).toBe(unique);
  });

  it('do not keep a space the cut leaves before the number', () => {
    const spaced = `${'x'.repeat(17)} yy`;
    expect(disambiguate(spaced, [spaced])).toBe(`${'x'.repeat(17)} 2`);
  });
});
