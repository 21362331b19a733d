import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from './codes.ts';
import { parseClientMessage } from './parse.ts';

const code = (text: string) => {
  const r = parseClientMessage(text);
  return r.ok ? 'ok' : r.error.code;
};

describe('parseClientMessage', () => {
  it('accepts each well-formed message', () => {
    expect(parseClientMessage('{"type":"hello","v":2}')).toEqual({ ok: true, message: { type: 'hello', v: 2 } });
    expect(code('{"type":"act","v":2,"game":1,"id":"a1","action":{"type":"vote","approve":true}}')).toBe('ok');
    expect(code('{"type":"moveSeat","v":2,"from":0,"to":3}')).toBe('ok');
  });

  it('names the check that failed', () => {
    expect(code('{not json')).toBe('BAD_JSON');
    expect(code('[1,2]')).toBe('BAD_MESSAGE');
    expect(code('"hello"')).toBe('BAD_MESSAGE');
    expect(code('{"v":2}')).toBe('UNKNOWN_TYPE');
    expect(code('{"type":"dance","v":2}')).toBe('UNKNOWN_TYPE');
    // A phone still running the page of version 1 is told, not misread.
    expect(code('{"type":"hello","v":1}')).toBe('BAD_VERSION');
    expect(code('{"type":"hello","v":3}')).toBe('BAD_VERSION');
    expect(code('{"type":"act","v":2,"id":"a1","action":{"type":"vote","approve":true}}')).toBe('BAD_MESSAGE');
    expect(code('{"type":"hello"}')).toBe('BAD_VERSION');
    expect(code('{"type":"hello","v":2,"admin":true}')).toBe('BAD_MESSAGE');
    expect(code('{"type":"moveSeat","v":2,"from":"0","to":3}')).toBe('BAD_MESSAGE');
    expect(code('{"type":"kick","v":2,"seat":-1}')).toBe('BAD_MESSAGE');
    expect(code('{"type":"hello","v":2,"seatToken":"short"}')).toBe('BAD_MESSAGE');
  });

  it('measures size in UTF-8 bytes, so multi-byte names cannot slip past the limit', () => {
    const ascii = JSON.stringify({ type: 'join', v: 2, name: 'a'.repeat(MAX_MESSAGE_BYTES) });
    expect(code(ascii)).toBe('TOO_LARGE');
    const hangul = JSON.stringify({ type: 'join', v: 2, name: '한'.repeat(1400) });
    expect(hangul.length).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(code(hangul)).toBe('TOO_LARGE');
  });

  it('keeps the action id and the type of a rejected act, so the client can match the answer', () => {
    const r = parseClientMessage('{"type":"act","v":2,"game":1,"id":"x9","action":"vote"}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_MESSAGE', id: 'x9', ref: 'act' });
  });
});

describe('the quick check for well-formed moves', () => {
  it('accepts only what the act schema accepts, on generated messages', async () => {
    const fc = (await import('fast-check')).default;
    const { ActMessage } = await import('./messages.ts');
    const { isWellFormedAct } = await import('./parse.ts');
    const field = fc.oneof(fc.integer({ min: -3, max: 1e6 }), fc.double(), fc.string({ maxLength: 70 }), fc.constant(null), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
    const act = fc.record(
      { type: fc.constant('act'), v: fc.constant(2), game: field, id: field, action: field, extra: field },
      { requiredKeys: ['type', 'v'] },
    );
    const near = fc.record({ type: fc.constant('act'), v: fc.constant(2), game: fc.integer({ min: -1, max: 5 }), id: fc.string({ maxLength: 66 }), action: fc.object({ maxDepth: 2 }) });
    let recognised = 0;
    fc.assert(
      fc.property(fc.oneof(act, near), (m) => {
        const record = JSON.parse(JSON.stringify(m)) as Record<string, unknown>;
        if (!isWellFormedAct(record)) return;
        recognised++;
        expect(ActMessage.safeParse(record).success).toBe(true);
      }),
      { numRuns: 3000, seed: 7 },
    );
    // Enough of them were well formed for the comparison to mean something.
    expect(recognised).toBeGreaterThan(300);
    // And it does recognise the everyday move.
    expect(isWellFormedAct({ type: 'act', v: 2, game: 1, id: 'a', action: { type: 'vote', approve: true } })).toBe(true);
  });
});
