
/**
 * The words of the rules pages: their buttons and the role calculator's frame. Each game's rules
 * text, written for the app from the binding rules with every ruling stated, and its own words on
 * these pages (its calculator result, its sheet figures) are in the game's folder
 * (renderer/games/<id>/rules/text/<lang>.ts): a phone fetches the rules of the game it opens, not
 * all three. Shown by the phone's rules screen, the rules page
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
  /**
   * The game on one screen, for a table that has never played it: the goal, one round, how each
   * side wins and what is secret, a sentence or two each, above the full rules.
   */
  quickStart: { goal: string; round: string; win: string; secret: string };
  sections: RulesSection[];
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
    /** The one-screen quick start's headings (each game's rules text has its words). */
    quickStart: { title: 'Quick start', goal: 'Goal', round: 'A round', win: 'How you win', secret: 'What is secret' },
    screenFooter: (app: string) => `${app} · rules as the app plays them`,
  },
  calc: {
    title: 'Role calculator',
    intro: 'Choose a game, a number of players and the variants: this is exactly what the deal hands out.',
    players: 'Players',
    variants: 'Variants',
    noVariants: 'No variants change the deal at this count.',
    chance: (num: number, den: number) =>
      num === 0 ? 'never' : num === den ? 'always' : `${num} in ${den} (${Math.round((100 * num) / den)} %)`,
  },
};

export type RulesCatalog = typeof rules;
