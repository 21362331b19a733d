import { describe, expect, it } from 'vitest';
import type { RoomInfo } from '../../shared/protocol/messages.ts';
import { SILENCE_MS, nobodyHere, silent } from './silence.ts';

const room = (over: Partial<RoomInfo> = {}): RoomInfo => ({ phase: 'lobby', seats: [], waiting: [], spectators: 1, ...over }) as unknown as RoomInfo;

describe("the TV's help for an empty table", () => {
  it('comes after two minutes with nobody at the table, and not before', () => {
    expect(silent(room(), 0, SILENCE_MS - 1)).toBe(false);
    expect(silent(room(), 0, SILENCE_MS)).toBe(true);
  });

  it('stays away once a phone is on the page, seated, waiting or watching; bots alone are nobody', () => {
    expect(nobodyHere(room({ spectators: 2 }))).toBe(false);
    expect(nobodyHere(room({ seats: [{ seat: 0, name: 'Ana', kind: 'human', connected: true }] }))).toBe(false);
    expect(nobodyHere(room({ waiting: ['Bo'] }))).toBe(false);
    expect(nobodyHere(room({ seats: [{ seat: 0, name: 'Bot 1', kind: 'bot', connected: true }] }))).toBe(true);
    expect(nobodyHere(room({ phase: 'playing' }))).toBe(false);
  });
});
