// What a phone shows, gathered into one language's chunk (renderer/lib/words-ko.ts), with the
// phase names by game id that the phone's header looks up. Each game's own words are a chunk of
// that game's (renderer/games/<id>/text.ts), fetched with its screens. The TV's and the host controls' own
// words are in tv-words.ts, a second chunk that only those pages download.
import { lobbyWords } from './lobby.ts';
import { common } from './common.ts';
import { phone } from './phone.ts';
import { snitchPhases, turncoatPhases } from './phases.ts';

export { common, phone };
/** On a phone, the board's words are the lobby controls' (the VIP's phone shows them). */
export const board = lobbyWords;
export const phonePhases: Readonly<Record<string, Readonly<Record<string, string>>>> = { ...phone.header.phases, turncoat: turncoatPhases.phone, 'the-snitch': snitchPhases.phone };
