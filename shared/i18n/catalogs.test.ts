import { describe, expect, it } from 'vitest';

// Every catalog English has must exist in every other language with every key, at every depth,
// the same number of items in every list (so a translated rule cannot go missing), and functions
// taking the same number of arguments. Type checking catches most of this; Record-typed maps
// (errors by code, phases by game) and arrays are only caught here. The catalogs are the shell's
// (shared/i18n/<lang>/<name>.ts) and each game's (renderer/games/<id>/names/<lang>.ts, words/ and
// rules/text/), found by listing the English ones, so a catalog or a game added later is checked too.

const LANGS = ['es', 'ko'] as const;
/** Every catalog module of every language, by path ("./en/phone.ts", "../../renderer/games/turncoat/words/en.ts"); Vite finds them. */
const modules = {
  ...import.meta.glob<Record<string, unknown>>('./*/*.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../renderer/games/*/{names,words,board-words,rules/text}/*.ts', { eager: true }),
};
/** Each English catalog with where the same catalog is in another language. */
const catalogs = Object.keys(modules)
  .filter((path) => !path.endsWith('.test.ts') && (/^\.\/en\//.test(path) || /\/en\.ts$/.test(path)))
  .map((path) => ({ name: path.replace(/^\.\.\/\.\.\//, ''), path, in: (lang: string) => (path.startsWith('./en/') ? path.replace('./en/', `./${lang}/`) : path.replace(/en\.ts$/, `${lang}.ts`)) }))
  .sort((a, b) => a.path.localeCompare(b.path));

/** Every difference between the reference value and the translation, as readable paths. */
function differences(en: unknown, other: unknown, path: string): string[] {
  if (typeof en === 'function') {
    if (typeof other !== 'function') return [`${path}: should be a function`];
    return en.length === other.length ? [] : [`${path}: takes ${other.length} arguments, English takes ${en.length}`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return [`${path}: should be a list`];
    if (other.length !== en.length) return [`${path}: has ${other.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => differences(item, other[i], `${path}[${i}]`));
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof other !== 'object' || other === null || Array.isArray(other)) return [`${path}: should be an object`];
    const missing = Object.keys(en).filter((k) => !(k in other)).map((k) => `${path}.${k}: missing`);
    const extra = Object.keys(other).filter((k) => !(k in en)).map((k) => `${path}.${k}: not in English`);
    const inner = Object.keys(en)
      .filter((k) => k in other)
      .flatMap((k) => differences((en as Record<string, unknown>)[k], (other as Record<string, unknown>)[k], `${path}.${k}`));
    return [...missing, ...extra, ...inner];
  }
  if (typeof en === 'string') {
    if (typeof other !== 'string') return [`${path}: should be a string`];
    return other.trim() === '' ? [`${path}: empty`] : [];
  }
  return typeof en === typeof other ? [] : [`${path}: should be a ${typeof en}`];
}

/** Argument sets to try on a function; the first one English accepts is given to the translation too. */
function argumentSets(n: number): unknown[][] {
  const of = (v: (i: number) => unknown) => Array.from({ length: n }, (_, i) => v(i));
  return [of((i) => i + 2), of(() => 'Ana'), of((i) => (i === 0 ? 'en' : i + 2)), of((i) => (i === 0 ? 'Ana' : i + 2)), of((i) => (i === 0 ? 3 : 'Ana')), of(() => ['Ana', 'Bo', 'Chen'])];
}

const readable = (out: unknown) => typeof out === 'string' && out.trim() !== '' && !/undefined|NaN|\[object/.test(out);

function attempt(fn: (...a: unknown[]) => unknown, args: unknown[]): unknown {
  try {
    return fn(...args);
  } catch {
    return undefined;
  }
}

/** Calls every function of the translation as English can be called: it must give readable text. */
function sampleOutputs(en: unknown, value: unknown, path: string): string[] {
  if (typeof en === 'function' && typeof value === 'function') {
    const args = argumentSets(en.length).find((set) => readable(attempt(en as (...a: unknown[]) => unknown, set)));
    if (args === undefined) return [];
    const out = attempt(value as (...a: unknown[]) => unknown, args);
    return readable(out) ? [] : [`${path}(${args.map((a) => JSON.stringify(a)).join(', ')}) gave ${JSON.stringify(out)}`];
  }
  if (Array.isArray(en) && Array.isArray(value)) return en.flatMap((v, i) => sampleOutputs(v, value[i], `${path}[${i}]`));
  if (typeof en === 'object' && en !== null && typeof value === 'object' && value !== null) {
    return Object.keys(en).flatMap((k) => sampleOutputs((en as Record<string, unknown>)[k], (value as Record<string, unknown>)[k], `${path}.${k}`));
  }
  return [];
}

describe('the message catalogs', () => {
  it('find the English catalogs to check, the shell\'s and every game\'s', () => {
    expect(catalogs.map((c) => c.name)).toEqual(expect.arrayContaining(['./en/common.ts', './en/phone.ts', './en/board.ts', './en/rules.ts', './en/terminal.ts']));
    for (const part of ['names', 'words', 'rules/text']) expect(catalogs.filter((c) => c.name.endsWith(`/${part}/en.ts`)).length, part).toBeGreaterThanOrEqual(3);
  });

  for (const catalog of catalogs) {
    for (const lang of LANGS) {
      it(`${catalog.in(lang)} has every key of ${catalog.name}`, () => {
        const en = modules[catalog.path]!;
        const other = modules[catalog.in(lang)];
        if (other === undefined) throw new Error(`${catalog.in(lang)} is missing`);
        // Compare the exported catalogs (values); exported types vanish at run time.
        const exported = Object.keys(en).filter((k) => typeof en[k] === 'object' && en[k] !== null);
        expect(exported.length).toBeGreaterThan(0);
        const problems = exported.flatMap((k) => differences(en[k], other[k], `${catalog.in(lang)}:${k}`));
        expect(problems).toEqual([]);
        expect(exported.flatMap((k) => sampleOutputs(en[k], other[k], `${catalog.in(lang)}:${k}`))).toEqual([]);
      });
    }
  }
});

describe('Korean sentences with a name', () => {
  // "Ana은(는)" reads as a form left unfilled: a name's particle is chosen by withParticle().
  const raw = {
    ...import.meta.glob<string>('./ko/*.ts', { eager: true, query: '?raw', import: 'default' }),
    ...import.meta.glob<string>('../../renderer/games/*/{names,words,board-words,rules/text}/ko.ts', { eager: true, query: '?raw', import: 'default' }),
  };

  it.each(Object.keys(raw))('%s leaves no particle pair for the reader to choose', (path) => {
    const lazy = raw[path]!.split('\n').filter((line) => /[이은을과]\((가|는|를|와)\)|\(으\)로/.test(line));
    expect(lazy).toEqual([]);
  });

  it('the check finds a planted pair', () => {
    expect(/[이은을과]\((가|는|를|와)\)/.test('`${name}이(가) 골랐습니다`')).toBe(true);
  });
});
