import type { GameRules } from '../../../../../shared/i18n/en/rules.ts';
import { plural } from '../../../../../shared/i18n/plural.ts';

/** English: the rules of The Snitch as Hideout plays them, a chunk of its own (fetched only when they are read). */
export const snitchRules: GameRules = {
  title: 'The Snitch',
  tagline: '4 to 6 players · prisoners plan an escape together, and one of them may talk',
  quickStart: {
    goal: "Complete five plans, take the weapon and escape together before the interrogation deck runs out.",
    round: "With the soap, do one thing: put a card under a neighbour’s plan, draw from the interrogation deck, or use an item. A full plan succeeds when its names all differ.",
    win: "The escape holds: the prisoners win. Whoever drew the snitch card wins if it fails or time runs out.",
    secret: "Your hand, your stash and whether you are the snitch. Cards under a plan are face down until it resolves.",
  },
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
            'Every name carries a number from 1 to 25 on a badge before it, the same in every language: at a table that reads several languages, match names by their numbers (the TV’s 7 is the 7 in your hand).',
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
        'The host (or the VIP) can pause the game: every phone then shows Paused, and a choice you had started is still there afterwards. With a turn timer on, the phone that must decide shows the time left; if it runs out, a stand-in plays that one decision for you, by the same rule for everyone, snitch or not: a plan is your first accomplice card, a turn draws from the interrogation deck, Binoculars put the cards back as they were, the weapon vote names yourself, a tie goes to the first tied player, the weapon shoots nobody, the escape is called for the first player offered, and a called player adds the top accomplice card unseen. The TV only says that your time ran out.',
        'The ✎ button at the top of your phone opens your own notes: a mark for each other player (trust, unsure, suspect) and a short line on what they said or did. They stay on your phone only, nobody else sees them (not the TV, not the host), they come back if you reload, and they are cleared when the next game starts. The ≡ button shows what happened so far, the same record on every phone and on the TV when the host puts it there: turn by turn, who helped whose plan, each plan’s result, the guard, the riot, the weapon and the escape.',
      ],
    },
  ],
};

/** The rules pages' words of The Snitch besides its rules: what its calculator result and sheet figures say. */
export const snitchRulesWords = {
  calc: {
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
};

export type SnitchRulesWords = typeof snitchRulesWords;
