import type { DemoModule } from '../../lib/board/demo.ts';
import { moleInTheCrew } from '../../../shared/games/mole-in-the-crew/index.ts';
import { moleReveal } from '../../../shared/games/mole-in-the-crew/reveal.ts';
import { moleTips } from '../../../shared/games/mole-in-the-crew/tips.ts';
import journal from '../../../shared/games/mole-in-the-crew/demo.json';

/** This game's "How to play" on the TV: its script (a journal), played with its own rules, reveals and tips. */
export const demo: DemoModule = { game: moleInTheCrew, reveal: moleReveal, tips: moleTips, journal };
