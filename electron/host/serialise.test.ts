import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinJsonObjects, withMember } from './serialise.ts';

/** Plain objects as JSON.stringify sees them: members it leaves out included. */
const member = fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant(() => 1), fc.constant(Number.NaN), fc.constant(new Date(0)));
// Keys that are array indices ("0", "17") would come first in any object: views use names.
const key = fc.string({ maxLength: 5 }).filter((k) => !/^(0|[1-9][0-9]*)$/.test(k));
const object = fc.dictionary(key, member, { maxKeys: 6 });

describe('JSON text joined from parts serialised once', () => {
  it('two objects with no key in common: exactly JSON.stringify of the two spread into one, empty ones and left-out members included', () => {
    fc.assert(
      fc.property(object, object, (a, b0) => {
        const b = Object.fromEntries(Object.entries(b0).filter(([k]) => !Object.hasOwn(a, k)));
        expect(joinJsonObjects(JSON.stringify(a), JSON.stringify(b))).toBe(JSON.stringify({ ...a, ...b }));
      }),
      { numRuns: 1000 },
    );
  });

  it('a message around a view already serialised: exactly JSON.stringify of the message', () => {
    fc.assert(
      fc.property(object, fc.jsonValue(), (envelope0, view) => {
        const { view: _left, ...envelope } = envelope0;
        expect(withMember(JSON.stringify(envelope), 'view', JSON.stringify(view))).toBe(JSON.stringify({ ...envelope, view }));
      }),
      { numRuns: 1000 },
    );
  });

  it('a message around a view joined from two parts: exactly JSON.stringify of the message with the whole view', () => {
    fc.assert(
      fc.property(object, object, object, (envelope0, a, b0) => {
        const { view: _left, ...envelope } = envelope0;
        const b = Object.fromEntries(Object.entries(b0).filter(([k]) => !Object.hasOwn(a, k)));
        const viewText = joinJsonObjects(JSON.stringify(a), JSON.stringify(b));
        expect(withMember(JSON.stringify(envelope), 'view', viewText)).toBe(JSON.stringify({ ...envelope, view: { ...a, ...b } }));
      }),
      { numRuns: 1000 },
    );
  });
});
