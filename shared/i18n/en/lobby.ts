import { plural } from '../plural.ts';

/**
 * The lobby controls' words (the host page and the VIP's phone) and the separators every
 * screen uses. A phone downloads these and not the rest of the board's words (board.ts).
 */
export const lobbyWords = {
  /** Separators between items of a line and of a list of names. */
  sep: ' · ',
  listSep: ', ',
  /** The lobby controls: on the host page (desk) and on the VIP's phone. */
  lobby: {
    confirmAgain: 'Tap again to confirm',
    title: 'Table setup',
    game: 'Game',
    playersRange: (min: number, max: number) => `${min}–${max} players`,
    seated: (lang: string, n: number) => plural(lang, n, { one: '# seat taken', other: '# seats taken' }),
    variants: 'Variants',
    noVariants: 'No variants for this number of players.',
    variantHints: {
      quick: '3 locks, first side to 2',
      vault: 'Lock 4 needs 2 Sabotages',
      advancedSnitch: 'One of the 2 Moles is the Snitch',
      koreanIdentityDeck: 'One more 10 among the identities: more room for doubt',
      guard: 'The most talkative player',
      soap: 'The most innocent player: takes the first turn',
      refusalWindowMs: 'How long a player may think before silence accepts a card',
      harder: 'Revealed cards must not share the plan\u2019s name',
    } as Record<string, string>,
    choiceRandom: 'Random',
    seconds: (n: number) => `${n} s`,
    less: (name: string) => `Less: ${name}`,
    more: (name: string) => `More: ${name}`,
    seats: 'Seats',
    noSeats: 'Nobody has joined yet.',
    seatNumber: (n: number) => `Seat ${n}`,
    bot: 'Bot',
    vip: 'VIP',
    online: 'connected',
    offline: 'not connected',
    renameLabel: (name: string) => `New name for ${name}`,
    save: 'Save',
    moveUp: 'Up',
    moveDown: 'Down',
    moveUpLabel: (name: string) => `Move ${name} up`,
    moveDownLabel: (name: string) => `Move ${name} down`,
    kick: 'Kick',
    kickLabel: (name: string) => `Remove ${name} from the table`,
    setAside: 'Sit out',
    aside: 'Sitting out the next game',
    bringBack: 'Bring back',
    makeVip: 'Make VIP',
    makeVipLabel: (name: string) => `Make VIP: ${name}`,
    bots: 'Bots',
    botKind: 'Kind of bot',
    botKinds: { heuristic: 'Smart bot', random: 'Random bot' } as Record<string, string>,
    fillTo: 'Fill to',
    fillBots: (n: number) => `Fill with bots to ${n}`,
    addBot: 'Add a bot',
    start: 'Start the game',
    needMore: (min: number, n: number) => `Needs at least ${min} players (${n} seated).`,
    tooMany: (max: number, n: number) => `At most ${max} players (${n} seated).`,
    ready: (n: number) => `Ready to deal for ${n}.`,
    gameOn: 'A game is being played.',
    gameOver: 'The game is over.',
    /** Host controls, during a game: the record over the TV's board until the next move (`showRecord`). */
    /** The lobby: the chosen game's quick start on the TV (`showQuickStart`). */
    quickStartShow: 'Quick start on the TV',
    quickStartHide: 'Back to the players',
    howToPlay: 'How to play, on the TV',
    howToPlayStop: 'Stop the demonstration',
    recordShow: 'Show the record on the TV',
    recordHide: 'Back to the board',
    rematch: 'Rematch (same seats)',
    restart: 'Restart (same seats)',
    end: 'End, back to the lobby',
    dismiss: 'Dismiss',
  },

};

export type LobbyCatalog = typeof lobbyWords;
