import type { Component } from 'svelte';
import type { RoomInfo } from '../../shared/protocol/messages.ts';
import type { Sounds } from './board/sounds.svelte.ts';
import type { GameViewBase } from './game-view.ts';
import type { GameRules, RulesCatalog } from '../../shared/i18n/en/rules.ts';
import type { Lang } from './i18n/lang.ts';
import type { RecordModule } from './record.ts';
import type { TipModule } from './tips.ts';
import type { DemoModule } from './board/demo.ts';

/** What the TV board gives a game's board screen; `V` is the game's own view type. */
export interface BoardProps<V = any> {
  room: RoomInfo;
  view: V;
  gameNumber: number;
  sounds: Sounds;
  /** Set by the game's board while its end screen is up (the corner QR steps aside). */
  ended?: boolean;
}

/**
 * What the phone gives a game's phone screen; each game's screen names its own view type. The
 * shell knows only that the view is its game's (the registry pairs them), hence `any` by default.
 * What a screen may do with the table comes from the shell's port (lib/phone/game-port.ts), not a prop.
 */
export interface PhoneProps<View = any> {
  room: RoomInfo;
  view: View;
}

/** What the host controls give a game's summary panel (public facts only: it faces the room); `V` is the game's view type. */
export interface SummaryProps<V extends GameViewBase = any> {
  room: RoomInfo;
  view: V;
}

type Loader<Props extends Record<string, any>> = () => Promise<{ default: Component<Props> }>;

/**
 * A game's screens, as the renderer registry lists them. Each is loaded on demand, so a device
 * downloads the shell and the one game its table plays.
 */
export interface GameScreens {
  /** The game id, as in shared/games. */
  id: string;
  board: Loader<BoardProps>;
  phone: Loader<PhoneProps>;
  summary: Loader<SummaryProps>;
  /** The game's public record, for the phone's record sheet and the TV (lib/record.ts). */
  record: () => Promise<RecordModule>;
  /** The game's first-game tips, for the TV and every phone (lib/tips.ts). */
  tips: () => Promise<TipModule>;
  /** The game's "How to play" for the TV: its script and rules (lib/board/demo.ts). */
  demo: () => Promise<DemoModule>;

  // The rules page (renderer/rules) and the phone's rules screen: what they show of this game
  // besides its rules text.
  rules: RulesParts;
}

/** The rules pages' own words in the page's language (renderer/rules/rules-text.ts loads them). */
export interface LoadedRules {
  rules: RulesCatalog;
}

/**
 * What a game's part of the rules pages is given: the rules pages' words in the page's language.
 * Its own words there come from its rules text (rules/text/<lang>.ts), loaded before the part.
 */
export interface RulesPartProps {
  loaded: LoadedRules;
}

/** What the calculator's result for a game is given: its figures for the chosen count and variants. */
export interface CalculatorResultProps<Figures = any> extends RulesPartProps {
  figures: Figures;
}

/** A game's parts of the rules pages, each loaded only by the page that shows it. */
export interface RulesParts {
  /** The game's rules text in a language (a chunk of its own, fetched when read). */
  text: (language: Lang) => Promise<GameRules>;
  /** Under the rules on screen (the rules page and the phone's rules screen), if the game has more to show. */
  onScreen?: Loader<RulesPartProps>;
  /** The figures printed under the rules on the one-page sheet. */
  sheet: Loader<RulesPartProps>;
  /** The calculator's result for this game. */
  calculator: Loader<CalculatorResultProps>;
  /** Printable cards (the rules page then offers a "cards" view). */
  cards?: Loader<RulesPartProps>;
}
