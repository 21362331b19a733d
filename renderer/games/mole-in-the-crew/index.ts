import type { GameScreens } from '../../lib/games.ts';
import { withWords } from '../../lib/i18n/by-language.ts';
import { lang } from '../../lib/i18n/strings.ts';
import { loadRulesText } from './rules/text.ts';
import { loadMoleText } from './text.ts';

/** A screen of this game, with the game's words fetched beside it (they are a chunk of their own). */
const screen = <M>(module: Promise<M>): Promise<M> => withWords(loadMoleText, module);
/** A part of the rules pages, with the game's words there (in its rules text) fetched beside it. */
const rulesPart = <M>(module: Promise<M>): Promise<M> => withWords(() => loadRulesText(lang), module);

/** Mole in the Crew's screens (see renderer/games/index.ts). */
export const moleScreens: GameScreens = {
  id: 'mole-in-the-crew',

  // The TV board.
  board: () => screen(import('./board/MoleBoard.svelte')),

  // The host controls' summary panel.
  summary: () => screen(import('./Summary.svelte')),

  // The phone.
  phone: () => screen(import('./phone/MolePhone.svelte')),

  // The public record: the phone's record sheet and the TV's.
  record: () => screen(import('./record.ts')),

  // The first-game tips: the TV's and every phone's (lib/tips.ts).
  tips: () => screen(import('./tips.ts')).then((m) => m.tips),

  // "How to play" on the TV: the game's script, played by the board (lib/board/demo.ts).
  demo: () => import('./demo.ts').then((m) => m.demo),

  // The rules page and the phone's rules screen.
  rules: {
    text: loadRulesText,
    onScreen: () => rulesPart(import('./DealSection.svelte')),
    sheet: () => rulesPart(import('./DealSection.svelte')),
    calculator: () => rulesPart(screen(import('./rules/CalculatorResult.svelte'))),
    cards: () => rulesPart(screen(import('./rules/RoleCards.svelte'))),
  },
};
