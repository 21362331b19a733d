import { plural } from '../plural.ts';

/**
 * Strings both screens use: the product, connection states, errors by code, and the words of
 * Mole in the Crew. English is the reference catalog: every other language must have every key
 * (the type checker enforces it through `Catalog`).
 */
export const common = {
  app: 'Hideout',
  /** The label of every screen's language picker. */
  language: 'Language',
  /** Each language's own name, as its speakers write it (the same in every catalog). */
  languages: { en: 'English', es: 'Español', ko: '한국어' },
  /** A paused game (`pause`): the same cover on every phone and over the TV's board. */
  paused: { title: 'Paused', body: 'The game goes on from here when the host resumes it.', pause: 'Pause', resume: 'Resume' },
  /** A turn timer (`setTurnTimer`): the countdown's label. */
  turns: { left: 'Time left to decide' },
  connection: {
    connecting: 'Connecting to the table…',
    offline: 'Connection lost — reconnecting…',
    hostGone: 'The host has stopped. Waiting for it to come back…',
    kicked: 'The host removed you from the table.',
    removed: 'The host removed this phone from the table.',
    full: 'The table has as many spectators as it can take. Watch the TV, or try again in a while.',
    replaced: 'Your seat was moved to another phone.',
    elsewhere: 'Your seat was opened on another screen (another tab, or this phone reloaded).',
    retry: 'Try again',
  },
  errors: {
    generic: 'That did not work.',
    byCode: {
      STALE_GAME: 'That move was for a game that has ended: nothing was played.',
      'TABLE_FULL:next-game-full': 'Every seat of the next game is spoken for. You can still watch.',
      NOT_SEATED: 'You have no seat at this table.',
      NO_GAME: 'There is no game on right now.',
      BAD_SEAT: 'That seat cannot be handed out now.',
      GAME_OVER: 'The game is over.',
      BAD_ACTION: 'The host did not understand that move.',
      UNKNOWN_GAME: 'The host does not know that game.',
      UNKNOWN_BOT: 'The host does not know that kind of bot.',
      INTERNAL: 'The host ran into a problem; nothing changed. Try again.',
      BAD_NAME: 'That name cannot be used: 1 to 20 letters, no special characters.',
      TABLE_FULL: 'Every seat is taken. You can still watch.',
      TOO_MANY_WATCHERS: 'The table has as many spectators as it can take.',
      PAUSED: 'The game is paused: nothing was sent. Your choice is kept for when it goes on.',
      NOT_SENT: 'Not connected to the table right now: that was not sent. Try again in a moment.',
      'RATE_LIMITED:changes': 'Too many changes in a row: wait a few seconds, then try again.',
      'NOT_ALLOWED:host-during-game': 'During a game only the host controls can do that.',
      'NOT_ALLOWED:host-not-local': 'The host controls open only on the host’s own computer.',
      NOT_IN_LOBBY: 'A game is on: that can be done once it ends.',
      NOT_YOUR_TURN: 'Not your turn right now.',
      ALREADY_ACTED: 'You already chose.',
      ILLEGAL_ACTION: 'The rules do not allow that.',
      BAD_PLAYER_COUNT: 'Not the right number of players for this game.',
      BAD_OPTIONS: 'Those options do not fit this table.',
      NOT_ALLOWED: 'Only the host or the VIP can do that.',
      RATE_LIMITED: 'Too fast — slow down a little.',
      STORAGE_FAILED: 'The host could not save that, so nothing changed. Tell whoever runs the laptop.',
      BAD_TOKEN: 'That link is no longer valid.',
    } as Record<string, string>,
  },
  /** A latecomer's sentence, the same on the phone and on the TV's corner QR. */
  nextGame: 'A game is on; you\u2019ll get a seat at the next one.',
  /** The night's score: each name's wins over the games it played to their end. */
  night: {
    title: 'Tonight',
    wins: (won: number, played: number) => `${won} of ${played}`,
  },
  players: (lang: string, n: number) => plural(lang, n, { one: '# player', other: '# players' }),
};

export type CommonCatalog = typeof common;
