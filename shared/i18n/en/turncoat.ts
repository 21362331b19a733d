import { plural } from '../plural.ts';

/**
 * Strings of Turncoat on every screen: card names, identities, the phone, the board and the
 * rules screen. English is the reference: other languages must have every key (`TurncoatCatalog`).
 */
export const turncoat = {
  /** Suit names by the card id's suit letter. */
  suits: { C: 'Clubs', D: 'Diamonds', H: 'Hearts', S: 'Spades' } as Record<string, string>,
  /** Rank names by the card id's rank (the corner of the card shows the rank itself). */
  ranks: {
    A: 'Ace',
    '2': 'Two',
    '3': 'Three',
    '4': 'Four',
    '5': 'Five',
    '6': 'Six',
    '7': 'Seven',
    '8': 'Eight',
    '9': 'Nine',
    J: 'Jack',
    Q: 'Queen',
    K: 'King',
  } as Record<string, string>,
  /** A card read aloud by a screen reader: "Seven of Hearts". */
  cardName: (rank: string, suit: string) => `${rank} of ${suit}`,
  /** J, Q and K: written on the card under its rank. */
  spy: 'Spy',
  spyName: (card: string) => `${card}, a spy`,
  cardBack: 'Face-down card',
  /** A mission card and its target: "Seven of Hearts: 7 or more in Hearts". */
  target: (value: number, suit: string) => `${value} or more in ${suit}`,
  identities: { loyal: 'Loyal', turncoat: 'Turncoat' } as Record<string, string>,
  identityCards: { '10': '10', joker: 'Joker' } as Record<string, string>,
  winner: {
    loyal: 'The loyal players win',
    turncoat: 'The turncoat wins',
    everyone: 'Everybody wins',
    nobody: 'Nobody wins',
  } as Record<string, string>,
  ways: {
    successes: 'Five missions succeeded.',
    failures: 'Five missions failed.',
    'accusation-right': 'The accusation was right.',
    'accusation-wrong': 'The accusation was wrong.',
    'accusation-no-turncoat': 'There was no turncoat to accuse.',
  } as Record<string, string>,
  noTurncoat: 'There was no turncoat at this table.',
  accused: (by: string, target: string) => `${by} accused ${target}`,
  success: 'Success',
  failure: 'Failure',
  successes: 'Successes',
  failures: 'Failures',
  mission: (n: number) => `Mission ${n}`,
  leader: 'Leader',
  total: 'Total',
  score: (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'),
  deck: 'Deck',
  discard: 'Discard',
  fourColour: 'Four-colour suits',
  fourColourHint: 'Spades black, Hearts red, Diamonds blue, Clubs green',

  /** Phase names by the view's phase: the phone's header and the board's title. */
  phases: {
    phone: { 'mission-choice': 'Mission choice', commit: 'Play a card', over: 'Game over' } as Record<string, string>,
    board: { 'mission-choice': 'The leader chooses a mission', commit: 'Everyone plays a card face down', over: 'Game over' } as Record<string, string>,
  },

  phone: {
    identityHold: 'Hold to see your identity',
    identityHint: 'Press and hold. Let go to hide it.',
    blurbs: {
      loyal: 'Make the missions succeed. Accuse the turncoat if you find them — a wrong accusation loses.',
      turncoat: 'Make five missions fail without being caught. You cannot accuse.',
    } as Record<string, string>,
    identityDeck: (cards: string) => `This table's identity cards: ${cards}. The rest were removed unseen, so there may be no turncoat.`,
    yourDiscards: 'Your face-down discards',
    discardOn: (mission: number) => `Mission ${mission}`,
    hand: 'Your hand',
    handEmpty: 'No cards in hand.',
    yourTurn: 'Your turn',
    chooseTitle: 'You lead: choose the mission',
    chooseNote: 'The card you keep is the mission, for all to see. The other is discarded face down: only you saw it.',
    lookSpies: (n: number) => plural('en', n, { one: '# spy came up and was discarded face up.', other: '# spies came up and were discarded face up.' }),
    commitTitle: 'Play one card face down',
    commitNote: 'Mission suit adds, other suits subtract, a spy sinks the mission. Nobody will know which card was yours.',
    pickHint: 'Choose, then confirm.',
    confirmNote: 'This is final: it cannot be changed.',
    confirm: 'Confirm',
    change: 'Change',
    sent: 'Sent.',
    sentWaiting: (n: number) => plural('en', n, { one: 'Sent — waiting for # other', other: 'Sent — waiting for # others' }),
    leaderChoosing: (name: string) => `${name} is choosing the mission.`,
    waitingCount: (n: number) => plural('en', n, { one: 'Waiting for # player.', other: 'Waiting for # players.' }),
    committed: (n: number, of: number) => `${n} of ${of} cards played`,
    missionNow: 'The mission',
    lastMission: 'Last mission',
    accuse: 'Accuse…',
    accuseTitle: 'Accuse a player of being the turncoat',
    accuseNote: 'Right: the loyal players win at once. Wrong: the turncoat wins. No turncoat at the table: everybody loses.',
    accuseWho: 'Whom do you accuse?',
    accuseConfirm: (name: string) => `Accuse ${name}`,
    accuseFinal: (name: string) => `Accuse ${name} of being the turncoat? This ends the game.`,
    accuseCannot: 'A turncoat cannot accuse. Close this and play on as if nothing happened.',
    accuseBack: 'Back',
    close: 'Close',
    watching: 'You are watching this game.',
    endIdentities: 'Who was who',
    endRemoved: (cards: string) => `Removed unseen: ${cards}`,
    endHistory: 'The missions',
    endFaceDown: (name: string, card: string) => `${name} discarded ${card}`,
    you: 'you',
  },

  board: {
    missionOf: (n: number) => `Mission ${n}`,
    seatCommitted: 'has played a card',
    seatChoosing: 'is still choosing',
    leaderLooking: (name: string) => `${name} is looking at two cards`,
    leaderLookingHint: 'The leader keeps one as the mission and discards the other face down.',
    lookSpies: 'Spies discarded face up',
    missionCard: 'Mission',
    target: (value: number, suit: string) => `Needs ${value} or more in ${suit}, and no spy`,
    commitHint: 'Everyone plays one card face down on their phone',
    committed: (n: number, of: number) => `${n} of ${of} cards in`,
    extraCard: 'plus one card from the deck',
    revealTitle: (n: number) => `Mission ${n}: the cards`,
    runningTotal: 'Total',
    spiesFound: (n: number) => plural('en', n, { one: '# spy', other: '# spies' }),
    resultSuccess: (n: number) => `Mission ${n} succeeds`,
    resultFailure: (n: number) => `Mission ${n} fails`,
    needed: (total: number, value: number) => `${total} against ${value} needed`,
    spySank: 'A spy sank it',
    accusationTitle: (by: string, target: string) => `${by} accuses ${target}!`,
    accusationRight: (name: string) => `${name} was the turncoat`,
    accusationWrong: (name: string) => `${name} was loyal`,
    accusationNone: 'There was no turncoat',
    track: (n: number, of: number) => `${n} of ${of}`,
    reshuffled: (n: number) => plural('en', n, { one: 'reshuffled once', other: 'reshuffled # times' }),
    accuseHint: 'Anyone may accuse at any moment, from their phone.',
    end: {
      identities: 'Identities',
      removed: 'Removed unseen',
      history: 'Every mission',
      mission: '#',
      leader: 'Leader',
      card: 'Mission',
      cards: 'Cards revealed',
      total: 'Total',
      result: 'Result',
      faceDown: 'Discarded face down',
      unfinished: 'not played',
      spiesInLook: 'spies in the look',
    },
  },

  rules: {
    title: 'Turncoat — how to play',
    sections: [
      {
        title: 'What is going on',
        paragraphs: [
          '2 to 4 players run missions with a standard deck. Each of you gets a secret identity card: a 10 is loyal, the Joker is the turncoat. Some identity cards are removed unseen, so there may be no turncoat at all; only the turncoat knows.',
          'Loyal players win with 5 successful missions (with no turncoat, everybody wins). The turncoat wins with 5 failed missions (with no turncoat, everybody loses).',
        ],
      },
      {
        title: 'The cards',
        paragraphs: [
          'The play deck is 48 cards: Ace (1) to 9 in four suits, and J, Q, K, which are spies. There are no 10s. Everyone holds 5 cards.',
        ],
      },
      {
        title: 'A mission',
        paragraphs: [
          '1. The leader looks at the top two cards of the deck. A spy drawn there is discarded face up and replaced, until the leader holds two non-spies.',
          '2. The leader keeps one as the mission: its suit and value are public. The other is discarded face down; only the leader saw it.',
          '3. Everybody, the leader too, plays one card from hand face down, all at once.',
          '4. One more card from the deck is added face down. The cards are shuffled and turned over one by one.',
          '5. Cards of the mission\u2019s suit add their value, all others subtract theirs, spies count 0. The mission succeeds when the total reaches the mission\u2019s value and no spy is among the cards.',
          '6. Everybody draws back to 5 cards and the leader role passes to the left.',
        ],
      },
      {
        title: 'Accusing',
        paragraphs: [
          'At any moment, any player may accuse another of being the turncoat. Right: the loyal players win. Wrong: the turncoat wins. No turncoat at the table: everybody loses.',
        ],
      },
      {
        title: 'How Hideout reads the rules',
        paragraphs: [
          'The turncoat cannot accuse. Every phone shows the same Accuse button; on the turncoat\u2019s it explains this.',
          'An accusation asks for a second, deliberate tap before it is sent.',
          'After every reveal each player draws one card, back to 5. When the deck runs out, the discard pile is shuffled into a new deck.',
          'Identity cards: with 2 players 10, 10, Joker; with 3 or 4 players 10, 10, 10, Joker. The Korean identity deck variant adds one more 10.',
          'Nobody, not even the game, keeps track of who played which card. The board shows how many cards are in, never whose.',
          'At the end the board reveals every identity, every leader\u2019s face-down discard and the whole mission history.',
        ],
      },
      {
        title: 'On your phone',
        paragraphs: [
          'Press and hold your identity card to see it; let go and it hides.',
          'Tap a card, then Confirm: after that it cannot be changed.',
          'Colour-blind? Switch on four-colour suits under your hand, and on the board.',
        ],
      },
    ],
  },
};

export type TurncoatCatalog = typeof turncoat;
