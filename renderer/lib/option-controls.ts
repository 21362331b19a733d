import type { OptionSpec } from '../../shared/engine/index.ts';

/**
 * How the lobby shows a game's options, read from the specs alone: flags as toggles, choices as
 * a list, numbers as a stepper. Two conventions keep it generic: a choice value that is a whole
 * number names a seat (offered only while that seat exists), and a number whose key ends in
 * `Ms` is a duration, shown and stepped in whole seconds.
 */

/** The options that apply at a table of `count` seats. */
export const fittingSpecs = (specs: readonly OptionSpec[], count: number): OptionSpec[] =>
  specs.filter((s) => s.players === undefined || s.players.includes(count));

export const isSeatValue = (value: string): boolean => /^\d+$/.test(value);

/** A choice's values that fit the table: seat values only for seats that exist. */
export const choiceValues = (spec: OptionSpec, count: number): string[] =>
  (spec.values ?? []).filter((v) => !isSeatValue(v) || Number(v) < count);

export const isDuration = (spec: OptionSpec): boolean => spec.kind === 'number' && spec.key.endsWith('Ms');

export const stepOf = (spec: OptionSpec): number => (isDuration(spec) ? 1000 : 1);

/** A number option's value moved by `steps` steps, kept within its bounds. */
export function stepped(spec: OptionSpec, value: number, steps: number): number {
  const next = value + steps * stepOf(spec);
  return Math.min(spec.max ?? Number.POSITIVE_INFINITY, Math.max(spec.min ?? Number.NEGATIVE_INFINITY, next));
}

/** The value as the lobby writes it (durations in seconds). */
export const displayNumber = (spec: OptionSpec, value: number): number => (isDuration(spec) ? Math.round(value / 1000) : value);

/** The current value of an option: the room's when it is of the right kind, else the default. */
export function currentValue(spec: OptionSpec, options: Readonly<Record<string, unknown>>): boolean | string | number {
  const value = options[spec.key];
  if (spec.kind === 'flag') return typeof value === 'boolean' ? value : spec.default === true;
  if (spec.kind === 'number') return typeof value === 'number' ? value : Number(spec.default);
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && (spec.values ?? []).includes(text) ? text : String(spec.default);
}

