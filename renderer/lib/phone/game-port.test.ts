import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../shared/protocol/messages.ts';
import { gamePortOf, type PortLink } from './game-port.ts';

/** A connection as far as the port sees it: what it sent, and a way to deliver a message. */
function fakeLink() {
  const sent: unknown[] = [];
  const listeners = new Set<(message: ServerMessage) => void>();
  const link = {
    room: null,
    you: { seat: 2 as number | null, host: false, vip: true },
    gameNumber: 1,
    revealing: false,
    lastError: null,
    act: (action: unknown) => {
      sent.push({ act: action });
      return 'a1';
    },
    dismissError: () => sent.push('dismiss'),
    onMessage: (listener: (message: ServerMessage) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (message: unknown) => sent.push(message),
  };
  const deliver = (message: unknown) => listeners.forEach((l) => l(message as ServerMessage));
  return { link: link as unknown as PortLink & typeof link, sent, deliver };
}

const noSnippet = (() => {}) as never;

describe('the game port', () => {
  it('sends one look per game, and a picker’s taps as they come', () => {
    const { link, sent } = fakeLink();
    const port = gamePortOf(link, noSnippet);
    port.looked();
    port.looked();
    port.draft([0, 3]);
    link.gameNumber = 2;
    port.looked();
    expect(sent).toEqual([{ type: 'looked' }, { type: 'draft', team: [0, 3] }, { type: 'looked' }]);
    // A watcher has no card and picks nothing.
    link.you.seat = null;
    link.gameNumber = 3;
    port.looked();
    port.draft([1]);
    expect(sent).toHaveLength(3);
  });

  it('reads the connection as it is now, and hears only acknowledgements', () => {
    const { link, sent, deliver } = fakeLink();
    const port = gamePortOf(link, noSnippet);
    expect([port.seat, port.vip, port.gameNumber]).toEqual([2, true, 1]);
    link.you = { seat: 4, host: false, vip: false };
    link.gameNumber = 5;
    expect([port.seat, port.vip, port.gameNumber]).toEqual([4, false, 5]);

    expect(port.act({ type: 'vote', approve: true } as never)).toBe('a1');
    port.dismissError();
    expect(sent).toEqual([{ act: { type: 'vote', approve: true } }, 'dismiss']);

    const acked: string[] = [];
    const stop = port.onAck((id) => acked.push(id));
    deliver({ type: 'ack', id: 'a1', duplicate: false });
    deliver({ type: 'error', id: 'a2', code: 'x', message: 'no' });
    stop();
    deliver({ type: 'ack', id: 'a3', duplicate: false });
    expect(acked).toEqual(['a1']);
  });
});
