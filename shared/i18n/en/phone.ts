import { plural } from '../plural.ts';

/**
 * Strings of the phone (renderer/player): every word a player reads on their own phone, the
 * rules screen included. Shared words (roles, sides, errors by code, winners) stay in common.ts.
 * English is the reference: other languages must have every key (`PhoneCatalog`).
 */
export const phone = {
  /** Each language's own name, as its speakers write it. */
  languages: { en: 'English', es: 'Español', ko: '한국어' } as Record<string, string>,
  connecting: 'Connecting to the table…',
  dealing: 'Dealing the cards…',
  unsupportedGame: (game: string) => `This phone cannot play ${game} yet. Watch the TV.`,
  dismiss: 'Dismiss',

  name: {
    title: 'Join the table',
    intro: 'Pick the name the others will see on the TV.',
    label: 'Your name',
    placeholder: 'e.g. Ana',
    lang: 'Language',
    join: 'Join',
    watch: 'Just watch',
    gameOn: 'A game is being played. You can watch now and take a seat when it ends.',
  },

  header: {
    watching: 'Watching',
    rules: 'Rules',
    rulesLabel: 'Open the rules',
    lobby: 'Lobby',
    /** Each game's phases as the header names them, by game id then the view's phase. */
    phases: {
      'mole-in-the-crew': { propose: 'Proposal', vote: 'Vote', mission: 'Mission', getaway: 'Getaway', over: 'Game over' },
    } as Record<string, Record<string, string>>,
    status: {
      online: 'Connected',
      connecting: 'Connecting',
      offline: 'Offline',
      closed: 'Disconnected',
    } as Record<string, string>,
  },

  closed: {
    title: 'You are no longer at the table',
    joinAgain: 'Join again',
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
    waitingStart: 'Waiting for the host to start the game…',
    youAreVip: 'You are the VIP: set up the game and start it.',
    leave: 'Leave my seat',
    takeSeat: 'Take a seat',
    watchingNote: 'You are watching. Take a seat to play in the next game.',
  },

  role: {
    hold: 'Hold to see your role',
    holdHint: 'Press and hold. Let go to hide it.',
    side: (side: string) => `Side: ${side}`,
    knownMoles: 'Moles you know',
    knownNone: 'None that you can see.',
    suspects: 'Your suspects',
    suspectsNote: 'Moles and Doubles, mixed and unlabeled.',
    alibis: 'Alibis',
    alibi: (lock: number, name: string) => `Lock ${lock}: ${name} played Clean.`,
    noAlibi: (lock: number) => `Lock ${lock}: no alibi could be found.`,
    noAlibisYet: 'None yet.',
    budget: (n: number) => plural('en', n, { one: '# sabotage left', other: '# sabotages left' }),
    blurbs: {
      mole: 'Blow locks from inside. In the Getaway, find the Contact.',
      snitch: 'A Mole nobody knows: the other Moles do not see you, nor does the Contact.',
      contact: 'Steer the Crew with your votes and teams, without giving yourself away.',
      double: 'You are Crew, and you appear among the Contact\u2019s suspects.',
      lookout: 'You learn a name that played Clean after each of the first two locks blown by cards.',
      driver: 'In the Getaway, protect one player: if they are accused, the accusation is void.',
      crew: 'Open the locks and keep the Contact hidden.',
    } as Record<string, string>,
  },

  table: {
    title: 'The table',
    locks: 'Locks',
    boss: 'Boss',
    proposal: 'Proposed team',
    noProposal: 'No team proposed yet.',
    rejectionsLabel: 'Rejections',
    rejections: (n: number, of: number) => `${n} of ${of}`,
    teamSize: (n: number) => `team of ${n}`,
    needs: (n: number) => `needs ${n} Sabotages`,
    current: 'now',
    patrol: 'Patrol',
    sabotages: (n: number) => plural('en', n, { one: '# Sabotage', other: '# Sabotages' }),
    waitingFor: 'Still to choose',
  },

  decide: {
    yourTurn: 'Your turn',
    proposeTitle: (n: number) => `You are the Boss: choose ${n} for the team`,
    picked: (k: number, n: number) => `${k} of ${n} chosen`,
    propose: 'Propose this team',
    voteTitle: 'Vote on this team',
    approve: 'Approve',
    reject: 'Reject',
    playTitle: 'You are on the team: play a card',
    playNote: 'Nobody will know who played what.',
    getawayTitle: 'Getaway: mark one player',
    getawayNote: 'Only the Moles\u2019 marks count. Everybody marks, so marking gives nothing away.',
    mark: 'Mark',
    protect: 'Protect',
    getawaySubmit: 'Send my choice',
    pickHint: 'Choose, then confirm.',
    confirmNote: 'This is final: it cannot be changed.',
    confirm: 'Confirm',
    change: 'Change',
    sent: 'Sent.',
    sentWaiting: (n: number) => plural('en', n, { one: 'Sent — waiting for # other', other: 'Sent — waiting for # others' }),
    bossChoosing: (boss: string, n: number) => `${boss} is choosing a team of ${n}.`,
    teamPlaying: 'The team is playing its cards.',
    waitingCount: (n: number) => plural('en', n, { one: 'Waiting for # player.', other: 'Waiting for # players.' }),
    lockNow: (n: number) => `Lock ${n}`,
  },

  end: {
    title: 'Game over',
    roles: 'Who was who',
    accused: (name: string) => `Accused in the Getaway: ${name}`,
    protected: (name: string) => `Protected by the Driver: ${name}`,
    waitingNext: 'Waiting for the host to start another game…',
  },

  rules: {
    title: 'Mole in the Crew — how to play',
    close: 'Close',
    closeLabel: 'Close the rules',
    sections: [
      {
        title: 'What is going on',
        paragraphs: [
          'A crew of 5 to 10 is cracking a row of locks. A few of them are Moles who want the job to fail. Nobody says out loud who they are: your phone tells you, privately.',
          'The Crew wins by opening 3 locks and then getting away without the Moles picking out the Contact. The Moles win by blowing 3 locks, or by picking out the Contact in the Getaway.',
        ],
      },
      {
        title: 'Playing a lock',
        paragraphs: [
          '1. The Boss puts together a team of exactly the size the lock asks for. The Boss may include themselves.',
          '2. Talk it over, then everyone votes at the same moment: approve or reject. Votes stay hidden until the last one is in, then the TV shows how each person voted. The team goes ahead only if more than half of all players approved; a tie counts as a no.',
          '3. A rejected team: the Boss role moves to the next player on the left, who proposes a new team for the same lock. When the same lock is rejected 3 times in a row, the Patrol turns up and that lock is blown. The count starts again from zero on every lock.',
          '4. An approved team: each member secretly plays a card, Clean or Sabotage. Crew players can only play Clean. Moles may choose either, as long as they have sabotages left.',
          '5. The cards are mixed and turned over one by one on the TV. A single Sabotage blows the lock (with the Vault variant, lock 4 needs two). Only the number of Sabotages is announced, never who played them.',
          '6. The Boss role moves one seat to the left and the next lock begins.',
        ],
      },
      {
        title: 'The roles',
        paragraphs: [
          'Mole (Moles): knows the other Moles, except the Snitch. Plays Clean or Sabotage. In the Getaway, tries to mark the Contact.',
          'Snitch (Moles): a Mole who knows every Mole, while the Moles do not know the Snitch and the Contact cannot see the Snitch. Sabotages and marks like any Mole.',
          'Contact (Crew): sees a mixed, unlabeled list of suspects: the Moles (without the Snitch) and the Doubles. Guides the Crew without revealing what they know, because the Moles hunt for the Contact at the end.',
          'Double (Crew): knows only that they are Crew. Always plays Clean. Shows up among the Contact\u2019s suspects.',
          'Lookout (Crew): after the 1st and the 2nd lock blown by cards, privately learns the name of a team member who played Clean on that lock. A hint, not proof: a Mole can play Clean too.',
          'Driver (Crew): nothing extra to know. In the Getaway, protects one other player.',
          'Crew member (Crew): no special knowledge. Votes, plays Clean, watches closely.',
          'Sabotages are a budget for the whole game: once a Mole has used theirs, they can only play Clean. Hold your role card to see how many you have left.',
        ],
      },
      {
        title: 'The Getaway',
        paragraphs: [
          'When the Crew has opened 3 locks, everyone secretly marks one other player. Only the marks of the Moles and the Snitch count. The Driver also secretly protects one player other than themselves.',
          'The player with the most counted marks is accused; a tie is settled by a random draw. If the accused is the protected player, the accusation is void and the Crew wins. If the accused is the Contact, the Moles win. Anyone else: the Crew gets away and wins.',
          'At the end the TV reveals every role and what happened.',
        ],
      },
      {
        title: 'Variants',
        paragraphs: [
          'Quick game: 3 locks, the first side to 2 wins, and every Mole has 1 sabotage.',
          'Vault (7 to 10 players): lock 4 needs 2 Sabotages to blow.',
          'Advanced Snitch (5 or 6 players): one of the 2 Moles is the Snitch.',
        ],
      },
      {
        title: 'How Hideout reads the rules',
        paragraphs: [
          'Snitch: where the table lists a decoy (8 to 10 players), one of the Moles is dealt as the Snitch. Advanced Snitch does the same at 5 or 6 players.',
          'Crew roles are handed out in this order until the Crew is full: Contact, Driver, Lookout, the table\u2019s Doubles, then plain Crew members. With 5 players that is Contact, Driver and Lookout; with 8, Contact, Driver, Lookout, a Double and one Crew member.',
          'A rejected team passes the Boss role to the left and a new team is proposed for the same lock. The 3rd rejection in a row on a lock blows it (Patrol); the count restarts at each lock.',
          'After a Patrol the Boss moves only once: the player left of the last rejected Boss is the first Boss of the next lock.',
          'The Lookout\u2019s alibi is drawn at random among the team members who played Clean, never the Lookout themselves. If there is nobody to name, the Lookout is told that no alibi could be found. Locks blown by the Patrol give no alibi.',
          'In the Getaway every player marks, so marking reveals nothing; only the Moles\u2019 and the Snitch\u2019s marks are counted. The Driver sends the mark and the protection together, as one choice.',
          'Quick game: the teams have the sizes of locks 1 to 3 of the table, the Getaway comes when the Crew opens its 2nd lock, and the Moles win on their 2nd blown lock.',
          'Vault cannot be combined with the Quick game (there is no lock 4). Vault is offered at 7 to 10 players, Advanced Snitch at 5 or 6.',
          'Votes, cards and marks are final once you confirm them.',
          'Nobody, not even the game, keeps track of who played which card: the cards are mixed and counted, and the link to the players is thrown away. Each Mole still sees their own remaining sabotages.',
          'The rejection count on the TV counts this lock\u2019s rejections; after an approval it stays put until the lock is settled, then goes back to 0.',
          'At the end the TV shows every role, the Lookout\u2019s alibis, every Getaway mark (and which ones counted), who was protected, the tally and any tie that was drawn.',
        ],
      },
      {
        title: 'On your phone',
        paragraphs: [
          'Press and hold your role card to see your role and what you know; let go and it hides.',
          'When a decision is yours the phone vibrates (if it can) and shows it in the lower half. Tap your choice, then Confirm: after that it cannot be changed.',
          'Everyone\u2019s choice screens look alike, so a neighbour cannot tell your role from your screen.',
        ],
      },
    ],
    deal: {
      title: 'Deal by number of players',
      head: ['Players', 'Moles', 'Doubles', 'Snitch', 'Teams, locks 1-5', 'Sabotages per Mole', 'Approvals needed'],
      rows: [
        ['5', '2', '0', 'no', '2-2-2-3-3', '2', '3'],
        ['6', '2', '1', 'no', '2-3-3-3-4', '2', '4'],
        ['7', '3', '1', 'no', '2-2-2-3-3', '1', '4'],
        ['8', '3', '1', 'yes', '3-3-3-3-4', '1', '5'],
        ['9', '3', '1', 'yes', '3-4-4-4-5', '1', '5'],
        ['10', '3', '1', 'yes', '4-5-5-5-6', '1', '6'],
      ],
    },
  },

  /** The name of a seat that has none to show (should not happen). */
  seat: (n: number) => `Seat ${n + 1}`,
  listJoin: (names: string[]) => names.join(', '),
};

export type PhoneCatalog = typeof phone;
