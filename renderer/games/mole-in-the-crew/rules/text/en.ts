import type { GameRules } from '../../../../../shared/i18n/en/rules.ts';
import { plural } from '../../../../../shared/i18n/plural.ts';

/** English: the rules of Mole in the Crew as Hideout plays them, a chunk of its own (fetched only when they are read). */
export const moleRules: GameRules = {
  title: 'Mole in the Crew',
  tagline: '5 to 10 players · a crew cracks locks, a few Moles want the job to fail',
  quickStart: {
    goal: "The Crew opens locks; a few Moles hidden among them want them blown.",
    round: "The Boss picks a team and everyone votes. An approved team plays Clean or Sabotage face down: one Sabotage blows the lock.",
    win: "Three blown locks: the Moles win. Three open locks: the Getaway, where the Moles win only if they pick out the Contact.",
    secret: "Your role, on your phone only. Votes are shown by name; the cards never say who played them.",
  },
  sections: [
    {
      heading: 'Goal',
      blocks: [
        'Each phone tells its owner, privately, which side they are on. The Crew wins by opening 3 locks and then getting away without the Moles picking out the Contact. The Moles win by blowing 3 locks, or by picking out the Contact in the Getaway. A classic game has up to 5 locks.',
      ],
    },
    {
      heading: 'The deal',
      blocks: [
        'The table below gives, for each number of players, the Moles, the Doubles, whether one Mole is the Snitch, the team size of each lock, the sabotages each Mole may play in the whole game, and the approvals a team needs (more than half of all players).',
        'Crew roles are handed out in this order until the Crew is full: Contact, Driver, Lookout, the table’s Doubles, then plain Crew members. With 5 players: Contact, Driver, Lookout; with 8: Contact, Driver, Lookout, a Double and one Crew member.',
        'Where the table says “Snitch: yes” (8 to 10 players), one of the Moles is dealt as the Snitch. The Advanced Snitch variant does the same at 5 or 6 players.',
      ],
    },
    {
      heading: 'The roles',
      blocks: [
        {
          list: [
            'Mole (Moles): knows the other Moles, except the Snitch. Plays Clean or Sabotage; in the Getaway, hunts the Contact.',
            'Snitch (Moles): knows every Mole; the Moles do not know the Snitch, and the Contact cannot see the Snitch.',
            'Contact (Crew): sees a shuffled, unlabeled list of suspects: every Mole except the Snitch, plus every Double. Must guide the Crew without being spotted.',
            'Double (Crew): knows only that they are Crew; always plays Clean; appears among the Contact’s suspects.',
            'Lookout (Crew): learns alibis during the game (below).',
            'Driver (Crew): protects one player in the Getaway.',
            'Crew member (Crew): knows nothing more.',
          ],
        },
        'Crew players can only play Clean. Sabotages are a budget for the whole game: a Mole (or the Snitch) who has used theirs can only play Clean. Each Mole’s phone shows how many they have left. Every phone on the team shows both Clean and Sabotage, so no phone gives its owner away; where Sabotage cannot be played, tapping it opens the same confirm bar as anywhere else, and its line says privately that Clean will be played.',
      ],
    },
    {
      heading: 'One lock',
      blocks: [
        {
          steps: [
            'The Boss proposes a team of exactly the lock’s size, and may include themselves. The first Boss is drawn at random.',
            'Everybody votes at the same time: approve or reject. Votes stay hidden until the last one is in, then everyone’s vote is shown by name. The team goes ahead only with more than half of all players approving; a tie rejects.',
            'A rejected team passes the Boss to the left, and the new Boss proposes a team for the same lock. The 3rd rejection in a row on the same lock blows it: the Patrol. The count starts again at every lock.',
            'An approved team secretly plays one card each, Clean or Sabotage.',
            'The cards are shuffled and turned over one by one on the TV. One Sabotage blows the lock (Vault: lock 4 needs two). Only the number of Sabotages is told, never who played them.',
            'The Boss passes to the left and the next lock begins.',
          ],
        },
      ],
    },
    {
      heading: 'The Lookout’s alibis',
      blocks: [
        'After the 1st and after the 2nd lock blown by cards (not by a Patrol), the Lookout privately learns the name of one team member who played Clean on that lock, drawn at random among them, never the Lookout. If there is nobody to name, the Lookout is told that no alibi could be found. An alibi is a clue, not a proof: a Mole may play Clean.',
      ],
    },
    {
      heading: 'The end and the Getaway',
      blocks: [
        'The 3rd blown lock wins for the Moles at once. When the Crew opens its 3rd lock, the Getaway starts:',
        {
          list: [
            'Every player secretly marks one other player, so that marking gives nobody away; only the marks of the Moles and the Snitch count. The Driver also secretly protects one player other than themselves.',
            'The player with the most counted marks is accused; a tie is drawn at random.',
            'The accused is the protected player: the accusation is void and the Crew wins. The accused is the Contact: the Moles win. Anyone else: the Crew escapes and wins.',
          ],
        },
        'At the end the TV shows every role and the whole history.',
      ],
    },
    {
      heading: 'Variants',
      blocks: [
        {
          list: [
            'Quick game: 3 locks, the first side to 2 wins, and every Mole’s budget is 1 sabotage. Teams have the table’s sizes for locks 1 to 3; the Getaway comes when the Crew opens its 2nd lock.',
            'Vault (7 to 10 players): lock 4 needs 2 Sabotages to blow. Not with the Quick game, which has no lock 4.',
            'Advanced Snitch (5 or 6 players): one of the 2 Moles is the Snitch.',
          ],
        },
      ],
    },
    {
      heading: 'How Hideout reads the rules',
      blocks: [
        {
          list: [
            'After a Patrol the Boss moves only once: the player to the left of the last rejected Boss is the first Boss of the next lock.',
            'Votes, cards and marks are final once confirmed.',
            'Nobody, not even the game, keeps track of who played which card: the cards are shuffled and counted, and the link to the players is thrown away.',
            'The rejection count on the TV counts this lock’s rejections; after an approval it stays until the lock is settled, then goes back to 0.',
            'In the Getaway every phone asks for a mark and a protection, so the Driver’s screen is everyone’s; only the Driver’s protection is sent and counts. The Driver sends the mark and the protection together, as one choice.',
            'If one player’s card learns something new (the Lookout’s alibi), every phone asks its owner to check their card at the same moment.',
            'At the end the TV shows every role, the Lookout’s alibis, every Getaway mark (and which ones counted), who was protected, the tally and any tie drawn.',
          ],
        },
      ],
    },
    {
      heading: 'On your phone',
      screenOnly: true,
      blocks: [
        'Press and hold your role card to see your role and what you know; let go and it hides.',
        'When a decision is yours the phone vibrates (if it can, and not when it is set to reduce motion) and shows it in its lower half. Tap your choice, then Confirm: after that it cannot be changed. Everyone’s choice screens look alike, so a neighbour cannot read your role from your screen.',
        'The host (or the VIP) can pause the game: every phone then shows Paused, and a choice you had started is still there afterwards. With a turn timer on, the phone that must decide shows the time left; if it runs out, a stand-in plays that one decision for you, by the same rule for everyone: the Boss proposes themself and the players to their left, a vote approves, a mission card is Clean, and at the Getaway you mark (and, as the Driver, protect) the player to your left. The TV only says that your time ran out.',
        'The ✎ button at the top of your phone opens your own notes: a mark for each other player (trust, unsure, suspect) and a short line on what they said or did. They stay on your phone only, nobody else sees them (not the TV, not the host), they come back if you reload, and they are cleared when the next game starts. The ≡ button shows what happened so far, the same record on every phone and on the TV when the host puts it there: each lock’s proposals, who voted how, its cards and result, and the Patrols.',
      ],
    },
  ],
};

