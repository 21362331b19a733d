import type { DemoModule } from '../../lib/board/demo.ts';
import { turncoat } from '../../../shared/games/turncoat/index.ts';
import { turncoatReveal } from '../../../shared/games/turncoat/reveal.ts';
import { turncoatTips } from '../../../shared/games/turncoat/tips.ts';
import journal from '../../../shared/games/turncoat/demo.json';

/** This game's "How to play" on the TV: its script (a journal), played with its own rules, reveals and tips. */
export const demo: DemoModule = { game: turncoat, reveal: turncoatReveal, tips: turncoatTips, journal };
