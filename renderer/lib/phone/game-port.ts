import { getContext, setContext, type Snippet } from 'svelte';
import type { ErrorMessage, RoomInfo, ServerMessage, YouInfo } from '../../../shared/protocol/messages.ts';
import type { GameAction } from '../net/table-connection.svelte.ts';

/**
 * What a game's phone screens (and the frame parts they are built from) may do with the table:
 * read this seat and the game's number, play an action and hear it acknowledged or refused, and
 * tell the TV's staged moments that the secret card was looked at or what a picker is drafting.
 * The phone's shell provides it (renderer/player/App.svelte); the screens never hold the
 * connection. Its fields are getters onto the connection's state, so they stay reactive.
 */
export interface GamePort {
  /** The room as the shell has it (the end screen shows the night's scores). */
  readonly room: RoomInfo | null;
  readonly gameNumber: number;
  /** This phone's seat; null for a watcher. */
  readonly seat: number | null;
  /** This phone's player deals the next game (the end screen shows them its controls). */
  readonly vip: boolean;
  /** The TV is revealing a result: the phone covers what would tell it first. */
  readonly revealing: boolean;
  /** The host's last refusal (its `id` names the action it refused). */
  readonly lastError: ErrorMessage | null;
  /** Plays an action; returns its id, which the host's `ack` or error names. */
  act(action: GameAction): string;
  dismissError(): void;
  /** Calls `listener` with the id of each action the host acknowledges; returns what stops it. */
  onAck(listener: (id: string) => void): () => void;
  /** A secret card was held face up: the TV counts who has looked (once a game, never what). */
  looked(): void;
  /** A picker's team as it is picked (public, binding nothing): the TV shows it. */
  draft(team: number[]): void;
  /** The next game's controls, for the VIP at a game's end. */
  readonly nextGame: Snippet;
}

/** What the port needs of the table connection (renderer/lib/net/table-connection.svelte.ts). */
export interface PortLink {
  readonly room: RoomInfo | null;
  readonly you: YouInfo;
  readonly gameNumber: number;
  readonly revealing: boolean;
  readonly lastError: ErrorMessage | null;
  act(action: GameAction): string;
  dismissError(): void;
  onMessage(listener: (message: ServerMessage) => void): () => void;
  send(message: { type: 'looked' } | { type: 'draft'; team: number[] }): void;
}

/** The port onto a phone's connection: a watcher neither looks nor drafts, and a seat looks once a game. */
export function gamePortOf(link: PortLink, nextGame: Snippet): GamePort {
  let lookedIn = 0;
  return {
    get room() {
      return link.room;
    },
    get gameNumber() {
      return link.gameNumber;
    },
    get seat() {
      return link.you.seat;
    },
    get vip() {
      return link.you.vip;
    },
    get revealing() {
      return link.revealing;
    },
    get lastError() {
      return link.lastError;
    },
    act: (action) => link.act(action),
    dismissError: () => link.dismissError(),
    onAck: (listener) => link.onMessage((message) => message.type === 'ack' && listener(message.id)),
    looked() {
      if (link.you.seat === null || link.gameNumber === lookedIn) return;
      lookedIn = link.gameNumber;
      link.send({ type: 'looked' });
    },
    draft(team) {
      if (link.you.seat !== null) link.send({ type: 'draft', team });
    },
    nextGame,
  };
}

const KEY = Symbol('hideout.game-port');

/** The phone's shell hands the port to the game screens below it. */
export function provideGamePort(port: GamePort): void {
  setContext(KEY, port);
}

/** The port the phone's shell provides (a game's phone screens are drawn only inside it). */
export function gamePort(): GamePort {
  return getContext<GamePort>(KEY);
}
