import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_TYPES, type ClientMessageType } from '../../../shared/protocol/index.ts';
import { MESSAGES, type Access } from './messages.ts';

/** docs/protocol.md's sections, by the message each `### \`type\`` heading names. */
function documented(): Map<string, { section: string; text: string }> {
  const doc = readFileSync(join(import.meta.dirname, '../../../docs/protocol.md'), 'utf8');
  const out = new Map<string, { section: string; text: string }>();
  let section = '';
  let current: { section: string; text: string } | null = null;
  for (const line of doc.split('\n')) {
    const heading = /^(#{2,3}) (.*)$/.exec(line);
    if (heading !== null) {
      current = null;
      if (heading[1] === '##' || !heading[2]!.startsWith('`')) section = heading[2]!;
      else out.set(heading[2]!.slice(1, -1), (current = { section, text: '' }));
    } else if (current !== null) current.text += `${line}\n`;
  }
  return out;
}

describe('the table of client messages', () => {
  it('has exactly one entry for every client message, and none for anything else', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...CLIENT_MESSAGE_TYPES].sort());
    for (const type of CLIENT_MESSAGE_TYPES) expect(typeof MESSAGES[type].handle, type).toBe('function');
  });

  it('gives each message the powers docs/protocol.md states', () => {
    const docs = documented();
    const expected = (type: ClientMessageType): Access => {
      const doc = docs.get(type);
      if (doc === undefined) throw new Error(`docs/protocol.md has no section for ${type}`);
      if (doc.section !== 'Lobby and game controls') return 'anyone';
      if (doc.text.includes('*Host controls only.*') || doc.text.includes('*Host controls only*')) return 'host';
      // In the lobby the host controls or the VIP; during a game the host controls only.
      if (/during a game[^.]*\(the host controls only/.test(doc.text)) return 'vip-in-lobby';
      return 'vip';
    };
    const actual = Object.fromEntries(CLIENT_MESSAGE_TYPES.map((t) => [t, MESSAGES[t].access]));
    expect(actual).toEqual(Object.fromEntries(CLIENT_MESSAGE_TYPES.map((t) => [t, expected(t)])));
    // The powers as they were listed before the table (CONTROL_TYPES and the rest), spelt out.
    const by = (access: Access): string[] => CLIENT_MESSAGE_TYPES.filter((t) => MESSAGES[t].access === access).sort();
    expect(by('host')).toEqual(['reissueSeat', 'resetScores', 'setDiscussion', 'setTurnTimer', 'setTips', 'showRecord', 'removeSpectator', 'renewHostToken', 'setRemoteHost'].sort());
    expect(by('vip-in-lobby')).toEqual(['kick']);
    expect(by('vip')).toEqual(['selectGame', 'setOptions', 'moveSeat', 'setAside', 'bringBack', 'addBot', 'fillBots', 'setVip', 'start', 'restart', 'end', 'pause', 'resume', 'showQuickStart', 'showDemo'].sort());
  });

  it('rate-limits exactly the changes a phone makes to the saved room: join, leave, rename', () => {
    expect(CLIENT_MESSAGE_TYPES.filter((t) => MESSAGES[t].saved === true).sort()).toEqual(['join', 'leave', 'rename']);
  });
});
