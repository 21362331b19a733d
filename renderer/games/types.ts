import type { Component } from 'svelte';
import type { RoomInfo } from '../../shared/protocol/messages.ts';
import type { TableConnection } from '../lib/table-connection.svelte.ts';
import type { Sounds } from '../board/sounds.svelte.ts';
import type { GameViewBase } from '../lib/game-view.ts';

/** What the TV board gives a game's board screen; `V` is the game's own view type. */
export interface BoardProps<V = any> {
  room: RoomInfo;
  view: V;
  gameNumber: number;
  sounds: Sounds;
  /** Set by the game's board while its end screen is up (the corner QR steps aside). */
  ended?: boolean;
}

/** What the phone gives a game's phone screen. */
export interface PhoneProps {
  conn: TableConnection;
  room: RoomInfo;
  view: any;
}

/** What the host controls give a game's summary panel (public facts only: it faces the room); `V` is the game's view type. */
export interface SummaryProps<V extends GameViewBase = any> {
  room: RoomInfo;
  view: V;
}

type Loader<Props extends Record<string, any>> = () => Promise<{ default: Component<Props> }>;

/**
 * A game's screens, as the renderer registry lists them. Each is loaded on demand, so a device
 * downloads the shell and the one game its table plays.
 */
export interface GameScreens {
  /** The game id, as in shared/games. */
  id: string;
  board: Loader<BoardProps>;
  phone: Loader<PhoneProps>;
  summary: Loader<SummaryProps>;
}
