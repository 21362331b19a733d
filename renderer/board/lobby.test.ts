import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import type { RoomInfo } from '../../shared/protocol/messages.ts';
import { loadStrings } from '../lib/i18n/strings.ts';
import Lobby from './Lobby.svelte';

const games = [
  { id: 'mole-in-the-crew', minPlayers: 5, maxPlayers: 10 },
  { id: 'turncoat', minPlayers: 2, maxPlayers: 4 },
  { id: 'the-snitch', minPlayers: 4, maxPlayers: 6 },
].map((g) => ({ ...g, optionSpecs: [], bots: [], discussionPhases: [] }));

const room = (game: string, n: number): RoomInfo =>
  ({
    phase: 'lobby',
    game,
    games,
    options: {},
    code: 'ABCD',
    joinUrl: 'http://192.168.1.2:4747/',
    keyPrint: 'K7QF-M2XA',
    seats: Array.from({ length: n }, (_, seat) => ({ seat, name: `Player ${seat + 1}`, kind: 'human', connected: true })),
    vip: 0,
    spectators: 1,
    waiting: [],
    aside: [],
    scores: [],
    moments: { looked: [], draft: null, discussion: {} },
  }) as unknown as RoomInfo;

describe('the TV lobby when the seats do not fit the game', () => {
  it('says so to the whole room, and what to do: players set aside, or which game takes the table', async () => {
    await loadStrings();
    const body = render(Lobby, { props: { room: room('turncoat', 6) } }).body;
    expect(body).toContain('data-testid="seat-fit"');
    expect(body).toContain('Turncoat takes at most 4 players: 6 are seated.');
    expect(body).toContain('Set 2 players aside for a game, or choose another game.');
    expect(body).toContain('For 6 players: Mole in the Crew · The Snitch.');
    expect(body).not.toContain('Waiting for the host or the VIP to start.');
  });

  it('names the games that would take a table too small for this one', async () => {
    await loadStrings();
    const body = render(Lobby, { props: { room: room('mole-in-the-crew', 3) } }).body;
    expect(body).not.toContain('data-testid="seat-fit"');
    expect(body).toContain('2 more players needed.');
    expect(body).toContain('Or choose another game. For 3 players: Turncoat.');
  });

  it('says nothing of the kind when the table fits', async () => {
    await loadStrings();
    const body = render(Lobby, { props: { room: room('the-snitch', 5) } }).body;
    expect(body).not.toContain('seat-fit');
    expect(body).toContain('Waiting for the host or the VIP to start.');
  });
});