/** One role's printable card. */
export interface RoleCardText {
  /** What this role sees at the start. */
  knows: string;
  /** What this role does. */
  does: string;
}

/** The rules pages' words of Mole in the Crew besides its rules: what its calculator result, deal table and role cards say. */
export const moleRulesWords = {
  dealTable: 'The deal by number of players',
  /** The deal table of Mole in the Crew (computed by the calculator), column by column. */
  dealHead: {
    players: 'Players',
    moles: 'Moles',
    doubles: 'Doubles',
    snitch: 'Snitch',
    teams: 'Team sizes, locks 1–5',
    budget: 'Sabotages per Mole',
    approvals: 'Approvals needed',
    yes: 'yes',
    no: 'no',
  },
  /** The printable role cards of Mole in the Crew: one card per role. */
  cards: {
    title: 'Mole in the Crew: role cards',
    side: 'Side',
    knowsLabel: 'You know',
    doesLabel: 'You',
    roles: {
      mole: { knows: 'The other Moles, except the Snitch.', does: 'Play Clean or Sabotage within your budget. In the Getaway, find the Contact.' },
      snitch: { knows: 'Every Mole. Nobody knows you; the Contact cannot see you.', does: 'Sabotage like a Mole. Your Getaway mark counts.' },
      contact: { knows: 'Your suspects: the Moles (not the Snitch) and the Doubles, mixed.', does: 'Guide the Crew without being found: the Moles hunt you in the Getaway.' },
      double: { knows: 'Only that you are Crew.', does: 'Always play Clean. The Contact sees you among the suspects.' },
      lookout: { knows: 'After the 1st and 2nd lock blown by cards: a name that played Clean.', does: 'Play Clean. Use your alibis; they are clues, not proof.' },
      driver: { knows: 'Nothing extra.', does: 'Play Clean. In the Getaway, protect one other player: accusing them is void.' },
      crew: { knows: 'Nothing extra.', does: 'Play Clean, vote well, open 3 locks and keep the Contact hidden.' },
    } satisfies Record<string, RoleCardText>,
  },
  calc: {
    roles: 'Roles dealt',
    sides: (moles: number, crew: number) => `${moles} Moles, ${crew} Crew`,
    snitchNote: 'one of the Moles is the Snitch',
    noSnitchNote: 'no Snitch',
    locks: 'Locks',
    lock: (n: number) => `Lock ${n}`,
    teamSize: 'Team size',
    needed: 'Sabotages to blow it',
    toWin: (n: number) => `A side needs ${n} locks: the Moles blown, the Crew open (then the Getaway).`,
    budget: (n: number) => plural('en', n, { one: 'Each Mole may play # sabotage in the whole game.', other: 'Each Mole may play # sabotages in the whole game.' }),
    approvals: (n: number, players: number) => `A team needs ${n} approvals out of ${players}.`,
    patrol: (n: number) => `The Patrol blows a lock at rejection number ${n} in a row.`,
  },
};

export type MoleRulesWords = typeof moleRulesWords;
