import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import type { RoomInfo } from '../../shared/protocol/messages.ts';
import { loadStrings } from './i18n/strings.ts';
import { clock, discussionSeconds, lookers, startMomentOpen, withLiveDraft } from './moments.ts';
import StartMoment from './board/StartMoment.svelte';

const room = (over: Partial<RoomInfo['moments']> = {}, seats = ['Ana', 'Bo', 'Bot 1']): RoomInfo =>
  ({
    phase: 'playing',
    game: 'mole-in-the-crew',
    seats: seats.map((name, seat) => ({ seat, name, kind: name.startsWith('Bot') ? 'bot' : 'human', connected: true })),
    moments: { looked: [], draft: null, discussion: {}, ...over },
  }) as unknown as RoomInfo;

describe('the start moment', () => {
  it('waits for the people (not the bots) until each has looked, and only before the first move', () => {
    expect(lookers(room({ looked: [1] })).map((p) => [p.name, p.looked])).toEqual([
      ['Ana', false],
      ['Bo', true],
    ]);
    expect(startMomentOpen(room({ looked: [1] }), 0)).toBe(true);
    expect(startMomentOpen(room({ looked: [0, 1] }), 0)).toBe(false);
    // Play has started: a move was made, or the Boss is picking.
    expect(startMomentOpen(room(), 1)).toBe(false);
    expect(startMomentOpen(room({ draft: { seat: 0, team: [], seq: 0 } }), 0)).toBe(false);
    // An all-bot table has nobody to wait for.
    expect(startMomentOpen(room({}, ['Bot 1', 'Bot 2']), 0)).toBe(false);
  });

  it('names who has looked and who has not on the TV, never anything of their cards', async () => {
    await loadStrings();
    const { body } = render(StartMoment, { props: { room: room({ looked: [1] }), seq: 0, sounds: null } });
    expect(body).toContain('Look at your phones');
    expect(body).toContain('data-testid="looked-1" data-looked="true"');
    expect(body).toContain('data-testid="looked-0" data-looked="false"');
    expect(body).toContain('1 of 2 have looked');
    expect(body).not.toContain('looked-2');
    expect(render(StartMoment, { props: { room: room(), seq: 3, sounds: null } }).body).not.toContain('start-moment');
  });
});

describe('the draft and the countdown on the board', () => {
  it('drops a draft once the board’s view has moved past it', () => {
    const drafted = room({ draft: { seat: 0, team: [1], seq: 4 } });
    expect(withLiveDraft(drafted, 4)!.moments.draft).toEqual({ seat: 0, team: [1], seq: 4 });
    expect(withLiveDraft(drafted, 5)!.moments.draft).toBeNull();
    expect(withLiveDraft(null, 5)).toBeNull();
  });

  it('finds the countdown of the phase on the board, and reads it as m:ss', () => {
    const r = room({ discussion: { vote: 90 } });
    expect(discussionSeconds(r, 'vote')).toBe(90);
    expect(discussionSeconds(r, 'propose')).toBeNull();
    expect(discussionSeconds(r, null)).toBeNull();
    expect([clock(90), clock(59.2), clock(0), clock(-3)]).toEqual(['1:30', '1:00', '0:00', '0:00']);
  });
});

