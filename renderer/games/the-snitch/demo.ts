import type { DemoModule } from '../../lib/board/demo.ts';
import { theSnitch } from '../../../shared/games/the-snitch/index.ts';
import { snitchReveal } from '../../../shared/games/the-snitch/reveal.ts';
import { snitchTips } from '../../../shared/games/the-snitch/tips.ts';
import journal from '../../../shared/games/the-snitch/demo.json';

/** This game's "How to play" on the TV: its script (a journal), played with its own rules, reveals and tips. */
export const demo: DemoModule = { game: theSnitch, reveal: snitchReveal, tips: snitchTips, journal };
