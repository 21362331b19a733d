import { plural } from '../plural.ts';

/**
 * The rules of every game as Hideout plays them, written for the app from the binding rules
 * (shared/rules/*.md): every ruling is stated, most of them in the section "How Hideout reads
 * the rules". Shown by the phone's rules screen, the rules page (/rules) and its printable
 * sheet; the role cards and the role calculator's words live here too. English is the
 * reference: other languages must have every key and the same number of sections and items
 * (the catalog test checks it), so a translation cannot silently drop a rule.
 */

/** A paragraph, or a list (numbered when `steps`). */
export type RulesBlock = string | { list: string[] } | { steps: string[] };

export interface RulesSection {
  heading: string;
  blocks: RulesBlock[];
  /** How to use the phone: on screens, left off the printed sheet. */
  screenOnly?: boolean;
}

export interface GameRules {
  title: string;
  /** One line under the title: players and what the game is about. */
  tagline: string;
  sections: RulesSection[];
}

export interface RoleCardText {
  /** What this role sees at the start. */
  knows: string;
  /** What this role does. */
  does: string;
}

const mole: GameRules = {
  title: 'Mole in the Crew',
  tagline: '5 to 10 players · a crew cracks locks, a few Moles want the job to fail',
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
        'Crew players can only play Clean. Sabotages are a budget for the whole game: a Mole (or the Snitch) who has used theirs can only play Clean. Each Mole’s phone shows how many they have left. Every phone on the team shows both Clean and Sabotage, so no phone gives its owner away; where Sabotage cannot be played, tapping it says so privately and sends nothing.',
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
      ],
    },
  ],
};

const turncoat: GameRules = {
  title: 'Turncoat',
  tagline: '2 to 4 players · missions with ordinary cards, and perhaps a turncoat among you',
  sections: [
    {
      heading: 'Goal',
      blocks: [
        'The loyal players want 5 successful missions. The turncoat, if there is one, wants 5 failed missions. Nobody but the turncoat knows whether there is one at all.',
      ],
    },
    {
      heading: 'The cards',
      blocks: [
        {
          list: [
            'Play deck: a standard deck without jokers and without the four 10s, 48 cards. Ace (worth 1) to 9 count their value; J, Q and K are spies, worth 0.',
            'Identity deck: with 2 players 10, 10 and the Joker; with 3 or 4 players 10, 10, 10 and the Joker.',
            'Korean identity deck variant (as printed in the Korean sheet, more room for doubt): with 2 players three 10s and the Joker; with 3 or 4 players four 10s and the Joker.',
          ],
        },
        'Each player gets one identity card; the rest are removed unseen. Whoever holds the Joker is the turncoat. If the Joker was removed, there is no turncoat. Each player is then dealt 5 cards from the play deck.',
      ],
    },
    {
      heading: 'A mission',
      blocks: [
        {
          steps: [
            'Players lead missions in turn, passing to the left. The first leader is drawn at random.',
            'The leader looks at the top two cards of the deck. A spy drawn here is discarded face up at once and replaced by the next card, until the leader holds two cards that are not spies. The leader keeps one as the mission (its suit and value are public) and discards the other face down: only the leader saw it.',
            'Every player, the leader too, places one card from hand face down, all at the same time; nobody sees the others’ choices.',
            'One more card from the top of the deck is added face down. It may be a spy.',
            'The cards are shuffled and turned over one by one. Cards of the mission’s suit add their value to the total; every other card subtracts its value (spies count 0). The mission succeeds when the total is at least the mission’s value and no spy is among the cards.',
            'After the reveal every player draws one card, back to 5. When the deck runs out, the discard pile is shuffled into a new deck.',
          ],
        },
      ],
    },
    {
      heading: 'Accusing',
      blocks: [
        'At any moment, in any phase, a player may accuse another player of being the turncoat. Right: the loyal players win. Wrong: the turncoat wins. If there is no turncoat, everybody loses.',
        'An accusation must be confirmed on the phone, so a slip of the finger accuses nobody.',
      ],
    },
    {
      heading: 'The end',
      blocks: [
        {
          list: [
            '5 successful missions: the loyal players win; with no turncoat, everybody wins.',
            '5 failed missions: the turncoat wins; with no turncoat, everybody loses.',
          ],
        },
        'At the end the TV shows every identity and the whole mission history.',
      ],
    },
    {
      heading: 'How Hideout reads the rules',
      blocks: [
        {
          list: [
            'After each reveal every player draws one card, back to 5; an empty deck is rebuilt by shuffling the discard pile.',
            'The turncoat cannot accuse (otherwise the turncoat could win by accusing anyone). Every phone shows the same Accuse button, so nobody gives themselves away; the sheet lists the same names on every phone, and on the turncoat’s, the line above the final tap says that a turncoat cannot accuse; that tap sends nothing.',
          ],
        },
      ],
    },
    {
      heading: 'On your phone',
      screenOnly: true,
      blocks: [
        'Your hand and your identity are on your phone only. When you lead, the phone shows the two cards you looked at. The TV shows the mission card, who has played and how many cards are in (never which card is whose), the reveal and the track of missions.',
      ],
    },
  ],
};

