import type { GameInfo, RoomInfo } from '../../shared/protocol/messages.ts';

/**
 * Whether the people seated fit the game chosen, as the TV's lobby tells the whole table: too
 * many (who must step out), too few (who must still join), and the other games that would take
 * the table as it is, so that nobody has to ask the VIP what is wrong.
 */
export type SeatFit =
  | { kind: 'fits' }
  | { kind: 'many'; max: number; extra: number; others: string[] }
  | { kind: 'few'; min: number; missing: number; others: string[] };

const takes = (game: GameInfo, n: number): boolean => n >= game.minPlayers && n <= game.maxPlayers;

/** How the seats fit the room's game (`fits` also when the room lists no such game: nothing to say). */
export function seatFit(room: Pick<RoomInfo, 'game' | 'games' | 'seats'>): SeatFit {
  const game = room.games.find((g) => g.id === room.game);
  const n = room.seats.length;
  if (game === undefined || takes(game, n)) return { kind: 'fits' };
  // An empty table fits no game: naming games for nobody would be noise.
  const others = n === 0 ? [] : room.games.filter((g) => g.id !== game.id && takes(g, n)).map((g) => g.id);
  if (n > game.maxPlayers) return { kind: 'many', max: game.maxPlayers, extra: n - game.maxPlayers, others };
  return { kind: 'few', min: game.minPlayers, missing: game.minPlayers - n, others };
}
