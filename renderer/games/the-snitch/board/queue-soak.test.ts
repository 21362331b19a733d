import { theSnitch } from '../../../../shared/games/the-snitch/index.ts';
import { snitchHeuristicBot } from '../../../../shared/games/the-snitch/bots.ts';
import { describeRevealSoak } from '../../../lib/board/reveal-queue-soak.ts';
import { snitchReveals } from './reveals.ts';

// Whole games as the TV gets them, in bursts and pauses: the stage always ends on the last view,
// its reveals played, so the end screen follows (BoardFrame's condition for it holds).
describeRevealSoak(theSnitch, snitchReveals, snitchHeuristicBot, [4, 5, 6]);
