import { plural } from '../plural.ts';

/**
 * The words of the rules pages: their buttons, the role cards and the role calculator. Each
 * game's rules text, written for the app from the binding rules (shared/rules/*.md) with every
 * ruling stated, is a catalog of its own beside this one (<game>-rules.ts): a phone fetches the
 * rules of the game it opens, not all three. Shown by the phone's rules screen, the rules page
 * (/rules) and its printable sheet. English is the reference: other languages must have every key
 * and the same number of sections and items (the catalog test checks it), so a translation
 * cannot silently drop a rule.
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
};

export type RulesCatalog = typeof rules;