const snitch: GameRules = {
  title: 'The Snitch',
  tagline: '4 to 6 players · prisoners plan an escape together, and one of them may talk',
  sections: [
    {
      heading: 'Goal',
      blocks: [
        'The prisoners complete 5 plans, win the weapon and escape together before the interrogation deck runs out. Whoever draws the snitch card becomes the snitch, secretly, and wins if the escape fails.',
      ],
    },
    {
      heading: 'The cards',
      blocks: [
        {
          list: [
            '50 accomplice cards: 25 names, 2 cards each. 12 cards show a dagger, never both cards of a name. Each card has an item (binoculars, key, brass knuckles, bribe money or crowbar, 10 of each), used only face down in a stash. Each shows a count printed “N + 1”: N is 2 on 20 cards, 3 on 20 and 4 on 10; it matters only while the card is a face-up plan. Every card has the refuse symbol.',
            '3 escape plans and 1 snitch card.',
            'The guard, the bar of soap (with a handcuff side) and the weapon are kept by the app.',
          ],
        },
      ],
    },
    {
      heading: 'Setup',
      blocks: [
        {
          steps: [
            'Interrogation deck: 7 random accomplice cards at the bottom; above them the snitch, the 3 escape plans and 9 random accomplice cards, shuffled, of which 2 are removed unseen (they are shown at the end). It starts with 18 cards. If the snitch is among the removed cards, there is no snitch this game.',
            '24 accomplice cards are dealt as evenly as possible; the rest, shuffled, is the accomplice deck.',
            'Everybody chooses one card from hand as their face-up plan, all at the same time.',
            'The host names the most talkative player, who gets the guard, and the most innocent player, who starts with the soap; by default both are drawn at random.',
          ],
        },
      ],
    },
    {
      heading: 'Your turn (you hold the soap)',
      blocks: [
        'Do exactly one thing, then the soap passes to the left:',
        {
          list: [
            'Play a card: one hand card face down under another player’s plan; before the riot only your left or right neighbour’s plan, during the riot anyone else’s. Nobody may look at it again, and the app does not remind anyone what they played.',
            'Draw a card from the interrogation deck: an accomplice, an escape plan or the snitch.',
            'Use an item from your stash; not while the guard is in front of you, except bribe money.',
          ],
        },
      ],
    },
    {
      heading: 'Refusing',
      blocks: [
        'When a card is put under your plan while your plan stands upright and the guard is not in front of you, you may refuse it: the card goes under the accomplice deck unseen and your plan turns sideways (no more refusals until you have a new plan). You have a short window to refuse, 8 seconds unless the host set another; saying nothing accepts.',
      ],
    },
    {
      heading: 'Completing a plan',
      blocks: [
        'As soon as a plan has its count of cards under it, those cards and the top accomplice card (none with brass knuckles) are shuffled and turned over one by one.',
        {
          list: [
            'Success: all names differ and at most 1 dagger shows. The cards go under the accomplice deck; the plan joins the done plans. The owner, then the left and then the right neighbour each draw 1 accomplice card; the owner draws 1 interrogation card per dagger shown, then chooses a new plan from hand (not after the 5th plan). With an empty hand, the new plan is the top accomplice card.',
            'Caught: a name repeats or 2 or more daggers show. The plan card goes face down into the owner’s stash, where it is an item. The owner, then left, then right each draw 1 interrogation card, then the owner draws 1 more per dagger shown. The cards go under the accomplice deck; the owner’s new plan is the top accomplice card. The guard moves in front of the owner (back into play if it was bribed away) and the soap turns handcuff side down.',
            'Harder variant: the revealed cards must also differ in name from the plan card itself.',
          ],
        },
      ],
    },
    {
      heading: 'Guard and soap',
      blocks: [
        'The guarded player may not talk (a table rule: the app shows it), use items (except bribe money) or refuse. When the guarded player ends a turn with the handcuff side down, it turns up; when the soap comes back to them with the handcuff up, at the end of that turn it turns down and the guard passes to the player on their right.',
      ],
    },
    {
      heading: 'Items',
      blocks: [
        'Used from your stash, then put under the accomplice deck.',
        {
          list: [
            'Binoculars: look at the top 3 accomplice cards and put them back in any order.',
            'Key: you, then your left and right neighbours, each draw 1 accomplice card.',
            'Brass knuckles: attach to any plan; it resolves without the extra accomplice card.',
            'Bribe money: the guard leaves the game until a plan fails; usable while guarded.',
            'Crowbar: attach to any plan; it needs one card fewer, and resolves at once if that completes it.',
          ],
        },
      ],
    },
    {
      heading: 'Riot, snitch and time',
      blocks: [
        {
          list: [
            'With 7 or fewer cards left in the interrogation deck, the riot starts: cards may go under any other player’s plan.',
            'Whoever draws the last interrogation card ends the game: time is up, everyone loses and the snitch, if any, wins.',
            'Escape plans drawn stay in hand until the escape; they are jokers (no name, no dagger).',
            'The snitch card stays in its drawer’s hand: that player is now the snitch, secretly, and wins if the deck runs out, if they get the weapon, or if the escape fails.',
          ],
        },
      ],
    },
    {
      heading: 'Weapon and escape (after 5 plans)',
      blocks: [
        {
          steps: [
            'Everybody votes for who gets the weapon; most votes wins, and the soap holder settles a tie among the tied. If the snitch gets it, the snitch wins at once.',
            'The weapon holder may shoot one player, or nobody. The shot player is out of the escape.',
            'The escape route takes 6 face-down cards, with no extra card. Every player not shot plays 1 card, in an order the weapon holder picks; then the weapon holder picks players to add cards until there are 6. Instead of a hand card a player may add the top accomplice card unseen. Escape plans are jokers.',
            'It resolves like a plan: all names different and at most 1 dagger. If it fails, the snitch wins (even when shot); with no snitch everybody loses. If it succeeds, everybody wins except the snitch and the shot player; with no snitch and nobody shot, everybody wins.',
          ],
        },
        'At the end the TV shows the hands, the snitch, the removed cards and the history.',
      ],
    },
    {
      heading: 'How Hideout reads the rules',
      blocks: [
        {
          list: [
            'Every accomplice card has the refuse symbol: each plan may refuse once.',
            'The host picks who gets the guard and who starts with the soap; “random” is the default for both.',
            'Nobody is reminded which card they played under a plan.',
            'The refusal window is 8 seconds unless the host sets another (2 to 30); silence accepts.',
            'After a successful plan, an owner with an empty hand takes the top accomplice card as the new plan.',
            'A draw from an empty accomplice deck is skipped.',
          ],
        },
      ],
    },
    {
      heading: 'On your phone',
      screenOnly: true,
      blocks: [
        'Your hand, your stash’s items and what your binoculars saw are on your phone only. The TV shows the plans and how many cards lie under each (not which), the decks, who holds the soap, the guard and the weapon, and every reveal.',
      ],
    },
  ],
};

