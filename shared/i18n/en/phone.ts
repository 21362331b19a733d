import { plural } from '../plural.ts';

/**
 * Strings of the phone (renderer/player): every word a player reads on their own phone, the
 * rules screen included. Shared words (roles, sides, errors by code, winners) stay in common.ts.
 * English is the reference: other languages must have every key (`PhoneCatalog`).
 */
export const phone = {
  connecting: 'Connecting to the table…',
  dealing: 'Dealing the cards…',
  unsupportedGame: (game: string) => `This phone cannot play ${game} yet. Watch the TV.`,
  dismiss: 'Dismiss',
  /** While the TV reveals a result, every phone shows this instead of the game (docs/protocol.md). */
  reveal: {
    title: 'Look at the TV',
    body: 'The result is being shown there.',
    phase: 'On the TV',
  },

  /** What a screen reader hears (the phone's polite live region) and the secret card's toggle. */
  live: {
    region: 'Announcements',
    yourTurn: (what: string) => `Your turn: ${what}`,
    voted: (approved: boolean, yes: number, no: number) => `${approved ? 'Team approved' : 'Team rejected'} ${yes}–${no}`,
    lock: (lock: number, open: boolean) => `Lock ${lock} ${open ? 'opened' : 'blown'}`,
    mission: (n: number, success: boolean) => `Mission ${n}: ${success ? 'success' : 'failure'}`,
    secretToggle: 'Show my secret card',
    secretNote: 'Secret, for you only:',
  },

  name: {
    title: 'Join the table',
    intro: 'Pick the name the others will see on the TV.',
    label: 'Your name',
    placeholder: 'e.g. Ana',
    lang: 'Language',
    join: 'Join',
    watch: 'Just watch',
  },

  header: {
    watching: 'Watching',
    rulesLabel: 'Open the rules',
    notesLabel: 'My notes',
    recordLabel: 'What happened so far',
    lobby: 'Lobby',
    status: {
      online: 'Connected',
      connecting: 'Connecting',
      offline: 'Offline',
      closed: 'Disconnected',
    } as Record<string, string>,
  },


  /** The private notes sheet (renderer/lib/phone/NotesSheet.svelte): kept on this phone only. */
  notes: {
    title: 'My notes',
    intro: 'Only on this phone: nobody else sees them, not even the host. They are cleared when the next game starts.',
    marks: { trust: 'Trust', unsure: 'Unsure', suspect: 'Suspect' } as Record<string, string>,
    markGroup: (name: string) => `What you think of ${name}`,
    textLabel: (name: string) => `A note on ${name}`,
    placeholder: 'What they said or did',
    done: 'Done',
    nobody: 'Nobody else is at the table yet.',
  },

  /** The game's public record (renderer/lib/phone/RecordSheet.svelte): what the TV has shown. */
  tips: {
    title: 'First game: this step',
    done: 'Got it',
  },
  record: {
    title: 'What happened so far',
    nothing: 'Nothing has happened yet.',
    failed: 'The record could not be loaded. Check the connection and open it again.',
  },
  /** A page that cannot hold the table's socket (renderer/lib/net/socket-trouble.ts): what is wrong and what to try. */
  trouble: {
    cannotOpenTitle: 'This phone reached the table but cannot hold its live link',
    cannotOpenTips: [
      'If the Wi-Fi showed a sign-in page, finish it, then reload this page.',
      'Turn off any VPN, private relay or data saver on this phone.',
      'Join the same Wi-Fi as the laptop, not a guest network.',
      'Still stuck: ask the host to turn on the laptop\u2019s hotspot and join that.',
    ],
    keepsDroppingTitle: 'The link to the table keeps dropping',
    keepsDroppingTips: ['Move closer to the Wi-Fi router.', 'Keep this page open and the screen on.', 'Turn off battery saver for the browser.'],
    retry: 'Reload',
  },
  closed: {
    title: 'You are no longer at the table',
    elsewhereTitle: 'Your seat is open elsewhere',
    joinAgain: 'Join again',
    useHere: 'Play on this screen',
    tryAgain: 'Try again',
  },

  /** The host's key (docs/security.md): a phone that got it from the page, not the QR code, compares it with the TV's. */
  hostKey: {
    check: (print: string) => `Check that the TV shows the table key ${print}.`,
    wrongTitle: 'This is not the table your phone knew',
    wrongBody: 'Its key does not match the one your phone kept: the table was set up anew, or another computer is answering in its place. Scan the QR code on the TV again, or trust the key this table sends now if the TV shows the same.',
    trust: 'Trust this table’s key',
  },

  /** A `#seat=` link opened on a phone that keeps another seat: it asks before giving its seat up. */
  seatOffer: {
    title: 'This link is for another seat',
    body: (name: string) => `This phone is seated as ${name}. Take the link’s seat instead? You would give up yours.`,
    bodyNoName: 'This phone already has a place at this table. Take the link’s seat instead? You would give up yours.',
    keep: 'Keep my seat',
    take: 'Take the new seat',
  },

  lobby: {
    you: 'you',
    vip: 'VIP',
    vipLabel: 'VIP: runs the lobby',
    bot: 'Bot',
    connected: 'connected',
    disconnected: 'not connected',
    seats: 'At the table',
    classic: 'Classic game',
    room: (code: string) => `Room ${code}`,
    ended: (vip: string | null) => (vip === null ? 'The host ended the game.' : `${vip} (the VIP) ended the game.`),
    renamed: (asked: string, name: string) => `“${asked}” was taken: here you are “${name}”.`,
    waitingStart: (vip: string | null) => (vip === null ? 'Waiting for the host to start the game…' : `Waiting for ${vip} (the VIP) or the host to start the game…`),
    /** After the lobby's "At most 4 players (6 seated)." or "Needs at least 5 players (3 seated).". */
    tooMany: (out: number) => (out === 1 ? 'The VIP can set one player aside for a game, or choose another game.' : `The VIP can set ${out} players aside for a game, or choose another game.`),
    tooFew: 'Waiting for more players to join, or for the VIP to add bots.',
    youAreVip: 'You are the VIP: set up the game and start it.',
    leave: 'Leave my seat',
    leaveAsk: 'Leave your seat? Someone else may take it before you join again.',
    leaveYes: 'Leave',
    leaveNo: 'Stay',
    takeSeat: 'Take a seat',
    watchingNote: 'You are watching. Take a seat to play in the next game.',
  },

  table: {
    waitingFor: 'Still to choose',
  },

  decide: {
    yourTurn: 'Your turn',
    pickHint: 'Choose, then confirm.',
    confirmNote: 'This is final: it cannot be changed.',
    confirm: 'Confirm',
    change: 'Change',
    /** Chosen and on its way; "sent" once the host has acknowledged it. */
    sending: 'Sending…',
    sent: 'Sent.',
    sentWaiting: (n: number) => plural('en', n, { one: 'Sent — waiting for # other', other: 'Sent — waiting for # others' }),
  },

  end: {
    youWon: 'You won',
    youLost: 'You lost',
    title: 'Game over',
    waitingNext: 'Waiting for the host to start another game…',
  },

  /** The rules screen's frame; the rules themselves are in rules.ts, per game. */
  rules: {
    title: 'Rules',
    game: 'Game',
    close: 'Close',
    closeLabel: 'Close the rules',
    loading: 'Loading the rules…',
    failed: 'The rules could not be loaded. Check the connection and open them again.',
  },

  /** A phone that comes during a game: a place at the next one. */
  late: {
    join: 'Join the next game',
    place: (n: number) => (n === 1 ? 'You\u2019re next: seat at the next game' : `You\u2019re number ${n} for a seat at the next game`),
    giveUp: 'Give up my place',
    aside: 'You sit out the next game: watch it, and you\u2019re seated again after it.',
  },
  /** A seat a bot is playing (a removed player's), the same on every screen. */
  botSeat: (name: string) => `${name} (bot)`,
  /** The name of a seat that has none to show (should not happen). */
  seat: (n: number) => `Seat ${n + 1}`,
  listJoin: (names: string[]) => names.join(', '),
};

export type PhoneCatalog = typeof phone;
