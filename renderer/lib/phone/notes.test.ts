import { describe, expect, it } from 'vitest';
import { forgetOtherGames, loadNotes, NOTE_MAX_CHARS, NOTES_KEY, saveNotes, type Note } from './notes.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const game3 = { table: 'K7QF-M2XA/ABCD', game: 3 };

describe('a phone’s private notes', () => {
  it('come back as they were saved, for the same game of the same table', () => {
    const store = memoryStore();
    saveNotes(store, game3, new Map<number, Note>([[1, { mark: 'suspect', text: 'said Clean twice' }], [4, { mark: 'trust', text: '' }]]));
    expect([...loadNotes(store, game3)]).toEqual([
      [1, { mark: 'suspect', text: 'said Clean twice' }],
      [4, { mark: 'trust', text: '' }],
    ]);
  });

  it('are forgotten once the next game starts, or on another table, and never shown there', () => {
    const store = memoryStore();
    saveNotes(store, game3, new Map([[1, { mark: 'unsure', text: 'quiet' }]]));
    expect(loadNotes(store, { ...game3, game: 4 }).size).toBe(0);
    expect(store.items.has(NOTES_KEY)).toBe(false);

    saveNotes(store, game3, new Map([[1, { mark: 'unsure', text: 'quiet' }]]));
    forgetOtherGames(store, { table: 'OTHER-KEY/ABCD', game: 3 });
    expect(store.items.has(NOTES_KEY)).toBe(false);
  });

  it('are kept when the phone learns the same game again (a reload, a reconnect)', () => {
    const store = memoryStore();
    saveNotes(store, game3, new Map([[2, { mark: null, text: 'claims the Driver' }]]));
    forgetOtherGames(store, game3);
    expect(loadNotes(store, game3).get(2)).toEqual({ mark: null, text: 'claims the Driver' });
  });

  it('store nothing for empty notes, and cut a line to its length', () => {
    const store = memoryStore();
    saveNotes(store, game3, new Map([[1, { mark: null, text: '' }]]));
    expect(store.items.has(NOTES_KEY)).toBe(false);
    saveNotes(store, game3, new Map([[1, { mark: null, text: 'x'.repeat(NOTE_MAX_CHARS + 20) }]]));
    expect(loadNotes(store, game3).get(1)?.text).toHaveLength(NOTE_MAX_CHARS);
  });

  it('read what they can of a damaged entry and drop the rest', () => {
    const store = memoryStore();
    store.setItem(NOTES_KEY, '{not json');
    expect(loadNotes(store, game3).size).toBe(0);
    store.setItem(NOTES_KEY, JSON.stringify({ ...game3, notes: { 1: { mark: 'evil', text: 'ok' }, x: { mark: 'trust', text: '' }, 2: 'nope' } }));
    expect([...loadNotes(store, game3)]).toEqual([[1, { mark: null, text: 'ok' }]]);
  });

  it('survive a storage that refuses to write: nothing throws', () => {
    const store = { ...memoryStore(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => saveNotes(store, game3, new Map([[1, { mark: 'trust', text: 'a' }]]))).not.toThrow();
  });
});