export const rules = {
  ui: {
    title: 'Rules',
    heading: (game: string) => `${game}: the rules`,
    game: 'Game',
    back: 'Back',
    print: 'Print',
    sheet: 'Printable sheet',
    sheetHint: 'One A4 page: print it, or save it as a PDF.',
    cards: 'Role cards',
    cardsHint: 'One card per role, to print on A4 and cut out along the dashed lines.',
    dealTable: 'The deal by number of players',
    screenFooter: (app: string) => `${app} · rules as the app plays them`,
  },
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
  calc: {
    title: 'Role calculator',
    intro: 'Choose a game, a number of players and the variants: this is exactly what the deal hands out.',
    players: 'Players',
    variants: 'Variants',
    noVariants: 'No variants change the deal at this count.',
    chance: (num: number, den: number) =>
      num === 0 ? 'never' : num === den ? 'always' : `${num} in ${den} (${Math.round((100 * num) / den)} %)`,
    mole: {
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
    turncoat: {
      identityDeck: 'Identity deck',
      tens: (n: number) => `${n} × 10`,
      joker: 'the Joker',
      removed: (n: number) => plural('en', n, { one: '# card removed unseen', other: '# cards removed unseen' }),
      noTurncoat: 'Chance there is no turncoat',
      playDeck: (cards: number, spies: number) => `Play deck: ${cards} cards, ${spies} of them spies (J, Q, K).`,
      hands: (size: number, left: number) => `Hands of ${size}; ${left} cards left in the deck.`,
    },
    snitch: {
      hands: 'Hands',
      handsNote: 'from the player with the soap, going left',
      accompliceDeck: (n: number) => `Accomplice deck: ${n} cards.`,
      interrogation: (total: number, bottom: number, mixed: number) =>
        `Interrogation deck: ${total} cards (${bottom} accomplice cards at the bottom, ${mixed} shuffled cards above them).`,
      removed: (n: number) => plural('en', n, { one: '# card removed unseen', other: '# cards removed unseen' }),
      noSnitch: 'Chance there is no snitch',
      escapeRemoved: 'Escape plans removed, on average',
      average: (num: number, den: number) => (num / den).toFixed(2),
      riot: (n: number) => `The riot starts at ${n} interrogation cards or fewer.`,
    },
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
  games: {
    'mole-in-the-crew': mole,
    turncoat,
    'the-snitch': snitch,
  },
};

export type RulesCatalog = typeof rules;
