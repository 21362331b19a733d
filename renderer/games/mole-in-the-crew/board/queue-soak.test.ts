import { moleInTheCrew } from '../../../../shared/games/mole-in-the-crew/index.ts';
import { moleHeuristicBot } from '../../../../shared/games/mole-in-the-crew/bots.ts';
import { describeRevealSoak } from '../../../lib/board/reveal-queue-soak.ts';
import { moleReveals } from './reveals.ts';

// Whole games as the TV gets them, in bursts and pauses: the stage always ends on the last view,
// its reveals played, so the end screen follows (BoardFrame's condition for it holds).
describeRevealSoak(moleInTheCrew, moleReveals, moleHeuristicBot, [5, 7, 10]);
