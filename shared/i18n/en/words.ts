// What a phone shows of the shell, gathered into one language's chunk (renderer/lib/i18n/strings.ts
// loads it; every game's names come beside it, renderer/lib/i18n/game-names.ts). Each game's own words are
// a chunk of that game's (renderer/games/<id>/words/), fetched with its screens. The TV's and the
// host controls' own words are in tv-words.ts, a second chunk that only those pages download.
import { lobbyWords } from './lobby.ts';
import { common } from './common.ts';
import { phone } from './phone.ts';

export { common, phone };
/** On a phone, the board's words are the lobby controls' (the VIP's phone shows them). */
export const board = lobbyWords;
