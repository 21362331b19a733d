// Every catalog the screens show, gathered into one language's chunk (renderer/lib/words-es.ts),
// with the phase names by game id that the phone's header and the board look up.
import { board } from './board.ts';
import { common } from './common.ts';
import { phone } from './phone.ts';
import { snitch } from './snitch.ts';
import { turncoat } from './turncoat.ts';

export { board, common, phone };
export const turncoatText = turncoat;
export const snitchText = snitch;
export const phonePhases: Readonly<Record<string, Readonly<Record<string, string>>>> = { ...phone.header.phases, turncoat: turncoat.phases.phone, 'the-snitch': snitch.phases.phone };
export const boardPhases: Readonly<Record<string, Readonly<Record<string, string>>>> = { ...board.screen.phases, turncoat: turncoat.phases.board, 'the-snitch': snitch.phases.board };
