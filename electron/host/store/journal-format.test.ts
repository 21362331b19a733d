import { describe, expect, it } from 'vitest';
import { JOURNAL_FORMAT, JOURNAL_VERSION, parseJournal } from '../../../shared/engine/journal.ts';
import { contentEnd, entryLine, finishLine, isFinishLine, toEngineJournal, toEntry, type JournalHeader } from './journal-format.ts';

const header: JournalHeader = {
  format: JOURNAL_FORMAT,
  version: JOURNAL_VERSION,
  gameId: 'g1',
  startedAt: '2026-03-01T19:00:00.000Z',
  game: 'the-snitch',
  players: 5,
  options: {},
  seed: 7,
};

describe("a journal file's lines", () => {
  it('writes an entry with only its known fields, and reads it back the same', () => {
    const line = entryLine({ actor: 2, action: { type: 'vote', yes: true }, id: 'a1', at: 5, extra: 'no' } as never);
    expect(line.toString('utf8')).toBe('{"actor":2,"action":{"type":"vote","yes":true},"id":"a1","at":5}\n');
    expect(toEntry(JSON.parse(line.toString('utf8')))).toEqual({ actor: 2, action: { type: 'vote', yes: true }, id: 'a1', at: 5 });
  });

  it('tells the end-of-game line from an action', () => {
    const line = finishLine(undefined, 9);
    expect(line.toString('utf8')).toBe('{"finished":true,"outcome":null,"at":9}\n');
    expect(isFinishLine(JSON.parse(line.toString('utf8')))).toBe(true);
    expect(isFinishLine({ finished: true, actor: 0, action: null })).toBe(false);
  });

  it('finds where the content ends before the padding', () => {
    expect(contentEnd(Buffer.from('{}\n\0\0\0'))).toBe(3);
    expect(contentEnd(Buffer.from('\0\0'))).toBe(0);
    expect(contentEnd(Buffer.from('{}\n'))).toBe(3);
  });

  it('exports a standard engine Journal, without the file-only header fields', () => {
    const journal = toEngineJournal({ ...header, names: ['A', 'B', 'C', 'D', 'E'] }, [{ actor: 'clock', action: { type: 'tick' } }]);
    expect(journal).not.toHaveProperty('gameId');
    expect(journal).not.toHaveProperty('startedAt');
    expect(journal.names).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect('code' in parseJournal(journal)).toBe(false);
  });
});
