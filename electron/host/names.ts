import { MAX_NAME_LENGTH } from '../../shared/protocol/index.ts';

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

// Control characters, and the invisible direction overrides that could make one name pose as another.
const FORBIDDEN = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** Trims and checks a player's name: not empty, not too long, no control or invisible characters. */
export function cleanName(raw: string): NameCheck {
  if (FORBIDDEN.test(raw)) return { ok: false, message: 'names cannot contain control or invisible characters' };
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (name.length === 0) return { ok: false, message: 'a name needs at least one visible character' };
  if ([...name].length > MAX_NAME_LENGTH) return { ok: false, message: `names are at most ${MAX_NAME_LENGTH} characters` };
  return { ok: true, name };
}

/** Makes `name` unique among `taken` (case-insensitively) by adding " 2", " 3", ... */
export function disambiguate(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.toLocaleLowerCase()));
  if (!used.has(name.toLocaleLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const base = [...name].slice(0, MAX_NAME_LENGTH - suffix.length).join('');
    const candidate = `${base}${suffix}`;
    if (!used.has(candidate.toLocaleLowerCase())) return candidate;
  }
}
