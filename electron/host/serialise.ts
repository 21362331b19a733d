/**
 * JSON text for the views of one state, built from a game's split views (`GameDefinition.views`):
 * the part every viewer shares is serialised once per move, and each viewer's text is that text
 * joined with its own part's. The result is always exactly `JSON.stringify` of the whole view.
 */

/**
 * `JSON.stringify({ ...a, ...b })`, given `JSON.stringify(a)` and `JSON.stringify(b)` of two
 * plain objects that have no key in common and no key that is an array index ("0", "12": those
 * would come first in the joined object): the members of `a` in order, then those of `b`.
 */
export function joinJsonObjects(a: string, b: string): string {
  if (a === '{}') return b;
  if (b === '{}') return a;
  // Slices of the two texts joined, not copied: V8 copies a joined text once, when it is written
  // to a socket. (Slicing a text that is itself a join would copy it first.)
  return a.slice(0, -1) + ',' + b.slice(1);
}

/**
 * `JSON.stringify({ ...envelope, [key]: value })` from `JSON.stringify(envelope)` (a plain object
 * without `key`) and the text of `value`: one envelope, serialised once, around many viewers'
 * texts. `valueText` may be any JSON text, a join of texts included: it is not sliced.
 */
export function withMember(envelopeText: string, key: string, valueText: string): string {
  const member = JSON.stringify(key) + ':' + valueText;
  return envelopeText === '{}' ? '{' + member + '}' : envelopeText.slice(0, -1) + ',' + member + '}';
}
