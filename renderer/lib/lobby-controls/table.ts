import { getContext, setContext } from 'svelte';
import type { GameInfo, RoomInfo } from '../../../shared/protocol/messages.ts';
import type { TableConnection } from '../net/table-connection.svelte.ts';
import type { TwoTaps } from './two-taps.svelte.ts';

/** What LobbyControls hands down to its parts (beside this file); getters, so it stays reactive. */
export interface LobbyTable {
  /** Every change is a message to the host on it. */
  readonly connection: TableConnection;
  /** The room, as the host last sent it (the parts are drawn only once there is one). */
  readonly room: RoomInfo;
  /** The game chosen, as the room lists it. */
  readonly game: GameInfo | null;
  /** How many seats there are. */
  readonly count: number;
  readonly inLobby: boolean;
  /** The button armed for a second tap, whichever part it is in. */
  readonly taps: TwoTaps;
}

const KEY = Symbol('hideout.lobby-table');

export function provideLobbyTable(table: LobbyTable): void {
  setContext(KEY, table);
}

export function lobbyTable(): LobbyTable {
  return getContext<LobbyTable>(KEY);
}
